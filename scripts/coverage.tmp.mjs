// Which sources' code in the loaded chunks never ran on a page load (Chromium JS coverage, source-mapped build).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib/serve-built.mjs';
const dist = process.env.DIST ?? '/tmp/dist-sm';
const server = await startBuiltServer({ dist: process.env.SERVE_DIST ?? 'dist', env: { CLIENT_DIR: dist } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.coverage.startJSCoverage({ resetOnNavigation: false });
await page.goto(server.url + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const cov = await page.coverage.stopJSCoverage();
const unusedBySource = new Map(), totalBySource = new Map();
for (const entry of cov) {
  const name = new URL(entry.url).pathname;
  if (!name.startsWith('/assets/')) continue;
  const file = dist + name;
  if (!existsSync(file + '.map')) continue;
  const code = entry.source;
  const used = new Uint8Array(code.length);
  // block coverage: ranges nested; later (inner) ranges override outer ones
  for (const fn of entry.functions) for (const r of fn.ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  const lines = code.split('\n'); const lineStart = []; let off = 0; for (const l of lines) { lineStart.push(off); off += l.length + 1; }
  const c = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
  const ms = []; c.eachMapping((m) => ms.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source || '?']));
  ms.sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < ms.length; i++) {
    const end = i + 1 < ms.length ? ms[i + 1][0] : code.length;
    const src = ms[i][1].replace(/.*node_modules\//, 'nm:').replace(/.*src\//, 'src/');
    let unused = 0; for (let k = ms[i][0]; k < end; k++) unused += used[k] ? 0 : 1;
    unusedBySource.set(src, (unusedBySource.get(src) ?? 0) + unused);
    totalBySource.set(src, (totalBySource.get(src) ?? 0) + end - ms[i][0]);
  }
}
const rows = [...totalBySource].filter(([s]) => !s.startsWith('nm:')).map(([s, t]) => [s, t, unusedBySource.get(s)]).sort((a, b) => b[2] - a[2]);
let tot = 0, un = 0; for (const [, t, u] of rows) { tot += t; un += u; }
console.log('own code raw', tot, 'unused', un);
for (const [s, t, u] of rows.slice(0, 45)) console.log(String(u).padStart(6), '/', String(t).padStart(6), s);
await browser.close(); server.stop();
