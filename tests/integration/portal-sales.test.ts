import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { products, sales, serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/sales as a collection (portal.sales.list/get, no writes of its own) with its workflows beside it (record,
 * correct, remove, import, totals, exportCsv), through the real router on the seeded demo data: Nordhavn
 * (distributor-junior@demo.test, A) and Iberia (other-senior@demo.test, B) each keep their own sales. Every read
 * reaches only the caller's company; another company's sale is "not found". The sales these tests record are dated
 * 2019, a year the demo data leaves empty, so a date filter finds exactly them.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let companyA = 0;
let companyB = 0;
let saleB = 0;
/** A's own sales: Zephyr (2 of them), Åker, and one of an own serial. */
const ownA = { zephyr1: 0, zephyr2: 0, aker: 0, serial: 0 };
let serialA = { id: 0, number: '' };

const EMAILS = ['distributor-junior', 'distributor-senior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];
const YEAR_2019 = { soldOn: '2019-01-01..2019-12-31' };

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.sales;
}


beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('distributor-junior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  expect(companyA).not.toBe(companyB);
  const record = caller('distributor-senior').record;
  ownA.zephyr1 = (await record({ modelCode: 'VH-15', quantity: 2, customerName: 'Zephyr Coatings', soldOn: '2019-01-15', unitPrice: 1_000, reference: 'T-Z1' })).id;
  ownA.zephyr2 = (await record({ modelCode: 'VH-15', quantity: 3, customerName: 'Zephyr Coatings', soldOn: '2019-02-10', unitPrice: 1_000, reference: 'T-Z2' })).id;
  ownA.aker = (await record({ modelCode: 'VH-15', quantity: 1, customerName: 'Åker Pipelines', soldOn: '2019-04-01', unitPrice: 5_000, currency: 'GBP', reference: 'T-A1' })).id;
  // A serial in A's stock: its sale links to the serial's page.
  const [vh15] = await db.select({ id: products.id }).from(products).where(eq(products.modelCode, 'VH-15'));
  const [stocked] = await db
    .insert(serials)
    .values({ number: 'VH15-T1901', numberKey: 'VH15T1901', productId: vh15!.id, buildDate: '2018-12-01', status: 'in-stock', companyId: companyA })
    .returning({ id: serials.id, number: serials.number });
  serialA = stocked!;
  ownA.serial = (await record({ serial: serialA.number, customerName: 'Serial Buyer', soldOn: '2019-05-05', unitPrice: 90_000, reference: 'T-S1' })).id;
  saleB = (await caller('other-senior').record({ modelCode: 'VH-15', quantity: 9, customerName: 'Zephyr Secret', soldOn: '2019-03-03', unitPrice: 9_999, reference: 'T-B1' })).id;
});
afterAll(() => test.close());

