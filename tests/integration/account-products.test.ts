import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /account/products as a read-only owner collection (account.products.list, and get as the instrument's page), through
 * the real router on the seeded demo data: customer@demo.test owns three instruments (calibrated, due soon, overdue).
 * Everyone, admins included, lists only the instruments registered to their own account; anyone else's is "not found".
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const EMAILS = ['customer', 'user', 'admin', 'distributor-junior', 'certified-senior-plus'];
let owned: { id: number; number: string; nextDueOn: string | null }[] = [];

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).account.products;
}


beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
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
