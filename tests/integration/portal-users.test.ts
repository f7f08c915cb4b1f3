import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';
import { codeOf } from '../setup/demo-callers';

/**
 * /portal/users as the read-only team collection (portal.users.list/get) with its workflows beside it, through the
 * real router on the seeded demo data: Nordhavn (distributor-senior@demo.test, A) and Iberia (other-senior@demo.test,
 * B). A senior lists only their own company's users; another company's user is "not found".
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const actors = new Map<string, Actor>();
const EMAILS = ['distributor-senior', 'distributor-junior', 'certified-senior', 'other-senior', 'other-junior', 'admin', 'customer'];
/** Each demo account's row number, the collection's id. */
const rowIds = new Map<string, number>();

function caller(who: string | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  }).portal.users;
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  for (const name of EMAILS) {
    const [user] = await db.select().from(users).where(eq(users.email, `${name}@demo.test`));
    if (!user) throw new Error(`no demo user ${name}`);
    actors.set(name, { id: user.id, name: user.name, email: user.email, role: user.role as Actor['role'], locale: 'en', companyId: user.companyId ?? null, twoFactorEnabled: false, sessionId: `s-${name}`, passwordConfirmedAt: null });
    const [row] = await db.select({ rowId: sql<number>`rowid` }).from(users).where(eq(users.id, user.id));
    rowIds.set(name, row!.rowId);
  }
});
afterAll(() => test.close());

const emailsOf = (rows: readonly Record<string, unknown>[]) => rows.map((row) => String(row.email)).sort();

describe('portal.users (the team collection)', () => {
  it("lists a senior's own company's users only, each with its account id, role and state", async () => {
    const companyA = actors.get('distributor-senior')!.companyId;
    const expected = await test.deps.db.select({ email: users.email }).from(users).where(eq(users.companyId, companyA!));
    const page = await caller('distributor-senior').list({ perPage: 100 });
    expect(emailsOf(page.rows)).toEqual(expected.map((row) => row.email).sort());
    expect(emailsOf(page.rows)).not.toContain('other-senior@demo.test');
    const self = page.rows.find((row) => row.email === 'distributor-senior@demo.test')!;
    expect(self).toMatchObject({ id: rowIds.get('distributor-senior'), userId: actors.get('distributor-senior')!.id, role: 'distributor-senior', state: 'active' });
    const other = await caller('other-senior').list({ perPage: 100 });
    expect(emailsOf(other.rows)).toContain('other-junior@demo.test');
    expect(emailsOf(other.rows)).not.toContain('distributor-junior@demo.test');
  });

  it("answers another company's user as not found; an admin reaches every company's, never an account outside one", async () => {
    expect(await codeOf(caller('distributor-senior').get({ id: rowIds.get('other-junior')! }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('other-senior').get({ id: rowIds.get('distributor-junior')! }))).toBe('NOT_FOUND');
    expect(await caller('distributor-senior').get({ id: rowIds.get('distributor-junior')! })).toMatchObject({ id: rowIds.get('distributor-junior') });
    expect(await codeOf(caller('admin').get({ id: rowIds.get('other-junior')! }))).toBe('OK');
    expect(await codeOf(caller('admin').get({ id: rowIds.get('customer')! }))).toBe('NOT_FOUND');
    const juniors = await caller('admin').list({ filters: { role: 'distributor-junior' }, perPage: 100 });
    expect(emailsOf(juniors.rows)).toEqual(expect.arrayContaining(['distributor-junior@demo.test', 'other-junior@demo.test']));
    expect((await caller('admin').list({ q: 'customer@demo' })).rows).toEqual([]);
  });

  it('offers no create, update or delete through the collection (inviting and disabling are workflows): 403', async () => {
    const id = rowIds.get('distributor-junior')!;
    for (const who of ['distributor-senior', 'admin']) {
      const api = caller(who);
      expect(await codeOf(api.create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api.update({ id, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.delete({ id })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.bulkDelete({ ids: [id] })), who).toBe('FORBIDDEN');
    }
    const [still] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'distributor-junior@demo.test'));
    expect(still).toBeTruthy();
  });

  it('refuses the junior roles and customers (403) and visitors (401)', async () => {
    for (const who of ['distributor-junior', 'other-junior', 'customer']) {
      expect(await codeOf(caller(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(caller(who).get({ id: rowIds.get('distributor-senior')! })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(caller(null).list({}))).toBe('UNAUTHORIZED');
  });

  it('finds users by a name or e-mail prefix and filters by state and role, sorted as asked', async () => {
    const found = await caller('distributor-senior').list({ q: 'distributor-jun' });
    expect(emailsOf(found.rows)).toEqual(['distributor-junior-plus@demo.test', 'distributor-junior@demo.test'].sort());
    const juniors = await caller('distributor-senior').list({ filters: { role: 'distributor-junior' }, perPage: 100 });
    expect(juniors.rows.every((row) => row.role === 'distributor-junior')).toBe(true);
    expect(emailsOf(juniors.rows)).toContain('distributor-junior@demo.test');
    const disabled = await caller('distributor-senior').list({ filters: { state: 'disabled' }, perPage: 100 });
    expect(disabled.rows.every((row) => row.state === 'disabled')).toBe(true);
    expect(await codeOf(caller('distributor-senior').list({ filters: { role: 'admin' } }))).toBe('UNPROCESSABLE_CONTENT');
    const byEmail = await caller('distributor-senior').list({ sort: 'email', dir: 'desc', perPage: 100 });
    const emails = byEmail.rows.map((row) => String(row.email));
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('keeps the workflows beside the list: disabling a user found in the list shows them disabled there', async () => {
    const page = await caller('distributor-senior').list({ q: 'distributor-junior-plus' });
    const target = page.rows[0]!;
    const disabled = await caller('distributor-senior').disable({ id: String(target.userId) });
    expect(disabled.state).toBe('disabled');
    const after = await caller('distributor-senior').list({ q: 'distributor-junior-plus', filters: { state: 'disabled' } });
    expect(after.rows.map((row) => row.id)).toEqual([target.id]);
    await caller('distributor-senior').enable({ id: String(target.userId) });
  });
});
