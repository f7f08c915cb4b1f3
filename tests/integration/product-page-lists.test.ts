import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  caseStudies,
  categories,
  documents,
  downloads,
  faqs,
  files,
  productApplications,
  productCaseStudies,
  productDownloads,
  productFaqs,
  productFeatures,
  productGuides,
  productImages,
  productKitItems,
  productOptions,
  productRelations,
  products,
  productSpecs,
  productStandards,
  standards,
} from '../../src/server/db/schema';
import { productPage, productPreview } from '../../src/server/features/catalog/product-page';
import { texts } from '../factories/catalog';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A product's page reads all its lists in one statement (decision 0022). Every list here is inserted out of order,
 * with ties on `sort` and with rows the page must leave out, so a list in the wrong order, a missing row or a row
 * that should not show fails a test.
 */

let test: TestApp;
const SLUG = 'lists-fixture';

beforeAll(async () => {
  test = await createTestApp();
  await createListsFixture(test);
});
afterAll(() => test.close());

const page = (option?: string, locale: 'en' | 'de' = 'en') => productPage(test, { slug: SLUG, locale, ...(option ? { option } : {}) });

async function createListsFixture({ deps }: TestApp) {
  const db = deps.db;
  const [parent] = await db.select().from(categories).where(eq(categories.slug, 'portable-dc-holiday-detectors'));
  const [category] = await db
    .insert(categories)
    .values({ parentId: parent!.id, slug: 'lists-fixture-category', ...texts('name', 'Fixture category', 'Testkategorie') })
    .returning();
  const product = async (slug: string, sort: number, published = true) =>
    (
      await db
        .insert(products)
        .values({ categoryId: category!.id, slug, sort, published, modelCode: slug.toUpperCase(), ...texts('name', `Name ${slug}`), ...texts('summary', `Summary ${slug}`) })
        .returning()
    )[0]!;
  const { id } = await product(SLUG, 0);

  // Options: sort, then id; an unpublished one only in the preview.
  const [, a] = await db
    .insert(productOptions)
    .values([
      { productId: id, slug: 'b', sort: 2, modelCode: 'B', ...texts('name', 'Option B') },
      { productId: id, slug: 'a', sort: 1, modelCode: 'A', ...texts('name', 'Option A', 'Variante A') },
      { productId: id, slug: 'c', sort: 2, modelCode: 'C', ...texts('name', 'Option C') },
      { productId: id, slug: 'hidden', sort: 0, published: false, ...texts('name', 'Hidden option') },
    ])
    .returning();
  const optionA = a!.id;

  await db.insert(productImages).values([
    { productId: id, url: '/img-2.png', sort: 2, ...texts('alt', 'Second') },
    { productId: id, url: '/img-1.png', sort: 1, ...texts('alt', 'First', 'Erstes') },
    { productId: id, optionId: optionA, url: '/img-a.png', sort: 5, ...texts('alt', 'Option A picture') },
  ]);
  await db.insert(productFeatures).values([
    { productId: id, sort: 2, ...texts('text', 'Second feature') },
    { productId: id, sort: 1, ...texts('text', 'First feature', 'Erstes Merkmal') },
    { productId: id, sort: 2, ...texts('text', 'Third feature') },
  ]);
  await db.insert(productKitItems).values([
    { productId: id, sort: 2, quantity: 1, ...texts('name', 'Case') },
    { productId: id, optionId: optionA, sort: 1, quantity: 3, ...texts('name', 'Probe A') },
    { productId: id, sort: 1, quantity: 2, ...texts('name', 'Wand') },
  ]);
  const spec = (key: string, sort: number, value: string, extra: { optionId?: number; isKey?: boolean } = {}) => ({
    productId: id,
    key,
    sort,
    unit: 'u',
    ...extra,
    ...texts('group', key === 'voltage' ? 'Electrical' : 'Physical', key === 'voltage' ? 'Elektrisch' : 'Mechanisch'),
    ...texts('label', `Label ${key}`),
    ...texts('value', value, value.replace('.', ',')),
  });
  await db
    .insert(productSpecs)
    .values([spec('weight', 2, '1.9'), spec('voltage', 1, '15', { isKey: true }), spec('length', 3, '40', { optionId: optionA }), spec('weight', 2, '2.4', { optionId: optionA })]);

  // Relations: per kind, by the link's sort, then the related product's; an unpublished product never shows.
  const r1 = await product('lists-related-1', 5);
  const r2 = await product('lists-related-2', 1);
  const r3 = await product('lists-related-3', 1);
  const rHidden = await product('lists-related-hidden', 1, false);
  await db.insert(productRelations).values([
    { productId: id, relatedId: r2.id, kind: 'accessory', sort: 2 },
    { productId: id, relatedId: r1.id, kind: 'accessory', sort: 1 },
    { productId: id, relatedId: r3.id, kind: 'probe', sort: 1 },
    { productId: id, relatedId: rHidden.id, kind: 'related', sort: 1 },
  ]);

  const faqRows = await db
    .insert(faqs)
    .values([
      { ...texts('question', 'Second question?'), ...texts('answer', '<p>2</p>') },
      { ...texts('question', 'First question?', 'Erste Frage?'), ...texts('answer', '<p>1</p>') },
      { published: false, ...texts('question', 'Hidden question?'), ...texts('answer', '<p>-</p>') },
    ])
    .returning();
  await db.insert(productFaqs).values(faqRows.map((faq, index) => ({ productId: id, targetId: faq.id, sort: [2, 1, 0][index]! })));

  const studies = await db
    .insert(caseStudies)
    .values([
      { slug: 'lists-study-b', ...texts('title', 'Study B') },
      { slug: 'lists-study-a', ...texts('title', 'Study A') },
      { slug: 'lists-study-hidden', published: false, ...texts('title', 'Hidden study') },
    ])
    .returning();
  await db.insert(productCaseStudies).values(studies.map((study, index) => ({ productId: id, targetId: study.id, sort: [2, 1, 0][index]! })));

  const [file] = await db.insert(files).values({ storageKey: 'lists-fixture-file', name: 'sheet.pdf', contentType: 'application/pdf', size: 1234 }).returning();
  const fileId = file!.id;
  const downloadRows = await db
    .insert(downloads)
    .values([
      { fileId, category: 'brochure', ...texts('title', 'Brochure') },
      { fileId, category: 'datasheet', ...texts('title', 'Datasheet', 'Datenblatt') },
      { fileId, category: 'manual', audience: 'customers', ...texts('title', 'Customers only') },
      { fileId, category: 'service-manual', ...texts('title', 'Service manual marked public') },
      { fileId, category: 'brochure', published: false, ...texts('title', 'Unpublished') },
    ])
    .returning();
  await db.insert(productDownloads).values(downloadRows.map((row, index) => ({ productId: id, targetId: row.id, sort: [2, 1, 0, 0, 0][index]! })));

  const guides = await db
    .insert(documents)
    .values([
      { slug: 'lists-guide-b', ...texts('title', 'Guide B') },
      { slug: 'lists-guide-a', ...texts('title', 'Guide A') },
      { slug: 'lists-guide-hidden', published: false, ...texts('title', 'Hidden guide') },
    ])
    .returning();
  await db.insert(productGuides).values(guides.map((guide, index) => ({ productId: id, targetId: guide.id, sort: [2, 1, 0][index]! })));

  const standardRows = await db
    .insert(standards)
    .values([
      { code: 'LISTS-2', url: 'https://example.test/2', ...texts('title', 'Standard two') },
      { code: 'LISTS-1', url: 'https://example.test/1', ...texts('title', 'Standard one') },
    ])
    .returning();
  await db.insert(productStandards).values(standardRows.map((row, index) => ({ productId: id, targetId: row.id, sort: [2, 1][index]! })));

  const applicationRows = await db
    .insert(applications)
    .values([
      { slug: 'lists-app-b', ...texts('name', 'Application B') },
      { slug: 'lists-app-a', ...texts('name', 'Application A') },
      { slug: 'lists-app-hidden', published: false, ...texts('name', 'Hidden application') },
    ])
    .returning();
  await db.insert(productApplications).values(applicationRows.map((row, index) => ({ productId: id, targetId: row.id, sort: [2, 1, 0][index]! })));
  await deps.cache.bump('catalog');
}

