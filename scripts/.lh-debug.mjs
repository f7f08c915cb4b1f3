import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import { startBuiltServer } from './lib/serve-built.mjs';
const server = await startBuiltServer({ dist: process.env.LIGHTHOUSE_DIST ?? 'dist' });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  for (const path of process.argv.slice(2)) {
    const { lhr } = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    writeFileSync(`/tmp/lh-${path.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log(path, 'perf', lhr.categories.performance.score, 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'SI', Math.round(a['speed-index'].numericValue));
    const el = a['largest-contentful-paint-element']?.details?.items ?? [];
    console.log(JSON.stringify(el).slice(0, 1500));
    const reqs = a['network-requests'].details.items.map((r) => `${r.resourceType} ${Math.round(r.transferSize / 1024)}kB ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.priority} ${r.url.replace(server.url, '')}`);
    console.log(reqs.join('\n'));
  }
} finally { await chrome.kill(); await server.stop?.(); process.exit(0); }
