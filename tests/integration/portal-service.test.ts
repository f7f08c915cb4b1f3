import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import { addDays, addMonths } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import type { Locale } from '../../src/shared/locales';
import type { ServiceJobCompleteInput } from '../../src/shared/service-centre/services.schema';
import { serialKey } from '../../src/shared/serials/serial-number';
import type { Actor } from '../../src/server/auth/actor';
import { auditLog, certificates, companies, countries, partnerAuditAnswers, products, profiles, serials, serviceJobs, serviceRecords, users } from '../../src/server/db/schema';
import { certificatePdf } from '../../src/server/features/certificates/pdf';
import { guarded, isGuardFailure } from '../../src/server/features/service-centre/guard';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';
import { codeOf } from '../setup/demo-callers';

/**
 * /portal/services and /portal/audits (and the admin's partnerAudits / serviceJobs) through the real router on a fresh
 * migrated and seeded database. The companies, staff and serials are this file's own; the audit questions are the
 * settings' seeded ones (read through the procedure, not assumed).
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const today = isoDay();

type Staff = Role | 'seniorB' | 'certJuniorB' | 'orphan';
const STAFF: Record<Staff, { role: Role; company: 'A' | 'B' | null }> = {
  ...(Object.fromEntries(ROLES.map((role) => [role, { role, company: ['user', 'customer', 'admin'].includes(role) ? null : 'A' }])) as Record<Role, { role: Role; company: 'A' | null }>),
  seniorB: { role: 'certified-senior', company: 'B' },
  certJuniorB: { role: 'certified-junior', company: 'B' },
  orphan: { role: 'certified-senior', company: null },
};
const actors = new Map<Staff, Actor>();
let companyA = 0;
let companyB = 0;
const COMPANY_A = `Aros Kalibrering ${suffix}`;
const COUNTRY_A = `Kalibrerland ${suffix}`;
let ownerId = '';
const number = (n: string) => `SVC${suffix}-${n}`;
const serialIds = new Map<string, number>();

function caller(who: Staff | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  });
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const calibrationWork = (id: number, performedOn = today): ServiceJobCompleteInput => ({
  id,
  performedOn,
  performedBy: 'Ida Technician',
  procedure: 'NH-KP-03 Calibration of spark testers',
  temperatureC: '21.0 ± 1.0',
  humidityPct: '45 ± 5',
  references: [{ name: 'HV divider HVD-40', certificateNumber: 'DANAK 123-45', dueOn: '2027-01-31' }],
  results: [{ parameter: 'Output voltage', unit: 'kV', nominal: '15.00', reading: '15.04', tolerance: '± 3 %', uncertainty: '± 0.8 %', pass: true }],
  intervalMonths: 12,
});

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  const [country] = await db.insert(countries).values({ name: COUNTRY_A, isEu: true }).returning();
  [{ id: companyA }] = (await db.insert(companies).values({ name: COMPANY_A, countryId: country!.id }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Baltic Service ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  for (const [who, person] of Object.entries(STAFF) as Array<[Staff, (typeof STAFF)[Staff]]>) {
    const id = `svc-${who}-${suffix}`;
    const companyId = person.company === 'A' ? companyA : person.company === 'B' ? companyB : null;
    const email = `${who}-${suffix.toLowerCase()}@portal-service.test`;
    await db.insert(users).values({ id, name: `Staff ${who}`, email, role: person.role, companyId, createdAt: now, updatedAt: now });
    actors.set(who, { id, name: `Staff ${who}`, email, role: person.role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
  ownerId = `svc-owner-${suffix}`;
  await db.insert(users).values({ id: ownerId, name: `Olga Owner ${suffix}`, email: `owner-${suffix.toLowerCase()}@portal-service.test`, role: 'customer', locale: 'de', createdAt: now, updatedAt: now });
  await db.insert(profiles).values({ userId: ownerId, companyName: `Olga Coatings ${suffix}`, address1: '1 Teststraße', town: 'Prüfstadt' });
  const [vh15] = await db.select({ id: products.id }).from(products).where(eq(products.modelCode, 'VH-15'));
  // Serials a customer may bring: one registered (Olga's, German), others nobody's; B has one job of its own.
  for (const [n, owner] of [['01', ownerId], ['02', null], ['03', null], ['04', null], ['05', null], ['B1', null]] as const) {
    const value = number(n);
    const [row] = await db
      .insert(serials)
      .values({ number: value, numberKey: serialKey(value)!, productId: vh15!.id, buildDate: '2022-02-01', status: owner ? 'registered' : 'sold', ownerId: owner, nextDueOn: '2020-01-01' })
      .returning({ id: serials.id });
    serialIds.set(value, row!.id);
  }
});
afterAll(() => test.close());

/** A job of company B (opened by its certified junior), for the other-company checks. */
async function jobOfB(): Promise<number> {
  const { id } = await caller('certJuniorB').portal.services.open({ serialNumber: number('B1'), kind: 'calibration', customerName: 'Baltic customer', receivedOn: today });
  return id;
}

