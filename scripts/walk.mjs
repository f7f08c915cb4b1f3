// `npm run walk`: walks the built site in Chromium as each role would, following the links it shows, and prints what
// a visitor would trip over: a page wider than the screen, a script error, an answer of 400-599 (401 and 404 aside:
// signed-out and gone pages are walked on purpose), and, on a page not in English, text that reads as English (a
// heuristic: record text written in English, a message thread or a price list, shows up too; read the lines). A report,
// not a test: exit 0 whatever it finds.
//
// Env: WALK_DIST (default dist), WALK_AS (roles, comma-separated: anon, customer, distributor-senior,
// certified-senior, admin; default all), WALK_LANG (default de), WALK_WIDTH (px, default 375), WALK_MAX (pages per
// role, default 200). Each address shape (digits and ids folded) is visited twice at most.
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib/serve-built.mjs';

const ROLES = { anon: '/', customer: '/account', 'distributor-senior': '/portal', 'certified-senior': '/portal', admin: '/admin' };
const roles = (process.env.WALK_AS ?? Object.keys(ROLES).join(',')).split(',');
const lang = process.env.WALK_LANG ?? 'de';
const width = Number(process.env.WALK_WIDTH ?? 375);
const max = Number(process.env.WALK_MAX ?? 200);
// Common English words that the other five languages do not use as words.
const ENGLISH = /\b(the|and|your|with|this|please|could not|been|will be|from|there are)\b/i;
// Files, media and sign-out are not pages to walk.
const NOT_A_PAGE = /\/(logout|sign-?out)\b|\/(api|files|media)\/|\.(pdf|csv|zip|png|jpe?g|svg|webm|vtt)$|download/i;

const server = await startBuiltServer({ dist: process.env.WALK_DIST ?? 'dist' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const role of roles) await walk(role);
} finally {
  await browser.close();
  server.stop();
}

async function walk(role) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const found = new Map();
  let current = '';
  const note = (kind, text) => found.set(`${kind} ${current}: ${text}`, kind);
  page.on('console', (message) => message.type() === 'error' && note('script', message.text().slice(0, 200)));
  page.on('pageerror', (error) => note('script', String(error).slice(0, 200)));
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && status !== 401 && status !== 404) note('status', `${status} ${response.url().slice(0, 160)}`);
  });
  await page.goto(`${server.url}/?lang=${lang}`);
  if (role !== 'anon') await signIn(page, role);

  const queued = new Set([ROLES[role]]);
  const queue = [ROLES[role]];
  const shapes = new Map();
  let visited = 0;
  while (queue.length > 0 && visited < max) {
    const path = queue.shift();
    const shape = path.replace(/\?.*/, '').replace(/\/[^/]*\d[^/]*/g, '/:id');
    if ((shapes.get(shape) ?? 0) >= 2) continue;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    current = path;
    visited++;
    try {
      await page.goto(server.url + path, { waitUntil: 'networkidle', timeout: 20_000 });
    } catch (error) {
      note('load', String(error).split('\n')[0].slice(0, 120));
      continue;
    }
    const seen = await page.evaluate(readPage);
    if (seen.wide.length > 0) note('wide', seen.wide.join(' | '));
    if (lang !== 'en') for (const text of seen.texts) if (ENGLISH.test(text)) note('english', text.slice(0, 120));
    for (const href of seen.links) {
      const target = href.replace(/#.*/, '');
      if (!target.startsWith('/') || target.startsWith('//') || NOT_A_PAGE.test(target) || queued.has(target)) continue;
      queued.add(target);
      queue.push(target);
    }
  }
  const counts = ['wide', 'script', 'status', 'load', 'english'].map((kind) => `${kind} ${[...found.values()].filter((k) => k === kind).length}`);
  console.log(`${role}, ${lang}, ${width} px: ${visited} pages; ${counts.join(', ')}`);
  for (const line of found.keys()) console.log(`  ${line}`);
  await context.close();
}

async function signIn(page, role) {
  await page.goto(`${server.url}/login`);
  await page.locator('input[type=email]').fill(`${role}@demo.test`);
  await page.locator('input[type=password]').fill('Demo-Password-1');
  await page.locator('main form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

/** In the page: what runs past the screen's right edge (outside a scroll box), the visible text, the links. */
function readPage() {
  const edge = window.innerWidth + 1;
  const wide =
    document.documentElement.scrollWidth > edge
      ? [...document.querySelectorAll('body *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              box.right > edge &&
              box.width > 0 &&
              getComputedStyle(element).position !== 'fixed' &&
              !element.closest('[data-scroll-box], .overflow-x-auto, .overflow-auto')
            );
          })
          .slice(0, 3)
          .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`)
      : [];
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent.trim();
    if (parent && text.length > 12 && parent.offsetParent !== null && !parent.closest('script, style, code, [translate=no]')) texts.push(text);
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder]')) {
    const text = element.getAttribute('aria-label') || element.getAttribute('placeholder');
    if (text && text.length > 12) texts.push(text);
  }
  return { wide, texts, links: [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '') };
}
