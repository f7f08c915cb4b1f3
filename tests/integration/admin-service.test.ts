import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSerialDetail } from '../../src/shared/serials/admin-detail.types';
import type { AdminSerialRow, SerialImportReport } from '../../src/shared/serials/admin.schema';
import type { CertificateVerification } from '../../src/shared/certificates/verification.types';
import type { MyInstrument } from '../../src/shared/serials/instruments.types';
import type { ReturnDetail } from '../../src/shared/returns/return.schema';
import { auditLog, certificates, outbox, serials } from '../../src/server/db/schema';
import { calibrationFor } from '../../src/server/db/seed/serials-calibration';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
let admin: HttpClient;
let customer: HttpClient;
let visitor: HttpClient;
beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '192.0.2.100');
  await admin.signIn('admin@demo.test');
  customer = new HttpClient(test, '192.0.2.101');
  await customer.signIn('customer@demo.test');
  visitor = new HttpClient(test, '192.0.2.102');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

describe('admin serials', () => {
  it('finds one number on two options, and shows an instrument’s whole life', async () => {
    const both = data<AdminSerialRow[]>(await admin.query('admin.serials.lookup', { number: 'demo 3001' }));
    expect(both).toHaveLength(2);
    const [instrument] = data<MyInstrument[]>(await customer.query('account.products.choices'));
    const detail = data<AdminSerialDetail>(await admin.query('admin.serials.get', { id: instrument!.id }));
    expect(detail.owner?.email).toBe('customer@demo.test');
    expect(detail.registrations).toHaveLength(1);
    expect(detail.services.length).toBeGreaterThanOrEqual(2);
    expect(detail.certificates.length).toBeGreaterThanOrEqual(2);
    expect(detail.checksumValid).toBe(true);
    expect((await admin.query('admin.serials.get', { id: 99999999 })).status).toBe(404);
  });

  it('records a calibration: a new certificate, next due moved a year on, audited', async () => {
    const [instrument] = data<MyInstrument[]>(await customer.query('account.products.choices'));
    const today = new Date().toISOString().slice(0, 10);
    const answer = await admin.mutation('admin.serials.recordService', calibrationFor(instrument!.id, today, 15));
    expect(answer.status).toBe(200);
    const recorded = data<{ certificate: { number: string }; nextDueOn: string }>(answer);
    expect(recorded.certificate.number).toMatch(/^CAL-/);
    expect(recorded.nextDueOn.slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 1));
    const after = data<MyInstrument[]>(await customer.query('account.products.choices')).find((i) => i.id === instrument!.id)!;
    expect(after.due).toBe('ok');
    expect(after.certificate?.number).toBe(recorded.certificate.number);
    const entries = await test.deps.db.select().from(auditLog).where(eq(auditLog.section, 'serials'));
    expect(entries.length).toBeGreaterThan(0);
    const bad = await admin.mutation('admin.serials.recordService', { ...calibrationFor(instrument!.id, today, 15), results: [] });
    expect(bad.status).toBe(422);
  });

  it('imports a CSV row by row: good rows go in, bad rows are reported with their line', async () => {
    const csv = ['serial,model,build_date,status,company', 'imp-0001,VH-15,2026-03-01,in-stock,', 'IMP 0002,SA-25,2026-03-02,sold,Nordhavn Inspection ApS', 'IMP-0003,NOPE,2026-03-02,,', 'IMP-0004,VH-15,03/02/2026,,', 'IMP-0005,VH-15,2026-02-30,,', 'IMP-0001,VH-15,2026-03-05,sold,'].join('\n');
    const report = data<SerialImportReport>(await admin.mutation('admin.serials.import', { csv }));
    expect(report.created).toBe(2);
    expect(report.updated).toBe(1);
    // A day the month does not have (2026-02-30) is reported, not rolled over to 2 March.
    expect(report.rows.filter((r) => r.outcome === 'error').map((r) => r.line)).toEqual([4, 5, 6]);
    const [row] = await test.deps.db.select().from(serials).where(eq(serials.numberKey, 'IMP0001'));
    expect(row).toMatchObject({ number: 'IMP-0001', buildDate: '2026-03-05', status: 'sold' });
    expect((await admin.mutation('admin.serials.import', { csv: 'no,header\n1,2' })).status).toBe(422);
  });

  it('lists the serials that fail their line’s check digit', async () => {
    const rules = data<Array<{ product: string; failing: Array<{ number: string }>; failingCount: number; checked: number }>>(await admin.query('admin.serials.checksums'));
    const vh = rules.find((r) => r.product.startsWith('VH-15'))!;
    // The DEMO- numbers and the imported ones predate the rule.
    expect(vh.failing.map((f) => f.number)).toContain('DEMO-1001');
    const [seeded] = await test.deps.db.select().from(serials).where(like(serials.number, 'VH15-2403117_'));
    expect(seeded).toBeDefined();
    expect(vh.failing.map((f) => f.number)).not.toContain(seeded!.number);
    expect(vh.failingCount).toBeLessThan(vh.checked);
  });
});