const SERVICE_ROLES: Staff[] = ['certified-junior', 'certified-junior-plus', 'certified-senior'];
const NO_SERVICES: Staff[] = ['distributor-junior', 'distributor-senior', 'distributor-junior-plus', 'user', 'customer', 'certified-senior-plus'];
const PORTAL_A: Staff[] = ['distributor-junior', 'distributor-senior', 'distributor-junior-plus', 'certified-junior', 'certified-junior-plus', 'certified-senior'];
const SENIORS_A: Staff[] = ['distributor-senior', 'certified-senior'];
const JUNIORS_A: Staff[] = ['distributor-junior', 'distributor-junior-plus', 'certified-junior', 'certified-junior-plus'];
const NO_PORTAL: Staff[] = ['user', 'customer', 'certified-senior-plus'];

describe('service jobs: who may call', () => {
  it('lets the certified roles and admin use every services procedure; the others are FORBIDDEN and visitors UNAUTHORIZED', async () => {
    const jobB = await jobOfB();
    for (const who of [...NO_SERVICES, null] as const) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const api = caller(who).portal.services;
      const calls: Array<[string, Promise<unknown>]> = [
        ['list', api.list({})],
        ['get', api.get({ id: jobB })],
        ['lookupSerial', api.lookupSerial({ number: number('02') })],
        ['open', api.open({ serialNumber: number('02'), kind: 'repair', customerName: 'x', receivedOn: today })],
        ['move', api.move({ id: jobB, status: 'in-progress' })],
        ['complete', api.complete(calibrationWork(jobB))],
      ];
      for (const [name, call] of calls) expect(await codeOf(call), `${who} ${name}`).toBe(expected);
    }
    // Nothing of that reached B's job.
    expect((await caller('seniorB').portal.services.get({ id: jobB })).status).toBe('received');
  });

  it("answers NOT_FOUND for another company's job on every procedure, for every certified role, and leaves it alone", async () => {
    const jobB = await jobOfB();
    for (const who of [...SERVICE_ROLES, 'orphan'] as Staff[]) {
      const api = caller(who).portal.services;
      expect(await codeOf(api.get({ id: jobB })), `${who} get`).toBe('NOT_FOUND');
      expect(await codeOf(api.move({ id: jobB, status: 'in-progress' })), `${who} move`).toBe('NOT_FOUND');
      expect(await codeOf(api.complete(calibrationWork(jobB))), `${who} complete`).toBe('NOT_FOUND');
      expect((await api.list({ q: number('B1') })).total, `${who} list`).toBe(0);
    }
    expect((await caller('certJuniorB').portal.services.get({ id: jobB })).status).toBe('received');
    // An admin sees it (every company's jobs), and the admin procedures list it for B only.
    expect((await caller('admin').portal.services.get({ id: jobB })).companyName).toBe(`Baltic Service ${suffix}`);
    const adminList = await caller('admin').admin.serviceJobs.list({ filters: { companyId: companyB } });
    expect(adminList.rows.every((row) => row.companyId__label === `Baltic Service ${suffix}`)).toBe(true);
    expect(adminList.rows.map((row) => row.id)).toContain(jobB);
    expect((await caller('admin').admin.serviceJobs.list({ filters: { companyId: companyA }, q: number('B1') })).total).toBe(0);
  });

  it('refuses the admin service-job procedures to everyone but an admin', async () => {
    const jobB = await jobOfB();
    for (const who of [...PORTAL_A, ...NO_PORTAL, 'seniorB', null] as Array<Staff | null>) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      expect(await codeOf(caller(who).admin.serviceJobs.list({ filters: { companyId: companyB } })), `${who}`).toBe(expected);
      expect(await codeOf(caller(who).admin.serviceJobs.get({ id: jobB })), `${who}`).toBe(expected);
    }
  });
});

