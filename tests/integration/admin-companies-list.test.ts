import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, companyAreas, countries, pricelists, users } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/distributors/distributors as a collection (admin.companies.list/get/filterOptions; no generic create, update or
 * delete) beside the company workflows (create, update, overview, options), through the real router on the seeded demo
 * data. This file adds 30 companies named "Gamma {suffix} NN" and two more (Alpha, Beta) of its own.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'certified-senior-plus', 'user'];
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const gamma = `Gamma ${suffix}`;
let alpha = 0;
let beta = 0;
let denmark = 0;
let iceland = 0;
let germany = 0;
let pricelistId = 0;

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).admin.companies;
const names = (rows: readonly ResourceRow[]) => rows.map((row) => row.name);
const list = (input: ResourceListInput, locale: 'en' | 'de' = 'en') => api('admin', locale).list({ perPage: 100, ...input });

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const countryId = async (name: string) => (await db.select({ id: countries.id }).from(countries).where(eq(countries.name, name)))[0]!.id;
  [denmark, iceland, germany] = [await countryId('Denmark'), await countryId('Iceland'), await countryId('Germany')];
  [{ id: pricelistId }] = (await db.insert(pricelists).values({ name: `List ${suffix}`, currency: 'EUR' }).returning({ id: pricelists.id })) as [{ id: number }];
  [{ id: alpha }] = (await db
    .insert(companies)
    .values({ name: `Alpha ${suffix}`, email: `desk-${suffix.toLowerCase()}@alpha.test`, countryId: germany, tier: 'gold', pricelistId, nextAuditOn: '2031-05-01' })
    .returning({ id: companies.id })) as [{ id: number }];
  [{ id: beta }] = (await db
    .insert(companies)
    .values({ name: `Beta ${suffix}`, countryId: null, tier: 'silver', training: true, service: true })
    .returning({ id: companies.id })) as [{ id: number }];
  const now = new Date();
  await db.insert(users).values(
    [1, 2, 3].map((n) => ({ id: `cl-${n}-${suffix}`, name: `Alpha staff ${n}`, email: `staff${n}-${suffix.toLowerCase()}@alpha.test`, role: 'distributor-junior' as const, companyId: alpha, createdAt: now, updatedAt: now })),
  );
  // Thirty more to page through: every other one based in Iceland (the others in Denmark), every third gold, every fifth
  // with repairs, the last one disabled.
  await db.insert(companies).values(
    Array.from({ length: 30 }, (_, n) => ({
      name: `${gamma} ${String(n).padStart(2, '0')}`,
      countryId: n % 2 === 0 ? iceland : denmark,
      tier: n % 3 === 0 ? ('gold' as const) : ('bronze' as const),
      repairs: n % 5 === 0,
      disabled: n === 29,
    })),
  );
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.companies as the admin companies collection', () => {
  it('lists the companies by name with country, tier, tags, users, price list, next audit and date added', async () => {
    const page = await api('admin').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(page.total).toBeGreaterThanOrEqual(32);
    const [row] = (await list({ q: `Alpha ${suffix}` })).rows;
    expect(row).toMatchObject({
      id: alpha,
      name: `Alpha ${suffix}`,
      countryId: germany,
      countryId__label: 'Germany',
      tier: 'gold',
      sales: true,
      training: false,
      users: 3,
      pricelist: `List ${suffix}`,
      nextAuditOn: '2031-05-01',
      disabled: false,
    });
    expect(String(row!.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A company without a country or price list shows empty cells, not an error.
    expect((await list({ q: `Beta ${suffix}` })).rows[0]).toMatchObject({ countryId: null, pricelist: null, users: 0, training: true, service: true });
  });

  it('names the country in the reader’s language', async () => {
    expect((await list({ q: `Alpha ${suffix}` }, 'de')).rows[0]!.countryId__label).toBe('Deutschland');
    const options = await api('admin', 'de').filterOptions({ field: 'countryId' });
    expect(options.find((option) => option.id === iceland)?.label).toBe('Island');
    // Every country is a choice, not only the first twenty.
    expect(options.length).toBeGreaterThan(100);
  });

  it('finds companies by a part of the name or e-mail address, in any case; a short term too', async () => {
    expect(names((await list({ q: gamma.toLowerCase() })).rows)).toHaveLength(30);
    expect(names((await list({ q: `DESK-${suffix}@ALPHA` })).rows)).toEqual([`Alpha ${suffix}`]);
    expect(names((await list({ q: `${suffix} 2` })).rows)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((n) => `${gamma} ${n}`));
    expect((await list({ q: 'no-such-company-anywhere' })).total).toBe(0);
    expect((await list({ q: 'ø' })).total).toBeGreaterThanOrEqual(0);
  });

  it('filters by country (based there or covering it), tier, tag and status', async () => {
    expect((await list({ q: gamma, filters: { countryId: iceland } })).total).toBe(15);
    expect((await list({ q: gamma, filters: { tier: 'gold' } })).total).toBe(10);
    expect((await list({ q: gamma, filters: { tag: 'repairs' } })).total).toBe(6);
    expect(names((await list({ q: gamma, filters: { state: 'disabled' } })).rows)).toEqual([`${gamma} 29`]);
    expect((await list({ q: gamma, filters: { state: 'active' } })).total).toBe(29);
    expect(names((await list({ q: suffix, filters: { tag: 'training' } })).rows)).toEqual([`Beta ${suffix}`]);
    // Beta covers Iceland once it has the area: the filter finds it by its area as well.
    expect((await list({ q: `Beta ${suffix}`, filters: { countryId: iceland } })).total).toBe(0);
    await test.deps.db.insert(companyAreas).values({ companyId: beta, countryId: iceland });
    expect((await list({ q: `Beta ${suffix}`, filters: { countryId: iceland } })).rows.map((row) => row.id)).toEqual([beta]);
    await test.deps.db.delete(companyAreas).where(eq(companyAreas.companyId, beta));
  });

  it('sorts by name both ways, tier by rank, users, country, next audit (undated last) and date added', async () => {
    expect((await list({ q: gamma, sort: 'name', dir: 'desc' })).rows[0]!.name).toBe(`${gamma} 29`);
    expect((await list({ q: gamma })).rows[0]!.name).toBe(`${gamma} 00`);
    const byTier = await list({ q: suffix, sort: 'tier', dir: 'asc' });
    expect(byTier.rows.map((row) => row.tier).slice(0, 1)).toEqual(['bronze']);
    expect((await list({ q: suffix, sort: 'tier', dir: 'desc' })).rows[0]!.tier).toBe('gold');
    expect((await list({ q: suffix, sort: 'users', dir: 'desc' })).rows[0]).toMatchObject({ id: alpha, users: 3 });
    const byCountry = await list({ q: suffix, sort: 'countryId', dir: 'asc' });
    expect(byCountry.rows.map((row) => row.countryId__label).slice(0, 2)).toEqual(['Denmark', 'Denmark']);
    expect(byCountry.rows.at(-1)!.id).toBe(beta);
    expect((await list({ q: suffix, sort: 'nextAuditOn', dir: 'asc' })).rows[0]!.id).toBe(alpha);
    expect((await list({ q: suffix, sort: 'createdAt', dir: 'desc' })).rows).toHaveLength(32);
  });

  it('pages 25 at a time without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ q: gamma, page });
    const [first, second] = await Promise.all([pageOf(1), pageOf(2)]);
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(names(second.rows)).toEqual([25, 26, 27, 28, 29].map((n) => `${gamma} ${n}`));
    const past = await pageOf(9);
    expect(past.page).toBe(2);
    expect(names(past.rows)).toEqual(names(second.rows));
  });

  it('opens a company as its page shows it, and an unknown id is 404', async () => {
    const seen = await api('admin').get({ id: alpha });
    expect(seen).toMatchObject({ id: alpha, name: `Alpha ${suffix}`, country: 'Germany', tier: 'gold' });
    expect(seen.users).toHaveLength(3);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.companies.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('refuses partners and customers (403) and a visitor (401) on every procedure of the collection', async () => {
    for (const who of ['distributor-senior', 'customer', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: alpha })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'countryId' })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).bulkDelete({ ids: [alpha] })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: alpha }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.companies.list', {})).status).toBe(401);
    expect((await visitor.query('admin.companies.filterOptions', { field: 'countryId' })).status).toBe(401);
  });

  it('offers no generic deletes: delete and bulk delete are refused to the admin too, and nothing changes', async () => {
    const before = await test.deps.db.select().from(companies).where(inArray(companies.id, [alpha, beta]));
    expect(await codeOf(api('admin').delete({ id: beta }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids: [alpha, beta] }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.companies.delete', { id: beta })).status).toBe(403);
    expect(await test.deps.db.select().from(companies).where(inArray(companies.id, [alpha, beta]))).toEqual(before);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { tier: 'platinum' } },
      { filters: { tag: 'cooking' } },
      { filters: { state: 'asleep' } },
      { filters: { countryId: 'abc' } },
      { filters: { countryId: -3 } },
      { filters: { email: 'x' } },
      { sort: 'email' },
      { sort: 'pricelist' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { filters: 'tier' },
    ];
    for (const input of bad) {
      expect((await admin.query('admin.companies.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}]) {
      expect((await admin.query('admin.companies.get', input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await admin.query('admin.companies.filterOptions', { field: 'tier' })).status).toBe(404);
  });
});
