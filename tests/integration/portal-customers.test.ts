import { randomUUID } from 'node:crypto';
import type { TRPCError } from '@trpc/server';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import type { Locale } from '../../src/shared/locales';
import { serialKey } from '../../src/shared/serials/serial-number';
import type { Actor } from '../../src/server/auth/actor';
import { countries, products, profiles, serials, users } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/customers as a collection (portal.customers.list/get; no create, update or delete) through the real router on
 * the seeded demo data: Nordhavn (distributor-senior, -junior, certified-junior: A) and Iberia (other-senior: B). A
 * customer is a user account (a text id) that owns one of the company's serials; the counts are the reader's company's
 * instruments only. This file adds three owners: Ana (two of A's serials and one of B's), Bo (one undated of A's) and
 * Cy (one of B's); customer@demo.test owns only instruments Voltara sold directly.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const day = (offset: number) => addDays(isoDay(), offset);
const EMAILS = ['distributor-senior', 'distributor-junior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];
const OWNERS = { ana: `Ana Holm ${suffix}`, bo: `Bo Lind ${suffix}`, cy: `Cy Ortega ${suffix}` } as const;
type Owner = keyof typeof OWNERS;
const ids = new Map<Owner, string>();
const mail = (who: Owner) => `${who}-${suffix.toLowerCase()}@customers.test`;
let companyA = 0;
let companyB = 0;
let countryName = '';

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.customers;
}

/** The ids of every customer a caller can list, all pages. */
async function allIds(who: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await caller(who).list({ page, perPage: 100 });
    found.push(...answer.rows.map((row) => row.id));
    if (answer.page !== page || answer.rows.length < answer.perPage) break;
  }
  return found.sort();
}

/** Who owns one of these companies' serials, straight from the table (every company's when none is named). */
async function ownersOf(companyId: number | null): Promise<string[]> {
  const rows = await test.deps.db
    .selectDistinct({ id: serials.ownerId })
    .from(serials)
    .where(and(isNotNull(serials.ownerId), companyId === null ? isNotNull(serials.companyId) : eq(serials.companyId, companyId)));
  return rows.map((row) => row.id!).sort();
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('distributor-senior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  expect(companyA).not.toBe(companyB);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [country] = await db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.name, 'Germany'));
  countryName = country!.name;
  const now = new Date();
  for (const who of Object.keys(OWNERS) as Owner[]) {
    const id = `pc-${who}-${suffix}`;
    ids.set(who, id);
    await db.insert(users).values({ id, name: OWNERS[who], email: mail(who), role: 'customer', createdAt: now, updatedAt: now });
  }
  await db.insert(profiles).values({ userId: ids.get('ana')!, companyName: `Ana Coatings ${suffix}`, countryId: country!.id });
  const owned: Array<{ owner: Owner; company: number; due: string | null }> = [
    { owner: 'ana', company: companyA, due: day(-5) },
    { owner: 'ana', company: companyA, due: day(60) },
    { owner: 'ana', company: companyB, due: day(10) },
    { owner: 'bo', company: companyA, due: null },
    { owner: 'cy', company: companyB, due: day(400) },
  ];
  for (const [index, entry] of owned.entries()) {
    const number = `PC${suffix}-${index}`;
    await db.insert(serials).values({
      number,
      numberKey: serialKey(number)!,
      productId: product!.id,
      buildDate: '2022-01-01',
      status: 'registered',
      companyId: entry.company,
      soldOn: '2022-02-01',
      ownerId: ids.get(entry.owner)!,
      registeredAt: new Date('2022-03-01T10:00:00Z'),
      nextDueOn: entry.due,
    });
  }
});
afterAll(() => test.close());

const rowOf = async (who: string, owner: Owner) => (await caller(who).list({ q: OWNERS[owner] })).rows.find((row) => row.id === ids.get(owner));

describe('portal.customers as a collection scoped through the serials', () => {
  it('lists only the company’s customers, counting only its own instruments', async () => {
    for (const who of ['distributor-senior', 'distributor-junior', 'certified-junior']) {
      const listed = await allIds(who);
      expect(listed, who).toEqual(await ownersOf(companyA));
      expect(listed, who).toContain(ids.get('ana'));
      expect(listed, who).not.toContain(ids.get('cy'));
      expect((await caller(who).list({})).total, who).toBe(listed.length);
    }
    expect(await rowOf('distributor-junior', 'ana')).toMatchObject({
      id: ids.get('ana'),
      name: OWNERS.ana,
      email: mail('ana'),
      company: `Ana Coatings ${suffix}`,
      countryId__label: countryName,
      instruments: 2,
      nextDueOn: day(-5),
      due: 'overdue',
    });
    expect(await rowOf('distributor-junior', 'bo')).toMatchObject({ instruments: 1, nextDueOn: null, company: null, countryId: null });
    // Iberia sees Ana with its one instrument, and Cy, never Bo.
    expect(await allIds('other-senior')).toEqual(await ownersOf(companyB));
    // The whole list is counted on the serials (countAll): the same people as the rows.
    expect((await caller('other-senior').list({})).total).toBe((await allIds('other-senior')).length);
    expect(await rowOf('other-senior', 'ana')).toMatchObject({ instruments: 1, nextDueOn: day(10), due: 'due' });
    expect(await rowOf('other-senior', 'bo')).toBeUndefined();
  });

  it('gives an admin the customers of every company, counting every company’s instruments, never Voltara’s own', async () => {
    const listed = await allIds('admin');
    expect(listed).toEqual(await ownersOf(null));
    expect((await caller('admin').list({})).total).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining([ids.get('ana'), ids.get('bo'), ids.get('cy')]));
    expect(listed).not.toContain(actors.get('customer')!.id);
    expect(await rowOf('admin', 'ana')).toMatchObject({ instruments: 3, nextDueOn: day(-5), countryId__label: countryName });
    expect(await rowOf('admin', 'cy')).toMatchObject({ instruments: 1, company: null, countryId: null });
  });

  it('opens the company’s customer with the instruments bought from it, and answers any other as not found', async () => {
    const ana = await caller('distributor-junior').get({ id: ids.get('ana')! });
    expect(ana).toMatchObject({ id: ids.get('ana'), name: OWNERS.ana, company: `Ana Coatings ${suffix}`, country: countryName, instrumentCount: 2, allCompanies: false });
    expect(ana.instruments.map((row) => row.nextDueOn)).toEqual([day(-5), day(60)]);
    expect((await caller('other-senior').get({ id: ids.get('ana')! })).instrumentCount).toBe(1);
    expect(await caller('admin').get({ id: ids.get('ana')! })).toMatchObject({ instrumentCount: 3, allCompanies: true });
    // Another company's customer, a Voltara-only owner, someone who owns nothing, an unknown id: one answer for all.
    const messages = new Set<string>();
    for (const id of [ids.get('cy')!, actors.get('customer')!.id, actors.get('user')!.id, 'no-such-user']) {
      const error = await caller('distributor-senior').get({ id }).then(() => null, (e: unknown) => e);
      expect((error as TRPCError).code, id).toBe('NOT_FOUND');
      messages.add((error as TRPCError).message);
    }
    expect([...messages]).toEqual(['Record not found.']);
    expect(await codeOf(caller('other-senior').get({ id: ids.get('bo')! }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('admin').get({ id: actors.get('customer')!.id }))).toBe('NOT_FOUND');
  });

  it('searches the name, the e-mail and the profile’s company, within the company', async () => {
    const api = caller('distributor-senior');
    const found = async (q: string) => (await api.list({ q })).rows.map((row) => row.id);
    expect(await found(`holm ${suffix.toLowerCase()}`)).toEqual([ids.get('ana')]);
    expect(await found(mail('bo'))).toEqual([ids.get('bo')]);
    expect(await found(`ana coatings ${suffix}`)).toEqual([ids.get('ana')]);
    expect(await found(OWNERS.cy)).toEqual([]);
    expect(await found(suffix)).toEqual([ids.get('ana'), ids.get('bo')]);
    // A search keeps the chosen order: Cy is due soonest of Iberia's, then Ana.
    expect((await caller('other-senior').list({ q: suffix, sort: 'nextDueOn', dir: 'desc' })).rows.map((row) => row.id)).toEqual([ids.get('cy'), ids.get('ana')]);
    expect((await api.list({ q: '%' })).total).toBe(0);
  });

  it('sorts by name both ways and by soonest due with the undated last', async () => {
    const api = caller('admin');
    const order = async (input: { sort?: string; dir?: 'asc' | 'desc' }) => (await api.list({ q: suffix, ...input })).rows.map((row) => row.name);
    expect(await order({})).toEqual([OWNERS.ana, OWNERS.bo, OWNERS.cy]);
    expect(await order({ sort: 'name', dir: 'desc' })).toEqual([OWNERS.cy, OWNERS.bo, OWNERS.ana]);
    expect(await order({ sort: 'nextDueOn', dir: 'asc' })).toEqual([OWNERS.ana, OWNERS.cy, OWNERS.bo]);
    expect(await order({ sort: 'nextDueOn', dir: 'desc' })).toEqual([OWNERS.cy, OWNERS.ana, OWNERS.bo]);
    // A company's own soonest dates: Iberia's Ana is due in 10 days, before Cy.
    expect((await caller('other-senior').list({ q: suffix, sort: 'nextDueOn' })).rows.map((row) => row.name)).toEqual([OWNERS.ana, OWNERS.cy]);
  });

  it('offers no add, change or delete (403), refuses roles without portal access (403) and visitors (401)', async () => {
    for (const who of ['distributor-senior', 'admin']) {
      const api = caller(who);
      expect(await codeOf(api.create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api.update({ id: 1, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.delete({ id: 1 })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.bulkDelete({ ids: [1] })), who).toBe('FORBIDDEN');
    }
    const [kept] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.id, ids.get('ana')!));
    expect(kept?.id).toBe(ids.get('ana'));
    for (const who of ['customer', 'user', 'certified-senior-plus', null]) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      expect(await codeOf(caller(who).list({})), `${who} list`).toBe(expected);
      expect(await codeOf(caller(who).get({ id: ids.get('ana')! })), `${who} get`).toBe(expected);
    }
  });

  it('answers bad input with 422, never a server error', async () => {
    const api = caller('distributor-senior') as unknown as Record<'list' | 'get', (input: unknown) => Promise<unknown>>;
    for (const input of [null, 'text', { page: 0 }, { q: 'x'.repeat(101) }, { sort: 'email' }, { sort: 'serial' }, { dir: 'up' }, { filters: { due: 'overdue' } }, { perPage: 10_000 }]) {
      expect(await codeOf(api.list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
    for (const input of [undefined, null, {}, { id: '' }, { id: '   ' }, { id: 'x'.repeat(65) }, { id: 7 }, { id: ['a'] }]) {
      expect(await codeOf(api.get(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
  });
});
