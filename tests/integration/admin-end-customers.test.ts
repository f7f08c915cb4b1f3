import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { categories, companies, countries, products, profiles, serials, users } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/distributors/customers as a collection (admin.endCustomers.list/get/filterOptions; no writes), through the real
 * router on the seeded demo data: the end customers of every partner company (accounts that own a serial a company
 * sold), the companies they bought from, a filter by the selling company that also narrows what is counted, search,
 * sort, pages, access and bad input. The people this file makes carry its suffix; 30 of them own one Nordhavn serial
 * each (paging), Olive owns one of Nordhavn's and one of Iberia's, Stan owns only a serial Voltara sold directly.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const EMAILS = ['admin', 'customer', 'distributor-senior', 'other-senior', 'user'];
const PAGED = 30;
const ids = { olive: `aec-olive-${suffix}`, stan: `aec-stan-${suffix}`, nordhavn: 0, iberia: 0, gamma: 0, denmark: 0 };
const names = { nordhavn: '', iberia: '' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const api = (who: string | null) => callerAs(test, actors, who).admin.endCustomers;
const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, ...input });
const namesOf = (rows: readonly ResourceRow<string>[]) => rows.map((row) => row.name);
const paged = (n: number) => `Paged Owner ${suffix} ${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  ids.nordhavn = actors.get('distributor-senior')!.companyId!;
  ids.iberia = actors.get('other-senior')!.companyId!;
  const nameOf = async (id: number) => (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id)))[0]!.name;
  names.nordhavn = await nameOf(ids.nordhavn);
  names.iberia = await nameOf(ids.iberia);
  ids.gamma = (await db.insert(companies).values({ name: `Gamma ${suffix}` }).returning())[0]!.id;
  ids.denmark = (await db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Denmark')))[0]!.id;
  const [category] = await db.insert(categories).values({ slug: `aec-${suffix.toLowerCase()}`, name_EN: 'Test' }).returning();
  const [product] = await db.insert(products).values({ categoryId: category!.id, slug: `aec-${suffix.toLowerCase()}`, modelCode: `AEC${suffix}`, name_EN: `Acme ${suffix}` }).returning();
  const now = new Date();
  const person = (id: string, name: string) => ({ id, name, email: `${id}@end-customers.test`, role: 'customer' as const, createdAt: now, updatedAt: now });
  await db.insert(users).values([
    person(ids.olive, `Olive Owner ${suffix}`),
    person(ids.stan, `Stan Direct ${suffix}`),
    ...Array.from({ length: PAGED }, (_, index) => person(`aec-paged-${suffix}-${index + 1}`, paged(index + 1))),
  ]);
  await db.insert(profiles).values({ userId: ids.olive, companyName: `Zephyr Coatings ${suffix}`, countryId: ids.denmark });
  let n = 0;
  const serial = (companyId: number | null, ownerId: string, nextDueOn: string | null) => {
    n += 1;
    const number = `AEC${suffix}-${n}`;
    return { number, numberKey: number.replace(/[^A-Z0-9]/gi, '').toUpperCase(), productId: product!.id, buildDate: '2022-01-01', companyId, ownerId, registeredAt: now, nextDueOn };
  };
  await db.insert(serials).values([
    // Olive: Nordhavn's falls due in ten days, Iberia's in a year.
    serial(ids.nordhavn, ids.olive, day(10)),
    serial(ids.iberia, ids.olive, day(400)),
    serial(null, ids.stan, day(5)),
    // The paged owners' next calibrations a year and more away, the 30th's the latest.
    ...Array.from({ length: PAGED }, (_, index) => serial(ids.nordhavn, `aec-paged-${suffix}-${index + 1}`, day(500 + index))),
  ]);
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.endCustomers as the admin end customers collection', () => {
  it("lists every company's end customers by name, with their company, country, instruments, soonest due and the companies they bought from", async () => {
    const page = await api('admin').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(page.total).toBeGreaterThanOrEqual(PAGED + 1);
    const olive = (await list({ q: `Olive Owner ${suffix}` })).rows;
    expect(olive).toHaveLength(1);
    expect(olive[0]).toMatchObject({
      id: ids.olive,
      name: `Olive Owner ${suffix}`,
      email: `${ids.olive}@end-customers.test`,
      company: `Zephyr Coatings ${suffix}`,
      countryId: ids.denmark,
      countryId__label: 'Denmark',
      instruments: 2,
      nextDueOn: day(10),
      due: 'due',
    });
    expect(olive[0]!.boughtFrom).toEqual([
      { id: ids.iberia, name: names.iberia },
      { id: ids.nordhavn, name: names.nordhavn },
    ].sort((a, b) => a.name.localeCompare(b.name)));
    // Someone whose only instrument Voltara sold directly is nobody's end customer.
    expect((await list({ q: `Stan Direct ${suffix}` })).total).toBe(0);
  });

  it('finds end customers by a part of the name, the e-mail address or their own company, in any case', async () => {
    const found = async (q: string) => namesOf((await list({ q })).rows);
    expect(await found(`olive owner ${suffix.toLowerCase()}`)).toEqual([`Olive Owner ${suffix}`]);
    expect(await found(`${ids.olive}@END-customers.test`)).toEqual([`Olive Owner ${suffix}`]);
    expect(await found(`zephyr coatings ${suffix}`)).toEqual([`Olive Owner ${suffix}`]);
    expect(await found(`Paged Owner ${suffix} 1`)).toEqual([paged(10), paged(11), paged(12), paged(13), paged(14), paged(15), paged(16), paged(17), paged(18), paged(19)]);
    expect((await list({ q: 'no-such-end-customer-anywhere' })).total).toBe(0);
  });

  it('filters by the company that sold to them, and then counts only that company’s instruments', async () => {
    const olive = { q: `Olive Owner ${suffix}` };
    const nordhavn = await list({ ...olive, filters: { boughtFrom: ids.nordhavn } });
    expect(nordhavn.rows[0]).toMatchObject({ instruments: 1, nextDueOn: day(10), due: 'due' });
    // The companies they bought from stay all of them: the filter says whose customers, not which companies to name.
    expect((nordhavn.rows[0]!.boughtFrom as unknown[]).length).toBe(2);
    const iberia = await list({ ...olive, filters: { boughtFrom: ids.iberia } });
    expect(iberia.rows[0]).toMatchObject({ instruments: 1, nextDueOn: day(400), due: 'ok' });
    expect((await list({ q: `Paged Owner ${suffix}`, filters: { boughtFrom: ids.iberia } })).total).toBe(0);
    expect((await list({ q: `Paged Owner ${suffix}`, filters: { boughtFrom: ids.nordhavn } })).total).toBe(PAGED);
    expect((await list({ filters: { boughtFrom: ids.gamma } })).total).toBe(0);
    // The filter's choices: the companies that sold a serial, by name (Gamma sold none).
    const choices = await api('admin').filterOptions({ field: 'boughtFrom' });
    expect(choices.map((choice) => choice.id)).toEqual(expect.arrayContaining([ids.nordhavn, ids.iberia]));
    expect(choices.map((choice) => choice.id)).not.toContain(ids.gamma);
  });

  it('sorts by name either way and by soonest calibration due (the filtered company’s), the undated last', async () => {
    const q = `Paged Owner ${suffix}`;
    expect(namesOf((await list({ q, sort: 'name', dir: 'desc' })).rows).slice(0, 2)).toEqual([paged(30), paged(29)]);
    expect(namesOf((await list({ q, sort: 'nextDueOn', dir: 'asc' })).rows).slice(0, 2)).toEqual([paged(1), paged(2)]);
    expect(namesOf((await list({ q, sort: 'nextDueOn', dir: 'desc' })).rows).slice(0, 2)).toEqual([paged(30), paged(29)]);
    const dueFirst = await list({ filters: { boughtFrom: ids.nordhavn }, sort: 'nextDueOn', dir: 'asc', perPage: 100 });
    const at = (name: string) => namesOf(dueFirst.rows).indexOf(name);
    expect(at(`Olive Owner ${suffix}`)).toBeLessThan(at(paged(1)));
  });

  it('pages through the end customers without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ q: `Paged Owner ${suffix}`, perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => namesOf(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => paged(index + 1)));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(namesOf(past.rows)).toEqual(namesOf(pages[2]!.rows));
  });

  it('opens an end customer with every company’s instruments of theirs; someone who is nobody’s end customer is 404', async () => {
    const detail = await api('admin').get({ id: ids.olive });
    expect(detail).toMatchObject({ id: ids.olive, company: `Zephyr Coatings ${suffix}`, country: 'Denmark', instrumentCount: 2, allCompanies: true });
    expect(detail.instruments.map((instrument) => instrument.companyName).sort()).toEqual([names.iberia, names.nordhavn].sort());
    expect(detail.companies.map((company) => company.id).sort()).toEqual([ids.iberia, ids.nordhavn].sort());
    expect(await codeOf(api('admin').get({ id: ids.stan }))).toBe('NOT_FOUND');
    expect(await codeOf(api('admin').get({ id: actors.get('user')!.id }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.endCustomers.get', { id: 'nobody-at-all' })).status).toBe(404);
  });

  it('refuses partners and customers (403) and a visitor (401) on every procedure; offers no writes', async () => {
    for (const who of ['distributor-senior', 'other-senior', 'customer', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: ids.olive })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'boughtFrom' })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: ids.olive }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.endCustomers.list', {})).status).toBe(401);
    expect((await admin.mutation('admin.endCustomers.delete', { id: 1 })).status).toBe(403);
    expect(await codeOf(api('admin').create({}))).toBe('FORBIDDEN');
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { boughtFrom: 'nordhavn' } },
      { filters: { boughtFrom: -3 } },
      { filters: { companyId: 1 } },
      { sort: 'email' },
      { sort: 'boughtFrom' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { filters: 'boughtFrom' },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.endCustomers.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: '' }, { id: 'x'.repeat(200) }, { id: 5 }, {}]) {
      expect((await admin.query('admin.endCustomers.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