describe('admin returns', () => {
  async function book() {
    const answer = await customer.mutation('account.returns.create', {
      details: { firstName: 'Colin', lastName: 'Customer', email: 'customer@demo.test', telephone: '0114 496 0321', companyName: '' },
      invoiceAddress: { companyName: '', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
      sendFrom: 'uk',
      lines: [{ itemName: 'VH-15', part: 'full-kit', serialNumber: '', orderNumber: '', value: 900 }],
      bookingType: 'repair',
      repairCentreId: null,
      shippingInvoice: 'own',
      carrier: 'ups',
      vatConfirmed: true,
    });
    return data<{ id: number; rmaNumber: string }>(answer);
  }

  it('moves a return forward step by step, e-mails the customer each time, and refuses a step out of order', async () => {
    const { id, rmaNumber } = await book();
    const skip = await admin.mutation('admin.returns.setStatus', { id, status: 'shipped' });
    expect(skip.status).toBe(422);
    expect(skip.json.error?.data.fieldErrors?.status?.[0]).toContain('cannot go from');
    for (const status of ['received', 'assessed', 'quoted', 'approved', 'serviced', 'shipped']) {
      const moved = await admin.mutation('admin.returns.setStatus', { id, status, note: `now ${status}`, cost: status === 'quoted' ? '240.00' : undefined });
      expect(moved.status, status).toBe(200);
    }
    const detail = data<ReturnDetail>(await customer.query('account.returns.get', { id }));
    expect(detail.status).toBe('shipped');
    expect(detail.history.map((h) => h.status)).toEqual(['submitted', 'received', 'assessed', 'quoted', 'approved', 'serviced', 'shipped']);
    expect(detail.costPence).toBe(24000);
    await test.deps.mailer.settled();
    const mails = (await test.deps.db.select().from(outbox).where(eq(outbox.to, 'customer@demo.test'))).filter((m) => m.subject.includes(rmaNumber));
    expect(mails.length).toBe(7);
    expect((await admin.mutation('admin.returns.setStatus', { id, status: 'received' })).status).toBe(422);
    expect((await customer.mutation('admin.returns.setStatus', { id, status: 'cancelled' })).status).toBe(403);
  });
});

describe('admin certificates', () => {
  it('revokes a certificate: its verification page says so at once', async () => {
    const [row] = await test.deps.db.select().from(certificates).where(eq(certificates.kind, 'calibration')).limit(1);
    const before = await visitor.get(`/verify/${row!.code}`);
    expect(await before.text()).toContain(row!.number);
    expect((await admin.mutation('admin.certificates.revoke', { id: row!.id, reason: '' })).status).toBe(422);
    expect((await admin.mutation('admin.certificates.revoke', { id: row!.id, reason: 'Reference divider out of calibration' })).status).toBe(200);
    const verified = data<CertificateVerification>(await visitor.query('public.certificates.verify', { code: row!.code }));
    expect(verified.state).toBe('revoked');
    expect((await admin.mutation('admin.certificates.revoke', { id: row!.id, reason: 'again' })).status).toBe(409);
  });

  it('reissues with a corrected customer: the old one is superseded and points to the new number', async () => {
    const [row] = await test.deps.db.select().from(certificates).where(eq(certificates.kind, 'conformity')).limit(1);
    const target = row ?? (await test.deps.db.select().from(certificates).limit(2))[1]!;
    const answer = await admin.mutation('admin.certificates.reissue', { id: target.id, customer: { name: 'Colin Customer', company: 'Corrected Ltd', address: 'Sheffield' }, reason: 'Company name corrected' });
    expect(answer.status).toBe(200);
    const issued = data<{ id: number; number: string }>(answer);
    const old = data<CertificateVerification>(await visitor.query('public.certificates.verify', { code: target.code }));
    expect(old.state).toBe('superseded');
    expect(old.certificate?.supersededBy).toBe(issued.number);
    expect(JSON.stringify(old)).not.toContain('Corrected Ltd');
    expect((await admin.mutation('admin.certificates.reissue', { id: target.id, customer: { name: 'x', company: '', address: '' }, reason: 'again' })).status).toBe(409);
  });
});
