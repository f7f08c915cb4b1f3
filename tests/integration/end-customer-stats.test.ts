import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import type { Actor } from '../../src/server/auth/actor';
import { calibrationFor } from '../../src/server/db/seed/serials-calibration';
import { categories, products, serials, users } from '../../src/server/db/schema';
import { callerAs, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The end customers' kept values (end_customer_stats, decision 0080): both customer lists (the back office's
 * admin.endCustomers and the portal's portal.customers) read each customer's instruments and soonest calibration due
 * from rows that triggers on `serials` and `users` keep. After each kind of change to a serial (a sale, an ownership
 * change, a calibration, a deleted serial, an owner released, a renamed account), every list shows what a direct count
 * over the serials says, and the kept rows equal the serials' own count and minimum (the seed's rows included).
 * Nordhavn (distributor-senior) is A, Iberia (other-senior) is B; Kai and Lea are this file's people.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const people = { kai: { id: `ecs-kai-${suffix}`, name: `Kai Stats ${suffix}` }, lea: { id: `ecs-lea-${suffix}`, name: `Lea Stats ${suffix}` } };
/** An account's address, in lower case as the transfer form sends it. */
const emailOf = (person: Person) => `${people[person].id.toLowerCase()}@end-customer-stats.test`;
type Person = keyof typeof people;
const serialIds: number[] = [];
let companyA = 0;
let companyB = 0;
const day = (offset: number) => addDays(isoDay(), offset);

const admin = () => callerAs(test, actors, 'admin').admin;

/** What the serials themselves say of a person's instruments: every company's (null) or one company's. */
async function direct(person: Person, companyId: number | null): Promise<{ instruments: number; nextDueOn: string | null }> {
  const sold: SQL = companyId === null ? isNotNull(serials.companyId) : eq(serials.companyId, companyId);
  const [row] = await test.deps.db
    .select({ instruments: sql<number>`count(*)`, nextDueOn: sql<string | null>`min(${serials.nextDueOn})` })
    .from(serials)
    .where(and(eq(serials.ownerId, people[person].id), sold));
  return { instruments: Number(row!.instruments), nextDueOn: row!.nextDueOn };
}

/** A person's row as a list shows it (undefined: not listed), found by their name. */
type Lister = (q: string) => Promise<{ rows: ReadonlyArray<Record<string, unknown>> }>;
async function listed(list: Lister, person: Person) {
  const row = (await list(people[person].name)).rows.find((r) => r.id === people[person].id);
  return row === undefined ? undefined : { instruments: row.instruments, nextDueOn: row.nextDueOn };
}

/** Every list, for every person and company filter, against the direct count (no row when they own none of it). */
async function expectListsToMatchTheSerials() {
  const expected = async (person: Person, companyId: number | null) => {
    const truth = await direct(person, companyId);
    return truth.instruments === 0 ? undefined : truth;
  };
  const adminList = (boughtFrom?: number): Lister => (q) => admin().endCustomers.list({ q, filters: boughtFrom ? { boughtFrom } : {} });
  const portalList = (who: string): Lister => (q) => callerAs(test, actors, who).portal.customers.list({ q });
  for (const person of Object.keys(people) as Person[]) {
    const label = (list: string) => `${person} in ${list}`;
    expect(await listed(adminList(), person), label('the back office')).toEqual(await expected(person, null));
    expect(await listed(adminList(companyA), person), label("the back office filtered by A")).toEqual(await expected(person, companyA));
    expect(await listed(adminList(companyB), person), label("the back office filtered by B")).toEqual(await expected(person, companyB));
    expect(await listed(portalList('distributor-senior'), person), label("A's portal")).toEqual(await expected(person, companyA));
    expect(await listed(portalList('other-senior'), person), label("B's portal")).toEqual(await expected(person, companyB));
    expect(await listed(portalList('admin'), person), label("the admin's portal")).toEqual(await expected(person, null));
  }
  // The kept rows and the serials' own count and minimum, both ways, over the whole database (the seed's too).
  const [difference] = await test.deps.db.all<{ missing: number; extra: number }>(sql`
    WITH truth AS (
      SELECT s.owner_id AS user_id, s.company_id AS company_id, u.name AS name, count(*) AS instruments, min(s.next_due_on) AS next_due_on
      FROM serials s JOIN users u ON u.id = s.owner_id WHERE s.company_id IS NOT NULL GROUP BY s.owner_id, s.company_id
      UNION ALL
      SELECT s.owner_id, 0, u.name, count(*), min(s.next_due_on)
      FROM serials s JOIN users u ON u.id = s.owner_id WHERE s.company_id IS NOT NULL GROUP BY s.owner_id
    ), kept AS (SELECT user_id, company_id, name, instruments, next_due_on FROM end_customer_stats)
    SELECT (SELECT count(*) FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept)) AS missing,
           (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth)) AS extra`);
  expect(difference).toEqual({ missing: 0, extra: 0 });
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'distributor-senior', 'other-senior']);
  companyA = actors.get('distributor-senior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  const [category] = await db.insert(categories).values({ slug: `ecs-${suffix.toLowerCase()}`, name_EN: 'Test' }).returning();
  const [product] = await db.insert(products).values({ categoryId: category!.id, slug: `ecs-${suffix.toLowerCase()}`, modelCode: `ECS${suffix}`, name_EN: `Stats ${suffix}` }).returning();
  const now = new Date();
  await db.insert(users).values(
    (Object.keys(people) as Person[]).map((person) => ({ ...people[person], email: emailOf(person), role: 'customer' as const, createdAt: now, updatedAt: now })),
  );
  const serial = (n: number, companyId: number | null, ownerId: string, nextDueOn: string | null) => {
    const number = `ECS${suffix}-${n}`;
    return { number, numberKey: number.replace(/[^A-Z0-9]/gi, ''), productId: product!.id, buildDate: '2022-01-01', status: 'registered' as const, companyId, ownerId, registeredAt: now, nextDueOn };
  };
  const inserted = await db
    .insert(serials)
    .values([
      serial(1, companyA, people.kai.id, day(30)),
      serial(2, companyA, people.kai.id, day(200)),
      serial(3, companyB, people.kai.id, null),
      // Voltara sold it directly: Lea is nobody's end customer yet.
      serial(4, null, people.lea.id, day(10)),
    ])
    .returning({ id: serials.id });
  serialIds.push(...inserted.map((row) => row.id));
});
afterAll(() => test.close());

