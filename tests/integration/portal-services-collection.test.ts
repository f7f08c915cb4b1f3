import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../src/shared/format/iso-days';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { serials, serviceJobs } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/services as a collection (portal.services.list/get; no create, update or delete) with its workflows beside
 * it (open, move, complete), through the real router on the seeded demo data: Nordhavn's certified staff (A) and a job
 * this file opens for Iberia (B). Every read reaches only the caller's company; another company's job is "not found".
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let companyA = 0;
let companyB = 0;
/** Iberia's job, and the serial it is for. */
let jobB = 0;
let serialB = '';

const EMAILS = ['certified-senior', 'certified-junior', 'distributor-senior', 'other-senior', 'admin', 'customer', 'certified-senior-plus'];

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.services;
}


const jobsOf = (companyId: number) => test.deps.db.select().from(serviceJobs).where(eq(serviceJobs.companyId, companyId));

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('certified-senior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  expect(companyA).not.toBe(companyB);
  // Iberia has no certified staff in the demo: its job is written as its service centre's would be.
  const [serial] = await db.select().from(serials).limit(1);
  serialB = serial!.number;
  const [row] = await db
    .insert(serviceJobs)
    .values({ companyId: companyB, serialId: serial!.id, kind: 'repair', customerName: 'Cliente de Iberia', receivedOn: isoDay() })
    .returning({ id: serviceJobs.id });
  jobB = row!.id;
});
afterAll(() => test.close());

