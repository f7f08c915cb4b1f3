import type { Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { createFixtureProduct, type FixtureProduct } from '../factories/catalog';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

let test: TestApp;
let fixture: FixtureProduct;

beforeAll(async () => {
  test = await createTestApp();
  fixture = await createFixtureProduct(test.deps, 'zx-9-fixture-detector');
  await createFixtureProduct(test.deps, 'zx-9-hidden', false);
});
afterAll(() => test.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await test.app.request(path, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

async function query<T>(procedure: string, input: unknown): Promise<T> {
  const response = await new HttpClient(test).get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('public.catalog procedures', () => {
  it('answers a product page in the language asked for, with its sections', async () => {
    const data = await query<{ name: string; modelCode: string; keyFigures: Array<{ value: string }>; faqs: unknown[]; options: unknown[]; kit: unknown[] }>(
      'public.catalog.product',
      { slug: fixture.slug, locale: 'de' },
    );
    expect(data.name).toBe('ZX-9 Prüfgerät');
    expect(data.modelCode).toBe('ZX-9');
    expect(data.keyFigures).toEqual([{ key: 'voltage', label: 'Prüfspannung', value: '0,5–15', unit: 'kV' }]);
    expect(data.faqs).toHaveLength(1);
    expect(data.options).toHaveLength(2);
    expect(data.kit).toEqual([{ quantity: 2, name: 'Stabelektrode' }]);
  });

  it('falls back to English where a text is untranslated', async () => {
    const data = await query<{ name: string }>('public.catalog.product', { slug: fixture.slug, locale: 'fr' });
    expect(data.name).toBe('ZX-9 Fixture Detector');
  });

  it('shows an option with its own model code and specification differences, and compares the options', async () => {
    const data = await query<{
      modelCode: string;
      option: { name: string };
      specifications: Array<{ rows: Array<{ key: string; value: string }> }>;
      comparison: Array<{ label: string; values: string[] }>;
    }>('public.catalog.product', { slug: fixture.slug, option: 'long', locale: 'en' });
    expect(data.modelCode).toBe('ZX-9-L');
    expect(data.option.name).toBe('ZX-9 Long');
    const weight = data.specifications.flatMap((group) => group.rows).find((row) => row.key === 'weight');
    expect(weight?.value).toBe('2.4');
    expect(data.comparison).toEqual([{ label: 'Weight', unit: 'kg', values: ['1.9', '2.4'] }]);
  });

  it('answers null for unknown and unpublished products and options', async () => {
    expect(await query('public.catalog.product', { slug: 'no-such-product', locale: 'en' })).toBeNull();
    expect(await query('public.catalog.product', { slug: 'zx-9-hidden', locale: 'en' })).toBeNull();
    expect(await query('public.catalog.product', { slug: fixture.slug, option: 'nope', locale: 'en' })).toBeNull();
    expect(await query('public.catalog.category', { slug: 'no-such-category', locale: 'en' })).toBeNull();
    expect(await query('public.catalog.tag', { slug: 'no-such-tag', locale: 'en' })).toBeNull();
    expect(await query('public.catalog.application', { slug: 'no-such-application', locale: 'en' })).toBeNull();
  });

  it('lists a category with its sub-categories, filters and a page of products', async () => {
    const data = await query<{ name: string; children: Array<{ url: string; count: number }>; products: { total: number; rows: Array<{ url: string }> } }>(
      'public.catalog.category',
      { locale: 'en' },
    );
    expect(data.name).toBe('Products');
    expect(data.children.length).toBeGreaterThanOrEqual(6);
    expect(data.products.total).toBeGreaterThanOrEqual(30);
    expect(data.products.rows).toHaveLength(12);
    const hidden = await query<{ products: { rows: Array<{ url: string }> } }>('public.catalog.category', { slug: 'portable-dc-holiday-detectors', locale: 'en' });
    const urls = hidden.products.rows.map((item) => item.url);
    expect(urls).toContain(`/product/${fixture.slug}`);
    expect(urls).not.toContain('/product/zx-9-hidden');
  });

  it('refuses malformed input with a 4xx, never a 500', async () => {
    const client = new HttpClient(test);
    for (const input of [{ slug: '', locale: 'en' }, { slug: 'x', locale: 'xx' }, { slug: 'x'.repeat(5000), locale: 'en' }, []]) {
      const response = await client.get(`/trpc/public.catalog.product?input=${encodeURIComponent(JSON.stringify(input))}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('server-rendered catalogue pages', () => {
  it('sends the product page in the first HTML with what search engines and previews read', async () => {
    const { status, html, headers } = await page(`/product/${fixture.slug}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>ZX-9 Fixture Detector (ZX-9) | Voltara Test Equipment</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe('A detector made for the tests.');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`http://localhost:3000/product/${fixture.slug}`);
    for (const code of ['de', 'es', 'fr', 'nl', 'pt']) {
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="http://localhost:3000/product/${fixture.slug}?lang=${code}">`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:3000/product/${fixture.slug}">`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^http:\/\/localhost:3000\/images\//);
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    // Heading, text, specification table and links, before any script runs.
    expect(html).toMatch(/<h1[^>]*>ZX-9 Fixture Detector<\/h1>/);
    expect(html).toContain('Finds <strong>pinholes</strong>.');
    expect(html).toMatch(/<th scope="row"[^>]*>Test voltage<\/th>/);
    expect(html).toContain(`href="/product/${fixture.slug}/long"`);
    const ld = jsonLd(html);
    const product = ld.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'ZX-9 Fixture Detector', sku: 'ZX-9', url: `http://localhost:3000/product/${fixture.slug}` });
    expect(ld.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    expect(ld.find((item) => item['@type'] === 'FAQPage')).toMatchObject({ mainEntity: [{ name: 'Does it work on wet coatings?' }] });
  });

  it('renders the same page in German with ?lang=de', async () => {
    const { status, html, headers } = await page(`/product/${fixture.slug}?lang=de`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>ZX-9 Prüfgerät (ZX-9) | Voltara Test Equipment</title>');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`http://localhost:3000/product/${fixture.slug}?lang=de`);
    expect(html).toMatch(/<th scope="row"[^>]*>Prüfspannung<\/th>/);
    expect(html).toContain('Technische Daten');
    expect(headers.get('set-cookie')).toContain('locale=de');
  });

  it('renders an option page with its own title and Product data', async () => {
    const { status, html } = await page(`/product/${fixture.slug}/long`);
    expect(status).toBe(200);
    expect(html).toContain('<title>ZX-9 Long (ZX-9-L) | Voltara Test Equipment</title>');
    expect(jsonLd(html).find((item) => item['@type'] === 'Product')).toMatchObject({ sku: 'ZX-9-L' });
  });

  it('answers 404 with the not-found page for unknown and unpublished slugs', async () => {
    for (const path of ['/product/no-such-product', '/product/zx-9-hidden', `/product/${fixture.slug}/nope`, '/products/no-such-category', '/tags/no-such-tag', '/applications/no-such-application', '/no/such/page']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page Not Found');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('renders category, tag and application pages with their products', async () => {
    const category = await page('/products/portable-dc-holiday-detectors');
    expect(category.status).toBe(200);
    expect(category.html).toContain(`href="/product/${fixture.slug}"`);
    expect(jsonLd(category.html).find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    const root = await page('/products');
    expect(root.status).toBe(200);
    expect(root.html).toMatch(/<h1[^>]*>Products<\/h1>/);
    expect(root.html).toContain('href="/products?page=2"');
  });

  it('carries no inline executable script: data travels as JSON', async () => {
    const { html } = await page(`/product/${fixture.slug}`);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/type="application\/(json|ld\+json)"|src="/);
    }
    const state = /<script type="application\/json" id="ssr-state"[^>]*>(.*?)<\/script>/.exec(html);
    expect(JSON.parse(state![1]!)).toMatchObject({ locale: 'en', queries: { queries: expect.any(Array) } });
  });

  it('shows an edit at once: a write drops the cached page', async () => {
    expect((await page(`/product/${fixture.slug}`)).html).toContain('ZX-9 Fixture Detector</h1>');
    await test.deps.db.update(products).set({ name_EN: 'ZX-9 Renamed Detector' }).where(eq(products.id, fixture.id));
    await test.deps.cache.bump('catalog');
    expect((await page(`/product/${fixture.slug}`)).html).toContain('ZX-9 Renamed Detector</h1>');
    await test.deps.db.update(products).set({ name_EN: 'ZX-9 Fixture Detector' }).where(eq(products.id, fixture.id));
    await test.deps.cache.bump('catalog');
  });

  it('answers a cached page again without a database query', async () => {
    await page(`/product/${fixture.slug}`);
    // drizzle keeps its libSQL client as $client (the Database type leaves it out): count what reaches it.
    const client = (test.deps.db as unknown as { $client: Client }).$client;
    const execute = client.execute.bind(client);
    let queries = 0;
    client.execute = ((...args: Parameters<typeof execute>) => {
      // Tests poll the content versions on every read (cachePollMs 0); a server reads them once a second at most.
      if (!JSON.stringify(args[0]).includes('content_versions')) queries += 1;
      return execute(...args);
    }) as typeof client.execute;
    try {
      const again = await page(`/product/${fixture.slug}`);
      expect(again.status).toBe(200);
    } finally {
      client.execute = execute;
    }
    expect(queries).toBe(0);
  });

  it('sends account, portal and admin as the client-rendered shell, noindex', async () => {
    for (const path of ['/account', '/portal', '/admin']) {
      const { status, html, headers } = await page(path);
      expect(status).toBe(200);
      expect(headers.get('x-robots-tag')).toBe('noindex');
      expect(html).not.toContain('id="ssr-state"');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists every public URL with its language alternates', async () => {
    const response = await test.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>http://localhost:3000/product/${fixture.slug}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/product/${fixture.slug}/long</loc>`);
    expect(xml).toContain('<loc>http://localhost:3000/products/portable-dc-holiday-detectors</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/contact</loc>');
    expect(xml).toContain(`hreflang="de" href="http://localhost:3000/product/${fixture.slug}?lang=de"`);
    expect(xml).toContain(`hreflang="x-default" href="http://localhost:3000/product/${fixture.slug}"`);
    expect(xml).not.toContain('zx-9-hidden');
    expect(xml).not.toContain('/admin');
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('keeps the areas behind a login out of robots.txt and names the sitemap', async () => {
    const text = await (await test.app.request('/robots.txt')).text();
    for (const line of ['Disallow: /admin', 'Disallow: /portal', 'Disallow: /account', 'Sitemap: http://localhost:3000/sitemap.xml']) {
      expect(text).toContain(line);
    }
  });
});
