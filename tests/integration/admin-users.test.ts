import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import type { AdminUserDetail } from '../../src/shared/users/admin-users.schema';
import type { Actor } from '../../src/server/auth/actor';
import { auditLog, companies, outbox, sessions, twoFactors, users } from '../../src/server/db/schema';
import { auditInsert } from '../../src/server/features/logs/audit';
import { disableUser } from '../../src/server/features/users';
import { guardedRecordId, withAdminGuard } from '../../src/server/features/users/rules';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
let admin: HttpClient;
const ids = new Map<string, string>();

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.40');
  await admin.signIn('admin@demo.test');
  for (const row of await test.deps.db.select({ id: users.id, email: users.email }).from(users)) ids.set(row.email, row.id);
});
afterAll(() => test.close());

const idOf = (email: string) => ids.get(email)!;

async function detail(email: string, client = admin): Promise<AdminUserDetail> {
  const result = await client.query('admin.users.get', { id: idOf(email) });
  expect(result.status).toBe(200);
  return result.json.result!.data as AdminUserDetail;
}

/** Runs a write and returns the audit rows it added (oldest first), with `changes` parsed. */
async function audited(write: () => Promise<unknown>) {
  const [newest] = await test.deps.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  await write();
  const rows = await test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id));
  return rows
    .filter((row) => row.id > (newest?.id ?? 0))
    .reverse()
    .map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));
}

async function signedIn(email: string, ip = '203.0.113.50'): Promise<HttpClient> {
  const client = new HttpClient(test, ip);
  await client.signIn(email);
  return client;
}

const whoAmI = async (client: HttpClient) => (await client.query('public.me')).json.result?.data as { email: string } | null;

function profile(user: AdminUserDetail, changes: Record<string, unknown> = {}) {
  return { id: user.id, name: user.name, email: user.email, role: user.role, company_id: user.company_id, locale: user.locale, ...changes };
}

describe('access: every procedure is for admins only', () => {
  const target = () => idOf('customer@demo.test');
  const calls: Array<[kind: 'query' | 'mutation', path: string, input: () => unknown]> = [
    ['query', 'admin.users.list', () => ({ page: 1 })],
    ['query', 'admin.users.filterOptions', () => ({ field: 'companyId' })],
    ['query', 'admin.users.companies', () => undefined],
    ['query', 'admin.users.get', () => ({ id: target() })],
    ['mutation', 'admin.users.update', () => ({ id: target(), name: 'Hijacked', email: 'x@demo.test', role: 'admin', locale: 'en' })],
    ['mutation', 'admin.users.disable', () => ({ id: target() })],
    ['mutation', 'admin.users.enable', () => ({ id: target() })],
    ['mutation', 'admin.users.resetTwoFactor', () => ({ id: idOf('admin-2fa@demo.test') })],
    ['mutation', 'admin.users.sendPasswordReset', () => ({ id: target() })],
    ['mutation', 'admin.users.revokeSession', () => ({ id: target(), session_id: 'any' })],
    ['mutation', 'admin.users.revokeAllSessions', () => ({ id: target() })],
  ];
  const callAs = (client: HttpClient, [kind, path, input]: (typeof calls)[number]) =>
    kind === 'query' ? client.query(path, input()) : client.mutation(path, input());

  it('refuses visitors with 401 and every non-admin role with 403, and changes nothing', async () => {
    const writes = await audited(async () => {
      const visitor = new HttpClient(test, '203.0.113.60');
      for (const call of calls) expect((await callAs(visitor, call)).status, `visitor ${call[1]}`).toBe(401);
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        const client = await signedIn(`${role}@demo.test`, '203.0.113.61');
        for (const call of calls) expect((await callAs(client, call)).status, `${role} ${call[1]}`).toBe(403);
      }
    });
    expect(writes).toHaveLength(0);
    const [customer] = await test.deps.db.select().from(users).where(eq(users.id, target()));
    expect(customer).toMatchObject({ name: 'Colin Customer', role: 'customer', disabled: false });
  });
});