describe('a product page lists', () => {
  it('options, features, kit, images and specifications in their order (sort, then id), in the language asked for', async () => {
    const data = (await page())!;
    expect(data.options.map((option) => option.slug)).toEqual(['a', 'b', 'c']);
    expect(data.features).toEqual(['First feature', 'Second feature', 'Third feature']);
    expect(data.kit).toEqual([
      { quantity: 2, name: 'Wand' },
      { quantity: 1, name: 'Case' },
    ]);
    expect(data.images).toEqual([
      { url: '/img-1.png', alt: 'First' },
      { url: '/img-2.png', alt: 'Second' },
    ]);
    expect(data.keyFigures).toEqual([{ key: 'voltage', label: 'Label voltage', value: '15', unit: 'u' }]);
    expect(data.specifications.map((group) => [group.group, group.rows.map((row) => `${row.key}=${row.value}`)])).toEqual([
      ['Electrical', ['voltage=15']],
      ['Physical', ['weight=1.9']],
    ]);
    expect(data.breadcrumbs.map((crumb) => crumb.name).slice(-2)).toEqual(['Fixture category', 'Name lists-fixture']);
    expect(data.category).toEqual({ name: 'Fixture category', url: '/products/lists-fixture-category' });

    const german = (await page(undefined, 'de'))!;
    expect(german.features[0]).toBe('Erstes Merkmal');
    expect(german.images[0]).toEqual({ url: '/img-1.png', alt: 'Erstes' });
    expect(german.specifications.map((group) => group.group)).toEqual(['Elektrisch', 'Mechanisch']);
    expect(german.options[0]!.name).toBe('Variante A');
  });

  it("an option's own rows: its pictures first, its kit items, its specification rows replacing and adding to the product's", async () => {
    const data = (await page('a'))!;
    expect(data.option?.slug).toBe('a');
    expect(data.modelCode).toBe('A');
    expect(data.images.map((image) => image.url)).toEqual(['/img-a.png', '/img-1.png', '/img-2.png']);
    expect(data.kit.map((item) => item.name)).toEqual(['Probe A', 'Wand', 'Case']);
    expect(data.specifications.flatMap((group) => group.rows.map((row) => `${row.key}=${row.value}`))).toEqual(['voltage=15', 'weight=2.4', 'length=40']);
    // Other options show the product's rows only.
    expect((await page('b'))!.kit.map((item) => item.name)).toEqual(['Wand', 'Case']);
    expect(data.comparison).toEqual([
      { label: 'Label weight', unit: 'u', values: ['2.4', '1.9', '1.9'] },
      { label: 'Label length', unit: 'u', values: ['40', '–', '–'] },
    ]);
  });

  it('related products by kind, in order, published only', async () => {
    const { relations } = (await page())!;
    expect(relations.accessory.map((card) => card.url)).toEqual(['/product/lists-related-1', '/product/lists-related-2']);
    expect(relations.probe.map((card) => card.url)).toEqual(['/product/lists-related-3']);
    expect(relations.related).toEqual([]);
    expect(relations.accessory[0]).toMatchObject({ name: 'Name lists-related-1', modelCode: 'LISTS-RELATED-1', summary: 'Summary lists-related-1' });
  });

  it('FAQs, case studies, guides, standards and applications in their order, published only', async () => {
    const data = (await page())!;
    expect(data.faqs).toEqual([
      { question: 'First question?', answerHtml: '<p>1</p>' },
      { question: 'Second question?', answerHtml: '<p>2</p>' },
    ]);
    expect(data.caseStudies).toEqual([
      { name: 'Study A', url: '/casestudies/lists-study-a' },
      { name: 'Study B', url: '/casestudies/lists-study-b' },
    ]);
    expect(data.guides.map((guide) => guide.name)).toEqual(['Guide A', 'Guide B']);
    expect(data.standards).toEqual([
      { code: 'LISTS-1', title: 'Standard one', url: 'https://example.test/1' },
      { code: 'LISTS-2', title: 'Standard two', url: 'https://example.test/2' },
    ]);
    expect(data.applications).toEqual([
      { name: 'Application A', url: '/applications/lists-app-a' },
      { name: 'Application B', url: '/applications/lists-app-b' },
    ]);
    expect((await page(undefined, 'de'))!.faqs[0]!.question).toBe('Erste Frage?');
  });

  it('downloads for every visitor: published, public and never a service manual, with their file', async () => {
    const data = (await page())!;
    expect(data.downloads.map(({ title, category, fileName, size }) => ({ title, category, fileName, size }))).toEqual([
      { title: 'Datasheet', category: 'datasheet', fileName: 'sheet.pdf', size: 1234 },
      { title: 'Brochure', category: 'brochure', fileName: 'sheet.pdf', size: 1234 },
    ]);
    expect(data.downloads.every((download) => download.url === `/api/downloads/${download.id}/file`)).toBe(true);
  });

  it('nothing for an unpublished option; the preview shows it and the unpublished options, nothing else unpublished', async () => {
    expect(await page('hidden')).toBeNull();
    const preview = (await productPreview(test, { slug: SLUG, option: 'hidden', locale: 'en' }))!;
    expect(preview.published).toBe(false);
    expect(preview.options.map((option) => option.slug)).toEqual(['hidden', 'a', 'b', 'c']);
    expect(preview.faqs).toHaveLength(2);
    expect(preview.relations.related).toEqual([]);
  });

  it('nothing while its category is unpublished (the preview still shows it); a content write is seen at once', async () => {
    await test.deps.db.update(categories).set({ published: false }).where(eq(categories.slug, 'lists-fixture-category'));
    await test.deps.cache.bump('catalog');
    expect(await page()).toBeNull();
    expect((await productPreview(test, { slug: SLUG, locale: 'en' }))?.slug).toBe(SLUG);
    await test.deps.db.update(categories).set({ published: true }).where(eq(categories.slug, 'lists-fixture-category'));
    await test.deps.db.update(productFeatures).set(texts('text', 'Renamed feature')).where(eq(productFeatures.text_EN, 'Third feature'));
    await test.deps.cache.bump('catalog');
    expect((await page())!.features).toEqual(['First feature', 'Second feature', 'Renamed feature']);
  });
});
