// `npm run lighthouse`: Lighthouse (npm package) against the production build in Debian's Chromium, mobile settings,
// for the home page. Goal (issue 3): performance >= 95. Prints the score and the Web Vitals it measured.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startBuiltServer } from './lib/serve-built.mjs';

const GOAL = 95;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    results.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    });
  }
  console.log('Lighthouse, mobile (simulated slow 4G, 4x CPU slowdown), home page:');
  for (const [i, r] of results.entries()) {
    console.log(`  run ${i + 1}: performance ${r.score}  LCP ${(r.lcp / 1000).toFixed(2)} s  FCP ${(r.fcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  SI ${(r.si / 1000).toFixed(2)} s`);
  }
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
  console.log(`goal: performance >= ${GOAL}: ${median.score >= GOAL ? 'PASS' : 'FAIL'} (median ${median.score}, LCP ${(median.lcp / 1000).toFixed(2)} s)`);
} finally {
  await chrome.kill();
  server.stop();
}
