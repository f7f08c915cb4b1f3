import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { ReturnInputSchema } from '../../src/shared/returns/return.schema';
import type { Actor } from '../../src/server/auth/actor';
import { returns } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /account/returns as a collection (account.returns.list; get is the return's page; no writes offered) beside its
 * workflows (create books a return, cancel, tracking), through the real router on the seeded demo accounts: each
 * person sees only the returns they booked themselves, an admin's "My returns" included.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const EMAILS = ['customer', 'user', 'distributor-junior', 'admin', 'certified-senior-plus'];

/** Booked in beforeAll: the customer's two (the second newer), the user's one, one the partner booked for a client. */
const booked = { c1: { id: 0, rmaNumber: '' }, c2: { id: 0, rmaNumber: '' }, u1: { id: 0, rmaNumber: '' }, partner: { id: 0, rmaNumber: '' } };

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale);
}
const account = (who: string | null) => caller(who).account.returns;


type Booking = z.input<typeof ReturnInputSchema>;
function booking(item: string, serialNumber: string, bookingType: Booking['bookingType']): Booking {
  return {
    details: { firstName: 'Casey', lastName: 'Morgan', email: 'casey@pipeline.test', telephone: '+44 114 496 0000', companyName: 'Morgan Pipeline Coatings Ltd' },
    invoiceAddress: { companyName: 'Morgan Pipeline Coatings Ltd', address1: '1 Test Street', address2: '', town: 'Sheffield', county: 'South Yorkshire', postcode: 'S3 8RY', country: 'United Kingdom' },
    sendFrom: 'uk',
    sendFromCountry: '',
    lines: [{ productId: null, optionId: null, itemName: item, part: 'full-kit', serialNumber, orderNumber: '', value: '500.00' }],
    bookingType,
    repairCentreId: null,
    shippingInvoice: 'own',
    carrier: 'royal-mail',
    vatConfirmed: true,
  };
}

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  booked.c1 = await account('customer').create(booking('VH-15 Portable DC Holiday Detector', 'CUST-VH-1', 'repair'));
  booked.u1 = await account('user').create(booking('SA-25 AC Spark Tester', 'USER-SA-1', 'calibration'));
  booked.partner = await caller('distributor-junior').portal.returns.create(booking('VH-15 Portable DC Holiday Detector', '', 'test'));
  booked.c2 = await account('customer').create(booking('SA-25 AC Spark Tester', 'CUST-SA-2', 'calibration'));
  await test.deps.db.update(returns).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(returns.id, booked.c2.id));
});
afterAll(() => test.close());

const rmaNumbers = (rows: readonly ResourceRow[]) => rows.map((row) => row.rmaNumber);

describe('account.returns as an owner collection', () => {
  it('lists only the returns the caller booked, newest first, with the items as lines', async () => {
    const own = await account('customer').list({});
    expect(rmaNumbers(own.rows)).toEqual([booked.c2.rmaNumber, booked.c1.rmaNumber]);
    expect(own.rows[0]).toMatchObject({ bookingType: 'calibration', status: 'submitted', items: 'SA-25 AC Spark Tester (CUST-SA-2)' });
    expect(Object.keys(own.rows[0]!).sort()).toEqual(['bookingType', 'createdAt', 'id', 'items', 'rmaNumber', 'status']);
    expect(rmaNumbers((await account('user').list({})).rows)).toEqual([booked.u1.rmaNumber]);
    // A partner's own bookings are theirs here too (their company's are on /portal/returns).
    expect(rmaNumbers((await account('distributor-junior').list({ q: booked.partner.rmaNumber })).rows)).toEqual([booked.partner.rmaNumber]);
    // An admin's account is theirs: not every customer's returns.
    expect((await account('admin').list({})).total).toBe(0);
  });

  it("answers another person's return as not found, and offers no record editing", async () => {
    const api = account('customer');
    expect((await api.get({ id: booked.c1.id })).lines.map((line) => line.serialNumber)).toEqual(['CUST-VH-1']);
    expect(await codeOf(api.get({ id: booked.u1.id }))).toBe('NOT_FOUND');
    expect(await codeOf(api.get({ id: booked.partner.id }))).toBe('NOT_FOUND');
    expect(await codeOf(account('admin').get({ id: booked.c1.id }))).toBe('NOT_FOUND');
    expect(await codeOf(api.update({ id: booked.c1.id, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api.delete({ id: booked.c1.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api.bulkDelete({ ids: [booked.c1.id] }))).toBe('FORBIDDEN');
    expect(await test.deps.db.select({ id: returns.id }).from(returns).where(eq(returns.id, booked.c1.id))).toHaveLength(1);
  });

  it('refuses a role without an account (403) and visitors (401)', async () => {
    expect(await codeOf(account('certified-senior-plus').list({}))).toBe('FORBIDDEN');
    expect(await codeOf(account(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(account(null).delete({ id: booked.c1.id }))).toBe('UNAUTHORIZED');
  });

  it('finds returns by RMA number, item or serial number, and filters by status and booking type', async () => {
    const api = account('customer');
    expect(rmaNumbers((await api.list({ q: booked.c1.rmaNumber.slice(-6) })).rows)).toEqual([booked.c1.rmaNumber]);
    expect(rmaNumbers((await api.list({ q: 'cust-vh' })).rows)).toEqual([booked.c1.rmaNumber]);
    expect(rmaNumbers((await api.list({ q: 'spark' })).rows)).toEqual([booked.c2.rmaNumber]);
    expect((await api.list({ q: 'USER-SA-1' })).total).toBe(0);
    expect(rmaNumbers((await api.list({ filters: { bookingType: 'repair' } })).rows)).toEqual([booked.c1.rmaNumber]);
    expect(rmaNumbers((await api.list({ sort: 'createdAt', dir: 'asc' })).rows)).toEqual([booked.c1.rmaNumber, booked.c2.rmaNumber]);
    const bad: ResourceListInput[] = [{ filters: { status: 'lost' } }, { filters: { userId: 'x' } }, { sort: 'notes' }, { perPage: 7 }];
    for (const input of bad) {
      expect(await codeOf(api.list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
  });

  it('keeps the workflows beside the list: cancelling shows in the status filter', async () => {
    const api = account('customer');
    const fresh = await api.create(booking('VH-15 Portable DC Holiday Detector', 'CUST-VH-3', 'conformity'));
    await api.cancel({ id: fresh.id });
    expect(rmaNumbers((await api.list({ filters: { status: 'cancelled' } })).rows)).toEqual([fresh.rmaNumber]);
    expect((await api.get({ id: fresh.id })).status).toBe('cancelled');
    expect(await codeOf(account('user').cancel({ id: booked.c1.id }))).toBe('NOT_FOUND');
  });
});
