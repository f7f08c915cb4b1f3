import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, serials, serviceJobs } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/distributors/service-jobs as a collection (admin.serviceJobs.list/get/filterOptions; no writes: jobs change
 * through the partners' workflows), through the real router on the seeded demo data (Nordhavn's jobs, one a completed
 * calibration with its certificate). This file writes 30 more of Iberia's (customer "Pager NN", one a day going back)
 * on one serial, for paging, search and the company filter.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'other-senior', 'certified-senior-plus', 'user'];
const PAGED = 30;
const today = isoDay();
const company = { nordhavn: { id: 0, name: '' }, iberia: { id: 0, name: '' } };
const serial = { id: 0, number: '' };

const api = (who: string | null) => callerAs(test, actors, who).admin.serviceJobs;
const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, ...input });
const customers = (rows: readonly ResourceRow[]) => rows.map((row) => row.customerName);
const pager = (n: number) => `Pager ${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const companyOf = async (who: string) => {
    const [row] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, actors.get(who)!.companyId!));
    return row!;
  };
  company.nordhavn = await companyOf('distributor-senior');
  company.iberia = await companyOf('other-senior');
  const [anySerial] = await db.select({ id: serials.id, number: serials.number }).from(serials).orderBy(asc(serials.id)).limit(1);
  Object.assign(serial, anySerial);
  // Pager 01 received 30 days ago, Pager 30 yesterday; every third a repair, every fifth cancelled.
  await db.insert(serviceJobs).values(
    Array.from({ length: PAGED }, (_, index) => ({
      companyId: company.iberia.id,
      serialId: serial.id,
      kind: index % 3 === 2 ? ('repair' as const) : ('test' as const),
      status: index % 5 === 4 ? ('cancelled' as const) : ('received' as const),
      customerName: pager(index + 1),
      receivedOn: addDays(today, -(PAGED - index)),
    })),
  );
  admin = new HttpClient(test, '192.0.2.195');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.196');
});
afterAll(() => test.close());

describe('admin.serviceJobs as the admin service jobs collection', () => {
  it("lists every company's jobs, newest received first, with the company, the instrument, the status and the certificate", async () => {
    const page = await api('admin').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(page.total).toBeGreaterThanOrEqual(PAGED + 4);
    const received = page.rows.map((row) => String(row.receivedOn));
    expect(received).toEqual([...received].sort().reverse());
    const companyNames = new Set(page.rows.map((row) => row.companyId__label));
    expect(companyNames).toEqual(new Set([company.nordhavn.name, company.iberia.name]));
    const calibrated = (await list({ filters: { companyId: company.nordhavn.id, status: 'completed', kind: 'calibration' } })).rows[0]!;
    expect(calibrated).toMatchObject({ companyId: company.nordhavn.id, companyId__label: company.nordhavn.name, kind: 'calibration', status: 'completed' });
    expect(String(calibrated.certificateNumber)).toMatch(/^CAL-\d{4}-\d{6}$/);
    expect(typeof calibrated.certificateId).toBe('number');
    expect(typeof calibrated.serialId__label).toBe('string');
    expect(String(calibrated.modelCode)).not.toBe('');
    const mine = page.rows.find((row) => row.customerName === pager(PAGED))!;
    expect(mine).toMatchObject({ serialNumber: serial.number, serialId: serial.id, certificateNumber: null });
  });

  it("finds jobs by a serial number's start in any spelling, or part of the customer's name", async () => {
    expect(customers((await list({ q: 'pager 0' })).rows)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map(pager));
    const bySerial = await list({ q: serial.number.toLowerCase().replace(/-/g, ' ') });
    expect(bySerial.rows.filter((row) => row.serialId === serial.id)).toHaveLength(PAGED);
    expect((await list({ q: 'no-such-customer-anywhere' })).total).toBe(0);
  });

  it('filters by company, status and type, and sorts by serial number, status and date', async () => {
    const ofNordhavn = await list({ filters: { companyId: company.nordhavn.id } });
    expect(ofNordhavn.total).toBeGreaterThanOrEqual(4);
    expect(ofNordhavn.rows.every((row) => row.companyId === company.nordhavn.id)).toBe(true);
    const ofIberia = await list({ filters: { companyId: company.iberia.id } });
    expect(ofIberia.total).toBe(PAGED);
    const cancelled = await list({ filters: { companyId: company.iberia.id, status: 'cancelled' } });
    expect(customers(cancelled.rows)).toEqual([30, 25, 20, 15, 10, 5].map(pager));
    const repairs = await list({ filters: { companyId: company.iberia.id, kind: 'repair' } });
    expect(repairs.total).toBe(10);
    expect(repairs.rows.every((row) => row.kind === 'repair')).toBe(true);
    const oldestFirst = await list({ q: 'pager', sort: 'receivedOn', dir: 'asc' });
    expect(oldestFirst.rows[0]!.customerName).toBe(pager(1));
    // The status sorts in the order the work goes: received before cancelled.
    const byStatus = await list({ q: 'pager', sort: 'status', dir: 'asc' });
    expect(byStatus.rows.slice(0, 24).every((row) => row.status === 'received')).toBe(true);
    expect(byStatus.rows.slice(24).every((row) => row.status === 'cancelled')).toBe(true);
    const bySerial = await list({ sort: 'serialNumber', dir: 'asc' });
    expect(bySerial.rows.length).toBeGreaterThan(0);
  });

  it('offers as company choices the companies with service jobs', async () => {
    const choices = await api('admin').filterOptions({ field: 'companyId' });
    expect(choices.map((choice) => choice.label)).toEqual(expect.arrayContaining([company.nordhavn.name, company.iberia.name]));
    const withJobs = new Set((await test.deps.db.selectDistinct({ id: serviceJobs.companyId }).from(serviceJobs)).map((row) => row.id));
    expect(choices.every((choice) => withJobs.has(choice.id))).toBe(true);
  });

  it('pages through the jobs without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ filters: { companyId: company.iberia.id }, perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => customers(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => pager(PAGED - index)));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(customers(past.rows)).toEqual(customers(pages[2]!.rows));
  });

  it('opens a job as its page shows it (the work recorded, the certificate); an unknown id is 404', async () => {
    const calibrated = (await list({ filters: { status: 'completed', kind: 'calibration' } })).rows[0]!;
    const job = await api('admin').get({ id: calibrated.id });
    expect(job).toMatchObject({ id: calibrated.id, companyName: company.nordhavn.name, certificate: { id: calibrated.certificateId, number: calibrated.certificateNumber } });
    expect(job.record?.results.length).toBeGreaterThan(0);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.serviceJobs.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('refuses partners and customers (403) and a visitor (401) on every procedure of the collection', async () => {
    const [any] = await test.deps.db.select({ id: serviceJobs.id }).from(serviceJobs).limit(1);
    for (const who of ['distributor-senior', 'other-senior', 'customer', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: any!.id })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'companyId' })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.serviceJobs.list', {})).status).toBe(401);
    const partner = new HttpClient(test, '192.0.2.197');
    await partner.signIn('certified-senior-plus@demo.test');
    expect((await partner.query('admin.serviceJobs.list', {})).status).toBe(403);
  });

  it('offers no record editing, to the admin either, and nothing changes', async () => {
    const ids = (await test.deps.db.select({ id: serviceJobs.id }).from(serviceJobs).limit(2)).map((row) => row.id);
    const before = await test.deps.db.select().from(serviceJobs).where(inArray(serviceJobs.id, ids));
    expect(await codeOf(api('admin').create({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').update({ id: ids[0]!, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: ids[0]! }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids }))).toBe('FORBIDDEN');
    expect(await test.deps.db.select().from(serviceJobs).where(inArray(serviceJobs.id, ids))).toEqual(before);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { status: 'lost' } },
      { filters: { kind: 'painting' } },
      { filters: { companyId: 'iberia' } },
      { filters: { companyId: -4 } },
      { filters: { auditedOn: `${today}..` } },
      { sort: 'notes' },
      { sort: 'customerName' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.serviceJobs.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: 0 }, {}]) {
      expect((await admin.query('admin.serviceJobs.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
