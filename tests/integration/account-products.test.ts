import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { serials, users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /account/products as a read-only owner collection (account.products.list, and get as the instrument's page), through
 * the real router on the seeded demo data: customer@demo.test owns three instruments (calibrated, due soon, overdue).
 * Everyone, admins included, lists only the instruments registered to their own account; anyone else's is "not found".
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const actors = new Map<string, Actor>();
const EMAILS = ['customer', 'user', 'admin', 'distributor-junior', 'certified-senior-plus'];
let owned: { id: number; number: string; nextDueOn: string | null }[] = [];

function caller(who: string | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    scope: { headers: new Headers(), ip: '127.0.0.1', locale, setCookies: () => undefined },
  }).account.products;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  for (const name of EMAILS) {
    const [user] = await db.select().from(users).where(eq(users.email, `${name}@demo.test`));
    if (!user) throw new Error(`no demo user ${name}`);
    actors.set(name, { id: user.id, name: user.name, email: user.email, role: user.role as Actor['role'], locale: 'en', companyId: user.companyId ?? null, twoFactorEnabled: false, sessionId: `s-${name}`, passwordConfirmedAt: null });
  }
  owned = await db.select({ id: serials.id, number: serials.number, nextDueOn: serials.nextDueOn }).from(serials).where(eq(serials.ownerId, actors.get('customer')!.id));
  expect(owned).toHaveLength(3);
});
afterAll(() => test.close());

describe('account.products (the registered instruments collection)', () => {
  it("lists the customer's own three instruments, soonest due first, with SPEC.md's columns", async () => {
    const page = await caller('customer').list({});
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.id).sort()).toEqual(owned.map((row) => row.id).sort());
    const due = page.rows.map((row) => String(row.nextDueOn));
    expect(due).toEqual([...due].sort());
    expect(page.rows.map((row) => row.due)).toEqual(['overdue', 'due', 'ok']);
    // The current certificate is the one the choices (the former list) name: the owner's latest in force, if any.
    const choices = await caller('customer').choices();
    for (const row of page.rows) {
      const choice = choices.find((c) => c.id === row.id)!;
      expect(row.certificateId ?? null, String(row.number)).toBe(choice.certificate?.id ?? null);
      expect(row.certificateNumber ?? null).toBe(choice.certificate?.number ?? null);
      expect(row).toMatchObject({ productId__label: choice.productName, modelCode: choice.modelCode, date: choice.date, number: choice.serialNumber, imageUrl: choice.imageUrl });
    }
    expect(page.rows.some((row) => typeof row.certificateId === 'number')).toBe(true);
  });

  it("names the product in the reader's language", async () => {
    const [english, german] = await Promise.all([caller('customer', 'en').list({}), caller('customer', 'de').list({})]);
    expect(german.rows.map((row) => row.productId__label)).not.toEqual(english.rows.map((row) => row.productId__label));
  });

  it("answers someone else's instrument as not found: another customer, and an admin (whose account is their own)", async () => {
    const id = owned[0]!.id;
    expect(await codeOf(caller('user').get({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('admin').get({ id }))).toBe('NOT_FOUND');
    expect((await caller('user').list({})).rows.map((row) => row.id)).not.toContain(id);
    expect((await caller('admin').list({ perPage: 100 })).rows.map((row) => row.id)).not.toContain(id);
    const page = await caller('customer').get({ id });
    expect(page).toMatchObject({ id, serialNumber: owned[0]!.number });
    expect(page.certificates.length).toBeGreaterThan(0);
  });

  it('offers no create, update or delete (registering is the wizard): 403', async () => {
    const id = owned[0]!.id;
    for (const who of ['customer', 'admin']) {
      const api = caller(who);
      expect(await codeOf(api.create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api.update({ id, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.delete({ id })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.bulkDelete({ ids: [id] })), who).toBe('FORBIDDEN');
    }
    const [still] = await test.deps.db.select({ ownerId: serials.ownerId }).from(serials).where(eq(serials.id, id));
    expect(still?.ownerId).toBe(actors.get('customer')!.id);
  });

  it('refuses a role without the account (403) and visitors (401)', async () => {
    expect(await codeOf(caller('certified-senior-plus').list({}))).toBe('FORBIDDEN');
    expect(await codeOf(caller(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(caller(null).get({ id: owned[0]!.id }))).toBe('UNAUTHORIZED');
  });

  it('finds an instrument by its serial number and filters by when it is due', async () => {
    const target = owned[1]!;
    const found = await caller('customer').list({ q: target.number });
    expect(found.rows.map((row) => row.id)).toEqual([target.id]);
    expect((await caller('user').list({ q: target.number })).rows).toEqual([]);
    const overdue = await caller('customer').list({ filters: { due: 'overdue' } });
    expect(overdue.rows).toHaveLength(1);
    expect(overdue.rows[0]!.due).toBe('overdue');
    expect(await codeOf(caller('customer').list({ filters: { due: 'later' } }))).toBe('UNPROCESSABLE_CONTENT');
    const bySerial = await caller('customer').list({ sort: 'number', dir: 'desc' });
    const numbers = bySerial.rows.map((row) => String(row.number));
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('still offers every instrument to the booking forms (choices)', async () => {
    const choices = await caller('customer').choices();
    expect(choices.map((choice) => choice.id).sort()).toEqual(owned.map((row) => row.id).sort());
    expect(await caller('user').choices()).toEqual([]);
  });
});
