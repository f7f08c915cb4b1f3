import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { certificates, serviceRecords, users } from '../../src/server/db/schema';
import { VOLTARA_LABORATORY } from '../../src/server/features/certificates/content';
import { issueCertificate } from '../../src/server/features/certificates/issue';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';
import './pdf-polyfill';

/**
 * /portal/certificates as a read-only collection (portal.certificates.list/get; no create, update or delete), through
 * the real router on the seeded demo data: Nordhavn (A) and Iberia (B) each have their staff's training certificates
 * and the calibration certificates they issued. Another company's certificate is "not found".
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const EMAILS = ['distributor-junior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];
/** Certificate ids by company and kind, straight from the database. */
const owned: Record<'A' | 'B', { training: number[]; calibration: number[] }> = { A: { training: [], calibration: [] }, B: { training: [], calibration: [] } };

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.certificates;
}


const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const companies = { A: actors.get('distributor-junior')!.companyId!, B: actors.get('other-senior')!.companyId! };
  for (const key of ['A', 'B'] as const) {
    const training = await db
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.holderId))
      .where(and(eq(certificates.kind, 'training'), eq(users.companyId, companies[key])));
    const calibration = await db
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(serviceRecords, eq(serviceRecords.id, certificates.serviceRecordId))
      .where(and(eq(certificates.kind, 'calibration'), eq(serviceRecords.companyId, companies[key])));
    owned[key] = { training: training.map((row) => row.id), calibration: calibration.map((row) => row.id) };
  }
  // Iberia's staff hold no training certificate in the demo data: one for its senior, to be found only by Iberia.
  const senior = actors.get('other-senior')!;
  const issued = await issueCertificate(db, {
    kind: 'training',
    holderId: senior.id,
    courseId: null,
    locale: 'en',
    issuedOn: '2026-01-15',
    expiresOn: '2028-01-15',
    content: {
      kind: 'training',
      laboratory: VOLTARA_LABORATORY,
      learner: { name: senior.name, company: 'Iberia Ensayos SL' },
      course: { title: 'Spark testing basics', hours: '4' },
      passedOn: '2026-01-15',
      scorePct: 92,
      signatory: { name: 'Daniel Price', role: 'Head of Training' },
    },
    issuedBy: null,
  });
  owned.B.training.push(issued.id);
  expect(owned.A.training.length).toBeGreaterThan(0);
  expect(owned.A.calibration.length + owned.B.calibration.length).toBeGreaterThan(0);
});
afterAll(() => test.close());

describe('portal.certificates (a read-only company collection)', () => {
  it("lists a member's own company's staff training certificates only; calibrations only for roles with service access", async () => {
    const junior = await caller('distributor-junior').list({ perPage: 100 });
    expect(sorted(junior.rows.map((row) => row.id))).toEqual(sorted(owned.A.training));
    expect(junior.rows.every((row) => row.kind === 'training')).toBe(true);
    const service = await caller('certified-junior').list({ perPage: 100 });
    expect(sorted(service.rows.map((row) => row.id))).toEqual(sorted([...owned.A.training, ...owned.A.calibration]));
    const other = await caller('other-senior').list({ perPage: 100 });
    expect(sorted(other.rows.map((row) => row.id))).toEqual(sorted(owned.B.training));
  });

  it("answers another company's certificate as not found, and the own one with its record", async () => {
    expect(await codeOf(caller('distributor-junior').get({ id: owned.B.training[0]! }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('other-senior').get({ id: owned.A.training[0]! }))).toBe('NOT_FOUND');
    expect(await caller('distributor-junior').get({ id: owned.A.training[0]! })).toMatchObject({ id: owned.A.training[0] });
    // An admin reaches every company's.
    expect(await codeOf(caller('admin').get({ id: owned.B.training[0]! }))).toBe('OK');
  });

  it('offers no create, update or delete: 403 for every portal role, admins included', async () => {
    for (const who of ['distributor-junior', 'certified-junior', 'admin']) {
      const portal = caller(who);
      expect(await codeOf(portal.create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(portal.update({ id: owned.A.training[0]!, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(portal.delete({ id: owned.A.training[0]! })), who).toBe('FORBIDDEN');
      expect(await codeOf(portal.bulkDelete({ ids: [owned.A.training[0]!] })), who).toBe('FORBIDDEN');
    }
    const [still] = await test.deps.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, owned.A.training[0]!));
    expect(still).toBeTruthy();
  });

  it('refuses roles without the portal (403) and visitors (401)', async () => {
    for (const who of ['customer', 'user', 'certified-senior-plus']) expect(await codeOf(caller(who).list({})), who).toBe('FORBIDDEN');
    expect(await codeOf(caller(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(caller('customer').get({ id: owned.A.training[0]! }))).toBe('FORBIDDEN');
  });

  it('finds a certificate by its number and filters by kind and state', async () => {
    const all = await caller('certified-junior').list({ perPage: 100 });
    const first = all.rows[0]!;
    const found = await caller('certified-junior').list({ q: String(first.number) });
    expect(found.rows.map((row) => row.id)).toEqual([first.id]);
    const calibrations = await caller('certified-junior').list({ perPage: 100, filters: { kind: 'calibration' } });
    expect(sorted(calibrations.rows.map((row) => row.id))).toEqual(sorted(owned.A.calibration));
    for (const state of ['valid', 'expiring', 'expired', 'revoked', 'superseded']) {
      const page = await caller('certified-junior').list({ perPage: 100, filters: { state } });
      expect(page.rows.every((row) => row.state === state), state).toBe(true);
    }
    expect(await codeOf(caller('certified-junior').list({ filters: { kind: 'conformity' } }))).toBe('UNPROCESSABLE_CONTENT');
    // Another company's number finds nothing.
    const theirs = await test.deps.db.select({ number: certificates.number }).from(certificates).where(inArray(certificates.id, owned.B.training));
    expect((await caller('distributor-junior').list({ q: theirs[0]!.number })).rows).toEqual([]);
  });

  it('shows the newest first, each row with its holder, kind and state', async () => {
    const page = await caller('certified-junior').list({ perPage: 100 });
    const issued = page.rows.map((row) => String(row.issuedOn));
    expect(issued).toEqual([...issued].sort().reverse());
    for (const row of page.rows) {
      expect(row.holder, String(row.number)).toBeTruthy();
      expect(['valid', 'expiring', 'expired', 'revoked', 'superseded']).toContain(row.state);
    }
  });
});

