import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import { downloads, faqs, productImages, productKitItems, productSpecs, serials, tags } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import { auditSince, en, lastAuditId, ok, publicJson, publicQuery, refused, type Row } from './catalog/admin-helpers';

/** The admin catalogue through the real stack (issue 8 scope 6): products, options, categories, links, order, publishing. */
let test: TestApp;
let admin: HttpClient;
let visitor: HttpClient;

/** Seeded categories (src/server/db/seed/content/categories.ts): DC detectors (2) holds portable (10) and high-voltage (11). */
const DC = 2;
const PORTABLE = 10;
const HIGH_VOLTAGE = 11;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.41');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '198.51.100.42');
});
afterAll(() => test.close());

const product = (slug: string, extra: Record<string, unknown> = {}) => ({
  ...en('name', `Product ${slug}`),
  slug,
  categoryId: PORTABLE,
  published: true,
  ...extra,
});
const createProduct = (slug: string, extra: Record<string, unknown> = {}) => ok(admin.mutation('admin.resources.products.create', product(slug, extra)));
const spec = (label: string, value: string, extra: Record<string, unknown> = {}) => ({ ...en('label', label), ...en('value', value), ...extra });

describe('products and options with the rows of their pages', () => {
  it('creates, updates and deletes them; a product and its options keep their own rows apart', async () => {
    const before = await lastAuditId(test);
    const created = await createProduct('vx-7-rows', {
      modelCode: 'VX-7',
      ...en('summary', 'Finds pinholes.'),
      ...en('description', '<p onclick="x()">Light <strong>and fast</strong>.</p>'),
      images: [{ url: '/images/products/dc-holiday-detector.svg', ...en('alt', 'Front') }],
      features: [{ ...en('text', 'Light') }, { ...en('text', 'Rugged') }],
      kit: [{ quantity: 2, ...en('name', 'Brush electrode') }],
      specs: [spec('Test voltage', '0.5–15', { unit: 'kV', isKey: true }), spec('Weight', '1.9', { unit: 'kg' })],
    });
    expect(created).toMatchObject({ modelCode: 'VX-7', description_EN: '<p>Light <strong>and fast</strong>.</p>' });
    expect((created.specs as Row[]).map((row) => row.key)).toEqual(['test-voltage', 'weight']);
    expect((created.features as Row[]).map((row) => row.text_EN)).toEqual(['Light', 'Rugged']);

    const option = await ok(
      admin.mutation('admin.resources.productoptions.create', {
        productId: created.id,
        ...en('name', 'VX-7 long reach'),
        slug: 'long',
        modelCode: 'VX-7-L',
        specs: [spec('Weight', '2.4', { key: 'weight', unit: 'kg' })],
        kit: [{ quantity: 1, ...en('name', 'Extension pole') }],
        images: [{ url: '/images/products/electrode.svg' }],
      }),
    );
    const optionRows = async () =>
      (await test.deps.db.select().from(productSpecs).where(eq(productSpecs.optionId, option.id))).length +
      (await test.deps.db.select().from(productKitItems).where(eq(productKitItems.optionId, option.id))).length +
      (await test.deps.db.select().from(productImages).where(eq(productImages.optionId, option.id))).length;
    expect(await optionRows()).toBe(3);
    const [ownSpec] = await test.deps.db.select().from(productSpecs).where(eq(productSpecs.optionId, option.id));
    expect(ownSpec!.productId).toBe(created.id);

    // Saving the product replaces its own rows only; the option's rows stay.
    const updated = await ok(
      admin.mutation('admin.resources.products.update', {
        id: created.id,
        data: { ...product('vx-7-rows', { modelCode: 'VX-7' }), ...en('name', 'VX-7 Detector'), specs: [spec('Weight', '1.8', { key: 'weight', unit: 'kg' })] },
      }),
    );
    expect(updated).toMatchObject({ name_EN: 'VX-7 Detector', images: [], kit: [] });
    expect(await optionRows()).toBe(3);
    const productSpecRows = await test.deps.db
      .select()
      .from(productSpecs)
      .where(and(eq(productSpecs.productId, created.id), isNull(productSpecs.optionId)));
    expect(productSpecRows.map((row) => row.value_EN)).toEqual(['1.8']);

    // Saving the option leaves the product's rows alone.
    const got = await ok(admin.query('admin.resources.productoptions.get', { id: option.id }));
    await ok(admin.mutation('admin.resources.productoptions.update', { id: option.id, data: { ...got, modelCode: 'VX-7-LL', kit: [] } }));
    expect(await optionRows()).toBe(2);
    expect((await ok(admin.query('admin.resources.products.get', { id: created.id }))).specs).toHaveLength(1);

    // A product with options is not deleted; its option first, then the product, each audited.
    const blocked = await refused(admin.mutation('admin.resources.products.delete', { id: created.id }));
    expect(blocked.message).toBe('“VX-7 Detector” cannot be deleted: 1 option uses it.');
    await ok(admin.mutation('admin.resources.productoptions.delete', { id: option.id }));
    expect(await optionRows()).toBe(0);
    await ok(admin.mutation('admin.resources.products.delete', { id: created.id }));
    expect((await admin.query('admin.resources.products.get', { id: created.id })).status).toBe(404);

    const entries = await auditSince(test, before);
    const trail = entries.map((entry) => `${entry.section} ${entry.action} ${entry.recordId}`).reverse();
    expect(trail).toEqual([
      `products create ${created.id}`,
      `productoptions create ${option.id}`,
      `products update ${created.id}`,
      `productoptions update ${option.id}`,
      `productoptions delete ${option.id}`,
      `products delete ${created.id}`,
    ]);
    expect(entries.every((entry) => entry.actorEmail === 'admin@demo.test')).toBe(true);
  });
});