describe('get', () => {
  it('returns the profile and the live sessions, marking the admin’s own current session', async () => {
    const self = await detail('admin@demo.test');
    expect(self).toMatchObject({ email: 'admin@demo.test', role: 'admin', locale: 'en', is_self: true });
    expect(self.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(self.sessions[0]).toMatchObject({ ip_address: '198.51.100.40' });
    expect(self.sessions[0]).not.toHaveProperty('token');

    await signedIn('user@demo.test', '203.0.113.70');
    const other = await detail('user@demo.test');
    expect(other.is_self).toBe(false);
    expect(other.sessions.length).toBeGreaterThan(0);
    expect(other.sessions.every((session) => !session.current)).toBe(true);
    expect(other.sessions.some((session) => session.ip_address === '203.0.113.70')).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await admin.query('admin.users.get', { id: 'no-such-user' })).status).toBe(404);
  });
});

describe('update', () => {
  it('returns field errors per field, in the admin’s language', async () => {
    const user = await detail('user@demo.test');
    const result = await admin.mutation('admin.users.update', { ...profile(user), name: '  ', email: 'not-an-address', role: 'emperor' });
    expect(result.status).toBe(422);
    expect(result.json.error?.data.fieldErrors).toEqual({
      name: ['The name field is required.'],
      email: ['The e-mail field must be a valid email address.'],
      role: ['The role field is invalid.'],
    });
    const german = new HttpClient(test, '198.51.100.40');
    german.cookies.set('locale', 'de');
    for (const [name, value] of admin.cookies) if (name !== 'locale') german.cookies.set(name, value);
    const localized = await german.mutation('admin.users.update', { ...profile(user), email: 'admin@demo.test' });
    expect(localized.json.error?.data.fieldErrors).toEqual({ email: ['E-Mail ist bereits vergeben.'] });
  });

  it('refuses an e-mail another account has (in any case), an unknown company and a company role without one', async () => {
    const user = await detail('user@demo.test');
    const taken = await admin.mutation('admin.users.update', profile(user, { email: 'Customer@Demo.test' }));
    expect(taken.status).toBe(422);
    expect(taken.json.error?.data.fieldErrors).toEqual({ email: ['The e-mail has already been taken.'] });
    const ghostCompany = await admin.mutation('admin.users.update', profile(user, { company_id: 99999 }));
    expect(ghostCompany.json.error?.data.fieldErrors).toEqual({ company_id: ['The company field is invalid.'] });
    const homeless = await admin.mutation('admin.users.update', profile(user, { role: 'distributor-junior', company_id: null }));
    expect(homeless.json.error?.data.fieldErrors).toEqual({ company_id: ['The company field is required.'] });
    expect((await admin.mutation('admin.users.update', profile(user, { id: 'ghost' }))).status).toBe(404);
    expect((await admin.mutation('admin.users.update', 'nonsense')).status).toBe(422);
  });

  it('saves name, e-mail (lower case), role, company and language with one audit entry of the changed fields', async () => {
    const user = await detail('customer@demo.test');
    const [nordhavn] = await test.deps.db.select().from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS'));
    const writes = await audited(async () => {
      const result = await admin.mutation(
        'admin.users.update',
        profile(user, { name: 'Colin C. Customer', email: 'Colin@Demo.TEST', role: 'distributor-junior', company_id: nordhavn!.id, locale: 'fr' }),
      );
      expect(result.status).toBe(200);
      expect(result.json.result!.data).toMatchObject({ name: 'Colin C. Customer', email: 'colin@demo.test', company_name: 'Nordhavn Inspection ApS' });
    });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ section: 'users', action: 'update', recordId: user.id, actorEmail: 'admin@demo.test' });
    expect(writes[0]!.changes).toEqual({
      name: ['Colin Customer', 'Colin C. Customer'],
      email: ['customer@demo.test', 'colin@demo.test'],
      role: ['customer', 'distributor-junior'],
      company_id: [null, nordhavn!.id],
      locale: ['en', 'fr'],
    });
    // The new address signs in; a save that changes nothing writes nothing.
    await signedIn('colin@demo.test');
    const unchanged = await audited(async () => {
      const current = (await admin.query('admin.users.get', { id: user.id })).json.result!.data as AdminUserDetail;
      expect((await admin.mutation('admin.users.update', profile(current))).status).toBe(200);
    });
    expect(unchanged).toHaveLength(0);
    await admin.mutation('admin.users.update', profile(user)); // restore for the tests below
  });
});

