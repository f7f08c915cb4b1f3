import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/auth/actor';
import { certificates, serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/certificates as a read-only global collection (admin.certificates.list and the record page's get, beside the
 * issue, revoke and reissue workflows), through the real router on the seeded demo data plus a certificate of
 * conformity issued here: every certificate of every kind, searched, filtered, sorted and paged; nobody but an admin.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let http: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'certified-senior'];
/** The certificate of conformity issued for one of customer@demo.test's instruments, and that instrument. */
let conformity: { id: number; number: string };
let instrument: { id: number; number: string };

const certificatesOf = (who: string | null) => callerAs(test, actors, who).admin.certificates;
const admin = () => certificatesOf('admin');
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  const customer = actors.get('customer')!;
  const [owned] = await test.deps.db.select({ id: serials.id, number: serials.number }).from(serials).where(eq(serials.ownerId, customer.id)).limit(1);
  instrument = owned!;
  conformity = await admin().issueConformity({ serialId: instrument.id });
  // More certificates than one page holds: conformity for twenty instruments nobody has registered.
  const unowned = await test.deps.db.select({ id: serials.id }).from(serials).where(isNull(serials.ownerId)).limit(20);
  for (const serial of unowned) await admin().issueConformity({ serialId: serial.id });
  http = new HttpClient(test, '192.0.2.140');
  await http.signIn('admin@demo.test');
});
afterAll(() => test.close());

