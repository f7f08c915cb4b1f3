// `npm run size`: the JavaScript a visitor's browser downloads until the network is idle, gzipped, measured in
// Chromium against the production build, on the home page and a product page (issue 8: 120 kB each; admin, portal and
// account code never in it) and the dealer finder (issue 9: at most 60 kB more than the home page). SIZE_DIST picks the build folder (default dist).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib/serve-built.mjs';

const BUDGET_KB = 120;
const PAGES = process.env.SIZE_PAGES ? JSON.parse(process.env.SIZE_PAGES) : [
  ['home', '/'],
  ['product', '/product/vh-15-portable-dc-holiday-detector'],
  ['dealers', '/distributors'],
];
const DEALERS_OVER_HOME_KB = 60;
const server = await startBuiltServer({ dist: process.env.SIZE_DIST ?? 'dist' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let pass = true;
const totals = {};
try {
  for (const [name, path] of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      // What crossed the network (the server sends the build's Brotli copies), beside the budget's gzip measure.
      const wire = (await response.request().sizes().catch(() => null))?.responseBodySize ?? body.length;
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, wire });
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    scripts.sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0) / 1024;
    console.log(`${name} page JavaScript (${path}, mobile viewport, production build):`);
    const wire = scripts.reduce((sum, s) => sum + s.wire, 0) / 1024;
    for (const s of scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} kB gz ${(s.raw / 1024).toFixed(1).padStart(7)} kB ${(s.wire / 1024).toFixed(1).padStart(6)} kB sent  ${s.url}`);
    console.log(`  ${total.toFixed(1).padStart(6)} kB gz ${raw.toFixed(1).padStart(7)} kB ${wire.toFixed(1).padStart(6)} kB sent  total (${scripts.length} files)`);
    const leaked = scripts.filter((s) => /(Admin|Portal|Account)Area/.test(s.url));
    console.log(`  area chunks: ${leaked.length ? leaked.map((s) => s.url).join(', ') : 'none of admin, portal, account'}`);
    totals[name] = total;
    // The dealer finder's budget is relative to the home page's (measured first).
    const limit = name === 'dealers' ? totals.home + DEALERS_OVER_HOME_KB : BUDGET_KB;
    const ok = total <= limit && leaked.length === 0;
    pass &&= ok;
    console.log(`  ${name}: ${total.toFixed(1)} kB (budget ${limit.toFixed(1)} kB) ${ok ? 'PASS' : 'FAIL'}`);
    await context.close();
  }
  console.log(`budget: JS until network idle <= ${BUDGET_KB} kB gzip on home and product, dealers <= home + ${DEALERS_OVER_HOME_KB} kB: ${pass ? 'PASS' : 'FAIL'}`);
} finally {
  await browser.close();
  server.stop();
}
