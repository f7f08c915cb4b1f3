import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../src/shared/catalog/catalog.types';
import type { Locale } from '../../src/shared/locales';
import { downloads, files, productDownloads, products } from '../../src/server/db/schema';
import { createFixtureProduct } from '../factories/catalog';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Issue 30 item 15: each product's datasheet is a real PDF made from its catalogue data, in the visitor's language. */

let test: TestApp;
const VH15 = 'vh-15-portable-dc-holiday-detector';
const SA25 = 'sa-25-ac-spark-tester';

beforeAll(async () => {
  test = await createTestApp();
  await createFixtureProduct(test.deps, 'zx-9-hidden', false);
});
afterAll(() => test.close());

async function productData(slug: string, locale: Locale): Promise<ProductPage> {
  const input = encodeURIComponent(JSON.stringify({ slug, locale }));
  const response = await new HttpClient(test).get(`/trpc/public.catalog.product?input=${input}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: ProductPage } }).result.data;
}

async function datasheet(slug: string, locale: string) {
  const response = await test.app.request(`/product/${slug}/datasheet/${locale}.pdf`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

/** The PDF's text, pages joined, with runs of white space as one space (a line may wrap, after a hyphen too). */
async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; images: number }> {
  // pdfkit writes object dictionaries uncompressed: each embedded picture is an XObject of subtype Image. (Read
  // before pdf.js, which takes the bytes over.)
  const images = new TextDecoder('latin1').decode(bytes).split('/Subtype /Image').length - 1;
  const pdf = await getDocumentProxy(bytes.slice());
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: oneLine(text), pages: totalPages, images };
}

const oneLine = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');

describe('GET /product/{slug}/datasheet/{lang}.pdf', () => {
  it.each([
    [VH15, 'de', ['Datenblatt', 'Technische Daten', 'Lieferumfang', 'Seite 1 von']],
    [VH15, 'en', ['Datasheet', 'Specifications', 'Kit includes', 'Page 1 of']],
    [SA25, 'de', ['Datenblatt', 'Technische Daten', 'Vereinigtes Königreich']],
    [SA25, 'en', ['Datasheet', 'Specifications', 'United Kingdom']],
  ] as const)('%s in %s: a PDF with the name, model code, a specification value and the labels of its language', async (slug, locale, labels) => {
    const page = await productData(slug, locale);
    const { response, bytes } = await datasheet(slug, locale);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="voltara-${slug}-${locale}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    // A real document, not the 723-byte placeholder the brochure link used to give.
    expect(bytes.length).toBeGreaterThan(5000);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const { text, images } = await pdfText(bytes);
    expect(text).toContain(oneLine(page.name));
    expect(text).toContain(page.modelCode);
    const spec = page.specifications[0]!.rows[0]!;
    expect(text).toContain(oneLine(`${spec.value} ${spec.unit}`.trim()));
    expect(text).toContain(oneLine(spec.label));
    for (const label of labels) expect(text).toContain(label);
    // The product's main image and the brand's contact footer.
    expect(images).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Voltara Test Equipment Ltd');
    expect(text).toContain('info@voltara.test');
  });

  it('answers 404 for an unknown or unpublished product and for a language the site does not have', async () => {
    expect((await datasheet('no-such-product', 'en')).response.status).toBe(404);
    expect((await datasheet('zx-9-hidden', 'en')).response.status).toBe(404);
    expect((await datasheet(VH15, 'it')).response.status).toBe(404);
    const wrongName = await test.app.request(`/product/${VH15}/datasheet/de.txt`);
    expect(wrongName.status).toBe(404);
  });
});

describe('the product page links its datasheet', () => {
  it('in the page language, and no longer lists a placeholder brochure', async () => {
    const response = await test.app.request(`/product/${VH15}?lang=de`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/product/${VH15}/datasheet/de.pdf"`);
    expect(html).toContain('Datenblatt herunterladen (PDF)');
    const page = await productData(VH15, 'de');
    expect(page.downloads.filter((download) => download.category === 'brochure')).toEqual([]);
  });
});

describe('migration 0028: a database seeded before loses the placeholder brochures', () => {
  it('removes a seeded placeholder and its file, and keeps a brochure an admin uploaded', async () => {
    const db = test.deps.db;
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, VH15));
    const file = (name: string, size: number) =>
      db.insert(files).values({ storageKey: `${name}-key`, name, contentType: 'application/pdf', size }).returning({ id: files.id });
    const [placeholderFile] = await file('dc-holiday-detectors-brochure.pdf', 723);
    const [realFile] = await file('vh-range-brochure.pdf', 2_400_000);
    const brochure = (fileId: number, title: string) =>
      db.insert(downloads).values({ fileId, category: 'brochure', audience: 'public', title_EN: title }).returning({ id: downloads.id });
    const [placeholder] = await brochure(placeholderFile!.id, 'DC holiday detectors brochure');
    const [real] = await brochure(realFile!.id, 'VH range brochure');
    await db.insert(productDownloads).values([
      { productId: product!.id, targetId: placeholder!.id, sort: 1 },
      { productId: product!.id, targetId: real!.id, sort: 2 },
    ]);

    const migration = readFileSync('drizzle/0028_placeholder_brochures_retired.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.run(sql.raw(statement));

    const left = await db.select({ id: downloads.id }).from(downloads).where(inArray(downloads.id, [placeholder!.id, real!.id]));
    expect(left).toEqual([{ id: real!.id }]);
    const leftFiles = await db.select({ id: files.id }).from(files).where(inArray(files.id, [placeholderFile!.id, realFile!.id]));
    expect(leftFiles).toEqual([{ id: realFile!.id }]);
    const links = await db.select({ id: productDownloads.targetId }).from(productDownloads).where(eq(productDownloads.productId, product!.id));
    expect(links.map((link) => link.id)).not.toContain(placeholder!.id);
  });
});