describe('service jobs: opening, the order of work, completing a calibration', () => {
  it('looks up any Voltara serial by its number in any spelling, and refuses an unknown one with a field error', async () => {
    const api = caller('certified-junior').portal.services;
    const [match] = await api.lookupSerial({ number: number('03').toLowerCase().replace('-', ' ') });
    expect(match).toMatchObject({ number: number('03'), modelCode: 'VH-15', due: 'overdue' });
    expect(await api.lookupSerial({ number: 'NOPE-0000' })).toEqual([]);
    const error = await errorOf(api.open({ serialNumber: 'NOPE-0000', kind: 'calibration', customerName: 'Somebody', receivedOn: today }));
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(error.message).toBe('No Voltara instrument has the serial number NOPE-0000.');
    expect(await codeOf(api.open({ serialNumber: number('03'), kind: 'calibration', customerName: '', receivedOn: today }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.open({ serialNumber: number('03'), kind: 'calibration', customerName: 'X', receivedOn: '2025-13-01' }))).toBe('UNPROCESSABLE_CONTENT');
    // An impossible day is refused, not rolled over to 2 March.
    expect(await codeOf(api.open({ serialNumber: number('03'), kind: 'calibration', customerName: 'X', receivedOn: '2025-02-30' }))).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(api.open({ serialNumber: number('03'), kind: 'calibration', customerName: 'X', receivedOn: addDays(today, 1) }))).message).toBe('An instrument cannot be received in the future.');
    // An admin names the company; without it the job has no owner.
    expect(await codeOf(caller('admin').portal.services.open({ serialNumber: number('03'), kind: 'repair', customerName: 'X', receivedOn: today }))).toBe('UNPROCESSABLE_CONTENT');
    // A member naming another company is refused as an unknown company.
    expect(await codeOf(api.open({ serialNumber: number('03'), kind: 'repair', customerName: 'X', receivedOn: today, companyId: companyB }))).toBe('NOT_FOUND');
  });

  it('moves a job received → in progress → completed only, with clear refusals out of order (409)', async () => {
    const api = caller('certified-junior-plus').portal.services;
    const { id } = await api.open({ serialNumber: number('04'), kind: 'repair', customerName: `Repair customer ${suffix}`, receivedOn: addDays(today, -2), notes: 'Lead damaged' });
    const refused = await errorOf(api.complete({ id, performedOn: today, performedBy: 'Tech' }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('A job that is received cannot be moved to completed; next it can be in progress / cancelled.');
    expect((await api.move({ id, status: 'in-progress' })).status).toBe('in-progress');
    expect(await codeOf(api.move({ id, status: 'in-progress' }))).toBe('CONFLICT');
    const done = await api.complete({ id, performedOn: today, performedBy: 'Tech', notes: 'Lead replaced' });
    expect(done.certificate).toBeNull();
    const [record] = await test.deps.db.select().from(serviceRecords).where(eq(serviceRecords.id, done.serviceRecordId));
    expect(record).toMatchObject({ kind: 'repair', companyId: companyA, performedBy: 'Tech', nextDueOn: null });
    const closed = await errorOf(api.move({ id, status: 'cancelled' }));
    expect(closed.code).toBe('CONFLICT');
    expect(closed.message).toBe('This job is completed and can no longer change.');
    // In German, the same refusal in German.
    const german = await errorOf(caller('certified-junior-plus', 'de').portal.services.complete({ id, performedOn: today, performedBy: 'Tech' }));
    expect(german.message).toBe('Dieser Auftrag ist bereits abgeschlossen.');
    // A cancelled job is closed too.
    const other = await api.open({ serialNumber: number('04'), kind: 'test', customerName: 'X', receivedOn: today });
    expect((await api.move({ id: other.id, status: 'cancelled' })).status).toBe('cancelled');
    expect(await codeOf(api.move({ id: other.id, status: 'in-progress' }))).toBe('CONFLICT');
  });

  it("completes a calibration: the record under the partner, the certificate in the partner's name, next due moved; twice is 409", async () => {
    const api = caller('certified-senior').portal.services;
    const { id } = await api.open({ serialNumber: number('01'), kind: 'calibration', customerName: 'Olga Coatings', receivedOn: addDays(today, -3) });
    await api.move({ id, status: 'in-progress' });
    // A calibration without readings, or dated in the future or before it came in, is refused field by field.
    expect((await errorOf(api.complete({ id, performedOn: today, performedBy: 'Ida', procedure: 'P' }))).code).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(api.complete(calibrationWork(id, addDays(today, 1))))).message).toBe('The work cannot be dated in the future.');
    expect((await errorOf(api.complete(calibrationWork(id, addDays(today, -4))))).message).toBe('The work cannot be dated before the instrument was received.');

    const done = await api.complete(calibrationWork(id));
    expect(done.certificate?.number).toMatch(/^CAL-\d{4}-\d{6}$/);
    expect(done.nextDueOn).toBe(addMonths(today, 12));
    const db = test.deps.db;
    const [record] = await db.select().from(serviceRecords).where(eq(serviceRecords.id, done.serviceRecordId));
    expect(record).toMatchObject({ kind: 'calibration', companyId: companyA, performedBy: 'Ida Technician', nextDueOn: addMonths(today, 12), recordedBy: actors.get('certified-senior')!.id });
    expect(JSON.parse(record!.results)).toHaveLength(1);
    const [certificate] = await db.select().from(certificates).where(eq(certificates.id, done.certificate!.id));
    expect(certificate).toMatchObject({ kind: 'calibration', holderId: ownerId, serialId: serialIds.get(number('01')), serviceRecordId: record!.id, locale: 'de', expiresOn: addMonths(today, 12) });
    const content = JSON.parse(certificate!.content) as { laboratory: { name: string; address: string }; customer: { name: string; company: string }; signatory: { name: string }; receivedOn: string };
    // The laboratory is the partner: its name and country, not Voltara's.
    expect(content.laboratory).toEqual({ name: COMPANY_A, address: COUNTRY_A, accreditation: '' });
    expect(content.customer).toMatchObject({ name: `Olga Owner ${suffix}`, company: `Olga Coatings ${suffix}` });
    expect(content.signatory.name).toBe('Ida Technician');
    expect(content.receivedOn).toBe(addDays(today, -3));
    const [serial] = await db.select().from(serials).where(eq(serials.id, serialIds.get(number('01'))!));
    expect(serial).toMatchObject({ lastCalibratedOn: today, nextDueOn: addMonths(today, 12) });
    const [job] = await db.select().from(serviceJobs).where(eq(serviceJobs.id, id));
    expect(job).toMatchObject({ status: 'completed', serviceRecordId: record!.id, certificateId: certificate!.id });

    // The detail shows what the job wrote, and the PDF downloads for the partner's service staff (and nobody else's).
    const detail = await caller('certified-junior').portal.services.get({ id });
    expect(detail).toMatchObject({ status: 'completed', next: [], certificate: { id: certificate!.id }, record: { performedBy: 'Ida Technician', nextDueOn: addMonths(today, 12) } });
    const pdf = await certificatePdf({ deps: test.deps, actor: actors.get('certified-junior')! }, certificate!.id);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(certificatePdf({ deps: test.deps, actor: actors.get('certJuniorB')! }, certificate!.id)).rejects.toMatchObject({ status: 404 });
    await expect(certificatePdf({ deps: test.deps, actor: actors.get('distributor-senior')! }, certificate!.id)).rejects.toMatchObject({ status: 404 });

    // Twice: 409, and nothing more was written.
    const before = (await db.select().from(certificates).where(eq(certificates.serialId, serialIds.get(number('01'))!))).length;
    const again = await errorOf(api.complete(calibrationWork(id)));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('This job is already completed.');
    expect((await db.select().from(certificates).where(eq(certificates.serialId, serialIds.get(number('01'))!))).length).toBe(before);
  });

  it('undoes the whole completion when another completion won the race (nothing half-written)', async () => {
    const api = caller('certified-senior').portal.services;
    const { id } = await api.open({ serialNumber: number('05'), kind: 'calibration', customerName: 'Race', receivedOn: today });
    await api.move({ id, status: 'in-progress' });
    const results = await Promise.allSettled([api.complete(calibrationWork(id)), api.complete(calibrationWork(id))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    if (rejected) expect((rejected.reason as TRPCError).code).toBe('CONFLICT');
    const db = test.deps.db;
    expect(await db.select().from(serviceRecords).where(eq(serviceRecords.serialId, serialIds.get(number('05'))!))).toHaveLength(1);
    expect(await db.select().from(certificates).where(eq(certificates.serialId, serialIds.get(number('05'))!))).toHaveLength(1);
  });

  it('rolls a batch back when its claiming update matched nothing (the guard the completion relies on)', async () => {
    const db = test.deps.db;
    const serialId = serialIds.get(number('05'))!;
    const before = await db.select().from(serviceRecords).where(eq(serviceRecords.serialId, serialId));
    const batch = db.batch([
      db.update(serials).set({ soldTo: 'never' }).where(eq(serials.id, -1)),
      db.insert(serviceRecords).values({ serialId: guarded(serialId), kind: 'test', performedOn: today, performedBy: 'Nobody' }),
    ]);
    const failure = await batch.then(() => null, (error: unknown) => error);
    expect(isGuardFailure(failure)).toBe(true);
    expect(await db.select().from(serviceRecords).where(eq(serviceRecords.serialId, serialId))).toEqual(before);
    // With the claim matching one row, the same batch writes.
    await db.batch([
      db.update(serials).set({ soldTo: 'claimed' }).where(eq(serials.id, serialId)),
      db.insert(serviceRecords).values({ serialId: guarded(serialId), kind: 'test', performedOn: today, performedBy: 'Somebody' }),
    ]);
    expect(await db.select().from(serviceRecords).where(eq(serviceRecords.serialId, serialId))).toHaveLength(before.length + 1);
  });

  it("lists the company's jobs: filtered by status and kind, searched by serial or customer, sorted and paged", async () => {
    const api = caller('certified-junior').portal.services;
    const all = await api.list({});
    const ownJobs = await test.deps.db.select({ id: serviceJobs.id }).from(serviceJobs).where(eq(serviceJobs.companyId, companyA));
    expect(all.rows.map((row) => row.id).sort()).toEqual(ownJobs.map((job) => job.id).sort());
    expect(all.total).toBeGreaterThanOrEqual(4);
    const completed = await api.list({ filters: { status: 'completed' } });
    expect(completed.rows.length).toBeGreaterThan(0);
    expect(completed.rows.every((row) => row.status === 'completed')).toBe(true);
    expect((await api.list({ filters: { kind: 'repair' } })).rows.every((row) => row.kind === 'repair')).toBe(true);
    const bySerial = await api.list({ q: number('01').toLowerCase() });
    expect(bySerial.rows.map((row) => row.serialNumber)).toEqual([number('01')]);
    expect(bySerial.rows[0]!.certificateNumber).toMatch(/^CAL-/);
    expect((await api.list({ q: `repair customer ${suffix.toLowerCase()}` })).rows.map((row) => row.customerName)).toEqual([`Repair customer ${suffix}`]);
    expect((await api.list({ q: '%_' })).total).toBe(0);
    const bySerialAsc = await api.list({ sort: 'serialNumber', dir: 'asc' });
    const numbers = bySerialAsc.rows.map((row) => String(row.serialNumber));
    expect(numbers).toEqual([...numbers].sort());
    const byStatus = (await api.list({ sort: 'status', dir: 'asc' })).rows.map((row) => String(row.status));
    const order = ['received', 'in-progress', 'completed', 'cancelled'];
    expect(byStatus.map((status) => order.indexOf(status))).toEqual([...byStatus.map((status) => order.indexOf(status))].sort((a, b) => a - b));
    // A page past the last shows the last (here the only) one.
    expect(await api.list({ page: 2 })).toMatchObject({ page: 1, rows: (await api.list({})).rows });
    expect(await codeOf(api.list({ page: 0 }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.list({ filters: { status: 'lost' } }))).toBe('UNPROCESSABLE_CONTENT');
  });
});

describe('partner audits: who may call', () => {
  it('lets every portal role read its audits and only senior roles write; others FORBIDDEN, visitors UNAUTHORIZED', async () => {
    for (const who of [...NO_PORTAL, null] as Array<Staff | null>) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const api = caller(who).portal.audits;
      for (const [name, call] of [
        ['list', api.list({})],
        ['get', api.get({ id: 1 })],
        ['questions', api.questions()],
        ['save', api.save({ auditedOn: today, auditorName: 'x' })],
        ['submit', api.submit({ auditedOn: today, auditorName: 'x' })],
        ['discard', api.discard({ id: 1 })],
        ['addAction', api.addAction({ auditId: 1, description: 'x', owner: 'x', dueOn: today })],
        ['setActionDone', api.setActionDone({ id: 1, done: true })],
      ] as Array<[string, Promise<unknown>]>) {
        expect(await codeOf(call), `${who} ${name}`).toBe(expected);
      }
    }
    const { id } = await caller('certified-senior').portal.audits.save({ auditedOn: today, auditorName: 'Auditor A' });
    for (const who of JUNIORS_A) {
      const api = caller(who).portal.audits;
      expect(await codeOf(api.list({})), `${who} list`).toBe('OK');
      expect(await codeOf(api.get({ id })), `${who} get`).toBe('OK');
      expect((await api.overview({})).canWrite, who).toBe(false);
      expect(await codeOf(api.save({ id, auditedOn: today, auditorName: 'x' })), `${who} save`).toBe('FORBIDDEN');
      expect(await codeOf(api.submit({ id, auditedOn: today, auditorName: 'x' })), `${who} submit`).toBe('FORBIDDEN');
      expect(await codeOf(api.discard({ id })), `${who} discard`).toBe('FORBIDDEN');
      expect(await codeOf(api.addAction({ auditId: id, description: 'x', owner: 'x', dueOn: today })), `${who} addAction`).toBe('FORBIDDEN');
    }
    for (const who of SENIORS_A) expect((await caller(who).portal.audits.overview({})).canWrite, who).toBe(true);
    await caller('certified-senior').portal.audits.discard({ id });
  });

  it("answers NOT_FOUND for another company's audit and action on every procedure, and changes nothing", async () => {
    const b = await caller('seniorB').portal.audits.save({ auditedOn: today, auditorName: 'Auditor B' });
    const action = await caller('seniorB').portal.audits.addAction({ auditId: b.id, description: 'B action', owner: 'B', dueOn: today });
    for (const who of [...PORTAL_A, 'orphan'] as Staff[]) {
      expect(await codeOf(caller(who).portal.audits.get({ id: b.id })), `${who} get`).toBe('NOT_FOUND');
      expect((await caller(who).portal.audits.list({})).rows.map((row) => row.id), `${who} list`).not.toContain(b.id);
    }
    for (const who of [...SENIORS_A, 'orphan'] as Staff[]) {
      const api = caller(who).portal.audits;
      expect(await codeOf(api.save({ id: b.id, auditedOn: today, auditorName: 'x' })), `${who} save`).toBe('NOT_FOUND');
      expect(await codeOf(api.submit({ id: b.id, auditedOn: today, auditorName: 'x' })), `${who} submit`).toBe('NOT_FOUND');
      expect(await codeOf(api.discard({ id: b.id })), `${who} discard`).toBe('NOT_FOUND');
      expect(await codeOf(api.addAction({ auditId: b.id, description: 'x', owner: 'x', dueOn: today })), `${who} addAction`).toBe('NOT_FOUND');
      expect(await codeOf(api.setActionDone({ id: action.id, done: true })), `${who} setActionDone`).toBe('NOT_FOUND');
    }
    const still = await caller('seniorB').portal.audits.get({ id: b.id });
    expect(still).toMatchObject({ auditorName: 'Auditor B', status: 'draft', actions: [{ description: 'B action', doneAt: null }] });
    // A senior creating an audit for another company is refused as an unknown company.
    expect(await codeOf(caller('certified-senior').portal.audits.save({ auditedOn: today, auditorName: 'x', companyId: companyB }))).toBe('NOT_FOUND');
  });

  it('refuses the admin audit procedures to everyone but an admin', async () => {
    for (const who of [...PORTAL_A, ...NO_PORTAL, null] as Array<Staff | null>) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      expect(await codeOf(caller(who).admin.partnerAudits.list({ filters: { companyId: companyA } })), `${who}`).toBe(expected);
      expect(await codeOf(caller(who).admin.partnerAudits.get({ id: 1 })), `${who}`).toBe(expected);
      expect(await codeOf(caller(who).admin.partnerAudits.review({ id: 1, reviewScore: 80, nextAuditOn: addMonths(today, 12) })), `${who}`).toBe(expected);
    }
  });
});

