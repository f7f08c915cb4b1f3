import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyReturnDetail } from '../../src/shared/returns/portal-returns.types';
import type { ReturnDetail, ReturnListItem } from '../../src/shared/returns/return.schema';
import type { ReturnAttachment } from '../../src/shared/returns/self-service';
import type { MyInstrument } from '../../src/shared/serials/instruments.types';
import { auditLog, outbox, rateLimits, returnAttachments } from '../../src/server/db/schema';
import { tinyPdf } from '../../src/server/db/seed/content/downloads';
import { storageKeysOf } from '../../src/server/features/files/file-record';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/** Issue 30 item 14: what the owner of a return may still do before the repair centre receives it. */
let test: TestApp;
let customer: HttpClient;
let user: HttpClient;
let admin: HttpClient;
let visitor: HttpClient;
let partner: HttpClient;
let colleague: HttpClient;
let otherCompany: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  const signedIn = async (email: string, ip: string) => {
    const client = new HttpClient(test, ip);
    await client.signIn(email);
    return client;
  };
  customer = await signedIn('customer@demo.test', '192.0.2.140');
  user = await signedIn('user@demo.test', '192.0.2.141');
  admin = await signedIn('admin@demo.test', '192.0.2.142');
  partner = await signedIn('distributor-senior@demo.test', '192.0.2.143');
  colleague = await signedIn('distributor-junior@demo.test', '192.0.2.144');
  otherCompany = await signedIn('other-senior@demo.test', '192.0.2.145');
  visitor = new HttpClient(test, '192.0.2.146');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;
const MB = 1024 * 1024;

async function book(client: HttpClient, path = 'account.returns.create'): Promise<{ id: number; rmaNumber: string }> {
  const [instrument] = data<MyInstrument[]>(await customer.query('account.products.choices'));
  const answer = await client.mutation(path, {
    details: { firstName: 'Casey', lastName: 'Morgan', email: 'customer@demo.test', telephone: '+44 114 496 0321', companyName: 'Morgan Pipeline Coatings Ltd' },
    invoiceAddress: { companyName: 'Morgan Pipeline Coatings Ltd', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
    sendFrom: 'uk',
    lines: [{ productId: null, optionId: null, itemName: instrument!.productName, part: 'full-kit', serialNumber: instrument!.serialNumber, orderNumber: 'PO-4471', value: '1250' }],
    bookingType: 'repair',
    repairCentreId: null,
    shippingInvoice: 'create',
    carrier: 'dhl',
    vatConfirmed: true,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return data(answer);
}

async function upload(client: HttpClient, returnId: number, bytes: Uint8Array, name: string, lang = 'en') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/');
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.140', 'X-XSRF-TOKEN': client.xsrf() ?? '' };
  if (client.cookies.size) headers.Cookie = client.cookieHeader();
  return test.app.request(`/api/returns/${returnId}/attachments?lang=${lang}`, { method: 'POST', headers, body: form });
}

/** A camera photo with its orientation and camera model in EXIF: what a phone sends. */
const cameraPhoto = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a4d2f' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'Secret Camera 3000' } } })
      .toBuffer(),
  );

const receive = async (id: number) => expect((await admin.mutation('admin.returns.setStatus', { id, status: 'received', note: '' })).status).toBe(200);

describe('cancelling a return before it is received', () => {
  it('cancels, shows it cancelled everywhere, records it and tells the customer and the service desk', async () => {
    const { id, rmaNumber } = await book(customer);
    const answer = await customer.mutation('account.returns.cancel', { id });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);

    const detail = data<ReturnDetail>(await customer.query('account.returns.get', { id }));
    expect(detail.status).toBe('cancelled');
    expect(detail.history.map((h) => h.status)).toEqual(['submitted', 'cancelled']);
    const cancelled = data<{ rows: ReturnListItem[] }>(await customer.query('account.returns.list', { filters: { status: 'cancelled' } })).rows;
    expect(cancelled.map((row) => row.rmaNumber)).toContain(rmaNumber);
    expect(data<ReturnDetail>(await admin.query('admin.returns.get', { id })).status).toBe('cancelled');

    const [entry] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'rma'), eq(auditLog.recordId, String(id)))).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorEmail: 'customer@demo.test', action: 'update' });
    expect(JSON.parse(entry!.changes)).toEqual({ status: ['submitted', 'cancelled'] });

    await test.deps.mailer.settled();
    const desk = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'service@voltara.test'));
    const deskMail = desk.find((mail) => mail.subject.includes(rmaNumber));
    expect(deskMail?.subject).toBe(`Return ${rmaNumber} cancelled by its owner`);
    expect(deskMail?.text).toContain(`/admin/rma/${id}`);
    const toCustomer = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'customer@demo.test'));
    expect(toCustomer.some((mail) => mail.subject === `Your return ${rmaNumber}: cancelled`)).toBe(true);

    // Cancelled is final: a second cancel says so.
    const again = await customer.mutation('account.returns.cancel', { id });
    expect(again.status).toBe(409);
    expect(again.json.error?.message).toBe(`Return ${rmaNumber} is already cancelled.`);
  });

  it('refuses to cancel, retrack or change files once the repair centre has received it, saying why', async () => {
    const { id, rmaNumber } = await book(customer);
    await receive(id);
    const cancel = await customer.mutation('account.returns.cancel', { id });
    expect(cancel.status).toBe(409);
    expect(cancel.json.error?.message).toBe(
      `Return ${rmaNumber} is received at the repair centre: a return can only be cancelled until the repair centre receives it. Please contact us instead.`,
    );
    const tracking = await customer.mutation('account.returns.setTracking', { id, trackingNumber: '1Z999AA10123456784', carrier: 'ups' });
    expect(tracking.status).toBe(409);
    expect((await upload(customer, id, await cameraPhoto(), 'fault.jpg')).status).toBe(409);
    expect(data<ReturnDetail>(await customer.query('account.returns.get', { id })).status).toBe('received');
  });

  it("answers 404 for another account's or another company's return, 401 signed out", async () => {
    const { id } = await book(customer);
    expect((await user.mutation('account.returns.cancel', { id })).status).toBe(404);
    expect((await user.mutation('account.returns.setTracking', { id, trackingNumber: 'JD014600003280000000', carrier: 'dhl' })).status).toBe(404);
    expect((await upload(user, id, await cameraPhoto(), 'fault.jpg')).status).toBe(404);
    // The back office reads it but does not act as its owner (it moves returns through its own status steps).
    expect((await admin.mutation('account.returns.cancel', { id })).status).toBe(404);
    expect((await visitor.mutation('account.returns.cancel', { id })).status).toBe(401);
    expect(data<ReturnDetail>(await customer.query('account.returns.get', { id })).status).toBe('submitted');
    // The same calls work for the owner: the answers above were about whose return it is.
    expect((await customer.mutation('account.returns.cancel', { id })).status).toBe(200);
  });
});

