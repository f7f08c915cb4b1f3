// `npm run lighthouse`: Lighthouse (npm package) against the production build in Debian's Chromium, mobile settings,
// on the home page, a category, a product and the search page (issue 8), and the contact page, the dealer finder and
// a news post (issue 9). Budgets, on the median of the runs, as the issues set them: performance >= 98,
// accessibility 100 and SEO 100 on every page; best practices 100, LCP <= 1.2 s and CLS <= 0.02 on issue 8's pages
// (issue 9's pages report them without a budget). A page under the performance budget is measured again with every
// script blocked, to tell the app's share from the machine's (decision 0090).
// LIGHTHOUSE_RUNS (default 5) runs per page; LIGHTHOUSE_DIST picks the build folder (default dist).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startBuiltServer } from './lib/serve-built.mjs';

// LIGHTHOUSE_PAGES (JSON, [["name", "/path"], ...]) measures other pages instead.
const PAGES = (process.env.LIGHTHOUSE_PAGES ? JSON.parse(process.env.LIGHTHOUSE_PAGES) : null) ?? [
  ['home', '/'],
  ['category', '/products/dc-holiday-detectors'],
  ['product', '/product/vh-15-portable-dc-holiday-detector'],
  ['search', '/search?q=holiday%20detector'],
  ['contact', '/contact'],
  ['dealers', '/distributors'],
  ['news post', '/blog/vp-50-pulsed-dc-pipeline-detector-launched'],
];
/** Issue 9's pages: their issue budgets performance, accessibility and SEO only. */
const ISSUE_9_PAGES = new Set(['/contact', '/distributors', '/blog/vp-50-pulsed-dc-pipeline-detector-launched']);
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1200, cls: 0.02 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const server = await startBuiltServer({ dist: process.env.LIGHTHOUSE_DIST ?? 'dist' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
// A run whose metrics Lighthouse could not compute (e.g. "NO_NAVSTART") is reported, left out and run again.
// Each page is fetched once before it is measured: the server renders it into its page cache and makes its Brotli
// bytes, as it has on a site that has been up for a while (Lighthouse measures the browser; a first render on the same
// two cores is not its).
for (const [, path] of PAGES) await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer());
await new Promise((resolve) => setTimeout(resolve, 2000));
const median = (values) => {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN;
};
let pass = true;
try {
  console.log(`Lighthouse ${runs}x per page, mobile (simulated slow 4G, 4x CPU slowdown), production build:`);
  for (const [name, path] of PAGES) {
    const results = [];
    const failed = [];
    // A run Lighthouse could not measure (NO_NAVSTART, NO_LCP: the trace lacked an event) is run again, up to three
    // more times per page, so that the medians are of `runs` measured loads (a failed run scores 0).
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      const { lhr } = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const result = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        // Lighthouse's own measure of this machine's CPU at the time (higher is faster): the 4x slowdown is applied on
        // top of it, so blocking time scales with it. Printed so figures from a slow and a quick hour can be told apart.
        benchmark: lhr.environment?.benchmarkIndex ?? NaN,
        failing,
        error: lhr.runtimeError?.code ?? lhr.audits['largest-contentful-paint']?.errorMessage,
      };
      if (result.error || !Number.isFinite(result.lcp)) failed.push(result);
      else results.push(result);
    }
    const m = {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      'best-practices': median(results.map((r) => r['best-practices'])),
      seo: median(results.map((r) => r.seo)),
      lcp: median(results.map((r) => r.lcp)),
      cls: median(results.map((r) => r.cls)),
      tbt: median(results.map((r) => r.tbt)),
      benchmark: median(results.map((r) => r.benchmark)),
    };
    const issue9 = ISSUE_9_PAGES.has(path);
    const ok =
      results.length === runs &&
      m.performance >= BUDGET.performance &&
      m.accessibility >= BUDGET.accessibility &&
      m.seo >= BUDGET.seo &&
      (issue9 || (m['best-practices'] >= BUDGET['best-practices'] && m.lcp <= BUDGET.lcpMs && m.cls <= BUDGET.cls));
    pass &&= ok;
    console.log(
      `  ${name.padEnd(8)} perf ${m.performance}  a11y ${m.accessibility}  bp ${m['best-practices']}  seo ${m.seo}  LCP ${(m.lcp / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  TBT ${Math.round(m.tbt)} ms  ${ok ? 'PASS' : 'FAIL'}  (${path}; CPU benchmark ${Math.round(m.benchmark)})`,
    );
    // A page that misses the performance budget is loaded again with every script blocked (decision 0090): the same
    // HTML, stylesheet and images, no app. When even that scores under the budget, this machine cannot show the budget
    // met by any change to the scripts, and the line says so; otherwise the gap is the app's.
    if (m.performance < BUDGET.performance) {
      const floor = [];
      for (let attempt = 0; floor.length < Math.min(runs, 3) && attempt < 6; attempt++) {
        const { lhr } = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          blockedUrlPatterns: ['*.js'],
        });
        if (!lhr.runtimeError) floor.push({ performance: Math.round((lhr.categories.performance?.score ?? 0) * 100), tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN });
      }
      const floorPerf = median(floor.map((r) => r.performance));
      console.log(
        `           without any script: perf ${floorPerf}  TBT ${Math.round(median(floor.map((r) => r.tbt)))} ms (median of ${floor.length}): ${floorPerf < BUDGET.performance ? 'under the budget too, so this machine cannot show it met' : 'the gap is the scripts\''}`,
      );
    }
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    if (failing.length) console.log(`           failing audits: ${failing.join(', ')}`);
    if (failed.length) console.log(`           ${failed.length} run(s) without metrics, run again: ${failed.map((r) => r.error ?? 'no value').join('; ')}`);
    if (results.length < runs) console.log(`           only ${results.length} of ${runs} runs measured`);
  }
  console.log(
    `budget: perf >= ${BUDGET.performance}, a11y/seo 100; issue 8's pages also bp 100, LCP <= ${BUDGET.lcpMs / 1000} s, CLS <= ${BUDGET.cls} (medians of ${runs}): ${pass ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await chrome.kill();
  server.stop();
}