describe('portal.services as a company collection', () => {
  it('lists only the caller’s company’s jobs, each with its serial, instrument, model and certificate', async () => {
    const own = await caller('certified-junior').list({ perPage: 100 });
    const expected = await jobsOf(companyA);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(own.total).toBe(expected.length);
    expect(own.rows.map((row) => row.id).sort()).toEqual(expected.map((job) => job.id).sort());
    expect(own.rows.some((row) => row.id === jobB)).toBe(false);
    const issued = own.rows.find((row) => typeof row.certificateId === 'number')!;
    expect(issued.certificateNumber).toMatch(/^CAL-/);
    for (const row of own.rows) {
      expect(typeof row.serialNumber, 'serial').toBe('string');
      expect(String(row.serialId__label), 'instrument').not.toMatch(/^#/);
      expect(typeof row.modelCode, 'model').toBe('string');
    }
    // Newest received first, as before.
    const received = own.rows.map((row) => String(row.receivedOn));
    expect(received).toEqual([...received].sort().reverse());
  });

  it('finds a job by its serial number in any spelling or by its customer, and filters by status and kind', async () => {
    const api = caller('certified-senior');
    const own = await api.list({ perPage: 100 });
    const first = own.rows[0]!;
    const spelled = String(first.serialNumber).toLowerCase().replace('-', ' ');
    expect((await api.list({ q: spelled })).rows.map((row) => row.id)).toContain(first.id);
    const customer = String(first.customerName);
    expect((await api.list({ q: customer.slice(0, 6).toUpperCase() })).rows.map((row) => row.id)).toContain(first.id);
    expect((await api.list({ q: '%_' })).total).toBe(0);
    // Iberia's serial is not found in Nordhavn's list (unless Nordhavn has a job for it too).
    const forSerialB = (await api.list({ q: serialB })).rows;
    expect(forSerialB.every((row) => row.id !== jobB)).toBe(true);

    const completed = await api.list({ filters: { status: 'completed' } });
    expect(completed.total).toBeGreaterThan(0);
    expect(completed.rows.every((row) => row.status === 'completed')).toBe(true);
    const repairs = await api.list({ filters: { kind: 'repair' } });
    expect(repairs.rows.every((row) => row.kind === 'repair')).toBe(true);
    expect(await codeOf(api.list({ filters: { status: 'lost' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.list({ page: 0 }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('sorts by serial number and by status in the order the work goes', async () => {
    const api = caller('certified-senior');
    const bySerial = (await api.list({ sort: 'serialNumber', dir: 'asc', perPage: 100 })).rows.map((row) => String(row.serialNumber).toUpperCase());
    expect(bySerial).toEqual([...bySerial].sort());
    const order = ['received', 'in-progress', 'completed', 'cancelled'];
    const byStatus = (await api.list({ sort: 'status', dir: 'asc', perPage: 100 })).rows.map((row) => order.indexOf(String(row.status)));
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));
    expect(await codeOf(api.list({ sort: 'customerName' }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('answers another company’s job as not found, and opens an own one with what it recorded', async () => {
    for (const who of ['certified-senior', 'certified-junior']) expect(await codeOf(caller(who).get({ id: jobB })), who).toBe('NOT_FOUND');
    expect(await codeOf(caller('certified-senior').move({ id: jobB, status: 'in-progress' }))).toBe('NOT_FOUND');
    const [completed] = (await caller('certified-senior').list({ filters: { status: 'completed', kind: 'calibration' } })).rows;
    const job = await caller('certified-junior').get({ id: completed!.id });
    expect(job).toMatchObject({ id: completed!.id, status: 'completed', next: [], serialNumber: completed!.serialNumber });
    expect(job.record?.performedBy).toBeTruthy();
    expect(job.certificate?.number).toBe(completed!.certificateNumber);
  });

  it('offers no create, update or delete (403): jobs change through their workflows only', async () => {
    const api = caller('certified-senior');
    const [first] = (await api.list({})).rows;
    const job = { kind: 'repair' as const, status: 'completed' as const, customerName: 'Forged', receivedOn: isoDay() };
    expect(await codeOf(api.create(job))).toBe('FORBIDDEN');
    expect(await codeOf(api.update({ id: first!.id, data: job }))).toBe('FORBIDDEN');
    expect(await codeOf(api.delete({ id: first!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api.bulkDelete({ ids: [first!.id] }))).toBe('FORBIDDEN');
    const [kept] = await test.deps.db.select().from(serviceJobs).where(eq(serviceJobs.id, first!.id));
    expect(kept!.customerName).toBe(first!.customerName);
  });

  it('refuses roles without the service centre (403) and visitors (401) on every procedure', async () => {
    for (const who of ['distributor-senior', 'other-senior', 'customer', 'certified-senior-plus', null]) {
      const api = caller(who);
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const calls = {
        list: api.list({}),
        get: api.get({ id: jobB }),
        create: api.create({ kind: 'repair', status: 'received', customerName: 'x', receivedOn: isoDay() }),
        delete: api.delete({ id: jobB }),
        lookupSerial: api.lookupSerial({ number: serialB }),
        open: api.open({ serialNumber: serialB, kind: 'repair', customerName: 'x', receivedOn: isoDay() }),
      };
      for (const [name, promise] of Object.entries(calls)) expect(await codeOf(promise), `${who} ${name}`).toBe(expected);
    }
  });

  it('lists a job the moment it is opened, and follows it through its moves to completion', async () => {
    const api = caller('certified-senior');
    const customer = `Walk-in ${Date.now()}`;
    const { id } = await api.open({ serialNumber: serialB, kind: 'repair', customerName: customer, receivedOn: isoDay() });
    const found = await api.list({ q: customer });
    expect(found.rows.map((row) => [row.id, row.status])).toEqual([[id, 'received']]);
    await api.move({ id, status: 'in-progress' });
    expect((await api.list({ q: customer, filters: { status: 'in-progress' } })).rows.map((row) => row.id)).toEqual([id]);
    await api.complete({ id, performedOn: isoDay(), performedBy: 'Mads Kristensen' });
    expect((await api.get({ id })).status).toBe('completed');
  });

  it('names the instrument in the reader’s language, and lets Voltara’s admin read every company’s jobs', async () => {
    const english = await caller('certified-senior').list({ perPage: 100 });
    const german = await caller('certified-senior', 'de').list({ perPage: 100 });
    expect(german.rows.map((row) => row.id)).toEqual(english.rows.map((row) => row.id));
    expect(german.rows.some((row, index) => row.serialId__label !== english.rows[index]!.serialId__label)).toBe(true);
    const all = await caller('admin').list({ perPage: 100 });
    expect(all.rows.map((row) => row.id)).toContain(jobB);
    expect((await caller('admin').get({ id: jobB })).customerName).toBe('Cliente de Iberia');
  });
});
