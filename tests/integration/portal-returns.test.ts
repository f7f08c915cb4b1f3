import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { CompanyReturnBookingSchema } from '../../src/shared/returns/portal-returns.schema';
import type { Actor } from '../../src/server/auth/actor';
import { returns, serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/returns as a collection (portal.returns.list/get; no writes offered) beside its workflows (create books a
 * return, cancel, tracking), through the real router on the seeded demo data: Nordhavn (distributor-junior@demo.test
 * and colleagues, A) and Iberia (other-senior@demo.test, B) each see only their own returns; a customer's own booking
 * belongs to no company and is in no portal list. Returns are booked here by the workflow itself.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const EMAILS = ['distributor-junior', 'distributor-senior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];

/** Booked in beforeAll: A's two returns (the second newer), B's one, the customer's own. */
const booked = { a1: { id: 0, rmaNumber: '' }, a2: { id: 0, rmaNumber: '' }, b1: { id: 0, rmaNumber: '' }, own: { id: 0, rmaNumber: '' } };
let serialA = '';

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale);
}
const portal = (who: string | null) => caller(who).portal.returns;


type Booking = z.input<typeof CompanyReturnBookingSchema>;
function booking(customer: string, item: string, serialNumber: string, bookingType: Booking['bookingType']): Booking {
  return {
    details: { firstName: 'Freja', lastName: customer, email: 'freja@endcustomer.test', telephone: '+45 32 12 34 56', companyName: `${customer} Rørcoating A/S` },
    invoiceAddress: { companyName: `${customer} Rørcoating A/S`, address1: 'Havnegade 4', address2: '', town: 'Esbjerg', county: '', postcode: '6700', country: 'Denmark' },
    sendFrom: 'outside-uk',
    sendFromCountry: 'Denmark',
    lines: [
      { productId: null, optionId: null, itemName: item, part: 'full-kit', serialNumber, orderNumber: '', value: '980.00' },
      { productId: null, optionId: null, itemName: 'Brush electrode', part: 'full-kit', serialNumber: '', orderNumber: '', value: '20.00' },
    ],
    bookingType,
    repairCentreId: null,
    shippingInvoice: 'create',
    carrier: 'dhl',
    vatConfirmed: true,
  };
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const companyA = actors.get('distributor-junior')!.companyId!;
  const [serial] = await db.select({ number: serials.number }).from(serials).where(and(eq(serials.companyId, companyA), isNull(serials.ownerId))).limit(1);
  serialA = serial!.number;
  booked.a1 = await portal('distributor-junior').create(booking('Holm', 'VH-15 Portable DC Holiday Detector', serialA, 'repair'));
  booked.b1 = await portal('other-senior').create(booking('Garcia', 'SA-25 AC Spark Tester', 'IB-SERIAL-77', 'calibration'));
  booked.own = await caller('customer').account.returns.create(booking('Morgan', 'VH-15 Portable DC Holiday Detector', 'OWN-1', 'test'));
  booked.a2 = await portal('distributor-senior').create(booking('Lund', 'SA-25 AC Spark Tester', 'SA-LUND-9', 'calibration'));
  // Newest first is by booking time: give the second of A's a later one than the first, whatever the clock's grain.
  await db.update(returns).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(returns.id, booked.a2.id));
});
afterAll(() => test.close());

const rmaNumbers = (rows: readonly ResourceRow[]) => rows.map((row) => row.rmaNumber);