describe('the product list', () => {
  it('finds products by name, model code or slug and filters by category and published', async () => {
    const alpha = await createProduct('zq-alpha', { modelCode: 'ZQ-100', ...en('name', 'Quartz alpha tester') });
    const beta = await createProduct('zq-beta', { modelCode: 'ZQ-200', categoryId: HIGH_VOLTAGE, published: false });
    const ids = async (input: object) =>
      (await ok<{ rows: Row[] }>(admin.query('admin.resources.products.list', { perPage: 100, ...input }))).rows.map((row) => row.id);
    expect(await ids({ q: 'zq-1' })).toEqual([alpha.id]);
    expect(await ids({ q: 'QUARTZ' })).toEqual([alpha.id]);
    expect(await ids({ q: 'zq-beta' })).toEqual([beta.id]);
    expect(await ids({ q: 'ZQ', filters: { categoryId: HIGH_VOLTAGE } })).toEqual([beta.id]);
    expect(await ids({ q: 'ZQ', filters: { published: false } })).toEqual([beta.id]);
    expect(await ids({ q: 'ZQ', filters: { published: true } })).toEqual([alpha.id]);
    const page = await ok<{ rows: Row[] }>(admin.query('admin.resources.products.list', { q: 'zq-1' }));
    expect(page.rows[0]).toMatchObject({ modelCode: 'ZQ-100', name_EN: 'Quartz alpha tester', published: true });
    expect(page.rows[0]!.categoryId__label).toBeTruthy();
  });
});

describe('slugs', () => {
  it('are unique across products and within a product for its options, with the error on the slug', async () => {
    const first = await createProduct('slug-one');
    const second = await createProduct('slug-two');
    expect((await refused(admin.mutation('admin.resources.products.create', product('slug-one')))).fields.slug).toEqual([
      'The slug has already been taken.',
    ]);
    const option = (productId: number, slug: string) =>
      admin.mutation('admin.resources.productoptions.create', { productId, slug, ...en('name', `Option ${slug}`) });
    await ok(option(first.id, 'kit'));
    expect((await refused(option(first.id, 'kit'))).fields).toHaveProperty('slug');
    await ok(option(second.id, 'kit'));
    expect((await refused(option(second.id, 'Not a slug'))).fields).toHaveProperty('slug');
  });
});

