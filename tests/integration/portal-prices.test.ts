import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, pricelistPrices, pricelists, users } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/pricelist as the portalPrices collection (portal.pricelist.list, get; no writes) beside its workflows
 * (pricing, lookup, download), through the real router. This file makes its own lists and companies: Gold Co buys
 * from list A at gold (30 models, the first with three breaks), Silver Co from the same list at silver (other prices of
 * the same models), Pound Co from list B (GBP); a member of each, and the demo's admin, customer and user.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let member: HttpClient;
let visitor: HttpClient;
const suffix = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();
const MODELS = Array.from({ length: 30 }, (_, index) => `PP${suffix}-${String(index + 1).padStart(2, '0')}`);
const ids = { listA: 0, listB: 0, gold: 0, silver: 0, pound: 0 };

const api = (who: string | null) => callerAs(test, actors, who).portal.pricelist;
const list = (who: string, input: ResourceListInput = {}) => api(who).list({ perPage: 100, ...input });
const models = (rows: readonly ResourceRow[]) => rows.map((row) => row.modelCode);

async function staff(name: string, role: Role, companyId: number | null) {
  const id = `pp-${name}-${suffix}`;
  const email = `${name}-${suffix.toLowerCase()}@portal-prices.test`;
  const now = new Date();
  await test.deps.db.insert(users).values({ id, name: `Staff ${name}`, email, role, companyId, createdAt: now, updatedAt: now });
  actors.set(name, { id, name: `Staff ${name}`, email, role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${name}`, passwordConfirmedAt: null });
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'customer', 'user']);
  [{ id: ids.listA }] = (await db.insert(pricelists).values({ name: `Portal A ${suffix}`, currency: 'EUR', validFrom: new Date('2026-01-01T00:00:00Z') }).returning({ id: pricelists.id })) as [{ id: number }];
  [{ id: ids.listB }] = (await db.insert(pricelists).values({ name: `Portal B ${suffix}`, currency: 'GBP' }).returning({ id: pricelists.id })) as [{ id: number }];
  const company = async (name: string, tier: 'gold' | 'silver', pricelistId: number) =>
    ((await db.insert(companies).values({ name: `${name} ${suffix}`, tier, pricelistId }).returning({ id: companies.id })) as [{ id: number }])[0].id;
  ids.gold = await company('Gold Co', 'gold', ids.listA);
  ids.silver = await company('Silver Co', 'silver', ids.listA);
  ids.pound = await company('Pound Co', 'gold', ids.listB);
  await staff('gold', 'distributor-junior', ids.gold);
  await staff('silver', 'certified-senior', ids.silver);
  await staff('pound', 'distributor-senior', ids.pound);
  await staff('orphan', 'distributor-senior', null);
  const price = (pricelistId: number, modelCode: string, tier: 'gold' | 'silver', minQuantity: number, unitPrice: number, description: string) => ({
    pricelistId,
    modelCode,
    modelKey: modelCode.replace(/-/g, ''),
    description,
    tier,
    minQuantity,
    unitPrice,
  });
  await db.insert(pricelistPrices).values([
    // Written last model first: the list orders them. Descriptions run the other way (Z… for the first model).
    ...MODELS.map((model, index) => price(ids.listA, model, 'gold', 1, 10_000 + index, `${String.fromCharCode(90 - (index % 26))} gauge ${index + 1}`)).reverse(),
    price(ids.listA, MODELS[0]!, 'gold', 10, 9_000, 'Z gauge 1'),
    price(ids.listA, MODELS[0]!, 'gold', 5, 9_500, 'Z gauge 1'),
    ...MODELS.slice(0, 3).map((model) => price(ids.listA, model, 'silver', 1, 77_700, 'Silver only')),
    price(ids.listB, MODELS[0]!, 'gold', 1, 66_600, 'Pound gauge'),
  ]);
  member = new HttpClient(test, '192.0.2.200');
  await member.signIn('distributor-senior@demo.test');
  visitor = new HttpClient(test, '192.0.2.201');
});
afterAll(() => test.close());

describe('portal.pricelist as the company’s price list collection', () => {
  it('lists one row per model at the company’s tier, with its breaks from the lowest quantity and the list’s currency', async () => {
    const page = await list('gold', { perPage: 25 });
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25, total: 30 });
    expect(models(page.rows)).toEqual(MODELS.slice(0, 25));
    expect(page.rows[0]).toEqual({
      id: expect.any(Number),
      modelCode: MODELS[0],
      description: 'Z gauge 1',
      breaks: [
        { minQuantity: 1, unitPrice: 10_000 },
        { minQuantity: 5, unitPrice: 9_500 },
        { minQuantity: 10, unitPrice: 9_000 },
      ],
      currency: 'EUR',
    });
    expect(page.rows[1]).toMatchObject({ breaks: [{ minQuantity: 1, unitPrice: 10_001 }] });
    expect(await api('gold').pricing({})).toMatchObject({ companyName: `Gold Co ${suffix}`, tier: 'gold', pricelist: { id: ids.listA, currency: 'EUR', validFrom: '2026-01-01' } });
  });

  it('never shows another tier’s or another list’s prices: the silver company of the same list sees its own', async () => {
    const silver = await list('silver');
    expect(silver.rows.map((row) => [row.modelCode, row.breaks])).toEqual(MODELS.slice(0, 3).map((model) => [model, [{ minQuantity: 1, unitPrice: 77_700 }]]));
    expect(JSON.stringify(silver)).not.toContain('10000');
    expect(JSON.stringify(await list('gold'))).not.toContain('77700');
    const pound = await list('pound');
    expect(pound.rows).toEqual([expect.objectContaining({ modelCode: MODELS[0], currency: 'GBP', breaks: [{ minQuantity: 1, unitPrice: 66_600 }] })]);
    // Another company's row by id is not found; its own is.
    const goldRow = (await list('gold', { perPage: 10 })).rows[0]!;
    expect(await codeOf(api('silver').get({ id: goldRow.id }))).toBe('NOT_FOUND');
    expect(await codeOf(api('pound').get({ id: goldRow.id }))).toBe('NOT_FOUND');
    expect(await api('gold').get({ id: goldRow.id })).toEqual({ id: goldRow.id });
    // A higher break is no row of its own.
    const [fifth] = await test.deps.db.select({ id: pricelistPrices.id }).from(pricelistPrices).where(eq(pricelistPrices.unitPrice, 9_500));
    expect(await codeOf(api('gold').get({ id: fifth!.id }))).toBe('NOT_FOUND');
  });

  it('searches a model code in any spelling or a part of the description', async () => {
    expect(models((await list('gold', { q: ` pp ${suffix.toLowerCase()} 0 2 ` })).rows)).toEqual([MODELS[1]]);
    expect(models((await list('gold', { q: `PP${suffix}-3` })).rows)).toEqual([MODELS[29]]);
    expect(models((await list('gold', { q: 'gauge 27' })).rows)).toEqual([MODELS[26]]);
    expect((await list('gold', { q: 'silver only' })).total).toBe(0);
    expect((await list('gold', { q: 'no-such-model' })).total).toBe(0);
  });

  it('sorts by model code and by description both ways, and pages without a gap or an overlap', async () => {
    expect(models((await list('gold', { sort: 'modelCode', dir: 'desc', perPage: 10 })).rows)).toEqual(MODELS.slice(20).reverse());
    const byDescription = await list('gold', { sort: 'description', dir: 'asc', perPage: 10 });
    expect(byDescription.rows[0]!.description).toBe('A gauge 26');
    expect((await list('gold', { sort: 'description', dir: 'desc', perPage: 10 })).rows[0]!.description).toBe('Z gauge 27');
    const pageOf = (page: number) => api('gold').list({ perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.flatMap((page) => models(page.rows))).toEqual(MODELS);
    const past = await pageOf(7);
    expect(past.page).toBe(3);
    expect(models(past.rows)).toEqual(models(pages[2]!.rows));
  });

  it('gives a member without a company nothing (the heading 404), and an admin names the company for the heading', async () => {
    expect((await list('orphan')).total).toBe(0);
    expect(await codeOf(api('orphan').pricing({}))).toBe('NOT_FOUND');
    expect(await api('admin').pricing({})).toBeNull();
    expect(await api('admin').pricing({ companyId: ids.silver })).toMatchObject({ tier: 'silver', pricelist: { id: ids.listA } });
    // A member's companyId is ignored.
    expect(await api('pound').pricing({ companyId: ids.gold })).toMatchObject({ pricelist: { id: ids.listB } });
  });

  it('refuses visitors (401) and the roles without the portal (403); offers no writes to anyone', async () => {
    for (const who of ['customer', 'user', null]) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      expect(await codeOf(api(who).list({})), String(who)).toBe(expected);
      expect(await codeOf(api(who).get({ id: 1 })), String(who)).toBe(expected);
      expect(await codeOf(api(who).pricing({})), String(who)).toBe(expected);
    }
    for (const who of ['gold', 'admin']) {
      expect(await codeOf(api(who).create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).update({ id: 1, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).delete({ id: 1 })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).bulkDelete({ ids: [1] })), who).toBe('FORBIDDEN');
    }
    expect((await visitor.query('portal.pricelist.list', {})).status).toBe(401);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [{ filters: { tier: 'gold' } }, { sort: 'breaks' }, { sort: 'unitPrice' }, { perPage: 7 }, { page: 0 }, { q: 'x'.repeat(101) }, { filters: 'x' }];
    for (const input of bad) expect((await member.query('portal.pricelist.list', input)).status, JSON.stringify(input)).toBe(422);
    expect((await member.query('portal.pricelist.list', {})).status).toBe(200);
    expect((await member.query('portal.pricelist.get', { id: 'abc' })).status).toBe(422);
  });
});