describe('portal.sales as a company collection', () => {
  it('lists only the caller’s company, newest first, with the line total, the product and the serial’s page', async () => {
    const page = await caller('distributor-junior').list({ filters: YEAR_2019, perPage: 100 });
    expect(page.rows.map((row) => row.id)).toEqual([ownA.serial, ownA.aker, ownA.zephyr2, ownA.zephyr1]);
    expect(page.total).toBe(4);
    const aker = page.rows.find((row) => row.id === ownA.aker)!;
    expect(aker).toMatchObject({ customerName: 'Åker Pipelines', quantity: 1, unitPrice: 5_000, lineTotal: 5_000, currency: 'GBP', serialNumber: '', serialPage: null });
    expect(typeof aker.productId__label).toBe('string');
    expect(page.rows.find((row) => row.id === ownA.serial)).toMatchObject({ serialNumber: serialA.number, serialPage: serialA.id });
    // Every sale of A's, none of B's.
    const all = await caller('distributor-junior').list({ perPage: 100 });
    const stored = await test.deps.db.select({ id: sales.id }).from(sales).where(eq(sales.companyId, companyA));
    expect(all.total).toBe(stored.length);
    expect(all.rows.some((row) => row.id === saleB)).toBe(false);
  });

  it('finds sales by customer, model code or serial, filters by days sold and sorts customers by their folded name', async () => {
    const api = caller('certified-junior');
    const ids = async (input: Parameters<typeof api.list>[0]) => (await api.list({ perPage: 100, ...input })).rows.map((row) => row.id);
    expect(await ids({ q: 'zeph', filters: YEAR_2019 })).toEqual([ownA.zephyr2, ownA.zephyr1]);
    expect(await ids({ q: 'aker', filters: YEAR_2019 })).toEqual([ownA.aker]);
    expect(await ids({ q: serialA.number.toLowerCase(), filters: YEAR_2019 })).toEqual([ownA.serial]);
    expect(await ids({ q: 'vh-15', filters: YEAR_2019 })).toEqual([ownA.serial, ownA.aker, ownA.zephyr2, ownA.zephyr1]);
    expect(await ids({ q: 'Zephyr Secret' })).toEqual([]);
    expect(await ids({ filters: { soldOn: '2019-02-01..2019-04-01' } })).toEqual([ownA.aker, ownA.zephyr2]);
    expect(await ids({ filters: { soldOn: '2019-04-02..' }, q: 'aker' })).toEqual([]);
    const byCustomer = await ids({ filters: YEAR_2019, sort: 'customerName', dir: 'asc' });
    expect(byCustomer[0]).toBe(ownA.aker);
    // A page past the last shows the last one; a bad range or sort is the caller's mistake.
    const { total } = await api.list({});
    expect(await api.list({ page: Math.ceil(total / 10) + 1, perPage: 10 })).toMatchObject({ page: Math.max(1, Math.ceil(total / 10)), total });
    expect(await codeOf(api.list({ filters: { soldOn: 'yesterday' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.list({ filters: { soldOn: '2019-02-30..' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.list({ sort: 'reference' }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('reads a sale of the company by id, and answers another company’s as not found', async () => {
    expect(await caller('distributor-junior').get({ id: ownA.aker })).toMatchObject({ customerName: 'Åker Pipelines', currency: 'GBP', reference: 'T-A1', soldOn: '2019-04-01' });
    expect(await codeOf(caller('distributor-senior').get({ id: saleB }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('distributor-senior').remove({ id: saleB }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('distributor-senior').correct({ id: saleB, modelCode: 'VH-15', customerName: 'Taken', soldOn: '2019-03-03', unitPrice: 1 }))).toBe('NOT_FOUND');
    expect((await caller('other-senior').get({ id: saleB })).customerName).toBe('Zephyr Secret');
  });

  it('offers no writes of its own (403, even to a senior and to Voltara): sales change through their workflows', async () => {
    for (const who of ['distributor-senior', 'admin']) {
      const api = caller(who);
      expect(await codeOf(api.create({ serialNumber: '', modelCode: 'VH-15', quantity: 1, customerName: 'X', customerEmail: '', soldOn: '2019-01-01', unitPrice: 1, currency: 'EUR', reference: '' })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.update({ id: ownA.aker, data: { serialNumber: '', modelCode: 'VH-15', quantity: 7, customerName: 'X', customerEmail: '', soldOn: '2019-01-01', unitPrice: 1, currency: 'EUR', reference: '' } })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.delete({ id: ownA.aker })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.bulkDelete({ ids: [ownA.aker] })), who).toBe('FORBIDDEN');
    }
    expect((await caller('distributor-junior').get({ id: ownA.aker })).quantity).toBe(1);
  });

  it('suggests the catalogue’s model codes to whoever may record a sale', async () => {
    const found = await caller('distributor-junior').suggest({ field: 'modelCode', search: 'vh1' });
    expect(found.map((suggestion) => suggestion.value)).toContain('VH-15');
    expect(await codeOf(caller('distributor-junior').suggest({ field: 'customerName', search: 'ze' }))).toBe('NOT_FOUND');
  });

  it('refuses roles without portal access (403) and visitors (401) on every procedure', async () => {
    for (const who of ['customer', 'user', 'certified-senior-plus', null]) {
      const api = caller(who);
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const calls = {
        list: api.list({}),
        get: api.get({ id: ownA.aker }),
        suggest: api.suggest({ field: 'modelCode', search: 'vh' }),
        delete: api.delete({ id: ownA.aker }),
        totals: api.totals({}),
        exportCsv: api.exportCsv({}),
        record: api.record({ modelCode: 'VH-15', customerName: 'X', soldOn: '2019-01-01', unitPrice: 1 }),
        remove: api.remove({ id: ownA.aker }),
      };
      for (const [name, promise] of Object.entries(calls)) expect(await codeOf(promise), `${String(who)} ${name}`).toBe(expected);
    }
  });

  it('still records, corrects and removes a sale through its workflows, which the list and the totals follow', async () => {
    const senior = caller('distributor-senior');
    const { id } = await senior.record({ modelCode: 'VH-15', quantity: 2, customerName: 'Workflow Ltd', soldOn: '2019-07-07', unitPrice: 1_500, reference: 'T-W1' });
    expect((await senior.list({ q: 'Workflow' })).rows.map((row) => row.id)).toEqual([id]);
    await senior.correct({ id, modelCode: 'VH-15', quantity: 4, customerName: 'Workflow Ltd', soldOn: '2019-07-07', unitPrice: 1_500, reference: 'T-W1' });
    expect((await senior.list({ q: 'Workflow' })).rows[0]).toMatchObject({ quantity: 4, lineTotal: 6_000 });
    const july = await senior.totals({ filters: { soldOn: '2019-07-01..2019-07-31' } });
    expect(july.rows).toEqual([{ period: '2019-07', currency: 'EUR', sales: 1, quantity: 4, revenue: 6_000 }]);
    const file = await senior.exportCsv({ q: 'Workflow' });
    expect(file.content).toContain('Workflow Ltd');
    // The totals and the CSV take the list's filter, and refuse what the list refuses.
    expect(await codeOf(senior.totals({ filters: { soldOn: '2019-13-01..' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(senior.exportCsv({ filters: { reference: 'T-W1' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(caller('distributor-junior').remove({ id }))).toBe('FORBIDDEN');
    await senior.remove({ id });
    expect((await senior.list({ q: 'Workflow' })).total).toBe(0);
    expect(await codeOf(senior.get({ id }))).toBe('NOT_FOUND');
  });

  it('lets Voltara’s admin read every company’s sales', async () => {
    const all = await caller('admin').list({ filters: YEAR_2019, q: 'zeph', perPage: 100 });
    expect(all.rows.map((row) => row.id).sort()).toEqual([ownA.zephyr1, ownA.zephyr2, saleB].sort());
    expect((await caller('admin').get({ id: saleB })).customerName).toBe('Zephyr Secret');
    const [row] = await test.deps.db.select({ companyId: sales.companyId }).from(sales).where(eq(sales.id, saleB));
    expect(row?.companyId).toBe(companyB);
  });
});