describe('the end customers lists read kept values that follow every change to a serial', () => {
  it('start with what the serials say', async () => {
    await expectListsToMatchTheSerials();
    expect(await listed((q) => admin().endCustomers.list({ q }), 'kai')).toEqual({ instruments: 3, nextDueOn: day(30) });
    expect(await listed((q) => admin().endCustomers.list({ q }), 'lea')).toBeUndefined();
  });

  it('a sale recorded for a serial someone owns makes them the company’s customer', async () => {
    await admin().serials.update({ id: serialIds[3]!, status: 'registered', companyId: companyA, soldOn: day(-1), soldTo: 'Lea', nextDueOn: day(10) });
    await expectListsToMatchTheSerials();
    expect(await direct('lea', companyA)).toEqual({ instruments: 1, nextDueOn: day(10) });
  });

  it('an ownership change moves the instrument from one customer to the other', async () => {
    await admin().serials.transfer({ serialId: serialIds[0]!, email: emailOf('lea'), reason: 'Sold second-hand' });
    await expectListsToMatchTheSerials();
    // Kai's soonest due is now his other one of A's; Lea's the earlier of her two.
    expect(await direct('kai', companyA)).toEqual({ instruments: 1, nextDueOn: day(200) });
    expect(await direct('lea', companyA)).toEqual({ instruments: 2, nextDueOn: day(10) });
  });

  it('a calibration moves the soonest due', async () => {
    await admin().serials.recordService(calibrationFor(serialIds[1]!, isoDay(), 15));
    await expectListsToMatchTheSerials();
    expect((await direct('kai', companyA)).nextDueOn).not.toBe(day(200));
  });

  it('a deleted serial is no longer counted, and its company loses the customer it made', async () => {
    await test.deps.db.delete(serials).where(eq(serials.id, serialIds[2]!));
    await expectListsToMatchTheSerials();
    expect(await direct('kai', companyB)).toEqual({ instruments: 0, nextDueOn: null });
  });

  it('an owner released and an account renamed', async () => {
    await admin().serials.release({ serialId: serialIds[3]!, reason: 'Registered by mistake' });
    await test.deps.db.update(users).set({ name: `Aaron Stats ${suffix}` }).where(eq(users.id, people.lea.id));
    people.lea.name = `Aaron Stats ${suffix}`;
    await expectListsToMatchTheSerials();
    // The name order follows the new name: Aaron before Kai.
    const byName = await admin().endCustomers.list({ q: `Stats ${suffix}`, sort: 'name', dir: 'asc' });
    expect(byName.rows.map((row) => row.name)).toEqual([`Aaron Stats ${suffix}`, `Kai Stats ${suffix}`]);
  });
});