describe('portal.returns as a company collection', () => {
  it("lists only the caller's company's returns, newest first, with the end customer and the items as lines", async () => {
    for (const who of ['distributor-junior', 'distributor-senior', 'certified-junior']) {
      const page = await portal(who).list({});
      expect(rmaNumbers(page.rows), who).toEqual([booked.a2.rmaNumber, booked.a1.rmaNumber]);
      expect(page.total, who).toBe(2);
    }
    expect(rmaNumbers((await portal('other-senior').list({})).rows)).toEqual([booked.b1.rmaNumber]);
    const [newest] = (await portal('distributor-junior').list({})).rows;
    expect(newest).toMatchObject({
      bookingType: 'calibration',
      status: 'submitted',
      endCustomer: 'Lund Rørcoating A/S\nFreja Lund',
      items: 'SA-25 AC Spark Tester (SA-LUND-9)\nBrush electrode',
    });
    expect(String(newest!.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Nothing of the record beyond its columns: not the form as booked, not the back office's notes.
    expect(Object.keys(newest!).sort()).toEqual(['bookingType', 'createdAt', 'endCustomer', 'id', 'items', 'rmaNumber', 'status']);
  });

  it("shows an admin every company's returns, never a customer's own booking", async () => {
    const numbers = rmaNumbers((await portal('admin').list({ perPage: 100 })).rows);
    expect(numbers).toEqual(expect.arrayContaining([booked.a1.rmaNumber, booked.a2.rmaNumber, booked.b1.rmaNumber]));
    expect(numbers).not.toContain(booked.own.rmaNumber);
    expect(await codeOf(portal('admin').get({ id: booked.own.id }))).toBe('NOT_FOUND');
    const repairs = rmaNumbers((await portal('admin').list({ perPage: 100, filters: { bookingType: 'repair' } })).rows);
    expect(repairs).toContain(booked.a1.rmaNumber);
    expect(repairs).not.toContain(booked.b1.rmaNumber);
  });

  it("answers another company's return, a customer's own and an unknown id as not found", async () => {
    const api = portal('distributor-senior');
    expect((await api.get({ id: booked.a1.id })).rmaNumber).toBe(booked.a1.rmaNumber);
    expect(await codeOf(api.get({ id: booked.b1.id }))).toBe('NOT_FOUND');
    expect(await codeOf(api.get({ id: booked.own.id }))).toBe('NOT_FOUND');
    expect(await codeOf(api.get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect(await codeOf(portal('other-senior').get({ id: booked.a2.id }))).toBe('NOT_FOUND');
    // The record editing the collection does not offer is refused; the return stays as it was.
    expect(await codeOf(api.update({ id: booked.a1.id, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api.delete({ id: booked.a1.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api.bulkDelete({ ids: [booked.a1.id, booked.b1.id] }))).toBe('FORBIDDEN');
    expect(await test.deps.db.select({ id: returns.id }).from(returns).where(eq(returns.id, booked.a1.id))).toHaveLength(1);
  });

  it('refuses other roles (403) and visitors (401) before reading anything', async () => {
    for (const who of ['customer', 'user', 'certified-senior-plus']) {
      expect(await codeOf(portal(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(portal(who).get({ id: booked.a1.id })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(portal(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(portal(null).update({ id: booked.a1.id, data: {} }))).toBe('UNAUTHORIZED');
  });

  it('finds returns by RMA number, item or serial number, and filters by status and booking type', async () => {
    const api = portal('distributor-junior');
    expect(rmaNumbers((await api.list({ q: booked.a1.rmaNumber.slice(-6) })).rows)).toEqual([booked.a1.rmaNumber]);
    expect(rmaNumbers((await api.list({ q: serialA.slice(-5).toLowerCase() })).rows)).toEqual([booked.a1.rmaNumber]);
    expect(rmaNumbers((await api.list({ q: 'spark tester' })).rows)).toEqual([booked.a2.rmaNumber]);
    // Another company's serial finds nothing here.
    expect((await api.list({ q: 'IB-SERIAL-77' })).total).toBe(0);
    expect(rmaNumbers((await api.list({ filters: { bookingType: 'repair' } })).rows)).toEqual([booked.a1.rmaNumber]);
    expect((await api.list({ filters: { status: 'cancelled' } })).total).toBe(0);
    expect(rmaNumbers((await api.list({ sort: 'rmaNumber', dir: 'asc' })).rows)).toEqual([booked.a1.rmaNumber, booked.a2.rmaNumber].sort());
    const bad: ResourceListInput[] = [{ filters: { status: 'lost' } }, { filters: { companyId: 1 } }, { sort: 'details' }];
    for (const input of bad) {
      expect(await codeOf(api.list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
  });

  it('keeps the workflows beside the list: a cancelled return shows cancelled in the list and its filter', async () => {
    const api = portal('distributor-junior');
    const fresh = await api.create(booking('Berg', 'VH-15 Portable DC Holiday Detector', '', 'conformity'));
    expect(rmaNumbers((await portal('certified-junior').list({ q: fresh.rmaNumber })).rows)).toEqual([fresh.rmaNumber]);
    await api.cancel({ id: fresh.id });
    const cancelled = await api.list({ filters: { status: 'cancelled' } });
    expect(rmaNumbers(cancelled.rows)).toEqual([fresh.rmaNumber]);
    expect((await api.get({ id: fresh.id })).history.map((entry) => entry.status)).toEqual(['submitted', 'cancelled']);
    // Another company cannot cancel it (the workflow's own rule, unchanged).
    expect(await codeOf(portal('other-senior').cancel({ id: booked.a1.id }))).toBe('NOT_FOUND');
  });
});