describe('disable and enable', () => {
  it('disabling signs the user out at once and sign-in is refused; enabling lets them back in', async () => {
    const id = idOf('certified-junior@demo.test');
    await test.deps.db.delete(sessions).where(eq(sessions.userId, id)); // sessions of earlier tests
    const browser = await signedIn('certified-junior@demo.test');
    const second = await signedIn('certified-junior@demo.test', '203.0.113.81');
    expect(await whoAmI(browser)).toMatchObject({ email: 'certified-junior@demo.test' });

    const onDisable = await audited(async () => {
      expect((await admin.mutation('admin.users.disable', { id })).status).toBe(200);
    });
    expect(onDisable).toHaveLength(1);
    expect(onDisable[0]).toMatchObject({ section: 'users', action: 'update', recordId: id });
    expect(onDisable[0]!.changes).toEqual({ disabled: [false, true], sessions: [2, 0] });
    expect(await test.deps.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await whoAmI(browser)).toBeNull();
    expect(await whoAmI(second)).toBeNull();
    expect((await browser.query('portal.company')).status).toBe(401);
    const refused = await new HttpClient(test, '203.0.113.82').mutation('public.signIn', {
      email: 'certified-junior@demo.test',
      password: 'Demo-Password-1',
    });
    expect(refused.status).toBe(422);
    const listed = await admin.query('admin.users.list', { q: 'certified-junior@' });
    expect((listed.json.result!.data as { rows: unknown[] }).rows[0]).toMatchObject({ status: 'disabled' });
    // Disabling again changes nothing and logs nothing.
    expect(await audited(() => admin.mutation('admin.users.disable', { id }))).toHaveLength(0);

    const onEnable = await audited(async () => {
      expect((await admin.mutation('admin.users.enable', { id })).status).toBe(200);
    });
    expect(onEnable).toHaveLength(1);
    expect(onEnable[0]!.changes).toEqual({ disabled: [true, false] });
    expect(await whoAmI(await signedIn('certified-junior@demo.test'))).toMatchObject({ email: 'certified-junior@demo.test' });
    expect((await admin.mutation('admin.users.enable', { id: 'ghost' })).status).toBe(404);
  });
});

