import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import { can } from '../../src/shared/auth/policy';
import type { Locale } from '../../src/shared/locales';
import { eq } from 'drizzle-orm';
import { serialKey } from '../../src/shared/serials/serial-number';
import type { Actor } from '../../src/server/auth/actor';
import {
  categories,
  certificates,
  companies,
  countries,
  productOptions,
  products,
  profiles,
  returnLines,
  returns,
  serials,
  serviceRecords,
  users,
} from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';
import { codeOf } from '../setup/demo-callers';

/**
 * /portal/serials and /portal/customers through the real router (policy middleware, input parsing, services,
 * drizzle) on a fresh migrated database. Every company, person, product and serial here is made by this file; the
 * demo seed is not relied on (the lists are read for this file's own companies, or narrowed by this file's prefixes).
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One account of each of the ten roles in company A (none for user, customer, admin), and two in company B. */
type Staff = Role | 'seniorB' | 'certJuniorB' | 'orphan';
const STAFF: Record<Staff, { role: Role; company: 'A' | 'B' | null }> = {
  ...(Object.fromEntries(
    ROLES.map((role) => [role, { role, company: ['user', 'customer', 'admin'].includes(role) ? null : 'A' }]),
  ) as Record<Role, { role: Role; company: 'A' | null }>),
  seniorB: { role: 'distributor-senior', company: 'B' },
  certJuniorB: { role: 'certified-junior', company: 'B' },
  // A distributor account not (or no longer) linked to a company: it sees nothing.
  orphan: { role: 'distributor-senior', company: null },
};
/** End customers: Alba bought from A (twice) and from B, Aksel from A only, Bea from B only, Vic from Voltara only. */
type Owner = 'alba' | 'aksel' | 'bea' | 'vic';
const OWNERS: Record<Owner, { name: string; company: string }> = {
  alba: { name: `Alba Owner ${suffix}`, company: `Alba Coatings ${suffix}` },
  aksel: { name: `Aksel Owner ${suffix}`, company: '' },
  bea: { name: `Bea Owner ${suffix}`, company: `Bea Pipelines ${suffix}` },
  vic: { name: `Vic Owner ${suffix}`, company: `Vic Direct ${suffix}` },
};

const actors = new Map<Staff, Actor>();
const ownerIds = new Map<Owner, string>();
const serialIds = new Map<string, number>();
const email = (who: string) => `${who.toLowerCase()}-${suffix.toLowerCase()}@portal-serials.test`;
let companyA = 0;
let companyB = 0;
let productId = 0;
let optionId = 0;
const MODEL = `QX${suffix.slice(0, 4)}`;

/** The serials of this file: company A has 4 described ones and 26 fillers (30: two pages), B three, Voltara one. */
const number = (prefix: string, n: string) => `${prefix}${suffix}-${n}`;
const A_MAIN = ['A01', 'A02', 'A03', 'A04'].map((n) => number('PSA', n));
const A_FILLERS = Array.from({ length: 26 }, (_, i) => number('PSA', `F${String(i + 10).padStart(2, '0')}`));
const A_ALL = [...A_MAIN, ...A_FILLERS];
const B_ALL = ['B01', 'B02', 'B03'].map((n) => number('PSB', n));
const DIRECT = number('PSV', 'V01');