describe('admin.certificates (a read-only global collection)', () => {
  it('lists every certificate issued, of every kind, newest first, with its serial, holder and state', async () => {
    const stored = await test.deps.db.select().from(certificates);
    expect(stored.length).toBeLessThanOrEqual(100);
    const page = await admin().list({ perPage: 100 });
    expect(page).toMatchObject({ paging: 'offset', page: 1, total: stored.length });
    expect(sorted(page.rows.map((row) => row.id))).toEqual(sorted(stored.map((row) => row.id)));
    expect(new Set(page.rows.map((row) => row.kind))).toEqual(new Set(['calibration', 'conformity', 'training']));
    // Newest first: by the day issued, the later issued first within a day.
    const order = [...stored].sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id - a.id).map((row) => row.id);
    expect(page.rows.map((row) => row.id)).toEqual(order);
    const issued = page.rows.find((row) => row.id === conformity.id)!;
    expect(issued).toMatchObject({ number: conformity.number, kind: 'conformity', serial: instrument.number, holder: 'customer@demo.test', state: 'valid', expiresOn: null });
    for (const row of page.rows) expect(['valid', 'expiring', 'expired', 'revoked', 'superseded'], String(row.number)).toContain(row.state);
  });

  it('finds a certificate by its number, its serial number however typed, or its holder’s e-mail, within the filters', async () => {
    const byNumber = await admin().list({ q: conformity.number.toLowerCase() });
    expect(byNumber.rows.map((row) => row.id)).toEqual([conformity.id]);
    const stored = await test.deps.db.select({ id: certificates.id, number: certificates.number }).from(certificates);
    const byStart = await admin().list({ q: ' coc-', perPage: 100 });
    expect(sorted(byStart.rows.map((row) => row.id))).toEqual(sorted(stored.filter((row) => row.number.startsWith('COC-')).map((row) => row.id)));
    const ofInstrument = await test.deps.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.serialId, instrument.id));
    expect(ofInstrument.length).toBeGreaterThan(1);
    const typed = instrument.number.toLowerCase().replace('-', ' ');
    const bySerial = await admin().list({ q: typed, sort: 'number', dir: 'asc' });
    expect(bySerial.rows.map((row) => row.id).sort()).toEqual(ofInstrument.map((row) => row.id).sort());
    const numbers = bySerial.rows.map((row) => String(row.number));
    expect(numbers).toEqual([...numbers].sort());
    const customer = actors.get('customer')!;
    const held = await test.deps.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.holderId, customer.id));
    const byHolder = await admin().list({ q: 'customer@demo', perPage: 100 });
    expect(sorted(byHolder.rows.map((row) => row.id))).toEqual(sorted(held.map((row) => row.id)));
    const conformityOnly = await admin().list({ q: 'customer@demo', filters: { kind: 'conformity' } });
    expect(conformityOnly.rows.map((row) => row.id)).toEqual([conformity.id]);
    const none = await admin().list({ q: 'nobody-at-all@nowhere.test' });
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it('filters by kind and by whether a certificate was revoked', async () => {
    for (const kind of ['calibration', 'conformity', 'training'] as const) {
      const stored = await test.deps.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.kind, kind));
      const page = await admin().list({ perPage: 100, filters: { kind } });
      expect(sorted(page.rows.map((row) => row.id)), kind).toEqual(sorted(stored.map((row) => row.id)));
      expect(page.total, kind).toBe(stored.length);
    }
    await admin().revoke({ id: conformity.id, reason: 'Issued for the wrong instrument' });
    const revoked = await admin().list({ perPage: 100, filters: { revoked: true } });
    const storedRevoked = await test.deps.db.select({ id: certificates.id }).from(certificates).where(isNotNull(certificates.revokedAt));
    expect(sorted(revoked.rows.map((row) => row.id))).toEqual(sorted(storedRevoked.map((row) => row.id)));
    expect(revoked.rows.find((row) => row.id === conformity.id)).toMatchObject({ state: 'revoked' });
    const current = await admin().list({ perPage: 100, filters: { revoked: false } });
    expect(current.rows.map((row) => row.id)).not.toContain(conformity.id);
    expect(current.total + revoked.total).toBe((await admin().list({})).total);
  });

  it('sorts by number and by the day issued, both ways', async () => {
    const byNumber = await admin().list({ perPage: 100, sort: 'number', dir: 'desc' });
    const numbers = byNumber.rows.map((row) => String(row.number));
    expect(numbers).toEqual([...numbers].sort().reverse());
    const ascending = await admin().list({ perPage: 100, sort: 'number', dir: 'asc' });
    expect(ascending.rows.map((row) => String(row.number))).toEqual([...numbers].reverse());
    const oldest = await admin().list({ perPage: 100, sort: 'issuedOn', dir: 'asc' });
    const days = oldest.rows.map((row) => String(row.issuedOn));
    expect(days).toEqual([...days].sort());
    expect(oldest.rows.at(-1)!.issuedOn).toBe(byNumber.rows.find((row) => row.id === conformity.id)!.issuedOn);
  });

  it('pages 25 at a time by default, each page holding other certificates', async () => {
    const total = (await admin().list({})).total;
    expect(total).toBeGreaterThan(20);
    const first = await admin().list({ perPage: 10 });
    const second = await admin().list({ perPage: 10, page: 2 });
    expect(first.rows).toHaveLength(10);
    expect(second).toMatchObject({ page: 2, total });
    expect(second.rows).toHaveLength(10);
    expect(second.rows.map((row) => row.id).filter((id) => first.rows.some((row) => row.id === id))).toEqual([]);
    expect((await admin().list({})).perPage).toBe(25);
  });

  it('opens a record by its id (404 when unknown), offers no writes, and refuses everyone but admins', async () => {
    const record = await admin().get({ id: conformity.id });
    expect(record).toMatchObject({ id: conformity.id, number: conformity.number, kind: 'conformity', holder: 'customer@demo.test', serial: instrument.number, state: 'revoked' });
    expect(record.verifyUrl).toMatch(/\/verify\//);
    expect(await codeOf(admin().get({ id: 999_999 }))).toBe('NOT_FOUND');
    // Certificates change only through their workflows (issue, revoke, reissue): the collection's writes are refused.
    expect(await codeOf(admin().create({}))).toBe('FORBIDDEN');
    expect(await codeOf(admin().update({ id: conformity.id, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(admin().delete({ id: conformity.id }))).toBe('FORBIDDEN');
    expect(await codeOf(admin().bulkDelete({ ids: [conformity.id] }))).toBe('FORBIDDEN');
    const [still] = await test.deps.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, conformity.id));
    expect(still).toBeTruthy();
    for (const who of ['distributor-senior', 'certified-senior', 'customer']) {
      expect(await codeOf(certificatesOf(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(certificatesOf(who).get({ id: conformity.id })), who).toBe('FORBIDDEN');
      expect(await codeOf(certificatesOf(who).delete({ id: conformity.id })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(certificatesOf(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(certificatesOf(null).get({ id: conformity.id }))).toBe('UNAUTHORIZED');
  });

  it('answers bad input with a 422, never a 500', async () => {
    for (const input of [
      { filters: { kind: 'diploma' } },
      { filters: { code: 'x' } },
      { filters: { holderId: 'x' } },
      { sort: 'code' },
      { sort: 'content', dir: 'asc' },
      { dir: 'sideways' },
      { page: 0 },
      { perPage: 1000 },
      { q: 'x'.repeat(1000) },
    ]) {
      expect((await http.query('admin.certificates.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    for (const id of [0, -1, 1.5, 'abc']) expect((await http.query('admin.certificates.get', { id })).status, String(id)).toBe(422);
    // A search of nothing but symbols finds nothing rather than failing.
    expect((await http.query('admin.certificates.list', { q: "%_'\\" })).status).toBe(200);
  });
});