describe('publishing', () => {
  it('hides an unpublished product or option from visitors at once and shows it again, each switch audited', async () => {
    const item = await createProduct('px-3-published', { modelCode: 'PX-3' });
    const option = await ok(
      admin.mutation('admin.resources.productoptions.create', { productId: item.id, slug: 'kit', ...en('name', 'PX-3 kit') }),
    );
    const page = (opt?: string) => publicQuery<Row | null>(visitor, 'public.catalog.product', { slug: 'px-3-published', locale: 'en', ...(opt ? { option: opt } : {}) });
    // The public page answers 404 exactly when this procedure answers null (catalog-pages.test.ts).
    expect(await page()).toMatchObject({ modelCode: 'PX-3' });

    const before = await lastAuditId(test);
    expect(await ok(admin.mutation('admin.catalog.publish', { list: 'products', id: item.id, published: false }))).toEqual({
      id: item.id,
      published: false,
    });
    expect(await page()).toBeNull();
    const [entry] = await auditSince(test, before);
    expect(entry).toMatchObject({ section: 'products', action: 'update', recordId: String(item.id), changes: { published: [true, false] } });

    // The same switch again changes nothing and logs nothing.
    await ok(admin.mutation('admin.catalog.publish', { list: 'products', id: item.id, published: false }));
    expect(await auditSince(test, before)).toHaveLength(1);

    await ok(admin.mutation('admin.catalog.publish', { list: 'products', id: item.id, published: true }));
    expect(await page('kit')).toMatchObject({ option: { name: 'PX-3 kit' } });
    await ok(admin.mutation('admin.catalog.publish', { list: 'options', id: option.id, published: false }));
    expect(await page('kit')).toBeNull();
    expect(await page()).not.toBeNull();
    expect((await admin.mutation('admin.catalog.publish', { list: 'options', id: 999_999, published: true })).status).toBe(404);
  });
});

