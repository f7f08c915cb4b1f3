import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import { serialKey } from '../../src/shared/serials/serial-number';
import type { Actor } from '../../src/server/auth/actor';
import { products, serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/serials as a collection (admin.serials.list/get; no generic create or delete) beside its workflows (lookup,
 * update, import, service records, claims), through the real router on the seeded demo data: about 1,200 serials over
 * the catalogue, DEMO-1001… and DEMO-2001… sold by Voltara, DEMO-3001 on two options of the VH-15, a fifth of the
 * line serials sold by each of two partner companies, and the customer's registered instruments (one overdue).
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let visitor: HttpClient;
let admin: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'certified-senior-plus', 'user'];

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).admin.serials;
const list = (input: ResourceListInput = {}) => api('admin').list(input);
const numbers = (rows: readonly ResourceRow[]) => rows.map((row) => String(row.number));
const keys = (rows: readonly ResourceRow[]) => numbers(rows).map((number) => serialKey(number)!);
const sorted = (values: readonly string[], dir: 'asc' | 'desc' = 'asc') => [...values].sort((a, b) => (dir === 'asc' ? (a < b ? -1 : a > b ? 1 : 0) : a < b ? 1 : a > b ? -1 : 0));

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  visitor = new HttpClient(test, '192.0.2.190');
  admin = new HttpClient(test, '192.0.2.191');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

