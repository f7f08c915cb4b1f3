import { and, asc, eq, inArray, isNotNull, isNull, like, notInArray, notLike } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../src/shared/format/iso-days';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { PortalSerialDetail } from '../../src/shared/serials/portal-serials.types';
import type { ServiceJobCompleted } from '../../src/shared/service-centre/services.types';
import type { MyCertificate, MyInstrument, MyInstrumentDetail } from '../../src/shared/serials/instruments.types';
import type { RegisteredSerial } from '../../src/shared/serials/registration.schema';
import { certificates, companies, products, serials, serviceJobs, serviceRecords, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { registerConfirmed } from '../setup/registered-account';
import { createTestApp, type TestApp } from '../setup/test-app';
import './pdf-polyfill';

/**
 * Issue 27 item 1: a certificate reaches only the customer it was issued to (and the company that issued it, and
 * Voltara). A new owner sees the instrument's certificate of conformity and what is issued to them from then on; the
 * instrument page may say that earlier history exists, never whose. The DEMO- serials are really unowned and unserviced.
 */
let test: TestApp;
let admin: HttpClient;
let partner: HttpClient;
const today = isoDay();
const password = 'Holder-Password-27';

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.170');
  await admin.signIn('admin@demo.test');
  partner = new HttpClient(test, '198.51.100.171');
  await partner.signIn('certified-senior@demo.test');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

/** A stranger signing up on the site, as a new user would. */
async function newAccount(name: string, email: string, ip: string): Promise<HttpClient> {
  const client = new HttpClient(test, ip);
  await registerConfirmed(test, client, { name, email, password });
  return client;
}

async function productIdOf(modelCode: string): Promise<number> {
  const [row] = await test.deps.db.select({ id: products.id }).from(products).where(eq(products.modelCode, modelCode));
  return row!.id;
}

async function pdfText(client: HttpClient, id: number): Promise<{ status: number; text: string }> {
  const response = await client.get(`/api/certificates/${id}/pdf`);
  if (response.status !== 200) return { status: response.status, text: '' };
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
  return { status: 200, text };
}

describe('the demo data (DECISIONS.md)', () => {
  it('keeps DEMO-1001 … DEMO-1010 and DEMO-2001 … DEMO-2010 unowned, unserviced and without certificates', async () => {
    const db = test.deps.db;
    const demo = await db.select().from(serials).where(like(serials.numberKey, 'DEMO%'));
    const ids = demo.filter((row) => /^DEMO-[12]0(0[1-9]|10)$/.test(row.number)).map((row) => row.id);
    expect(ids).toHaveLength(20);
    expect(demo.filter((row) => ids.includes(row.id) && (row.ownerId !== null || row.lastCalibratedOn !== null || row.nextDueOn !== null))).toEqual([]);
    expect(await db.select().from(serviceJobs).where(inArray(serviceJobs.serialId, ids))).toEqual([]);
    expect(await db.select().from(serviceRecords).where(inArray(serviceRecords.serialId, ids))).toEqual([]);
    expect(await db.select().from(certificates).where(inArray(certificates.serialId, ids))).toEqual([]);
  });

  it("still gives Nordhavn's service jobs, its issued calibration among them, on other serials", async () => {
    const jobs = await test.deps.db
      .select({ status: serviceJobs.status, certificateId: serviceJobs.certificateId, number: serials.number })
      .from(serviceJobs)
      .innerJoin(serials, eq(serials.id, serviceJobs.serialId));
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    expect(jobs.filter((job) => job.number.startsWith('DEMO-'))).toEqual([]);
    expect(jobs.some((job) => job.status === 'completed' && job.certificateId !== null)).toBe(true);
    const listed = data<OffsetPage<ResourceRow>>(await partner.query('portal.certificates.list', { filters: { kind: 'calibration' } }));
    expect(listed.rows.length).toBeGreaterThanOrEqual(1);
  });
});

describe("registering DEMO-1001 as a new account (the issue's example)", () => {
  it('gives the newcomer their own certificate of conformity and nobody else’s', async () => {
    const jane = await newAccount('Jane Newcomer', 'jane.newcomer@holder.test', '198.51.100.172');
    const answer = await jane.mutation('account.registration.register', { productId: await productIdOf('VH-15'), optionId: null, serials: 'DEMO-1001', purchaseDate: today });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const [registered] = data<RegisteredSerial[]>(answer);
    expect(registered!.certificate!.number).toMatch(/^COC-\d{4}-\d{6}$/);

    const list = data<MyCertificate[]>(await jane.query('account.certificates.list', { serial: '' }));
    expect(list.map((c) => c.number)).toEqual([registered!.certificate!.number]);
    const pdf = await pdfText(jane, registered!.certificate!.id);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Jane Newcomer');
  });
});

describe("a partner's calibration for a walk-in customer, then the instrument changes hands", () => {
  const WALK_IN = 'Holstebro Tank Lining A/S';
  let serialId = 0;
  let serialNumber = '';
  let partnerCertificate = { id: 0, number: '' };

  beforeAll(async () => {
    // An instrument Voltara sold directly that nobody has registered or serviced: a customer brings it to Nordhavn.
    const db = test.deps.db;
    const [free] = await db
      .select()
      .from(serials)
      .where(
        and(
          eq(serials.productId, await productIdOf('VH-15')),
          eq(serials.status, 'sold'),
          isNull(serials.companyId),
          isNull(serials.ownerId),
          notLike(serials.numberKey, 'DEMO%'),
          notInArray(serials.id, db.select({ id: serviceJobs.serialId }).from(serviceJobs)),
          notInArray(serials.id, db.select({ id: serviceRecords.serialId }).from(serviceRecords)),
        ),
      )
      .orderBy(asc(serials.id));
    expect(free, 'a free VH-15 serial').toBeDefined();
    serialId = free!.id;
    serialNumber = free!.number;

    const opened = await partner.mutation('portal.services.open', { serialNumber, serialId, kind: 'calibration', customerName: WALK_IN, receivedOn: today });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    const jobId = data<{ id: number }>(opened).id;
    expect((await partner.mutation('portal.services.move', { id: jobId, status: 'in-progress' })).status).toBe(200);
    const completed = await partner.mutation('portal.services.complete', {
      id: jobId,
      performedOn: today,
      performedBy: 'Mads Kristensen',
      procedure: 'NH-KP-03',
      references: [{ name: 'HVD-40 divider', certificateNumber: 'DANAK 123-45', dueOn: '2027-01-31' }],
      results: [{ parameter: 'Output voltage', unit: 'kV', nominal: '15.00', reading: '15.02', tolerance: '± 3 %', uncertainty: '± 0.8 %', pass: true }],
    });
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    partnerCertificate = data<ServiceJobCompleted>(completed).certificate!;
    expect(partnerCertificate.number).toMatch(/^CAL-/);
  });

  it('the new owner sees their certificate of conformity only, the issuer and Voltara the calibration; the page says earlier history exists, never whose', async () => {
    const owner = await newAccount('Olivia Owner', 'olivia.owner@holder.test', '198.51.100.173');
    const answer = await owner.mutation('account.registration.register', { productId: await productIdOf('VH-15'), optionId: null, serials: serialNumber, purchaseDate: today });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const [registered] = data<RegisteredSerial[]>(answer);
    // The success step's download is their own certificate, not the partner's calibration for someone else.
    expect(registered!.certificate!.number).toMatch(/^COC-/);

    const [instrument] = data<MyInstrument[]>(await owner.query('account.products.choices'));
    expect(instrument!.certificate?.number).toBe(registered!.certificate!.number);
    const detail = await owner.query('account.products.get', { id: serialId });
    const page = data<MyInstrumentDetail>(detail);
    expect(page.certificates.map((c) => c.number)).toEqual([registered!.certificate!.number]);
    expect(page.services).toEqual([]);
    expect(page.earlierHistory).toBe(true);
    const shown = JSON.stringify(detail.json);
    expect(shown).not.toContain(partnerCertificate.number);
    expect(shown).not.toContain(WALK_IN);
    expect(shown).not.toContain('Nordhavn');

    const list = data<MyCertificate[]>(await owner.query('account.certificates.list', { serial: '' }));
    expect(list.map((c) => c.number)).toEqual([registered!.certificate!.number]);
    expect((await pdfText(owner, partnerCertificate.id)).status).toBe(404);

    // The company that issued it, and Voltara, still open it.
    const issued = await pdfText(partner, partnerCertificate.id);
    expect(issued.status).toBe(200);
    expect(issued.text).toContain(WALK_IN);
    expect((await pdfText(admin, partnerCertificate.id)).status).toBe(200);
    const listed = data<OffsetPage<ResourceRow>>(await partner.query('portal.certificates.list', { q: partnerCertificate.number }));
    expect(listed.rows.map((c) => c.number)).toContain(partnerCertificate.number);
  });

  it('a later service of the new owner’s instrument is theirs, and the page lists it as their history', async () => {
    const owner = new HttpClient(test, '198.51.100.173');
    await owner.signIn('olivia.owner@holder.test', password);
    const opened = await partner.mutation('portal.services.open', { serialNumber, serialId, kind: 'test', customerName: 'Olivia Owner', receivedOn: today });
    const jobId = data<{ id: number }>(opened).id;
    await partner.mutation('portal.services.move', { id: jobId, status: 'in-progress' });
    expect((await partner.mutation('portal.services.complete', { id: jobId, performedOn: today, performedBy: 'Mads Kristensen' })).status).toBe(200);
    const page = data<MyInstrumentDetail>(await owner.query('account.products.get', { id: serialId }));
    expect(page.services.map((s) => s.kind)).toEqual(['test']);
    expect(page.earlierHistory).toBe(true);
  });
});

describe("the selling company's portal", () => {
  it("lists its end customer's certificates and its own, never one issued to an earlier owner", async () => {
    const db = test.deps.db;
    const seller = new HttpClient(test, '198.51.100.174');
    await seller.signIn('distributor-senior@demo.test');
    const [sold] = await db
      .select({ serial: serials })
      .from(serials)
      .innerJoin(companies, eq(companies.id, serials.companyId))
      .where(and(eq(companies.name, 'Nordhavn Inspection ApS'), isNotNull(serials.ownerId)))
      .orderBy(asc(serials.id));
    const [earlier] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.test'));
    const certificate = (number: string, holderId: string) => ({
      number,
      code: number.replace(/\W/g, '').padEnd(16, 'X').slice(0, 16),
      kind: 'conformity' as const,
      holderId,
      serialId: sold!.serial.id,
      issuedOn: '2024-03-01',
      content: '{}',
    });
    await db.insert(certificates).values([certificate('COC-2024-990001', earlier!.id), certificate('COC-2025-990002', sold!.serial.ownerId!)]);
    const detail = data<PortalSerialDetail>(await seller.query('portal.serials.get', { id: sold!.serial.id }));
    const numbers = detail.certificates.map((c) => c.number);
    expect(numbers).toContain('COC-2025-990002');
    expect(numbers).not.toContain('COC-2024-990001');
    // Voltara sees both.
    const all = data<PortalSerialDetail>(await admin.query('portal.serials.get', { id: sold!.serial.id }));
    expect(all.certificates.map((c) => c.number)).toEqual(expect.arrayContaining(['COC-2024-990001', 'COC-2025-990002']));
  });
});