describe("the carrier's tracking number", () => {
  it('is validated (422 naming the field), stored normalised, shown to the owner and the back office and searchable', async () => {
    const { id } = await book(customer);
    const bad = await customer.mutation('account.returns.setTracking', { id, trackingNumber: 'AB<script>12', carrier: 'dhl' });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.data.fieldErrors).toEqual({ trackingNumber: ['The tracking number field contains characters that are not allowed.'] });
    const long = await customer.mutation('account.returns.setTracking', { id, trackingNumber: 'A'.repeat(41), carrier: 'dhl' });
    expect(long.status).toBe(422);
    expect(long.json.error?.data.fieldErrors?.trackingNumber).toEqual(['The tracking number field must not be greater than 40 characters.']);
    const noName = await customer.mutation('account.returns.setTracking', { id, trackingNumber: 'ABC123', carrier: 'other' });
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.json.error?.data.fieldErrors ?? {})).toEqual(['carrierOther']);

    const good = await customer.mutation('account.returns.setTracking', { id, trackingNumber: ' 1z 999 aa1 0123456784 ', carrier: 'ups' });
    expect(good.status, JSON.stringify(good.json)).toBe(200);
    const detail = data<ReturnDetail>(await customer.query('account.returns.get', { id }));
    expect([detail.trackingNumber, detail.carrier]).toEqual(['1Z 999 AA1 0123456784', 'ups']);
    const seen = data<ReturnDetail>(await admin.query('admin.returns.get', { id }));
    expect([seen.trackingNumber, seen.carrier]).toEqual(['1Z 999 AA1 0123456784', 'ups']);
    const found = data<{ rows: Array<{ id: number }> }>(await admin.query('admin.returns.list', { q: '1Z 999 AA1', perPage: 25 }));
    expect(found.rows.map((row) => row.id)).toEqual([id]);
    const [entry] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'rma'), eq(auditLog.recordId, String(id)))).orderBy(desc(auditLog.id));
    expect(JSON.parse(entry!.changes)).toEqual({ trackingNumber: ['', '1Z 999 AA1 0123456784'], carrier: ['dhl', 'ups'] });
  });
});

