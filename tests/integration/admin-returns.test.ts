import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyReturnBookingSchema } from '../../src/shared/returns/portal-returns.schema';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, returns } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/rma as a collection (admin.returns.list/get; no create, update or delete) beside its workflows (setStatus,
 * saveNotes), through the real router on the seeded demo data. The admin sees every return: a customer's own booking
 * (customer@demo.test) and partners' bookings for their end customers (Nordhavn's distributor-senior, Iberia's
 * other-senior). This file books three returns through the booking workflows and writes 30 more (RMA-PAGE-…) for paging.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'other-senior', 'certified-senior-plus', 'user'];
const booked = { own: { id: 0, rmaNumber: '' }, nordhavn: { id: 0, rmaNumber: '' }, iberia: { id: 0, rmaNumber: '' } };
const names = { nordhavn: '', iberia: '' };
const PAGED = 30;

const api = (who: string | null) => callerAs(test, actors, who).admin.returns;
const rmaNumbers = (rows: readonly ResourceRow[]) => rows.map((row) => row.rmaNumber);

type Booking = z.input<typeof CompanyReturnBookingSchema>;
function booking(customer: string, item: string, serialNumber: string, bookingType: Booking['bookingType']): Booking {
  return {
    details: { firstName: 'Freja', lastName: customer, email: `${customer.toLowerCase()}@endcustomer.test`, telephone: '+45 32 12 34 56', companyName: `${customer} Coatings` },
    invoiceAddress: { companyName: `${customer} Coatings`, address1: 'Havnegade 4', address2: '', town: 'Esbjerg', county: '', postcode: '6700', country: 'Denmark' },
    sendFrom: 'outside-uk',
    sendFromCountry: 'Denmark',
    lines: [{ productId: null, optionId: null, itemName: item, part: 'full-kit', serialNumber, orderNumber: '', value: '980.00' }],
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
  const caller = (who: string) => callerAs(test, actors, who);
  booked.own = await caller('customer').account.returns.create(booking('Morgan', 'VH-15 Portable DC Holiday Detector', 'OWN-4471', 'repair'));
  booked.nordhavn = await caller('distributor-senior').portal.returns.create(booking('Holm', 'SA-25 AC Spark Tester', 'NH-SPARK-91', 'calibration'));
  booked.iberia = await caller('other-senior').portal.returns.create(booking('Garcia', 'PD-3 Porosity Detector', 'IB-PD3-77', 'test'));
  const companyOf = async (who: string) => (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, actors.get(who)!.companyId!)))[0]!.name;
  names.nordhavn = await companyOf('distributor-senior');
  names.iberia = await companyOf('other-senior');
  await db.update(returns).set({ trackingNumber: '1Z 999 AA1 0123 4567' }).where(eq(returns.id, booked.own.id));
  // The newest three, in booking order, whatever the clock's grain: own, then Nordhavn's, then Iberia's.
  const now = Date.now();
  for (const [offset, id] of [booked.own.id, booked.nordhavn.id, booked.iberia.id].entries()) {
    await db.update(returns).set({ createdAt: new Date(now + 60_000 * (offset + 1)) }).where(eq(returns.id, id));
  }
  // Thirty older returns to page through: RMA-PAGE-0001 the oldest, every fifth one cancelled.
  const userId = actors.get('customer')!.id;
  await db.insert(returns).values(
    Array.from({ length: PAGED }, (_, index) => ({
      rmaNumber: `RMA-PAGE-${String(index + 1).padStart(4, '0')}`,
      userId,
      bookingType: 'repair' as const,
      status: index % 5 === 4 ? ('cancelled' as const) : ('received' as const),
      vatConfirmedAt: new Date(now),
      createdAt: new Date(now - 86_400_000 * (PAGED - index)),
    })),
  );
  admin = new HttpClient(test, '192.0.2.180');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.181');
});
afterAll(() => test.close());

