import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateVerification } from '../../src/shared/certificates/verification.types';
import { certificates, serials, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 27 item 10: /verify/{code} names the holder by initials only ("C. C." for Colin Customer), never shows an
 * expiry a calibration certificate's PDF does not print, and finds a certificate by its number with the instrument's
 * serial number as a second field, a limited number of times per address.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

/** customer@demo.test's newest calibration certificate (the seed calibrates each instrument with a 12-month interval). */
async function customersCalibration() {
  const [row] = await test.deps.db
    .select({ certificate: certificates, serial: serials.number })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.holderId))
    .innerJoin(serials, eq(serials.id, certificates.serialId))
    .where(and(eq(users.email, 'customer@demo.test'), eq(certificates.kind, 'calibration'), isNotNull(certificates.expiresOn)));
  return row!;
}

describe('/verify/{code}', () => {
  it('shows the holder as initials and a calibration certificate without an expiry', async () => {
    const { certificate } = await customersCalibration();
    const visitor = new HttpClient(test, '198.51.100.180');
    const answer = data<CertificateVerification>(await visitor.query('public.certificates.verify', { code: certificate.code }));
    expect(answer.state).toBe('valid');
    expect(answer.certificate).toMatchObject({ number: certificate.number, kind: 'calibration', holder: 'C. C.', expiresOn: null });
    expect(JSON.stringify(answer)).not.toContain('Colin');
    expect(JSON.stringify(answer)).not.toContain(certificate.expiresOn!);

    // The page a QR code opens, as the server renders it: initials, no expiry row, no name.
    const html = await (await visitor.get(`/verify/${certificate.code}`)).text();
    const page = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(page).toContain('C. C.');
    expect(page).toContain('Issued to');
    expect(page).not.toContain('Expires');
    expect(html).not.toContain('Colin');
  });

  it('keeps the expiry of a training certificate, which its PDF prints', async () => {
    const [training] = await test.deps.db.select().from(certificates).where(and(eq(certificates.kind, 'training'), isNotNull(certificates.expiresOn)));
    const answer = data<CertificateVerification>(await new HttpClient(test, '198.51.100.181').query('public.certificates.verify', { code: training!.code }));
    expect(answer.certificate!.expiresOn).toBe(training!.expiresOn);
    expect(answer.certificate!.holder).toMatch(/^(\p{Lu}\.)( \p{Lu}\.)+$/u);
  });
});

describe('/verify by certificate number and serial number', () => {
  it('finds the certificate when both match, however the number is typed; not found otherwise', async () => {
    const { certificate, serial } = await customersCalibration();
    const visitor = new HttpClient(test, '198.51.100.182');
    const found = await visitor.mutation('public.certificates.lookup', { number: certificate.number.toLowerCase().replace(/-/g, ' '), serial: serial.toLowerCase() });
    expect(found.status).toBe(200);
    expect(data<CertificateVerification>(found)).toMatchObject({ state: 'valid', certificate: { number: certificate.number, serial, holder: 'C. C.', expiresOn: null } });

    for (const wrong of [{ number: certificate.number, serial: 'DEMO-1001' }, { number: 'CAL-2020-999999', serial }, { number: 'nonsense', serial: '%' }]) {
      const answer = await visitor.mutation('public.certificates.lookup', wrong);
      expect(answer.status, JSON.stringify(wrong)).toBe(200);
      expect(data<CertificateVerification>(answer)).toEqual({ state: 'unknown', certificate: null });
    }
    for (const bad of [{}, { number: '', serial }, { number: 'x'.repeat(41), serial }, { number: certificate.number }]) {
      expect((await visitor.mutation('public.certificates.lookup', bad)).status, JSON.stringify(bad)).toBe(422);
    }
  });

  it('is throttled per address: the eleventh try within ten minutes gets 429 with Retry-After', async () => {
    const { certificate, serial } = await customersCalibration();
    const walker = new HttpClient(test, '198.51.100.183');
    const statuses: number[] = [];
    for (let n = 1; n <= 10; n++) statuses.push((await walker.mutation('public.certificates.lookup', { number: `CAL-2026-${String(n).padStart(6, '0')}`, serial })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const blocked = await walker.post('/trpc/public.certificates.lookup', { number: certificate.number, serial });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back by the walker.
    const other = await new HttpClient(test, '198.51.100.184').mutation('public.certificates.lookup', { number: certificate.number, serial });
    expect(data<CertificateVerification>(other).state).toBe('valid');
  });
});
