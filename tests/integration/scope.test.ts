import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Actor } from '../../src/server/auth/actor';
import { companies, users } from '../../src/server/db/schema';
import { companyScope, ownScope } from '../../src/server/scope';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function actor(email: string): Promise<Actor> {
  const [row] = await test.deps.db.select().from(users).where(eq(users.email, email));
  return {
    id: row!.id, name: row!.name, email: row!.email, role: row!.role as Role, locale: 'en', companyId: row!.companyId,
    twoFactorEnabled: false, sessionId: 's', passwordConfirmedAt: null,
  };
}

describe('row scoping helpers', () => {
  it('companyScope limits company roles to their own company, gives admins all and others nothing', async () => {
    const nordhavn = await actor('distributor-junior@demo.test');
    const iberia = await actor('other-junior@demo.test');
    const emailsFor = async (who: Actor | null) =>
      (await test.deps.db.select({ email: users.email, companyId: users.companyId }).from(users).where(companyScope(who, users.companyId)));
    const seenByNordhavn = await emailsFor(nordhavn);
    // The demo accounts of the ten roles (seven of them Nordhavn's) plus the portal seed's invited and disabled staff.
    const nordhavnStaff = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.companyId, nordhavn.companyId!));
    expect(seenByNordhavn.length).toBe(nordhavnStaff.length);
    expect(seenByNordhavn.length).toBeGreaterThanOrEqual(7);
    expect(seenByNordhavn.every((row) => row.companyId === nordhavn.companyId)).toBe(true);
    const seenByIberia = await emailsFor(iberia);
    expect(seenByIberia.map((r) => r.email)).toEqual(expect.arrayContaining(['other-junior@demo.test', 'other-senior@demo.test']));
    expect(seenByIberia.every((row) => row.companyId === iberia.companyId)).toBe(true);
    expect(await emailsFor(await actor('customer@demo.test'))).toEqual([]);
    expect(await emailsFor(null)).toEqual([]);
    const all = await test.deps.db.select().from(users);
    expect((await emailsFor(await actor('admin@demo.test'))).length).toBe(all.length);
  });

  it('ownScope limits a user to their own rows', async () => {
    const customer = await actor('customer@demo.test');
    const rows = await test.deps.db.select({ id: users.id }).from(users).where(ownScope(customer, users.id));
    expect(rows).toEqual([{ id: customer.id }]);
    expect(await test.deps.db.select().from(users).where(ownScope(null, users.id))).toEqual([]);
  });
});

describe('the portal never shows another company', () => {
  it('shows each distributor their own company and colleagues only', async () => {
    const [iberiaCompany] = await test.deps.db.select().from(companies).where(eq(companies.name, 'Iberia Ensayos SL'));
    const nordhavn = new HttpClient(test, '192.0.2.50');
    await nordhavn.signIn('distributor-senior@demo.test');
    const mine = (await nordhavn.query('portal.company')).json.result?.data as { company: { name: string; country: string }; members: Array<{ email: string }> };
    expect(mine.company).toMatchObject({ name: 'Nordhavn Inspection ApS', country: 'Denmark' });
    expect(mine.members.map((m) => m.email)).not.toContain('other-senior@demo.test');
    const [me] = await test.deps.db.select().from(users).where(eq(users.email, 'distributor-senior@demo.test'));
    const staff = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.companyId, me!.companyId!));
    expect(mine.members).toHaveLength(staff.length);

    const iberia = new HttpClient(test, '192.0.2.51');
    await iberia.signIn('other-senior@demo.test');
    const theirs = (await iberia.query('portal.company')).json.result?.data as { company: { id: number; name: string }; members: Array<{ email: string }> };
    expect(theirs.company).toMatchObject({ id: iberiaCompany!.id, name: 'Iberia Ensayos SL' });
    expect(theirs.members.map((m) => m.email)).toEqual(expect.arrayContaining(['other-junior@demo.test', 'other-senior@demo.test']));
    expect(theirs.members.map((m) => m.email)).not.toContain('distributor-senior@demo.test');

    const customer = new HttpClient(test, '192.0.2.52');
    await customer.signIn('customer@demo.test');
    expect((await customer.query('portal.company')).status).toBe(403);
  });
});

describe('pages and health', () => {
  it('answers SPA routes with 200, unknown paths and unknown landing slugs with 404, /healthz with ok', async () => {
    const browser = new HttpClient(test);
    for (const path of ['/', '/login', '/events/3', '/admin/settings/countries', '/portal/audits/new', '/spark-testing-guide']) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    for (const path of ['/no/such/page', '/no-such-landing-page', '/admin/unknown']) {
      expect((await browser.get(path)).status, path).toBe(404);
    }
    const unknownApi = await browser.get('/api/nothing');
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ message: 'Not found.' });
    const health = await browser.get('/healthz');
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers', async () => {
    const response = await new HttpClient(test).get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
