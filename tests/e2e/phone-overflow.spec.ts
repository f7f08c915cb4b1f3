import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

/**
 * Issue 30 item 4: nothing runs off a 375 px phone. Every public URL of the sitemap, in German (the language with
 * the longest compound words; PHONE_LANG=nl runs it in Dutch), must fit the screen: the page may not scroll sideways.
 * One page is reused for all URLs and images and fonts are not fetched, so the whole walk stays well under two
 * minutes; their boxes are sized by the markup (width/height or aspect classes), not by the files.
 */
const PHONE_WIDTH = 375;
const LANG = process.env.PHONE_LANG ?? 'de';

/** The sitemap's alternates in the language under test, as paths with their query. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const pattern = new RegExp(`hreflang="${LANG}" href="([^"]+)"`, 'g');
  const paths = [...xml.matchAll(pattern)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  return [...new Set(paths)];
}

test('every sitemap page fits a 375 px phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await page.route(/\.(png|jpe?g|webp|avif|gif|svg|woff2?|ttf|otf|mp4|webm)(\?.*)?$/i, (route) => route.abort());
  const paths = await sitemapPaths(page);
  // The demo catalogue and content publish well over a hundred pages; a broken sitemap must not pass as "no offenders".
  expect(paths.length).toBeGreaterThan(100);
  const offenders: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBeLessThan(400);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANG);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE_WIDTH) offenders.push(`${path} (${width} px)`);
  }
  expect(offenders, `pages wider than ${PHONE_WIDTH} px in ${LANG}`).toEqual([]);
});