describe('admin.serials as the admin serials collection', () => {
  it('lists every serial in number order, 25 a page, with its product, model, status, company, owner and next due', async () => {
    const page = await list();
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    const [counted] = await test.deps.db.select({ n: count() }).from(serials);
    expect(page.total).toBe(counted!.n);
    expect(page.rows).toHaveLength(25);
    expect(keys(page.rows)).toEqual(sorted(keys(page.rows)));
    expect(Object.keys(page.rows[0]!).sort()).toEqual(
      ['buildDate', 'companyId', 'id', 'modelCode', 'nextDueOn', 'number', 'owner', 'productId', 'productId__label', 'status'].sort(),
    );
    // A serial sold by a partner names the company, a registered one its owner's e-mail and next due date.
    const [sold] = await test.deps.db.select({ number: serials.number }).from(serials).where(isNotNull(serials.companyId)).limit(1);
    const soldRow = (await list({ q: sold!.number })).rows.find((row) => row.number === sold!.number)!;
    expect(soldRow.companyId__label).toEqual(expect.any(String));
    const overdue = await list({ filters: { due: 'overdue' }, perPage: 100 });
    const owned = overdue.rows.find((row) => row.owner === 'customer@demo.test')!;
    expect(owned).toMatchObject({ status: 'registered', productId__label: expect.any(String), modelCode: expect.any(String) });
  });

  it('names the product in the reader’s language', async () => {
    const [vh15] = await test.deps.db.select().from(products).where(eq(products.modelCode, 'VH-15'));
    const de = await api('admin', 'de').list({ q: 'DEMO-1001' });
    expect(de.rows[0]!.productId__label).toBe(vh15!.name_DE || vh15!.name_EN);
  });

  it('finds serials by the start of their number in any spelling, and nothing for text that can match no number', async () => {
    const vh = await list({ q: 'vh15 2', perPage: 100 });
    expect(vh.total).toBeGreaterThan(0);
    expect(keys(vh.rows).every((key) => key.startsWith('VH152'))).toBe(true);
    expect(numbers((await list({ q: 'demo 3001' })).rows)).toEqual(['DEMO-3001', 'DEMO-3001']);
    // DEMO-1001 to DEMO-1009 start with "DEMO100"; DEMO-1010 does not.
    expect(numbers((await list({ q: 'demo 100' })).rows)).toEqual(Array.from({ length: 9 }, (_, i) => `DEMO-100${i + 1}`));
    for (const q of ['%', '---', "'; DROP TABLE serials; --", 'x'.repeat(100), 'no such serial']) {
      expect((await list({ q })).total, q).toBe(0);
    }
  });

  it('filters by status, product, company and next calibration, and says which companies and products there are', async () => {
    const sold = await list({ filters: { status: 'sold' }, perPage: 100 });
    expect(sold.rows.every((row) => row.status === 'sold')).toBe(true);
    expect(keys(sold.rows)).toEqual(sorted(keys(sold.rows)));
    const productChoices = await api('admin').filterOptions({ field: 'productId' });
    const allProducts = await test.deps.db.select({ id: products.id }).from(products);
    expect(productChoices).toHaveLength(allProducts.length);
    const vh15 = productChoices.find((choice) => choice.label.includes('VH-15') || choice.label.includes('VH15')) ?? productChoices[0]!;
    const ofProduct = await list({ filters: { productId: vh15.id }, perPage: 100 });
    expect(ofProduct.total).toBeGreaterThan(0);
    expect(ofProduct.rows.every((row) => row.productId === vh15.id)).toBe(true);
    const companyChoices = await api('admin').filterOptions({ field: 'companyId' });
    expect(companyChoices.length).toBeGreaterThanOrEqual(2);
    const ofCompany = await list({ filters: { companyId: companyChoices[0]!.id }, perPage: 100 });
    expect(ofCompany.total).toBeGreaterThan(0);
    expect(ofCompany.rows.every((row) => row.companyId === companyChoices[0]!.id && row.companyId__label === companyChoices[0]!.label)).toBe(true);
    const today = isoDay();
    const overdue = await list({ filters: { due: 'overdue' }, perPage: 100 });
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.rows.every((row) => typeof row.nextDueOn === 'string' && row.nextDueOn < today)).toBe(true);
    const due = await list({ filters: { due: 'due' }, perPage: 100 });
    expect(due.rows.every((row) => typeof row.nextDueOn === 'string' && row.nextDueOn >= today && row.nextDueOn <= addDays(today, 30))).toBe(true);
    const both = await list({ q: 'demo', filters: { status: 'sold', productId: vh15.id }, perPage: 100 });
    expect(both.rows.every((row) => row.status === 'sold' && row.productId === vh15.id && String(row.number).startsWith('DEMO'))).toBe(true);
  });

  it('sorts by number either way, and pages without a gap or an overlap (a page past the last shows the last)', async () => {
    const desc = await list({ sort: 'number', dir: 'desc' });
    expect(keys(desc.rows)).toEqual(sorted(keys(desc.rows), 'desc'));
    expect(keys(desc.rows)[0]! > keys((await list()).rows).at(-1)!).toBe(true);
    const pageOf = (page: number) => list({ q: 'demo', perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([22, 22, 22]);
    const seen = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(seen).size).toBe(22);
    expect(numbers(pages[0]!.rows).slice(0, 2)).toEqual(['DEMO-1001', 'DEMO-1002']);
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(past.rows.map((row) => row.id)).toEqual(pages[2]!.rows.map((row) => row.id));
  });

  it('opens an instrument as the record page shows it, through the collection (unknown id: 404)', async () => {
    const [row] = (await list({ filters: { due: 'overdue' }, perPage: 100 })).rows.filter((r) => r.owner === 'customer@demo.test');
    const detail = await api('admin').get({ id: Number(row!.id) });
    expect(detail.owner?.email).toBe('customer@demo.test');
    expect(detail.number).toBe(row!.number);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.serials.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('refuses everyone but admins: 403 signed in, 401 as a visitor', async () => {
    for (const who of ['customer', 'distributor-senior', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: 1 })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'companyId' })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.serials.list', {})).status).toBe(401);
    const customer = new HttpClient(test, '192.0.2.192');
    await customer.signIn('customer@demo.test');
    expect((await customer.query('admin.serials.list', {})).status).toBe(403);
  });

  it('offers no generic record writes: create, delete and bulk delete are refused to the admin too', async () => {
    const [first] = (await list()).rows;
    expect(await codeOf(api('admin').create({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: Number(first!.id) }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids: [Number(first!.id)] }))).toBe('FORBIDDEN');
    expect((await list({ q: String(first!.number) })).rows.map((row) => row.id)).toContain(first!.id);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { status: 'melted' } },
      { filters: { due: 'soon' } },
      { filters: { productId: 'vh15' } },
      { filters: { companyId: -1 } },
      { filters: { owner: 'x' } },
      { sort: 'owner' },
      { sort: 'modelCode' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { cursor: 'garbage', filters: 'status' },
    ];
    for (const input of bad) {
      expect((await admin.query('admin.serials.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}]) {
      expect((await admin.query('admin.serials.get', input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await admin.query('admin.serials.filterOptions', { field: 'status' })).status).toBe(404);
  });
});
