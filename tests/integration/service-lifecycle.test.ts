import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyCertificate, MyInstrument, MyInstrumentDetail } from '../../src/shared/serials/instruments.types';
import type { RegisteredSerial, RegistrationSearchResult } from '../../src/shared/serials/registration.schema';
import { NO_SERIALS_FOUND } from '../../src/shared/serials/registration.schema';
import type { CertificateVerification } from '../../src/shared/certificates/verification.types';
import { certificates, serials } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import './pdf-polyfill';

let test: TestApp;
let customer: HttpClient;
let user: HttpClient;
let visitor: HttpClient;
beforeAll(async () => {
  test = await createTestApp();
  customer = new HttpClient(test, '192.0.2.80');
  await customer.signIn('customer@demo.test');
  user = new HttpClient(test, '192.0.2.81');
  await user.signIn('user@demo.test');
  visitor = new HttpClient(test, '192.0.2.82');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

describe("the customer's instruments (DECISIONS.md demo data)", () => {
  it('lists three registered instruments: one fine, one due within 30 days, one overdue, each with a certificate', async () => {
    const answer = await customer.query('account.products.choices');
    expect(answer.status).toBe(200);
    const list = data<MyInstrument[]>(answer);
    expect(list).toHaveLength(3);
    expect(list.map((i) => i.due).sort()).toEqual(['due', 'ok', 'overdue']);
    for (const instrument of list) {
      expect(instrument.certificate?.kind).toBe('calibration');
      expect(instrument.certificate?.number).toMatch(/^CAL-\d{4}-\d{6}$/);
    }
  });

  it("shows one instrument's certificates and services to its owner, 404 to another account, 401 signed out", async () => {
    const [first] = data<MyInstrument[]>(await customer.query('account.products.choices'));
    const detail = data<MyInstrumentDetail>(await customer.query('account.products.get', { id: first!.id }));
    expect(detail.serialNumber).toBe(first!.serialNumber);
    expect(detail.services.length).toBeGreaterThanOrEqual(2);
    expect(detail.certificates.filter((c) => c.state !== 'superseded').length).toBeGreaterThanOrEqual(2);

    const other = await user.query('account.products.get', { id: first!.id });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain(first!.serialNumber);
    expect((await user.query('account.products.choices')).json.result?.data).toEqual([]);
    expect((await visitor.query('account.products.choices')).status).toBe(401);
  });

  it('serves a certificate PDF to its holder only; its QR code opens the public verification page', async () => {
    const [first] = data<MyInstrument[]>(await customer.query('account.products.choices'));
    const id = first!.certificate!.id;
    const response = await customer.get(`/api/certificates/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(first!.certificate!.number);
    expect(text).toContain(first!.serialNumber);
    expect(text).toContain('Morgan Pipeline Coatings Ltd');

    const images = await extractImages(pdf, 1);
    const decoded = images.map((image) => {
      const rgba = new Uint8ClampedArray(image.width * image.height * 4);
      for (let p = 0; p < image.width * image.height; p++) {
        for (let c = 0; c < 3; c++) rgba[p * 4 + c] = image.data[p * image.channels + (image.channels >= 3 ? c : 0)]!;
        rgba[p * 4 + 3] = 255;
      }
      return jsQR(rgba, image.width, image.height)?.data;
    }).find(Boolean);
    expect(decoded).toMatch(/^http:\/\/localhost:3000\/verify\/[0-9A-Z]{16}$/);

    const code = decoded!.split('/').pop()!;
    const verified = data<CertificateVerification>(await visitor.query('public.certificates.verify', { code }));
    expect(verified.state).toBe('valid');
    expect(verified.certificate).toMatchObject({ number: first!.certificate!.number, serial: first!.serialNumber });
    // No personal data on the public page's data.
    expect(JSON.stringify(verified)).not.toContain('Morgan');
    const page = await visitor.get(`/verify/${code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(first!.certificate!.number);

    expect((await user.get(`/api/certificates/${id}/pdf`)).status).toBe(404);
    expect((await visitor.get(`/api/certificates/${id}/pdf`)).status).toBe(401);
    expect((await customer.get('/api/certificates/99999999/pdf')).status).toBe(404);
    expect((await customer.get('/api/certificates/abc/pdf')).status).toBe(404);
  });

  it('a tampered or malformed verification code is "unknown", never a 500', async () => {
    const [row] = await test.deps.db.select().from(certificates).limit(1);
    const tampered = `${row!.code.slice(0, 15)}${row!.code.endsWith('A') ? 'B' : 'A'}`;
    for (const code of [tampered, '', 'x'.repeat(1000), '<script>', 'ＡＢＣ']) {
      const answer = await visitor.query('public.certificates.verify', { code });
      expect(answer.status, code).toBe(200);
      expect(data<CertificateVerification>(answer)).toEqual({ state: 'unknown', certificate: null });
    }
  });

  it('lists the certificates with their state, searchable by serial', async () => {
    const all = data<MyCertificate[]>(await customer.query('account.certificates.list', { serial: '' }));
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((c) => c.state))).toContain('expired');
    const [first] = data<MyInstrument[]>(await customer.query('account.products.choices'));
    const some = data<MyCertificate[]>(await customer.query('account.certificates.list', { serial: first!.serialNumber.toLowerCase() }));
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((c) => c.serialNumber === first!.serialNumber)).toBe(true);
    expect(data<MyCertificate[]>(await user.query('account.certificates.list', { serial: '' }))).toEqual([]);
  });
});

describe('product registration (SPEC.md flow)', () => {
  it('finds a product by serial number however it is typed, and by name', async () => {
    for (const query of ['DEMO-1001', 'demo-1001', ' demo 1001 ', 'ＤＥＭＯ－１００１', 'DEMO–1001']) {
      const result = data<RegistrationSearchResult>(await user.query('account.registration.search', { query }));
      expect(result.by, query).toBe('serial');
      expect(result.candidates[0]!.product.modelCode).toBe('VH-15');
    }
    const byName = data<RegistrationSearchResult>(await user.query('account.registration.search', { query: 'spark tester' }));
    expect(byName.by).toBe('name');
    expect(byName.candidates.length).toBeGreaterThan(0);
    for (const query of ['x'.repeat(1000), '%_%', "' OR 1=1 --"]) {
      const answer = await user.query('account.registration.search', { query });
      expect(answer.status, query).toBe(200);
    }
    expect((await user.query('account.registration.search', { query: 'x'.repeat(1001) })).status).toBe(422);
  });

  it('asks which option when a serial exists for two', async () => {
    const result = data<RegistrationSearchResult>(await user.query('account.registration.search', { query: 'DEMO-3001' }));
    expect(result.candidates).toHaveLength(1);
    expect(result.candidates[0]!.options).toHaveLength(2);
  });

  it('registers several serials at once with their certificates; another account cannot take them', async () => {
    const search = data<RegistrationSearchResult>(await user.query('account.registration.search', { query: 'DEMO-2001' }));
    const productId = search.candidates[0]!.product.id;
    const answer = await user.mutation('account.registration.register', { productId, optionId: null, serials: 'demo-2001\nDEMO 2002, DEMO-2003', purchaseDate: '2026-01-15' });
    expect(answer.status).toBe(200);
    const registered = data<RegisteredSerial[]>(answer);
    expect(registered.map((r) => r.number).sort()).toEqual(['DEMO-2001', 'DEMO-2002', 'DEMO-2003']);
    expect(registered.every((r) => r.certificate?.number.startsWith('COC-'))).toBe(true);
    expect(data<MyInstrument[]>(await user.query('account.products.choices'))).toHaveLength(3);

    const taken = await customer.mutation('account.registration.register', { productId, optionId: null, serials: 'DEMO-2001', purchaseDate: '2026-01-15' });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.json)).not.toContain('user@demo.test');
    const [row] = await test.deps.db.select().from(serials).where(eq(serials.number, 'DEMO-2001'));
    const [me] = await test.deps.db.select().from(serials).where(eq(serials.number, 'DEMO-2002'));
    expect(row!.ownerId).toBe(me!.ownerId);
  });

  it("answers 'No serials found' for unknown serials and changes nothing when one of several is unknown", async () => {
    const search = data<RegistrationSearchResult>(await user.query('account.registration.search', { query: 'DEMO-1005' }));
    const productId = search.candidates[0]!.product.id;
    for (const serials of ['NOPE-1', 'x'.repeat(1000), 'DEMO-2005']) {
      const answer = await user.mutation('account.registration.register', { productId, optionId: null, serials, purchaseDate: '2026-01-15' });
      expect(answer.status, serials).toBe(422);
      expect(answer.json.error?.message).toContain(NO_SERIALS_FOUND);
    }
    const mixed = await user.mutation('account.registration.register', { productId, optionId: null, serials: 'DEMO-1005, NOPE-2', purchaseDate: '2026-01-15' });
    expect(mixed.status).toBe(422);
    const [row] = await test.deps.db.select().from(serials).where(eq(serials.number, 'DEMO-1005'));
    expect(row!.ownerId).toBeNull();
    const future = await user.mutation('account.registration.register', { productId, optionId: null, serials: 'DEMO-1005', purchaseDate: '2999-01-01' });
    expect(future.status).toBe(422);
  });

  it('is refused signed out, and to a role outside the policy', async () => {
    expect((await visitor.query('account.registration.search', { query: 'DEMO-1001' })).status).toBe(401);
    const senior = new HttpClient(test, '192.0.2.83');
    await senior.signIn('certified-senior-plus@demo.test');
    expect((await senior.query('account.registration.search', { query: 'DEMO-1001' })).status).toBe(403);
  });
});
