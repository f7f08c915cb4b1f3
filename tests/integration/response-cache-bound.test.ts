import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '../../src/server/cache';
import { LOCALES } from '../../src/shared/locales';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The response cache keeps answers whose keys come partly from what visitors send (a product slug, a page number):
 * a stream of unknown ones must not grow the server's memory without end (issue 28 item 24), while the site's own
 * pages, all of them in every language, stay in it.
 */
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the response cache', () => {
  it('stays within its bound under a stream of unknown keys, keeping the entries in use', async () => {
    const bound = 20_000;
    const cache = createResponseCache(test.deps.db, 60_000, bound);
    const answer = (n: number) => async () => ({ n, text: 'x'.repeat(180) });
    await cache.value('pages', 'home:en', answer(0));
    for (let n = 1; n <= 2_000; n++) {
      await cache.value('pages', `product:en:no-such-product-${n}`, answer(n));
      // The home page is read all the while: it is in use, so it stays.
      if (n % 50 === 0) await cache.value('pages', 'home:en', answer(-1));
      expect(cache.stats().chars).toBeLessThanOrEqual(bound);
    }
    expect(cache.stats().entries).toBeLessThan(120);
    // Still the first answer: it was never dropped and built again.
    expect(await cache.value('pages', 'home:en', answer(-2))).toMatchObject({ n: 0 });
    // The first unknown ones were dropped: built anew when asked again.
    expect(await cache.value('pages', 'product:en:no-such-product-1', answer(-3))).toMatchObject({ n: -3 });
  });

  it('holds every page of the demo site in six languages well within its default bound', async () => {
    const sitemap = await (await test.app.request('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!.replaceAll('&amp;', '&')).pathname);
    expect(paths.length).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      for (const path of paths) await (await test.app.request(path, { headers: { Cookie: `locale=${locale}` } })).arrayBuffer();
    }
    const { chars, maxChars, entries } = test.deps.cache.stats();
    console.log(`response cache after every sitemap page in ${LOCALES.length} languages: ${entries} entries, ${(chars / 1024 / 1024).toFixed(2)} M characters (bound ${(maxChars / 1024 / 1024).toFixed(0)} M)`);
    expect(chars).toBeGreaterThan(0);
    expect(chars).toBeLessThan(maxChars / 2);
  }, 240_000);
});