describe('partner audits: walking, scoring, freezing', () => {
  it('offers the active questions of the settings in the reader’s language, grouped by category', async () => {
    const english = await caller('distributor-junior').portal.audits.questions();
    expect(english.length).toBeGreaterThanOrEqual(3);
    expect(new Set(english.map((question) => question.category)).size).toBeGreaterThanOrEqual(2);
    const german = await caller('distributor-junior', 'de').portal.audits.questions();
    expect(german.map((question) => question.id)).toEqual(english.map((question) => question.id));
    expect(german[0]!.question).not.toBe(english[0]!.question);
  });

  it('saves a draft, refuses an incomplete submission, scores the submission, freezes it (409) and sets the next audit', async () => {
    const api = caller('distributor-senior').portal.audits;
    const questions = await api.questions();
    const [first, ...rest] = questions;
    const draft = await api.save({ auditedOn: addDays(today, -1), auditorName: 'Helen Auditor', answers: [{ questionId: first!.id, rating: '2', comment: 'Fine' }] });
    expect(draft).toMatchObject({ status: 'draft', score: null });
    const opened = await api.get({ id: draft.id });
    expect(opened.answers).toMatchObject([{ questionId: first!.id, rating: '2', comment: 'Fine', question: first!.question, category: first!.category }]);
    expect(opened.questions.map((question) => question.id)).toEqual(questions.map((question) => question.id));
    // A junior reads the draft but is not offered the questions to edit.
    expect((await caller('distributor-junior').portal.audits.get({ id: draft.id })).questions).toEqual([]);

    const incomplete = await errorOf(api.submit({ id: draft.id, auditedOn: addDays(today, -1), auditorName: 'Helen Auditor', answers: [{ questionId: first!.id, rating: '2' }] }));
    expect(incomplete.code).toBe('UNPROCESSABLE_CONTENT');
    expect(incomplete.message).toBe(`Rate every question before submitting: ${rest.length} still without a rating.`);
    const allNa = await errorOf(api.submit({ id: draft.id, auditedOn: today, auditorName: 'H', answers: questions.map((question) => ({ questionId: question.id, rating: 'na' as const })) }));
    expect(allNa.code).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(api.save({ id: draft.id, auditedOn: today, auditorName: 'H', answers: [{ questionId: 999_999, rating: '1' }] }))).code).toBe('UNPROCESSABLE_CONTENT');

    // Ratings 2, 1, 0, n.a., then 2s: score = sum / (2 × rated), rounded.
    const pattern = ['2', '1', '0', 'na'] as const;
    const ratings = questions.map((_, index) => pattern[index] ?? '2');
    const rated = ratings.filter((rating) => rating !== 'na');
    const expected = Math.round((rated.reduce((sum, rating) => sum + Number(rating), 0) / (2 * rated.length)) * 100);
    const auditedOn = addDays(today, -1);
    const submitted = await api.submit({ id: draft.id, auditedOn, auditorName: 'Helen Auditor', summary: 'Good', answers: questions.map((question, index) => ({ questionId: question.id, rating: ratings[index]!, comment: `c${index}` })) });
    expect(submitted).toEqual({ id: draft.id, status: 'submitted', score: expected });
    const detail = await caller('certified-junior').portal.audits.get({ id: draft.id });
    expect(detail).toMatchObject({ status: 'submitted', score: expected, points: { possible: 2 * rated.length } });
    expect(detail.answers).toHaveLength(questions.length);
    // The partner's submission leaves the next audit alone: only Voltara's review sets it (issue 27).
    const [company] = await test.deps.db.select({ nextAuditOn: companies.nextAuditOn }).from(companies).where(eq(companies.id, companyA));
    expect(company!.nextAuditOn).toBeNull();
    expect((await api.overview({})).nextAuditOn).toBeNull();

    // Frozen: a second submission, an edit and a discard are 409, and the answers are as submitted.
    const twice = await errorOf(api.submit({ id: draft.id, auditedOn, auditorName: 'Other', answers: questions.map((question) => ({ questionId: question.id, rating: '0' as const })) }));
    expect(twice.code).toBe('CONFLICT');
    expect(twice.message).toBe('This audit has been submitted and can no longer be changed.');
    expect(await codeOf(api.save({ id: draft.id, auditedOn, auditorName: 'Other' }))).toBe('CONFLICT');
    expect(await codeOf(api.discard({ id: draft.id }))).toBe('CONFLICT');
    const answers = await test.deps.db.select().from(partnerAuditAnswers).where(eq(partnerAuditAnswers.auditId, draft.id));
    expect(answers.map((answer) => answer.rating).sort()).toEqual([...ratings].sort());
    expect((await api.get({ id: draft.id })).auditorName).toBe('Helen Auditor');

    // The question's words were frozen in every language: a German reader reads them in German.
    const germanQuestions = await caller('certified-senior', 'de').portal.audits.questions();
    const german = await caller('certified-senior', 'de').portal.audits.get({ id: draft.id });
    expect(german.answers[0]!.question).toBe(germanQuestions[0]!.question);

    // Actions: added with an owner and a due date, marked done and open again; their states show.
    const late = await api.addAction({ auditId: draft.id, description: 'Fence the test bench', owner: 'Workshop', dueOn: addDays(today, -2) });
    await api.addAction({ auditId: draft.id, description: 'Book training', owner: 'Manager', dueOn: addDays(today, 5) });
    expect(await codeOf(api.addAction({ auditId: draft.id, description: '', owner: 'x', dueOn: today }))).toBe('UNPROCESSABLE_CONTENT');
    let row = (await api.list({})).rows.find((entry) => entry.id === draft.id)!;
    expect(row).toMatchObject({ openActions: 2, overdueActions: 1, score: expected });
    expect((await api.get({ id: draft.id })).actions.map((action) => action.state)).toEqual(['overdue', 'soon']);
    await api.setActionDone({ id: late.id, done: true });
    row = (await api.list({})).rows.find((entry) => entry.id === draft.id)!;
    expect(row).toMatchObject({ openActions: 1, overdueActions: 0 });
    await api.setActionDone({ id: late.id, done: false });
    expect((await api.get({ id: draft.id })).actions[0]!.state).toBe('overdue');

    // The admin reviews it once; the review is logged.
    expect((await caller('admin').admin.partnerAudits.list({ filters: { companyId: companyA } })).rows.map((entry) => entry.id)).toContain(draft.id);
    expect((await caller('admin').admin.partnerAudits.list({ filters: { companyId: companyB } })).rows.map((entry) => entry.id)).not.toContain(draft.id);
    const review = { id: draft.id, reviewScore: 70, nextAuditOn: addMonths(today, 12) };
    expect((await caller('admin').admin.partnerAudits.review(review)).status).toBe('reviewed');
    expect((await errorOf(caller('admin').admin.partnerAudits.review(review))).code).toBe('CONFLICT');
    const logged = await test.deps.db.select().from(auditLog).where(eq(auditLog.recordId, String(draft.id)));
    expect(logged.some((entry) => entry.section === 'portal/partner-audits' && entry.changes.includes('reviewed'))).toBe(true);
  });

  it('refuses reviewing a draft, and two racing submissions score once', async () => {
    const api = caller('certified-senior').portal.audits;
    const questions = await api.questions();
    const { id } = await api.save({ auditedOn: today, auditorName: 'Race' });
    expect((await errorOf(caller('admin').admin.partnerAudits.review({ id, reviewScore: 50, nextAuditOn: addMonths(today, 12) }))).message).toBe('Only a submitted audit can be marked reviewed.');
    const all = { id, auditedOn: today, auditorName: 'Race', answers: questions.map((question) => ({ questionId: question.id, rating: '1' as const })) };
    const results = await Promise.allSettled([api.submit(all), api.submit(all)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await api.get({ id })).answers).toHaveLength(questions.length);
  });
});