describe('two-factor reset', () => {
  it('removes the secret and turns two-factor off; the next sign-in asks for the password only', async () => {
    const id = idOf('admin-2fa@demo.test');
    const onReset = await audited(async () => {
      expect((await admin.mutation('admin.users.resetTwoFactor', { id })).status).toBe(200);
    });
    expect(onReset).toHaveLength(1);
    expect(onReset[0]!.changes).toEqual({ two_factor_enabled: [true, false] });
    expect(JSON.stringify(onReset[0]!.changes)).not.toMatch(/secret|backup/i);
    expect(await test.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toHaveLength(0);
    expect((await detail('admin-2fa@demo.test')).two_factor_enabled).toBe(false);
    expect(await new HttpClient(test, '203.0.113.90').signIn('admin-2fa@demo.test')).toEqual({ two_factor: false });

    const again = await admin.mutation('admin.users.resetTwoFactor', { id });
    expect(again.status).toBe(422);
    expect(again.json.error?.message).toBe('Two-factor authentication is not on for this user.');
  });
});

describe('password reset e-mail', () => {
  it('sends the forgotten-password e-mail (outbox) and logs that it was sent, never the token', async () => {
    const email = 'distributor-junior@demo.test';
    const before = (await test.deps.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const writes = await audited(async () => {
      expect((await admin.mutation('admin.users.sendPasswordReset', { id: idOf(email) })).status).toBe(200);
    });
    const mails = await test.deps.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain('Reset your password');
    const token = /\/reset-password\/([^?\s"]+)/.exec(mails.at(-1)!.text)?.[1];
    expect(token).toBeTruthy();
    expect(writes).toHaveLength(1);
    expect(Object.keys(writes[0]!.changes)).toEqual(['password_reset_sent']);
    expect(JSON.stringify(writes[0]!.changes)).not.toContain(token!);
    // The link works: the user sets a new password with it.
    const reset = await new HttpClient(test).mutation('public.resetPassword', {
      token,
      password: 'Admin-Sent-Reset-1',
      password_confirmation: 'Admin-Sent-Reset-1',
    });
    expect(reset.status).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const id = idOf('distributor-junior-plus@demo.test');
    await admin.mutation('admin.users.disable', { id });
    const result = await admin.mutation('admin.users.sendPasswordReset', { id });
    expect(result.status).toBe(422);
    expect(result.json.error?.message).toMatch(/disabled/);
    await admin.mutation('admin.users.enable', { id });
  });
});

describe('sessions', () => {
  it('revokes one session (that browser is signed out, the other not), then all', async () => {
    const email = 'certified-senior@demo.test';
    const id = idOf(email);
    await test.deps.db.delete(sessions).where(eq(sessions.userId, id)); // sessions of earlier tests
    const laptop = await signedIn(email, '203.0.113.101');
    const phone = await signedIn(email, '203.0.113.102');
    const listed = (await detail(email)).sessions;
    expect(listed).toHaveLength(2);
    const laptopSession = listed.find((session) => session.ip_address === '203.0.113.101')!;

    const onRevoke = await audited(async () => {
      expect((await admin.mutation('admin.users.revokeSession', { id, session_id: laptopSession.id })).status).toBe(200);
    });
    expect(onRevoke).toHaveLength(1);
    expect(onRevoke[0]!.changes).toEqual({
      session_revoked: [{ id: laptopSession.id, ip_address: '203.0.113.101', user_agent: laptopSession.user_agent }, null],
    });
    expect(await whoAmI(laptop)).toBeNull();
    expect(await whoAmI(phone)).toMatchObject({ email });
    expect((await admin.mutation('admin.users.revokeSession', { id, session_id: laptopSession.id })).status).toBe(404);
    // A session id of another user is not found under this user.
    const adminSession = (await detail('admin@demo.test')).sessions[0]!;
    expect((await admin.mutation('admin.users.revokeSession', { id, session_id: adminSession.id })).status).toBe(404);

    await signedIn(email, '203.0.113.103');
    const onRevokeAll = await audited(async () => {
      const result = await admin.mutation('admin.users.revokeAllSessions', { id });
      expect(result.json.result!.data).toEqual({ revoked: 2 });
    });
    expect(onRevokeAll[0]!.changes).toEqual({ sessions: [2, 0] });
    expect(await whoAmI(phone)).toBeNull();
    expect((await detail(email)).sessions).toHaveLength(0);
    expect(await audited(() => admin.mutation('admin.users.revokeAllSessions', { id }))).toHaveLength(0);
  });
});

describe('protections', () => {
  it('an admin cannot disable themselves or remove their own admin role', async () => {
    const self = await detail('admin@demo.test');
    const writes = await audited(async () => {
      const disable = await admin.mutation('admin.users.disable', { id: self.id });
      expect(disable.status).toBe(422);
      expect(disable.json.error?.message).toBe('You cannot disable your own account.');
      const demote = await admin.mutation('admin.users.update', profile(self, { role: 'user' }));
      expect(demote.status).toBe(422);
      expect(demote.json.error?.message).toBe('You cannot remove your own administrator role.');
      expect(demote.json.error?.data.fieldErrors).toEqual({ role: ['You cannot remove your own administrator role.'] });
    });
    expect(writes).toHaveLength(0);
    // Their other fields can still change.
    expect((await admin.mutation('admin.users.update', profile(self, { name: 'Ada A. Admin' }))).status).toBe(200);
    expect(await whoAmI(admin)).toMatchObject({ email: 'admin@demo.test' });
  });

  it('another admin can be demoted and disabled while an enabled admin remains', async () => {
    const other = await detail('admin-2fa@demo.test');
    expect((await admin.mutation('admin.users.update', profile(other, { role: 'user' }))).status).toBe(200);
    expect((await admin.mutation('admin.users.update', profile(other, { role: 'admin' }))).status).toBe(200);
    expect((await admin.mutation('admin.users.disable', { id: other.id })).status).toBe(200);
    expect((await admin.mutation('admin.users.enable', { id: other.id })).status).toBe(200);
  });

  it('the last enabled admin cannot be disabled or demoted, even by an admin whose own account just went', async () => {
    const adminId = idOf('admin@demo.test');
    const otherId = idOf('admin-2fa@demo.test');
    // admin-2fa's request passed authorization, then admin@ disabled admin-2fa: admin@ is now the only enabled admin.
    const [row] = await test.deps.db.select().from(users).where(eq(users.id, otherId));
    const staleActor: Actor = {
      id: otherId,
      name: row!.name,
      email: row!.email,
      role: 'admin',
      locale: 'en',
      companyId: null,
      twoFactorEnabled: false,
      sessionId: 'stale',
      passwordConfirmedAt: null,
    };
    await admin.mutation('admin.users.disable', { id: otherId });
    await expect(disableUser({ deps: test.deps, actor: staleActor, locale: 'en' }, { id: adminId })).rejects.toMatchObject({
      status: 422,
      message: 'This is the only enabled administrator: make another account an administrator first.',
    });
    await expect(disableUser({ deps: test.deps, actor: staleActor, locale: 'de' }, { id: adminId })).rejects.toMatchObject({ message: /einzige aktive Administrator/ });
    const [still] = await test.deps.db.select().from(users).where(eq(users.id, adminId));
    expect(still).toMatchObject({ role: 'admin', disabled: false });
    await admin.mutation('admin.users.enable', { id: otherId });
  });

  it('the in-batch guard rolls back a write that leaves no enabled admin (two admins demoting each other at once)', async () => {
    const otherId = idOf('admin-2fa@demo.test');
    await admin.mutation('admin.users.disable', { id: otherId });
    const adminId = idOf('admin@demo.test');
    const writes = await audited(async () => {
      await expect(
        withAdminGuard('en', () =>
          test.deps.db.batch([
            test.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, adminId)),
            auditInsert(test.deps, { id: adminId, email: 'admin@demo.test' }, {
              section: 'users',
              action: 'update',
              recordId: guardedRecordId(adminId),
              changes: { role: ['admin', 'user'] },
            }),
          ]),
        ),
      ).rejects.toMatchObject({ status: 422 });
    });
    expect(writes).toHaveLength(0);
    const [still] = await test.deps.db.select().from(users).where(eq(users.id, adminId));
    expect(still!.role).toBe('admin');
    await admin.mutation('admin.users.enable', { id: otherId });
  });

  it('two admins demoting each other at the same moment leave an enabled admin', async () => {
    const second = await signedIn('admin-2fa@demo.test', '203.0.113.120');
    const mine = await detail('admin@demo.test');
    const theirs = await detail('admin-2fa@demo.test');
    const results = await Promise.all([
      admin.mutation('admin.users.update', profile(theirs, { role: 'user' })),
      second.mutation('admin.users.update', profile(mine, { role: 'user' })),
    ]);
    expect(results.filter((result) => result.status === 200).length).toBeLessThanOrEqual(1);
    const enabledAdmins = (await test.deps.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => !u.disabled);
    expect(enabledAdmins.length).toBeGreaterThanOrEqual(1);
  });
});