describe('the order of a category', () => {
  interface View {
    children: { id: number }[];
    products: { id: number; name: string; published: boolean }[];
  }
  type Node = { id: number; children: Node[]; products?: { id: number }[] };

  it('reorders products and sub-categories, shows the new order to visitors at once and audits each move', async () => {
    const view = await ok<View>(admin.query('admin.catalog.category', { id: PORTABLE }));
    expect(view.products.length).toBeGreaterThan(1);
    await publicJson<Node>(test, `/api/categories/${PORTABLE}`); // warms the cache the reorder must drop
    const reversed = view.products.map((item) => item.id).reverse();
    const before = await lastAuditId(test);
    const result = await ok<{ moved: number }>(admin.mutation('admin.catalog.reorder', { list: 'products', parentId: PORTABLE, ids: reversed }));
    expect(result.moved).toBeGreaterThan(0);
    expect((await ok<View>(admin.query('admin.catalog.category', { id: PORTABLE }))).products.map((item) => item.id)).toEqual(reversed);
    // Visitors see the published ones, in the new order.
    const published = new Set(view.products.filter((item) => item.published).map((item) => item.id));
    const node = await publicJson<Node>(test, `/api/categories/${PORTABLE}`);
    expect(node.products!.map((item) => item.id)).toEqual(reversed.filter((id) => published.has(id)));
    const entries = await auditSince(test, before);
    expect(entries).toHaveLength(result.moved);
    expect(entries.every((entry) => entry.section === 'products' && Array.isArray(entry.changes.sort))).toBe(true);

    const dc = await ok<View>(admin.query('admin.catalog.category', { id: DC }));
    const children = dc.children.map((child) => child.id).reverse();
    await ok(admin.mutation('admin.catalog.reorder', { list: 'categories', parentId: DC, ids: children }));
    const root = await publicJson<Node>(test, '/api/categories/1?children=true');
    expect(root.children.find((child) => child.id === DC)!.children.map((child) => child.id)).toEqual(children);
  });

  it('puts a new product, option or sub-category last in its list', async () => {
    const item = await createProduct('last-in-line');
    const view = await ok<View>(admin.query('admin.catalog.category', { id: PORTABLE }));
    expect(view.products.at(-1)!.id).toBe(item.id);
    const option = (slug: string) => ok(admin.mutation('admin.resources.productoptions.create', { productId: item.id, slug, ...en('name', slug) }));
    const [first, second] = [await option('first'), await option('second')];
    const options = await ok<{ rows: Row[] }>(admin.query('admin.resources.productoptions.list', { filters: { productId: item.id } }));
    expect(options.rows.map((row) => [row.id, row.sort])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
    const child = await ok(admin.mutation('admin.resources.categories.create', { ...en('name', 'Last child'), slug: 'last-child', parentId: DC }));
    expect((await ok<View>(admin.query('admin.catalog.category', { id: DC }))).children.at(-1)!.id).toBe(child.id);
  });

  it('refuses a list that is not the category’s whole list', async () => {
    const view = await ok<View>(admin.query('admin.catalog.category', { id: PORTABLE }));
    const partial = view.products.slice(1).map((item) => item.id);
    const { fields } = await refused(admin.mutation('admin.catalog.reorder', { list: 'products', parentId: PORTABLE, ids: partial }));
    expect(fields.ids![0]).toMatch(/list has changed/);
  });
});

describe('categories', () => {
  it('refuses to delete a category that still holds sub-categories or products, with the reason', async () => {
    const { message } = await refused(admin.mutation('admin.resources.categories.delete', { id: DC }));
    expect(message).toMatch(/^“DC Holiday Detectors” cannot be deleted: \d+ sub-categories use it/);
    const category = await ok(admin.mutation('admin.resources.categories.create', { ...en('name', 'Spare kits'), slug: 'spare-kits', parentId: 1 }));
    const item = await createProduct('spare-kit-one', { categoryId: category.id });
    expect((await refused(admin.mutation('admin.resources.categories.delete', { id: category.id }))).message).toBe(
      '“Spare kits” cannot be deleted: 1 product uses it.',
    );
    const german = new HttpClient(test, '198.51.100.43');
    await german.signIn('admin@demo.test');
    await german.get('/?lang=de');
    expect((await refused(german.mutation('admin.resources.categories.delete', { id: category.id }))).message).toBe(
      '„Spare kits“ kann nicht gelöscht werden: 1 Produkt verwendet es.',
    );
    await ok(admin.mutation('admin.resources.products.delete', { id: item.id }));
    await ok(admin.mutation('admin.resources.categories.delete', { id: category.id }));
  });

  it('keeps an option that serial numbers were built as, with the reason, alone or in a bulk delete', async () => {
    // Its serials would lose their model, and two instruments of one number could no longer be told apart.
    const [built] = await test.deps.db
      .select({ optionId: serials.optionId, n: sql<number>`count(*)` })
      .from(serials)
      .where(isNotNull(serials.optionId))
      .groupBy(serials.optionId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const optionId = built!.optionId!;
    const option = await ok(admin.query('admin.resources.productoptions.get', { id: optionId }));
    const serialCount = Number(built!.n);
    const uses = serialCount === 1 ? '1 serial number uses it' : `${serialCount} serial numbers use it`;
    expect((await refused(admin.mutation('admin.resources.productoptions.delete', { id: optionId }))).message).toBe(
      `“${String(option.name_EN)}” cannot be deleted: ${uses}.`,
    );
    const bulk = await ok<{ deleted: number; refused: Array<{ id: number; message: string }> }>(
      admin.mutation('admin.resources.productoptions.bulkDelete', { ids: [optionId] }),
    );
    expect(bulk).toEqual({ deleted: 0, refused: [{ id: optionId, message: `“${String(option.name_EN)}” cannot be deleted: ${uses}.` }] });
    const german = new HttpClient(test, '198.51.100.44');
    await german.signIn('admin@demo.test');
    await german.get('/?lang=de');
    expect((await refused(german.mutation('admin.resources.productoptions.delete', { id: optionId }))).message).toMatch(
      /kann nicht gelöscht werden: \d+ Seriennummern? verwende[tn] sie\.$/,
    );
    expect(await test.deps.db.select({ id: serials.id }).from(serials).where(eq(serials.optionId, optionId))).toHaveLength(serialCount);
  });

  it('keeps the tree a tree: the root has no parent, the others have one outside their own subtree', async () => {
    const dc = await ok(admin.query('admin.resources.categories.get', { id: DC }));
    expect((await refused(admin.mutation('admin.resources.categories.update', { id: DC, data: { ...dc, parentId: PORTABLE } }))).fields).toHaveProperty('parentId');
    expect((await refused(admin.mutation('admin.resources.categories.update', { id: DC, data: { ...dc, parentId: DC } }))).fields).toHaveProperty('parentId');
    expect((await refused(admin.mutation('admin.resources.categories.update', { id: DC, data: { ...dc, parentId: null } }))).fields).toHaveProperty('parentId');
    const root = await ok(admin.query('admin.resources.categories.get', { id: 1 }));
    expect((await refused(admin.mutation('admin.resources.categories.update', { id: 1, data: { ...root, parentId: DC } }))).fields).toHaveProperty('parentId');
  });

  it('shows an edited category or product name in the public answers at once', async () => {
    type Node = { id: number; name_EN: string; children: Node[]; products?: { id: number; name_EN: string }[] };
    const find = (node: Node, id: number): Node | undefined => (node.id === id ? node : node.children.map((c) => find(c, id)).find(Boolean));
    expect(find(await publicJson<Node>(test, '/api/categories/1?children=true'), DC)!.name_EN).toBe('DC Holiday Detectors');
    const dc = await ok(admin.query('admin.resources.categories.get', { id: DC }));
    await ok(admin.mutation('admin.resources.categories.update', { id: DC, data: { ...dc, name_EN: 'DC Holiday Detectors (edited)' } }));
    expect(find(await publicJson<Node>(test, '/api/categories/1?children=true'), DC)!.name_EN).toBe('DC Holiday Detectors (edited)');

    const item = await createProduct('cache-probe');
    expect(find(await publicJson<Node>(test, '/api/categories/1?children=true'), PORTABLE)!.products!.map((p) => p.name_EN)).toContain('Product cache-probe');
    const got = await ok(admin.query('admin.resources.products.get', { id: item.id }));
    await ok(admin.mutation('admin.resources.products.update', { id: item.id, data: { ...got, name_EN: 'Cache probe renamed' } }));
    expect(find(await publicJson<Node>(test, '/api/categories/1?children=true'), PORTABLE)!.products!.map((p) => p.name_EN)).toContain('Cache probe renamed');
  });
});

describe('links of a product', () => {
  it('saves related products and links to other sections in order, checks them, audits the change and shows it at once', async () => {
    const main = await createProduct('lx-1-main', { modelCode: 'LX-1' });
    const spare = await createProduct('lx-1-brush', { modelCode: 'LX-1-B', ...en('name', 'LX brush') });
    const probe = await createProduct('lx-1-probe', { ...en('name', 'LX probe') });
    const [faq] = await test.deps.db.select({ id: faqs.id }).from(faqs).limit(1);
    const [tag] = await test.deps.db.select({ id: tags.id }).from(tags).limit(1);
    const [download] = await test.deps.db.select({ id: downloads.id }).from(downloads).limit(1);
    const page = () => publicQuery<{ relations: Record<string, { name: string }[]>; faqs: unknown[] }>(visitor, 'public.catalog.product', { slug: 'lx-1-main', locale: 'en' });
    expect((await page()).relations.accessory).toEqual([]);

    const before = await lastAuditId(test);
    const links = { accessory: [probe.id, spare.id], part: [spare.id], faqs: [faq!.id], tags: [tag!.id], downloads: download ? [download.id] : [] };
    const saved = await ok<Record<string, { id: number; label: string }[]>>(admin.mutation('admin.catalog.saveLinks', { productId: main.id, links }));
    expect(saved.accessory).toEqual([
      { id: probe.id, label: 'LX probe' },
      { id: spare.id, label: 'LX-1-B · LX brush' },
    ]);
    expect(await ok(admin.query('admin.catalog.links', { productId: main.id }))).toEqual(saved);
    expect((await page()).relations.accessory!.map((card) => card.name)).toEqual(['LX probe', 'LX brush']);
    expect((await page()).faqs).toHaveLength(1);

    const [entry] = await auditSince(test, before);
    expect(entry).toMatchObject({ section: 'products', action: 'update', recordId: String(main.id) });
    expect(entry!.changes['links.accessory']).toEqual([[], [probe.id, spare.id]]);
    expect(entry!.changes).not.toHaveProperty('links.probe');

    // The same links again: nothing written, nothing logged. Unknown targets and the product itself are refused.
    await ok(admin.mutation('admin.catalog.saveLinks', { productId: main.id, links }));
    expect(await auditSince(test, before)).toHaveLength(1);
    expect((await refused(admin.mutation('admin.catalog.saveLinks', { productId: main.id, links: { faqs: [999_999] } }))).fields).toHaveProperty('faqs');
    expect((await refused(admin.mutation('admin.catalog.saveLinks', { productId: main.id, links: { related: [main.id] } }))).fields).toHaveProperty('related');
    expect((await admin.mutation('admin.catalog.saveLinks', { productId: 999_999, links: {} })).status).toBe(404);

    // The product picker finds products by model code.
    const found = await ok<{ id: number; label: string }[]>(admin.query('admin.lookup', { source: 'catalogproducts', search: 'lx-1-b' }));
    expect(found.map((option) => option.id)).toEqual([spare.id]);
  });
});

describe('who may use the catalogue procedures', () => {
  const calls: [string, 'query' | 'mutation', unknown][] = [
    ['admin.catalog.category', 'query', { id: 1 }],
    ['admin.catalog.categoryOptions', 'query', undefined],
    ['admin.catalog.links', 'query', { productId: 1 }],
    ['admin.catalog.reorder', 'mutation', { list: 'products', parentId: PORTABLE, ids: [1] }],
    ['admin.catalog.publish', 'mutation', { list: 'products', id: 1, published: false }],
    ['admin.catalog.saveLinks', 'mutation', { productId: 1, links: {} }],
  ];

  it.each(ROLES.filter((role) => role !== 'admin'))('refuses %s (403) and a visitor (401)', async (role) => {
    const other = new HttpClient(test, '198.51.100.44');
    await other.signIn(`${role}@demo.test`);
    const anonymous = new HttpClient(test, '198.51.100.45');
    for (const [path, kind, input] of calls) {
      expect((await other[kind](path, input)).status, `${role} ${path}`).toBe(403);
      expect((await anonymous[kind](path, input)).status, `visitor ${path}`).toBe(401);
    }
  });

  it('lets an admin read the category tree in order', async () => {
    const options = await ok<{ id: number; depth: number }[]>(admin.query('admin.catalog.categoryOptions'));
    expect(options[0]).toMatchObject({ id: 1, depth: 0 });
    expect(options.find((option) => option.id === PORTABLE)!.depth).toBe(2);
  });
});