describe('admin.returns as the admin returns collection', () => {
  it("lists every return, customers' own and partners', newest first, with the booking account, the partner and the items", async () => {
    const page = await api('admin').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(page.total).toBeGreaterThanOrEqual(PAGED + 3);
    expect(rmaNumbers(page.rows.slice(0, 3))).toEqual([booked.iberia.rmaNumber, booked.nordhavn.rmaNumber, booked.own.rmaNumber]);
    const [iberia, nordhavn, own] = page.rows;
    expect(own).toMatchObject({ customer: 'customer@demo.test', partner: null, bookingType: 'repair', status: 'submitted', items: 'VH-15 Portable DC Holiday Detector (OWN-4471)' });
    expect(nordhavn).toMatchObject({ customer: 'distributor-senior@demo.test', partner: names.nordhavn, bookingType: 'calibration', items: 'SA-25 AC Spark Tester (NH-SPARK-91)' });
    expect(iberia).toMatchObject({ customer: 'other-senior@demo.test', partner: names.iberia, bookingType: 'test' });
    expect(String(own!.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Only the list's columns: not the form as booked, not the back office's notes.
    expect(Object.keys(own!).sort()).toEqual(['bookingType', 'createdAt', 'customer', 'id', 'items', 'partner', 'rmaNumber', 'status']);
  });

  it('finds returns by RMA number, e-mail address, tracking number, item and serial number, in any case', async () => {
    const found = async (q: string) => rmaNumbers((await api('admin').list({ q, perPage: 100 })).rows);
    expect(await found(booked.nordhavn.rmaNumber.toLowerCase())).toEqual([booked.nordhavn.rmaNumber]);
    expect(await found('other-senior@DEMO.test')).toEqual([booked.iberia.rmaNumber]);
    expect(await found('1z 999 aa1')).toEqual([booked.own.rmaNumber]);
    expect(await found('porosity detector')).toEqual([booked.iberia.rmaNumber]);
    expect(await found('nh-spark-91')).toEqual([booked.nordhavn.rmaNumber]);
    // A short term (below the search index's three characters) still finds by substring.
    expect(await found('91')).toContain(booked.nordhavn.rmaNumber);
    expect((await api('admin').list({ q: 'no-such-return-anywhere' })).total).toBe(0);
  });

  it('filters by status and booking type, and sorts by RMA number and booking date', async () => {
    const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, ...input });
    const cancelled = await list({ filters: { status: 'cancelled' } });
    expect(rmaNumbers(cancelled.rows)).toEqual(['RMA-PAGE-0030', 'RMA-PAGE-0025', 'RMA-PAGE-0020', 'RMA-PAGE-0015', 'RMA-PAGE-0010', 'RMA-PAGE-0005']);
    expect(rmaNumbers((await list({ filters: { bookingType: 'calibration' } })).rows)).toContain(booked.nordhavn.rmaNumber);
    expect(rmaNumbers((await list({ filters: { bookingType: 'calibration' } })).rows)).not.toContain(booked.own.rmaNumber);
    expect(rmaNumbers((await list({ q: 'RMA-PAGE', filters: { status: 'received' } })).rows)).toHaveLength(24);
    const byNumber = await list({ q: 'RMA-PAGE', sort: 'rmaNumber', dir: 'asc' });
    expect(rmaNumbers(byNumber.rows).slice(0, 3)).toEqual(['RMA-PAGE-0001', 'RMA-PAGE-0002', 'RMA-PAGE-0003']);
    const oldestFirst = await list({ sort: 'createdAt', dir: 'asc', q: 'RMA-PAGE' });
    expect(oldestFirst.rows[0]!.rmaNumber).toBe('RMA-PAGE-0001');
    const numberDesc = await list({ q: 'RMA-PAGE', sort: 'rmaNumber', dir: 'desc' });
    expect(numberDesc.rows[0]!.rmaNumber).toBe('RMA-PAGE-0030');
  });

  it('pages through the returns without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ q: 'RMA-PAGE', perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    const seen = pages.flatMap((page) => rmaNumbers(page.rows));
    expect(seen).toEqual(Array.from({ length: PAGED }, (_, index) => `RMA-PAGE-${String(PAGED - index).padStart(4, '0')}`));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(rmaNumbers(past.rows)).toEqual(rmaNumbers(pages[2]!.rows));
  });

  it("opens a return as the record page shows it (the booking account, the partner, the office notes), and an unknown id is 404", async () => {
    const seen = await api('admin').get({ id: booked.nordhavn.id });
    expect(seen).toMatchObject({
      rmaNumber: booked.nordhavn.rmaNumber,
      status: 'submitted',
      officeNotes: '',
      bookedBy: { email: 'distributor-senior@demo.test' },
      partner: { id: actors.get('distributor-senior')!.companyId, name: names.nordhavn },
    });
    expect(seen.lines.map((line) => line.serialNumber)).toEqual(['NH-SPARK-91']);
    expect((await api('admin').get({ id: booked.own.id })).partner).toBeNull();
    // The workflows beside the collection: a note saved and a step taken show in the record and in the list.
    await api('admin').saveNotes({ id: booked.own.id, notes: 'Parcel expected on Monday.' });
    await api('admin').setStatus({ id: booked.own.id, status: 'received', note: '' });
    expect(await api('admin').get({ id: booked.own.id })).toMatchObject({ officeNotes: 'Parcel expected on Monday.', status: 'received' });
    expect(rmaNumbers((await api('admin').list({ q: booked.own.rmaNumber, filters: { status: 'received' } })).rows)).toEqual([booked.own.rmaNumber]);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    const unknown = await admin.query('admin.returns.get', { id: 99_999_999 });
    expect(unknown.status).toBe(404);
  });

  it('refuses a distributor and a customer (403) and a visitor (401) on every procedure of the collection', async () => {
    for (const who of ['distributor-senior', 'customer', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: booked.own.id })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).update({ id: booked.own.id, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).setStatus({ id: booked.own.id, status: 'cancelled' })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: booked.own.id }))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).delete({ id: booked.own.id }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.returns.list', {})).status).toBe(401);
  });

  it('offers no record editing: create, update, delete and bulk delete are refused to the admin too, and nothing changes', async () => {
    const before = await test.deps.db.select().from(returns).where(inArray(returns.id, [booked.iberia.id, booked.nordhavn.id]));
    expect(await codeOf(api('admin').create({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').update({ id: booked.iberia.id, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: booked.iberia.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids: [booked.iberia.id, booked.nordhavn.id] }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.returns.delete', { id: booked.iberia.id })).status).toBe(403);
    expect(await test.deps.db.select().from(returns).where(inArray(returns.id, [booked.iberia.id, booked.nordhavn.id]))).toEqual(before);
  });

  it('answers bad input with a 422 naming the field, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { status: 'lost' } },
      { filters: { bookingType: 'refund' } },
      { filters: { companyId: 1 } },
      { sort: 'details' },
      { sort: 'customer' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { filters: 'status' },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.returns.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}]) {
      expect((await admin.query('admin.returns.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