function caller(who: Staff | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  });
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  const [country] = await db.insert(countries).values({ name: `Serialland ${suffix}`, isEu: true }).returning();
  [{ id: companyA }] = (await db.insert(companies).values({ name: `Alpha Inspect ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Beta Ensayos ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  for (const [who, person] of Object.entries(STAFF) as Array<[Staff, (typeof STAFF)[Staff]]>) {
    const id = `ps-${who}-${suffix}`;
    const companyId = person.company === 'A' ? companyA : person.company === 'B' ? companyB : null;
    await db.insert(users).values({ id, name: `Staff ${who}`, email: email(who), role: person.role, companyId, createdAt: now, updatedAt: now });
    actors.set(who, { id, name: `Staff ${who}`, email: email(who), role: person.role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
  for (const [who, owner] of Object.entries(OWNERS) as Array<[Owner, (typeof OWNERS)[Owner]]>) {
    const id = `ps-owner-${who}-${suffix}`;
    ownerIds.set(who, id);
    await db.insert(users).values({ id, name: owner.name, email: email(`owner-${who}`), role: 'customer', createdAt: now, updatedAt: now });
    if (owner.company) {
      await db.insert(profiles).values({ userId: id, companyName: owner.company, telephone: '+45 1234', address1: '1 Test Street', town: 'Testby', postcode: 'T1 1TT', countryId: country!.id });
    }
  }
  const [category] = await db.insert(categories).values({ slug: `portal-serials-${suffix.toLowerCase()}`, name_EN: 'Test detectors' }).returning();
  const [product] = await db
    .insert(products)
    .values({ categoryId: category!.id, slug: `qx-${suffix.toLowerCase()}`, modelCode: `${MODEL}-1`, name_EN: `Quartz Detector ${suffix}`, name_DE: `Quarz-Prüfgerät ${suffix}` })
    .returning();
  productId = product!.id;
  const [option] = await db.insert(productOptions).values({ productId, slug: 'kit', modelCode: `${MODEL}-1K`, name_EN: 'Kit' }).returning();
  optionId = option!.id;

  const owner = (who: Owner) => ownerIds.get(who)!;
  type Spec = { number: string; company: number | null; owner?: Owner; due?: string | null; built: string; option?: boolean };
  const specs: Spec[] = [
    { number: A_MAIN[0]!, company: companyA, owner: 'alba', due: day(10), built: '2021-03-01', option: true },
    { number: A_MAIN[1]!, company: companyA, owner: 'alba', due: day(-5), built: '2020-06-01' },
    { number: A_MAIN[2]!, company: companyA, owner: 'aksel', due: day(200), built: '2022-01-15' },
    { number: A_MAIN[3]!, company: companyA, built: '2019-11-30' },
    ...A_FILLERS.map((n, i) => ({ number: n, company: companyA, built: `2023-01-${String(i + 1).padStart(2, '0')}` })),
    { number: B_ALL[0]!, company: companyB, owner: 'alba', due: day(3), built: '2021-05-05' },
    { number: B_ALL[1]!, company: companyB, owner: 'bea', due: day(-40), built: '2021-05-06' },
    { number: B_ALL[2]!, company: companyB, built: '2021-05-07' },
    { number: DIRECT, company: null, owner: 'vic', due: day(100), built: '2021-05-08' },
  ];
  for (const spec of specs) {
    const [row] = await db
      .insert(serials)
      .values({
        number: spec.number,
        numberKey: serialKey(spec.number)!,
        productId,
        optionId: spec.option ? optionId : null,
        buildDate: spec.built,
        status: spec.owner ? 'registered' : 'sold',
        companyId: spec.company,
        soldOn: spec.company ? '2021-06-01' : null,
        soldTo: spec.owner ? `Recorded ${spec.owner}` : '',
        ownerId: spec.owner ? owner(spec.owner) : null,
        registeredAt: spec.owner ? new Date('2021-07-01T10:00:00Z') : null,
        purchaseDate: spec.owner ? '2021-06-20' : null,
        nextDueOn: spec.due ?? null,
      })
      .returning({ id: serials.id });
    serialIds.set(spec.number, row!.id);
  }

  // The first A serial's life: a calibration with its certificate, and three returns booked by A, by B and by Alba.
  const a1 = serialIds.get(A_MAIN[0]!)!;
  const [record] = await db
    .insert(serviceRecords)
    .values({ serialId: a1, kind: 'calibration', performedOn: day(-355), performedBy: 'Lab Tech', nextDueOn: day(10) })
    .returning();
  await db.insert(certificates).values({
    number: `CAL-${suffix}-1`,
    code: randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase(),
    kind: 'calibration',
    holderId: owner('alba'),
    serialId: a1,
    serviceRecordId: record!.id,
    issuedOn: day(-355),
    expiresOn: day(10),
    content: '{}',
  });
  const booked = [
    { rma: `RMA-${suffix}-A`, companyId: companyA, userId: actors.get('distributor-senior')!.id },
    { rma: `RMA-${suffix}-B`, companyId: companyB, userId: actors.get('seniorB')!.id },
    { rma: `RMA-${suffix}-O`, companyId: null, userId: owner('alba') },
  ];
  for (const entry of booked) {
    const [made] = await db
      .insert(returns)
      .values({ rmaNumber: entry.rma, userId: entry.userId, companyId: entry.companyId, bookingType: 'calibration', vatConfirmedAt: now })
      .returning();
    await db.insert(returnLines).values({ returnId: made!.id, itemName: 'Quartz', part: 'full-kit', serialNumber: A_MAIN[0]!, serialId: a1, valuePence: 100 });
  }
});
afterAll(() => test.close());

type SerialPage = Awaited<ReturnType<ReturnType<typeof caller>['portal']['serials']['list']>>;
const numbersOf = (page: SerialPage) => page.rows.map((row) => row.number);
/** Every serial a caller can list, all pages. */
async function allSerials(who: Staff, input: Record<string, unknown> = {}): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; page < 20; page++) {
    const answer = await caller(who).portal.serials.list({ ...input, page });
    found.push(...numbersOf(answer).map(String));
    if (answer.page !== page || answer.rows.length < answer.perPage) break;
  }
  return found;
}
const sorted = (list: readonly unknown[]) => [...list].map(String).sort();

/** The portal roles of SPEC.md section 6 (company A), and those without portal access. */
const PORTAL_A: Staff[] = ['distributor-junior', 'distributor-senior', 'distributor-junior-plus', 'certified-junior', 'certified-junior-plus', 'certified-senior'];
const PORTAL_B: Staff[] = ['seniorB', 'certJuniorB'];
const NO_PORTAL: Staff[] = ['user', 'customer', 'certified-senior-plus'];

describe('who may call the procedures', () => {
  it('matches the policy: the portal roles and admin may, user, customer and certified-senior-plus may not', () => {
    for (const role of ROLES) expect(can({ role }, 'portal:access'), role).toBe(!['user', 'customer', 'certified-senior-plus'].includes(role));
  });

  it('refuses the roles outside portal access (FORBIDDEN) and visitors (UNAUTHORIZED) on every procedure', async () => {
    const idA = serialIds.get(A_MAIN[0]!)!;
    for (const who of [...NO_PORTAL, null] as const) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const api = caller(who).portal;
      expect(await codeOf(api.serials.list({})), `${who} serials.list`).toBe(expected);
      expect(await codeOf(api.serials.get({ id: idA })), `${who} serials.get`).toBe(expected);
      expect(await codeOf(api.customers.list({})), `${who} customers.list`).toBe(expected);
      expect(await codeOf(api.customers.get({ id: ownerIds.get('alba')! })), `${who} customers.get`).toBe(expected);
      // Bad input changes nothing: access is refused first.
      expect(await codeOf(api.serials.list({ page: 0 })), `${who} bad input`).toBe(expected);
    }
  });

  it('offers no add, change or delete of a serial: they change through sales, registrations and claims (403)', async () => {
    const idA = serialIds.get(A_MAIN[0]!)!;
    for (const who of ['distributor-senior', 'admin'] as const) {
      const api = caller(who).portal.serials;
      expect(await codeOf(api.create({})), `${who} create`).toBe('FORBIDDEN');
      expect(await codeOf(api.update({ id: idA, data: {} })), `${who} update`).toBe('FORBIDDEN');
      expect(await codeOf(api.delete({ id: idA })), `${who} delete`).toBe('FORBIDDEN');
      expect(await codeOf(api.bulkDelete({ ids: [idA] })), `${who} bulkDelete`).toBe('FORBIDDEN');
    }
    const [kept] = await test.deps.db.select({ id: serials.id }).from(serials).where(eq(serials.id, idA));
    expect(kept?.id).toBe(idA);
  });
});

describe('portal.serials.list (the serials collection)', () => {
  it("gives every portal role of company A exactly A's serials, never B's or Voltara's", async () => {
    for (const who of PORTAL_A) {
      const first = await caller(who).portal.serials.list({});
      expect(first.total, who).toBe(A_ALL.length);
      expect(first.rows, who).toHaveLength(25);
      expect(sorted(await allSerials(who)), who).toEqual(sorted(A_ALL));
    }
  });

  it("gives company B's members B's serials only", async () => {
    for (const who of PORTAL_B) expect(sorted(await allSerials(who)), who).toEqual(sorted(B_ALL));
  });

  it("never finds another company's serial by search, in any spelling", async () => {
    for (const who of PORTAL_A) {
      for (const q of [B_ALL[0]!, B_ALL[0]!.toLowerCase().replace('-', ' '), `PSB${suffix}`, 'PSB', DIRECT]) {
        const answer = await caller(who).portal.serials.list({ q });
        expect(answer.total, `${who} ${q}`).toBe(0);
        expect(answer.rows, `${who} ${q}`).toEqual([]);
      }
    }
    expect((await caller('seniorB').portal.serials.list({ q: A_MAIN[0]! })).total).toBe(0);
  });

  it('lets an admin see both companies, and not the serials Voltara sold directly', async () => {
    const own = await caller('admin').portal.serials.list({ q: `PSA${suffix}` });
    expect(own.total).toBe(A_ALL.length);
    const other = await caller('admin').portal.serials.list({ q: `PSB${suffix}` });
    expect(numbersOf(other)).toEqual(B_ALL);
    expect((await caller('admin').portal.serials.list({ q: DIRECT })).total).toBe(0);
  });

  it('shows a distributor account without a company nothing', async () => {
    const answer = await caller('orphan').portal.serials.list({});
    expect(answer).toMatchObject({ total: 0, rows: [] });
  });

  it('describes each row: product (in the reader’s language) and model, build date, sold to (or not registered), registered on, next due with its state', async () => {
    const answer = await caller('distributor-junior', 'de').portal.serials.list({ q: A_MAIN[0]! });
    expect(answer.rows).toEqual([
      {
        id: serialIds.get(A_MAIN[0]!),
        number: A_MAIN[0],
        productId,
        productId__label: `Quarz-Prüfgerät ${suffix}`,
        modelCode: `${MODEL}-1K`,
        buildDate: '2021-03-01',
        ownerName: OWNERS.alba.name,
        ownerId: ownerIds.get('alba'),
        ownerCompany: OWNERS.alba.company,
        registeredAt: '2021-07-01T10:00:00.000Z',
        nextDueOn: day(10),
        due: 'due',
      },
    ]);
    const [unregistered] = (await caller('distributor-junior').portal.serials.list({ q: A_MAIN[3]! })).rows;
    expect(unregistered).toMatchObject({ ownerName: null, ownerId: null, registeredAt: null, nextDueOn: null, due: 'unknown', modelCode: `${MODEL}-1`, productId__label: `Quartz Detector ${suffix}` });
    const [overdue] = (await caller('distributor-junior').portal.serials.list({ q: A_MAIN[1]! })).rows;
    expect(overdue).toMatchObject({ due: 'overdue', ownerName: OWNERS.alba.name });
    const [aksel] = (await caller('distributor-junior').portal.serials.list({ q: A_MAIN[2]! })).rows;
    expect(aksel).toMatchObject({ due: 'ok', ownerName: OWNERS.aksel.name, ownerCompany: null });
  });

  it('searches by a serial prefix in any spelling, by model code, and by product name in any language', async () => {
    const api = caller('certified-junior').portal.serials;
    expect(numbersOf(await api.list({ q: `psa ${suffix.toLowerCase()} a0` }))).toEqual(A_MAIN);
    expect(numbersOf(await api.list({ q: `PSA${suffix}–A02` }))).toEqual([A_MAIN[1]]);
    // The product's model finds all of A's serials of it; the option's model only the one built as that option.
    expect((await api.list({ q: `${MODEL.toLowerCase()} 1` })).total).toBe(A_ALL.length);
    expect(numbersOf(await api.list({ q: `${MODEL}-1K` }))).toEqual([A_MAIN[0]]);
    expect((await api.list({ q: `Quarz-Prüfgerät ${suffix}` })).total).toBe(A_ALL.length);
    expect((await api.list({ q: 'ZZZ-NOTHING-9' })).total).toBe(0);
    expect((await api.list({ q: '%_%' })).total).toBe(0);
  });

  it('filters registered / unregistered and due soon / overdue', async () => {
    const api = caller('distributor-junior-plus').portal.serials;
    expect(numbersOf(await api.list({ filters: { registration: 'registered' } }))).toEqual(A_MAIN.slice(0, 3));
    const unregistered = await api.list({ filters: { registration: 'unregistered' } });
    expect(unregistered.total).toBe(A_ALL.length - 3);
    expect(numbersOf(unregistered)).not.toContain(A_MAIN[0]);
    expect(numbersOf(await api.list({ filters: { due: 'due' } }))).toEqual([A_MAIN[0]]);
    expect(numbersOf(await api.list({ filters: { due: 'overdue' } }))).toEqual([A_MAIN[1]]);
    expect(numbersOf(await api.list({ filters: { due: 'overdue', registration: 'unregistered' } }))).toEqual([]);
    expect(numbersOf(await caller('seniorB').portal.serials.list({ filters: { due: 'overdue' } }))).toEqual([B_ALL[1]]);
  });

  it('sorts by serial, build date and next due (undated last either way), and pages 25 at a time', async () => {
    const api = caller('distributor-senior').portal.serials;
    expect(numbersOf(await api.list({ q: `PSA${suffix}-A` }))).toEqual(A_MAIN);
    expect(numbersOf(await api.list({ q: `PSA${suffix}-A`, dir: 'desc' }))).toEqual([...A_MAIN].reverse());
    expect(numbersOf(await api.list({ q: `PSA${suffix}-A`, sort: 'buildDate' }))).toEqual([A_MAIN[3], A_MAIN[1], A_MAIN[0], A_MAIN[2]]);
    expect(numbersOf(await api.list({ q: `PSA${suffix}-A`, sort: 'buildDate', dir: 'desc' }))).toEqual([A_MAIN[2], A_MAIN[0], A_MAIN[1], A_MAIN[3]]);
    expect(numbersOf(await api.list({ q: `PSA${suffix}-A`, sort: 'nextDueOn' }))).toEqual([A_MAIN[1], A_MAIN[0], A_MAIN[2], A_MAIN[3]]);
    expect(numbersOf(await api.list({ q: `PSA${suffix}-A`, sort: 'nextDueOn', dir: 'desc' }))).toEqual([A_MAIN[2], A_MAIN[0], A_MAIN[1], A_MAIN[3]]);

    const byDue1 = await api.list({ sort: 'nextDueOn' });
    const byDue2 = await api.list({ sort: 'nextDueOn', page: 2 });
    expect(numbersOf(byDue1).slice(0, 3)).toEqual([A_MAIN[1], A_MAIN[0], A_MAIN[2]]);
    expect(sorted([...numbersOf(byDue1), ...numbersOf(byDue2)])).toEqual(sorted(A_ALL));
    const page2 = await api.list({ page: 2 });
    expect(page2).toMatchObject({ total: A_ALL.length, page: 2, perPage: 25 });
    expect(page2.rows).toHaveLength(A_ALL.length - 25);
    expect(await api.list({ page: 3 })).toEqual(page2); // a page past the last shows the last one
  });
});

describe('portal.serials.get', () => {
  it("gives every portal role of A its serial with customer, registration, services, certificates and its own returns", async () => {
    for (const who of PORTAL_A) {
      const detail = await caller(who).portal.serials.get({ id: serialIds.get(A_MAIN[0]!)! });
      expect(detail, who).toMatchObject({
        number: A_MAIN[0],
        productName: `Quartz Detector ${suffix}`,
        optionName: 'Kit',
        modelCode: `${MODEL}-1K`,
        status: 'registered',
        buildDate: '2021-03-01',
        companyName: `Alpha Inspect ${suffix}`,
        soldOn: '2021-06-01',
        soldTo: 'Recorded alba',
        owner: { id: ownerIds.get('alba'), name: OWNERS.alba.name, email: email('owner-alba'), company: OWNERS.alba.company, country: `Serialland ${suffix}` },
        registeredAt: '2021-07-01T10:00:00.000Z',
        purchaseDate: '2021-06-20',
        nextDueOn: day(10),
        due: 'due',
        allCompanies: false,
      });
      expect(detail.services).toMatchObject([{ kind: 'calibration', performedOn: day(-355), nextDueOn: day(10) }]);
      expect(detail.certificates).toMatchObject([{ number: `CAL-${suffix}-1`, kind: 'calibration', issuedOn: day(-355), expiresOn: day(10), state: 'expiring' }]);
      // The return B booked for the instrument is B's business; A's own and the owner's show.
      expect(detail.returns.map((entry) => entry.rmaNumber).sort()).toEqual([`RMA-${suffix}-A`, `RMA-${suffix}-O`]);
    }
    const unregistered = await caller('certified-senior').portal.serials.get({ id: serialIds.get(A_MAIN[3]!)! });
    expect(unregistered).toMatchObject({ owner: null, registeredAt: null, services: [], certificates: [], returns: [] });
  });

  it("answers NOT_FOUND for another company's serial, one Voltara sold, and an unknown id, alike", async () => {
    const unknown = 2_000_000_000;
    const messages = new Set<string>();
    for (const who of PORTAL_A) {
      for (const id of [serialIds.get(B_ALL[0]!)!, serialIds.get(DIRECT)!, unknown]) {
        const error = await caller(who).portal.serials.get({ id }).then(() => null, (e: unknown) => e);
        expect((error as TRPCError).code, `${who} ${id}`).toBe('NOT_FOUND');
        messages.add((error as TRPCError).message);
      }
    }
    // The collection's one answer for a record outside the caller's rows, the same as for an id that does not exist.
    expect([...messages]).toEqual(['Record not found.']);
    for (const who of PORTAL_B) {
      expect(await codeOf(caller(who).portal.serials.get({ id: serialIds.get(A_MAIN[0]!)! })), who).toBe('NOT_FOUND');
      expect(await codeOf(caller(who).portal.serials.get({ id: serialIds.get(B_ALL[0]!)! })), who).toBe('OK');
    }
    expect(await codeOf(caller('orphan').portal.serials.get({ id: serialIds.get(A_MAIN[0]!)! }))).toBe('NOT_FOUND');
  });

  it('lets an admin open either company’s serial, with every return', async () => {
    const a = await caller('admin').portal.serials.get({ id: serialIds.get(A_MAIN[0]!)! });
    expect(a.returns.map((entry) => entry.rmaNumber).sort()).toEqual([`RMA-${suffix}-A`, `RMA-${suffix}-B`, `RMA-${suffix}-O`]);
    expect(a.allCompanies).toBe(true);
    expect((await caller('admin').portal.serials.get({ id: serialIds.get(B_ALL[1]!)! })).owner?.name).toBe(OWNERS.bea.name);
    expect(await codeOf(caller('admin').portal.serials.get({ id: serialIds.get(DIRECT)! }))).toBe('NOT_FOUND');
  });
});

type CustomerPage = Awaited<ReturnType<ReturnType<typeof caller>['portal']['customers']['list']>>;
const customerNames = (page: CustomerPage) => page.rows.map((row) => row.name);

/** The customers collection (tests/integration/portal-customers.test.ts has its access, sorts and bad input). */
describe('portal.customers.list', () => {
  it("gives every portal role of A its own end customers, counting only A's instruments", async () => {
    for (const who of PORTAL_A) {
      const answer = await caller(who).portal.customers.list({});
      expect(answer.total, who).toBe(2);
      expect(answer.rows, who).toEqual([
        {
          id: ownerIds.get('aksel'),
          name: OWNERS.aksel.name,
          email: email('owner-aksel'),
          // No profile: no company or country ("None" on the screen).
          company: null,
          countryId: null,
          instruments: 1,
          nextDueOn: day(200),
          due: 'ok',
        },
        {
          id: ownerIds.get('alba'),
          name: OWNERS.alba.name,
          email: email('owner-alba'),
          company: OWNERS.alba.company,
          countryId: expect.any(Number),
          countryId__label: `Serialland ${suffix}`,
          instruments: 2,
          nextDueOn: day(-5),
          due: 'overdue',
        },
      ]);
    }
  });

  it("gives B's members B's customers: Alba with B's instrument only, and Bea", async () => {
    for (const who of PORTAL_B) {
      const answer = await caller(who).portal.customers.list({});
      expect(customerNames(answer), who).toEqual([OWNERS.alba.name, OWNERS.bea.name]);
      expect(answer.rows[0]).toMatchObject({ instruments: 1, nextDueOn: day(3), due: 'due' });
    }
  });

  it("searches name, company and e-mail, never finding another company's customer", async () => {
    const api = caller('distributor-junior').portal.customers;
    expect(customerNames(await api.list({ q: `alba coatings ${suffix.toLowerCase()}` }))).toEqual([OWNERS.alba.name]);
    expect(customerNames(await api.list({ q: 'owner-aksel' }))).toEqual([OWNERS.aksel.name]);
    expect(customerNames(await api.list({ q: `Owner ${suffix}` }))).toEqual([OWNERS.aksel.name, OWNERS.alba.name]);
    for (const q of [OWNERS.bea.name, `Bea Pipelines`, email('owner-bea'), OWNERS.vic.name]) {
      expect(await api.list({ q }), q).toMatchObject({ total: 0, rows: [] });
    }
    expect((await api.list({ q: '%' })).total).toBe(0);
  });

  it('sorts by soonest due', async () => {
    const answer = await caller('certified-junior-plus').portal.customers.list({ sort: 'nextDueOn' });
    expect(customerNames(answer)).toEqual([OWNERS.alba.name, OWNERS.aksel.name]);
    expect(answer.total).toBe(2);
    // A page past the last shows the last (here the only) one.
    expect(customerNames(await caller('certified-junior-plus').portal.customers.list({ page: 2 }))).toEqual(customerNames(await caller('certified-junior-plus').portal.customers.list({})));
  });

  it('lets an admin see the customers of both companies, not those of Voltara alone', async () => {
    const answer = await caller('admin').portal.customers.list({ q: `Owner ${suffix}` });
    expect(customerNames(answer)).toEqual([OWNERS.aksel.name, OWNERS.alba.name, OWNERS.bea.name]);
    expect(answer.rows.find((row) => row.name === OWNERS.alba.name)!.instruments).toBe(3);
    // Alba's soonest of all three companies' instruments (A's overdue one), not only one company's.
    expect(answer.rows.find((row) => row.name === OWNERS.alba.name)!.nextDueOn).toBe(day(-5));
    expect((await caller('admin').portal.customers.list({ q: `Owner ${suffix}`, sort: 'nextDueOn' })).total).toBe(3);
  });

  it('shows a distributor account without a company no customers', async () => {
    expect(await caller('orphan').portal.customers.list({})).toMatchObject({ total: 0, rows: [] });
  });
});

describe('portal.customers.get', () => {
  it('gives the customer with the instruments bought from this company only', async () => {
    for (const who of PORTAL_A) {
      const alba = await caller(who).portal.customers.get({ id: ownerIds.get('alba')! });
      expect(alba, who).toMatchObject({
        name: OWNERS.alba.name,
        email: email('owner-alba'),
        company: OWNERS.alba.company,
        country: `Serialland ${suffix}`,
        telephone: '+45 1234',
        address: ['1 Test Street', 'Testby', 'T1 1TT'],
        instrumentCount: 2,
      });
      // Soonest due first; B's instrument and Voltara's never.
      expect(alba.instruments.map((row) => row.number)).toEqual([A_MAIN[1], A_MAIN[0]]);
    }
    const bAlba = await caller('seniorB').portal.customers.get({ id: ownerIds.get('alba')! });
    expect(bAlba.instruments.map((row) => row.number)).toEqual([B_ALL[0]]);
    const admin = await caller('admin').portal.customers.get({ id: ownerIds.get('alba')! });
    expect(sorted(admin.instruments.map((row) => row.number))).toEqual(sorted([A_MAIN[0]!, A_MAIN[1]!, B_ALL[0]!]));
  });

  it("answers NOT_FOUND for another company's customer, a Voltara-only owner, a non-owner and an unknown id", async () => {
    const messages = new Set<string>();
    for (const who of PORTAL_A) {
      for (const id of [ownerIds.get('bea')!, ownerIds.get('vic')!, actors.get('user')!.id, 'no-such-user']) {
        const error = await caller(who).portal.customers.get({ id }).then(() => null, (e: unknown) => e);
        expect((error as TRPCError).code, `${who} ${id}`).toBe('NOT_FOUND');
        messages.add((error as TRPCError).message);
      }
    }
    // The collection's one answer for a record outside the caller's rows, the same as for an id that does not exist.
    expect([...messages]).toEqual(['Record not found.']);
    expect(await codeOf(caller('seniorB').portal.customers.get({ id: ownerIds.get('aksel')! }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('orphan').portal.customers.get({ id: ownerIds.get('alba')! }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('admin').portal.customers.get({ id: ownerIds.get('vic')! }))).toBe('NOT_FOUND');
  });
});

describe('bad input', () => {
  it('answers 422, never INTERNAL_SERVER_ERROR, for every procedure', async () => {
    const api = caller('distributor-senior').portal as unknown as Record<'serials' | 'customers', Record<'list' | 'get', (input: unknown) => Promise<unknown>>>;
    const huge = 'x'.repeat(101);
    const badLists: unknown[] = [
      undefined,
      null,
      'text',
      [],
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: '2' },
      { page: 1_000_000_000 },
      { q: huge },
      { q: 'y'.repeat(100_000) },
      { q: 5 },
      { q: ['PSA'] },
      { sort: 'price' },
    ];
    for (const input of badLists) {
      expect(await codeOf(api.serials.list(input)), `serials ${JSON.stringify(input)}`).toBe('UNPROCESSABLE_CONTENT');
      expect(await codeOf(api.customers.list(input)), `customers ${JSON.stringify(input)}`).toBe('UNPROCESSABLE_CONTENT');
    }
    for (const input of [{ filters: { registration: 'maybe' } }, { filters: { due: 'soon' } }, { filters: { owner: 'x' } }, { dir: 'up' }, { sort: 'name' }]) {
      expect(await codeOf(api.serials.list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
    expect(await codeOf(api.customers.list({ sort: 'serial' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.customers.list({ sort: 'nextDue' }))).toBe('UNPROCESSABLE_CONTENT');
    for (const input of [undefined, null, {}, { id: 0 }, { id: -1 }, { id: 1.5 }, { id: '12' }, { id: Number.MAX_SAFE_INTEGER + 10 }, { id: 'x'.repeat(10_000) }]) {
      expect(await codeOf(api.serials.get(input)), `serial ${JSON.stringify(input)}`).toBe('UNPROCESSABLE_CONTENT');
    }
    for (const input of [undefined, null, {}, { id: '' }, { id: '   ' }, { id: 'x'.repeat(65) }, { id: 7 }, { id: ['a'] }]) {
      expect(await codeOf(api.customers.get(input)), `customer ${JSON.stringify(input)}`).toBe('UNPROCESSABLE_CONTENT');
    }
  });
});