describe('photos and fault files', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await book(customer));
  });

  it('stores a photo upright without its metadata, and serves it only to the owner and the back office', async () => {
    const response = await upload(customer, id, await cameraPhoto(), 'fault photo.jpeg');
    expect(response.status).toBe(201);
    const attachment = (await response.json()) as ReturnAttachment;
    expect(attachment).toMatchObject({ name: 'fault photo.jpeg', contentType: 'image/jpeg' });
    expect(data<ReturnDetail>(await customer.query('account.returns.get', { id })).attachments.map((a) => a.name)).toEqual(['fault photo.jpeg']);
    expect(data<ReturnDetail>(await admin.query('admin.returns.get', { id })).attachments.map((a) => a.id)).toEqual([attachment.id]);

    const served = await customer.get(attachment.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([800, 1200, undefined, undefined]);
    expect((await admin.get(attachment.url)).status).toBe(200);
    expect((await customer.get(attachment.thumbnailUrl!)).headers.get('content-type')).toBe('image/webp');
    expect((await user.get(attachment.url)).status).toBe(404);
    expect((await otherCompany.get(attachment.url)).status).toBe(404);
    expect((await visitor.get(attachment.url)).status).toBe(401);
    // Not reachable as public media either.
    expect((await visitor.get(`/media/${attachment.url.split('/').pop()}`)).status).toBe(404);

    // "Download my data" lists what the customer attached (GDPR art. 15), with the return it belongs to.
    const exported = (await (await customer.get('/api/account/data.json')).json()) as { returnAttachments: Array<Record<string, unknown>> };
    expect(exported.returnAttachments).toEqual([expect.objectContaining({ name: 'fault photo.jpeg', contentType: 'image/jpeg', rmaNumber: expect.stringMatching(/^RMA-/) })]);
  });

  it('takes a PDF fault report and refuses other types by their bytes, in the request language', async () => {
    const pdf = await upload(customer, id, tinyPdf('Fault report', ['Insulation breaks down at 12 kV']), 'report.pdf');
    expect(pdf.status).toBe(201);
    const refused: Array<[string, Uint8Array, string]> = [
      ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.svg'],
      ['an .exe renamed .jpg', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]), 'photo.jpg'],
      ['a GIF', new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()), 'anim.gif'],
    ];
    for (const [what, bytes, name] of refused) {
      const response = await upload(customer, id, bytes, name);
      expect(response.status, what).toBe(422);
      expect(await response.json(), what).toMatchObject({ message: 'The file must be a photo (JPEG, PNG or WebP) or a PDF document.' });
    }
    const german = await upload(customer, id, refused[0]![1], 'photo.svg', 'de');
    expect(((await german.json()) as { message: string }).message).toBe('Die Datei muss ein Foto (JPEG, PNG oder WebP) oder ein PDF-Dokument sein.');
    await customer.get('/?lang=en');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(11 * MB);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(customer, id, big, 'huge.jpg');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'The file may not be greater than 10 megabytes.' });
  });

  it('keeps at most five files, and lets the owner remove one until the return is received', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer());
    for (let index = 0; index < 3; index += 1) expect((await upload(customer, id, png, `extra-${index}.png`)).status).toBe(201);
    const sixth = await upload(customer, id, png, 'sixth.png');
    expect(sixth.status).toBe(422);
    expect(await sixth.json()).toMatchObject({ message: 'A return can have at most 5 files. Remove one to add another.' });

    const [first] = data<ReturnDetail>(await customer.query('account.returns.get', { id })).attachments;
    expect((await user.mutation('account.returns.removeAttachment', { id, attachmentId: first!.id })).status).toBe(404);
    expect((await customer.mutation('account.returns.removeAttachment', { id, attachmentId: first!.id })).status).toBe(200);
    expect((await customer.get(first!.url)).status).toBe(404);
    const left = data<ReturnDetail>(await customer.query('account.returns.get', { id })).attachments;
    expect(left).toHaveLength(4);

    await receive(id);
    const late = await customer.mutation('account.returns.removeAttachment', { id, attachmentId: left[0]!.id });
    expect(late.status).toBe(409);
    expect((await customer.get(left[0]!.url)).status).toBe(200);
  });
});

