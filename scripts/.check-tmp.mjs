import { chromium } from '@playwright/test';
const base = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  for (const p of paths) {
    const res = await page.goto(base + p, { waitUntil: 'networkidle' });
    const h1 = await page.locator('h1').first().textContent().catch(() => null);
    console.log(width, p, res.status(), JSON.stringify(h1), await page.title());
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/shot-${width}-${p.replace(/\W+/g,'_')}.png`, fullPage: false });
  }
  console.log(logs.join('\n') || 'no console errors');
  await page.close();
}
await browser.close();