describe('the demo seed', () => {
  it("gives Nordhavn service jobs in mixed states with a partner-issued certificate, and each company an audit", async () => {
    const db = test.deps.db;
    const [nordhavn] = await db.select().from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS'));
    const [iberia] = await db.select().from(companies).where(eq(companies.name, 'Iberia Ensayos SL'));
    const jobs = await db.select().from(serviceJobs).where(eq(serviceJobs.companyId, nordhavn!.id));
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(jobs.map((job) => job.status)).size).toBeGreaterThanOrEqual(3);
    const calibrated = jobs.find((job) => job.kind === 'calibration' && job.status === 'completed');
    const [certificate] = await db.select().from(certificates).where(eq(certificates.id, calibrated!.certificateId!));
    expect((JSON.parse(certificate!.content) as { laboratory: { name: string; address: string } }).laboratory).toMatchObject({ name: 'Nordhavn Inspection ApS', address: 'Denmark' });
    for (const company of [nordhavn!, iberia!]) {
      const admin = await caller('admin').admin.partnerAudits.list({ filters: { companyId: company.id } });
      expect(admin.rows.filter((row) => row.status === 'submitted').length, company.name).toBeGreaterThanOrEqual(1);
      expect(admin.rows[0]!.openActions).toBe(1);
      expect(admin.rows[0]!.companyNextAuditOn).not.toBeNull();
    }
  });
});
