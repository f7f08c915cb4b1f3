import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/server/db/schema';
import { CONTENT_AREAS } from '../../src/server/features/content/areas';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The state every public page shares (src/server/http/frame-state.ts): the header's menus, tags and banners and the
 * frame's and catalogue's translations travel once, from an address named by each page and kept by the browser.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

interface State {
  locale: string;
  resources: Record<string, Record<string, unknown>>;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}
const get = (path: string, headers: Record<string, string> = {}) => test.app.request(path, { headers });
const pageState = async (path: string) => {
  const html = await (await get(path)).text();
  const [, attributes, json] = /<script type="application\/json" id="ssr-state"([^>]*)>(.*?)<\/script>/s.exec(html) ?? [];
  return { html, frameUrl: /data-frame="([^"]+)"/.exec(attributes ?? '')?.[1], state: JSON.parse(json ?? 'null') as State };
};
const procedures = (state: State) => state.queries.queries.map((query) => (query.queryKey[0] as string[]).join('.'));

describe("the frame's state, shared by the public pages", () => {
  it('is named by each page, which keeps only its own data and translations', async () => {
    const product = await pageState('/product/vh-15-portable-dc-holiday-detector');
    const category = await pageState('/products/dc-holiday-detectors');
    expect(product.frameUrl).toMatch(/^\/ssr\/frame\/en\/[\w-]{16}\.json$/);
    expect(category.frameUrl).toBe(product.frameUrl);
    expect(procedures(product.state)).toEqual(['public.catalog.product']);
    expect(product.state.resources).toEqual({ en: {} });
    // The menus are still in the HTML itself, for visitors and search engines without scripts.
    expect(product.html).toContain('href="/products/dc-holiday-detectors"');
  });

  it('carries the menus, tags, banners and the shared translations, cached for good under its hash', async () => {
    const { frameUrl } = await pageState('/contact?lang=de');
    const response = await get(frameUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('application/json');
    const frame = (await response.json()) as State;
    expect(frame.locale).toBe('de');
    expect(new Set(procedures(frame))).toEqual(
      new Set(['public.content.categories', 'public.content.offers', 'public.content.applications', 'public.content.tags', 'public.content.widget']),
    );
    expect(Object.keys(frame.resources).sort()).toEqual(['de', 'en']);
    expect(Object.keys(frame.resources.de!).sort()).toEqual(['catalog', 'common', 'consent', 'nav', 'ui', 'widgets']);
    expect(JSON.stringify(frame.resources.de!.nav)).toContain('Produkte');
    // Brotli once made, like the pages.
    let zipped = await get(frameUrl!, { 'Accept-Encoding': 'br' });
    for (let attempt = 0; attempt < 100 && zipped.headers.get('content-encoding') !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      zipped = await get(frameUrl!, { 'Accept-Encoding': 'br' });
    }
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(frame);
  });

  it('gets a new address when the content changes; an old address gets the current state, not to be kept', async () => {
    const before = (await pageState('/products')).frameUrl!;
    await test.deps.db.update(categories).set({ name_EN: 'Holiday Detectors (DC)' }).where(eq(categories.slug, 'dc-holiday-detectors'));
    await test.deps.cache.bump(CONTENT_AREAS.catalog);
    const after = (await pageState('/products')).frameUrl!;
    expect(after).not.toBe(before);
    const current = await get(after);
    expect(JSON.stringify(await current.json())).toContain('Holiday Detectors (DC)');
    const old = await get(before);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.stringify(await old.json())).toContain('Holiday Detectors (DC)');
    await test.deps.db.update(categories).set({ name_EN: 'DC Holiday Detectors' }).where(eq(categories.slug, 'dc-holiday-detectors'));
    await test.deps.cache.bump(CONTENT_AREAS.catalog);
  });

  it('answers 404 to an unknown language or a name that is not one', async () => {
    for (const path of ['/ssr/frame/xx/AAAAAAAAAAAAAAAA.json', '/ssr/frame/en/short.json', '/ssr/frame/en/AAAAAAAAAAAAAAAA.txt', '/ssr/frame/en/..%2F..%2Fetc.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
