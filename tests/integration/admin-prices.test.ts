import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { auditLog, companies, pricelistPrices, pricelists } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The prices of a price list (/admin/settings/pricelists/{id}) as the adminPrices collection (admin.prices.list, get;
 * its price list filter required) beside its workflows (companies, create, update, delete, import), through the real
 * router on the seeded demo data. This file makes two lists of its own: A (EUR, given to a company at gold) with ten
 * models at every tier and two more breaks of the first, and B (GBP) with two prices.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const suffix = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();
const MODELS = Array.from({ length: 10 }, (_, index) => `PX${suffix}-${String(index + 1).padStart(2, '0')}`);
const TIERS = ['gold', 'silver', 'bronze'] as const;
const ids = { listA: 0, listB: 0, company: 0 };

const api = (who: string | null) => callerAs(test, actors, who).admin.prices;
const list = (input: ResourceListInput = {}, pricelist = ids.listA) => api('admin').list({ perPage: 100, ...input, filters: { pricelist, ...input.filters } });
const breaks = (rows: readonly ResourceRow[]) => rows.map((row) => `${String(row.modelCode)}:${String(row.tier)}:${String(row.minQuantity)}`);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'distributor-senior', 'customer', 'user']);
  [{ id: ids.listA }] = (await db.insert(pricelists).values({ name: `Prices A ${suffix}`, currency: 'EUR' }).returning({ id: pricelists.id })) as [{ id: number }];
  [{ id: ids.listB }] = (await db.insert(pricelists).values({ name: `Prices B ${suffix}`, currency: 'GBP' }).returning({ id: pricelists.id })) as [{ id: number }];
  [{ id: ids.company }] = (await db.insert(companies).values({ name: `Prices Buyer ${suffix}`, tier: 'gold', pricelistId: ids.listA }).returning({ id: companies.id })) as [{ id: number }];
  const price = (pricelistId: number, modelCode: string, tier: (typeof TIERS)[number], minQuantity: number, unitPrice: number) => ({
    pricelistId,
    modelCode,
    modelKey: modelCode.replace(/-/g, ''),
    description: `Porous probe ${modelCode.slice(-2)}`,
    tier,
    minQuantity,
    unitPrice,
  });
  await db.insert(pricelistPrices).values([
    // Written in no particular order: the list puts them in order.
    ...MODELS.flatMap((model, index) => TIERS.map((tier, rank) => price(ids.listA, model, tier, 1, 100_000 - index * 1_000 + rank * 100))).reverse(),
    price(ids.listA, MODELS[0]!, 'gold', 20, 80_000),
    price(ids.listA, MODELS[0]!, 'gold', 5, 90_000),
    price(ids.listB, MODELS[0]!, 'silver', 1, 55_000),
    price(ids.listB, MODELS[1]!, 'gold', 1, 44_000),
  ]);
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.prices as the prices collection of one price list', () => {
  it("lists one list's prices by model, each model's by tier from gold and from the lowest quantity", async () => {
    const page = await list({ perPage: 25 });
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25, total: 32 });
    expect(breaks(page.rows.slice(0, 6))).toEqual([
      `${MODELS[0]}:gold:1`,
      `${MODELS[0]}:gold:5`,
      `${MODELS[0]}:gold:20`,
      `${MODELS[0]}:silver:1`,
      `${MODELS[0]}:bronze:1`,
      `${MODELS[1]}:gold:1`,
    ]);
    expect(page.rows[0]).toMatchObject({ modelCode: MODELS[0], description: 'Porous probe 01', tier: 'gold', minQuantity: 1, unitPrice: 100_000 });
    // Only the list's columns.
    expect(Object.keys(page.rows[0]!).sort()).toEqual(['description', 'id', 'minQuantity', 'modelCode', 'tier', 'unitPrice']);
    // Another list's prices are not among them.
    expect(breaks((await list({}, ids.listB)).rows)).toEqual([`${MODELS[0]}:silver:1`, `${MODELS[1]}:gold:1`]);
  });

  it('filters by tier, and searches a model code in any spelling or a part of the description', async () => {
    expect((await list({ filters: { tier: 'silver' } })).rows.map((row) => row.tier)).toEqual(Array(10).fill('silver'));
    expect((await list({ filters: { tier: 'gold' } })).total).toBe(12);
    expect(breaks((await list({ q: ` px ${suffix.toLowerCase()} 0 2 ` })).rows)).toEqual([`${MODELS[1]}:gold:1`, `${MODELS[1]}:silver:1`, `${MODELS[1]}:bronze:1`]);
    expect((await list({ q: `PX${suffix}-1` })).rows.map((row) => row.modelCode)).toEqual([MODELS[9], MODELS[9], MODELS[9]]);
    expect((await list({ q: 'probe 03', filters: { tier: 'bronze' } })).rows.map((row) => row.modelCode)).toEqual([MODELS[2]]);
    expect((await list({ q: 'nothing-like-this' })).total).toBe(0);
    // LIKE's wildcards are plain characters.
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('sorts by price, tier and quantity both ways, and by model from the last', async () => {
    const cheapest = await list({ sort: 'unitPrice', dir: 'asc' });
    expect(cheapest.rows[0]).toMatchObject({ modelCode: MODELS[0], minQuantity: 20, unitPrice: 80_000 });
    const dearest = await list({ sort: 'unitPrice', dir: 'desc' });
    expect(dearest.rows[0]).toMatchObject({ modelCode: MODELS[0], tier: 'bronze', unitPrice: 100_200 });
    expect((await list({ sort: 'tier', dir: 'desc', perPage: 10 })).rows.map((row) => row.tier)).toEqual(Array(10).fill('bronze'));
    expect(breaks((await list({ sort: 'tier', dir: 'asc', perPage: 10 })).rows.slice(0, 3))).toEqual([`${MODELS[0]}:gold:1`, `${MODELS[0]}:gold:5`, `${MODELS[0]}:gold:20`]);
    expect((await list({ sort: 'minQuantity', dir: 'desc', perPage: 10 })).rows.slice(0, 2).map((row) => row.minQuantity)).toEqual([20, 5]);
    expect(breaks((await list({ sort: 'modelCode', dir: 'desc', perPage: 10 })).rows.slice(0, 3))).toEqual([`${MODELS[9]}:gold:1`, `${MODELS[9]}:silver:1`, `${MODELS[9]}:bronze:1`]);
  });

  it('pages through the prices without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ filters: { pricelist: ids.listA }, perPage: 10, page });
    const pages = await Promise.all([1, 2, 3, 4].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([32, 32, 32, 32]);
    const seen = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(seen).size).toBe(32);
    expect(breaks((await list({})).rows)).toEqual(breaks(pages.flatMap((page) => page.rows)));
    const past = await pageOf(9);
    expect(past.page).toBe(4);
    expect(past.rows.map((row) => row.id)).toEqual(pages[3]!.rows.map((row) => row.id));
  });

  it('names the companies the list is given to, with their tier; an unknown list is 404', async () => {
    expect(await api('admin').companies({ pricelistId: ids.listA })).toEqual([{ id: ids.company, name: `Prices Buyer ${suffix}`, tier: 'gold' }]);
    expect(await api('admin').companies({ pricelistId: ids.listB })).toEqual([]);
    expect(await codeOf(api('admin').companies({ pricelistId: 99_999_999 }))).toBe('NOT_FOUND');
    // An unknown list has no prices.
    expect((await list({}, 99_999_999)).total).toBe(0);
  });

  it('adds, edits and removes a price through its workflows, audited, and the list shows each step', async () => {
    const { id } = await api('admin').create({ pricelistId: ids.listB, modelCode: 'vh 15', tier: 'bronze', minQuantity: 250, unitPrice: 99_900 });
    expect((await list({ q: 'VH-15' }, ids.listB)).rows).toEqual([expect.objectContaining({ id, modelCode: 'VH-15', tier: 'bronze', minQuantity: 250, unitPrice: 99_900 })]);
    const twice = await api('admin').create({ pricelistId: ids.listB, modelCode: 'VH-15', tier: 'bronze', minQuantity: 250, unitPrice: 1 }).catch((error: unknown) => error);
    expect(twice).toMatchObject({ code: 'CONFLICT', message: 'This model code already has a price at this tier from this quantity.' });
    await api('admin').update({ id, modelCode: 'VH-15', description: 'Project price', tier: 'bronze', minQuantity: 300, unitPrice: 95_000 });
    expect((await list({ q: 'project price' }, ids.listB)).rows).toEqual([expect.objectContaining({ id, minQuantity: 300, unitPrice: 95_000 })]);
    await api('admin').delete({ id });
    expect(await codeOf(api('admin').delete({ id }))).toBe('NOT_FOUND');
    expect((await list({ q: 'VH-15' }, ids.listB)).total).toBe(0);
    const audits = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'settings/pricelists.prices'), eq(auditLog.recordId, String(id))));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('offers no generic writes: bulk delete is refused to the admin too, and nothing changes', async () => {
    const [first] = (await list({ perPage: 10 })).rows;
    expect(await codeOf(api('admin').bulkDelete({ ids: [first!.id] }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ all: true, query: { filters: { pricelist: ids.listA } } }))).toBe('FORBIDDEN');
    expect((await list({})).total).toBe(32);
    expect(await api('admin').get({ id: first!.id })).toEqual({ id: first!.id });
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
  });

  it('refuses a distributor and a customer (403) and a visitor (401) on every procedure', async () => {
    for (const who of ['distributor-senior', 'customer', 'user', null]) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const calls = {
        list: api(who).list({ filters: { pricelist: ids.listA } }),
        get: api(who).get({ id: 1 }),
        filterOptions: api(who).filterOptions({ field: 'pricelist' }),
        companies: api(who).companies({ pricelistId: ids.listA }),
        create: api(who).create({ pricelistId: ids.listA, modelCode: 'VH-15', tier: 'gold', minQuantity: 1, unitPrice: 1 }),
        update: api(who).update({ id: 1, modelCode: 'VH-15', tier: 'gold', minQuantity: 1, unitPrice: 1 }),
        delete: api(who).delete({ id: 1 }),
        import: api(who).import({ pricelistId: ids.listA, csv: 'x' }),
      };
      for (const [name, call] of Object.entries(calls)) expect(await codeOf(call), `${String(who)} ${name}`).toBe(expected);
    }
    expect((await visitor.query('admin.prices.list', { filters: { pricelist: ids.listA } })).status).toBe(401);
  });

  it('answers bad input with a 422, never a 500: the price list is required', async () => {
    const bad: unknown[] = [
      {},
      { filters: { tier: 'gold' } },
      { filters: { pricelist: 'abc' } },
      { filters: { pricelist: ids.listA, tier: 'platinum' } },
      { filters: { pricelist: ids.listA, companyId: 1 } },
      { filters: { pricelist: ids.listA }, sort: 'description' },
      { filters: { pricelist: ids.listA }, perPage: 7 },
      { filters: { pricelist: ids.listA }, page: 0 },
      { filters: { pricelist: ids.listA }, q: 'x'.repeat(101) },
    ];
    for (const input of bad) expect((await admin.query('admin.prices.list', input)).status, JSON.stringify(input)).toBe(422);
    expect((await admin.query('admin.prices.companies', { pricelistId: 'abc' })).status).toBe(422);
    expect((await admin.query('admin.prices.list', { filters: { pricelist: ids.listA } })).status).toBe(200);
  });
});