describe('the files of a cancelled return', () => {
  const png = async () => new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345678' } }).png().toBuffer());
  /** Every stored object of the return's files: the original and its web copies. */
  async function storedKeys(returnId: number): Promise<string[]> {
    const rows = await test.deps.db.select().from(returnAttachments).where(eq(returnAttachments.returnId, returnId));
    return rows.flatMap((row) => storageKeysOf(row));
  }
  const exists = async (keys: string[]) => Promise.all(keys.map(async (key) => (await test.deps.storage.get(key)) !== null));
  // These tests book more returns than one account may in ten minutes (6): each starts with a fresh window.
  beforeEach(async () => {
    await test.deps.db.delete(rateLimits);
  });

  it('are deleted, rows and stored objects, when the owner cancels before the parcel is received; the audit names them', async () => {
    const { id } = await book(customer);
    expect((await upload(customer, id, await cameraPhoto(), 'crack.jpeg')).status).toBe(201);
    expect((await upload(customer, id, tinyPdf('Fault', ['Arcing at 10 kV']), 'fault.pdf')).status).toBe(201);
    const [photo] = data<ReturnDetail>(await customer.query('account.returns.get', { id })).attachments;
    const keys = await storedKeys(id);
    expect(keys.length, 'the photo, its web copies and the PDF').toBeGreaterThan(2);
    expect(await exists(keys)).toEqual(keys.map(() => true));

    expect((await customer.mutation('account.returns.cancel', { id })).status).toBe(200);
    expect(data<ReturnDetail>(await customer.query('account.returns.get', { id })).attachments).toEqual([]);
    expect(data<ReturnDetail>(await admin.query('admin.returns.get', { id })).attachments).toEqual([]);
    expect(await exists(keys)).toEqual(keys.map(() => false));
    expect((await customer.get(photo!.url)).status).toBe(404);
    const [entry] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'rma'), eq(auditLog.recordId, String(id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(JSON.parse(entry!.changes)).toMatchObject({ status: ['submitted', 'cancelled'], files: ['crack.jpeg, fault.pdf', null] });
  });

  it('are deleted when the back office cancels a return not yet received, and kept when it cancels one it received', async () => {
    const early = await book(customer);
    expect((await upload(customer, early.id, await png(), 'early.png')).status).toBe(201);
    const earlyKeys = await storedKeys(early.id);
    expect((await admin.mutation('admin.returns.setStatus', { id: early.id, status: 'cancelled', note: '' })).status).toBe(200);
    expect(data<ReturnDetail>(await admin.query('admin.returns.get', { id: early.id })).attachments).toEqual([]);
    expect(await exists(earlyKeys)).toEqual(earlyKeys.map(() => false));

    const late = await book(customer);
    expect((await upload(customer, late.id, await png(), 'arrived.png')).status).toBe(201);
    const lateKeys = await storedKeys(late.id);
    await receive(late.id);
    expect((await admin.mutation('admin.returns.setStatus', { id: late.id, status: 'cancelled', note: '' })).status).toBe(200);
    expect(data<ReturnDetail>(await admin.query('admin.returns.get', { id: late.id })).attachments.map((a) => a.name)).toEqual(['arrived.png']);
    expect(await exists(lateKeys)).toEqual(lateKeys.map(() => true));
  });
});

describe('a partner company owns the returns it booked', () => {
  it('lets a colleague track and cancel it in the portal; another company gets 404', async () => {
    const { id, rmaNumber } = await book(partner, 'portal.returns.create');
    expect((await otherCompany.mutation('portal.returns.cancel', { id })).status).toBe(404);
    expect((await otherCompany.mutation('portal.returns.setTracking', { id, trackingNumber: 'AB123456789GB', carrier: 'royal-mail' })).status).toBe(404);

    expect((await colleague.mutation('portal.returns.setTracking', { id, trackingNumber: 'AB123456789GB', carrier: 'royal-mail' })).status).toBe(200);
    expect((await colleague.mutation('portal.returns.cancel', { id })).status).toBe(200);
    const detail = data<CompanyReturnDetail>(await partner.query('portal.returns.get', { id }));
    expect([detail.status, detail.trackingNumber, detail.carrier]).toEqual(['cancelled', 'AB123456789GB', 'royal-mail']);

    await test.deps.mailer.settled();
    const desk = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'service@voltara.test'));
    expect(desk.find((mail) => mail.subject.includes(rmaNumber))?.text).toContain('Booked by the partner: Nordhavn Inspection ApS');
  });
});
