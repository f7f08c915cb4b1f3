import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '../../src/shared/auth/policy';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import { assignableRoles, roleWithinReach } from '../../src/shared/team/team.schema';
import { toolAdmits } from '../../src/shared/service-tools/servicetools.schema';
import type { Actor } from '../../src/server/auth/actor';
import { accounts, auditLog, companies, downloads, files, outbox, portalDownloadLog, serviceTools, sessions, users } from '../../src/server/db/schema';
import { tinyZip } from '../../src/server/db/seed/portal/team';
import { DomainError } from '../../src/server/errors';
import { inspectUpload, storeUpload } from '../../src/server/features/files/upload';
import { openPortalFile, openServiceToolVersion } from '../../src/server/features/downloads/portal-downloads';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/users, /portal/files, /portal/servicetools and /admin/servicetools (issue 12) through the real router on a
 * fresh migrated and seeded database. The people and companies of the matrix are this file's own (company A holds
 * one account of every company role, company B two); the demo seed supplies the downloads and its service tools.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toLowerCase();

type Staff = Role | 'seniorB' | 'certSeniorB' | 'orphan';
const STAFF: Record<Staff, { role: Role; company: 'A' | 'B' | null }> = {
  ...(Object.fromEntries(ROLES.map((role) => [role, { role, company: ['user', 'customer', 'admin'].includes(role) ? null : 'A' }])) as Record<
    Role,
    { role: Role; company: 'A' | null }
  >),
  seniorB: { role: 'distributor-senior', company: 'B' },
  certSeniorB: { role: 'certified-senior', company: 'B' },
  // A senior account not (or no longer) linked to a company: it reaches nobody.
  orphan: { role: 'distributor-senior', company: null },
};
const EVERYONE = [...(Object.keys(STAFF) as Staff[]), null] as const;

const actors = new Map<Staff, Actor>();
let companyA = 0;
let companyB = 0;
const email = (who: string) => `${who.toLowerCase()}-${suffix}@portal-team.test`;
const scopeAt = (ip: string) => ({ headers: new Headers(), ip, setCookies: () => undefined });

function caller(who: Staff | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '203.0.113.9', setCookies: () => undefined },
  });
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    if (error instanceof DomainError) return String(error.status);
    throw error;
  }
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error.message;
  }
  return '';
}

/** What the policy answers before any service runs: signed out, or a role without the permission. */
function gate(who: Staff | null, permission: Permission): string | null {
  if (who === null) return 'UNAUTHORIZED';
  return can({ role: STAFF[who].role }, permission) ? null : 'FORBIDDEN';
}

let made = 0;
/** A fresh account in company A or B (a target that no earlier write has touched). */
async function person(company: 'A' | 'B', role: Role = 'distributor-junior', withPassword = true): Promise<string> {
  const id = `pt-target-${suffix}-${++made}`;
  const now = new Date();
  await test.deps.db
    .insert(users)
    .values({ id, name: `Target ${made}`, email: email(`target-${made}`), role, companyId: company === 'A' ? companyA : companyB, createdAt: now, updatedAt: now });
  if (withPassword) await test.deps.db.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: 'x', createdAt: now, updatedAt: now });
  return id;
}

async function storedZip(name: string): Promise<number> {
  const bytes = tinyZip('README.txt', `${name}\r\n`);
  const stored = await storeUpload(test.deps, bytes, await inspectUpload(bytes, `${name}.zip`, 'en'), 'en');
  const [row] = await test.deps.db.insert(files).values(stored.values).returning({ id: files.id });
  return row!.id;
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  [{ id: companyA }] = (await db.insert(companies).values({ name: `Alpha Team ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Beta Team ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  for (const [who, member] of Object.entries(STAFF) as Array<[Staff, (typeof STAFF)[Staff]]>) {
    const id = `pt-${who}-${suffix}`;
    const companyId = member.company === 'A' ? companyA : member.company === 'B' ? companyB : null;
    await db.insert(users).values({ id, name: `Staff ${who}`, email: email(who), role: member.role, companyId, createdAt: now, updatedAt: now });
    await db.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: 'x', createdAt: now, updatedAt: now });
    actors.set(who, { id, name: `Staff ${who}`, email: email(who), role: member.role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
});

afterAll(() => test?.close());

// ------------------------------------------------------------------------------------------------------ role ranks

describe('the role ladder', () => {
  it('gives a distributor senior the distributor roles, a certified senior the certified ones up to senior, an admin all company roles', () => {
    expect(assignableRoles('distributor-senior')).toEqual(['distributor-junior', 'distributor-junior-plus', 'distributor-senior']);
    expect(assignableRoles('certified-senior')).toEqual(['certified-junior', 'certified-junior-plus', 'certified-senior']);
    expect(assignableRoles('admin')).toEqual([
      'distributor-junior',
      'distributor-junior-plus',
      'distributor-senior',
      'certified-junior',
      'certified-junior-plus',
      'certified-senior',
      'certified-senior-plus',
    ]);
    for (const role of ['distributor-junior', 'distributor-junior-plus', 'certified-junior', 'certified-junior-plus', 'certified-senior-plus', 'user', 'customer'] as const) {
      expect(assignableRoles(role), role).toEqual([]);
    }
  });

  it('never reaches admin, user or customer, another family, or a rank above one’s own', () => {
    for (const actor of ROLES) {
      expect(roleWithinReach(actor, 'admin')).toBe(false);
      expect(roleWithinReach(actor, 'user')).toBe(false);
      expect(roleWithinReach(actor, 'customer')).toBe(false);
    }
    expect(roleWithinReach('distributor-senior', 'certified-junior')).toBe(false);
    expect(roleWithinReach('certified-senior', 'distributor-junior')).toBe(false);
    expect(roleWithinReach('certified-senior', 'certified-senior-plus')).toBe(false);
    expect(roleWithinReach('distributor-senior', 'distributor-senior')).toBe(true);
    expect(roleWithinReach('distributor-junior', 'distributor-junior')).toBe(false); // no manage-company permission
  });

  it('lets a tool’s roles narrow it to some service roles; admins always', () => {
    expect(toolAdmits([], 'certified-junior')).toBe(true);
    expect(toolAdmits([], 'distributor-senior')).toBe(false);
    expect(toolAdmits(['certified-senior'], 'certified-junior')).toBe(false);
    expect(toolAdmits(['certified-senior'], 'admin')).toBe(true);
  });
});

// ------------------------------------------------------------------------------------------------- users: matrix

/** A write on a target of company A (own for A's staff) and of company B (another company's). */
const WRITES = {
  disable: (who: Staff | null, id: string) => caller(who).portal.users.disable({ id }),
  enable: async (who: Staff | null, id: string) => {
    await test.deps.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    return caller(who).portal.users.enable({ id });
  },
  changeRole: (who: Staff | null, id: string) => caller(who).portal.users.changeRole({ id, role: 'distributor-junior-plus' }),
  resendInvitation: (who: Staff | null, id: string) => caller(who).portal.users.resendInvitation({ id }),
} as const;

/** The expected answer of a write on a distributor-junior of company `target` by `who`. */
function expectedWrite(who: Staff | null, target: 'A' | 'B'): string {
  const gated = gate(who, 'portal:manage-company');
  if (gated) return gated;
  const member = STAFF[who!];
  if (member.role === 'admin') return 'OK';
  if (member.company !== target) return 'NOT_FOUND';
  // Same company: within reach only for the distributor family.
  return member.role === 'distributor-senior' ? 'OK' : 'FORBIDDEN';
}

describe('/portal/users: each procedure × each role × own and other company', () => {
  it('list and companies: the seniors and admins; each member sees only their own company', async () => {
    const seen: Record<string, string> = {};
    for (const who of EVERYONE) {
      const key = who ?? 'signed-out';
      seen[key] = await outcome(caller(who).portal.users.list({}));
      expect(await outcome(caller(who).portal.users.companies()), key).toBe(seen[key]);
      expect(seen[key], key).toBe(gate(who, 'portal:manage-company') ?? 'OK');
    }
    const own = await caller('distributor-senior').portal.users.list({ q: 'Staff' });
    expect(own.rows.map((row) => row.email).sort()).toEqual(
      (Object.keys(STAFF) as Staff[]).filter((who) => STAFF[who].company === 'A').map(email).sort(),
    );
    // Each row names the account (its workflows' id) and its role: the screen offers the actions within reach.
    expect(own.rows.find((row) => row.email === email('distributor-senior'))!.userId).toBe(actors.get('distributor-senior')!.id);
    const roles = own.rows.map((row) => ROLES.find((role) => role === row.role)).filter((role): role is Role => role !== undefined);
    expect(roles.filter((role) => roleWithinReach('distributor-senior', role)).sort()).toEqual(['distributor-junior', 'distributor-junior-plus', 'distributor-senior']);
    const other = await caller('seniorB').portal.users.list({ q: 'Staff' });
    expect(other.rows.map((row) => row.email).sort()).toEqual([email('certSeniorB'), email('seniorB')].sort());
    expect((await caller('orphan').portal.users.list({})).rows).toEqual([]);
    expect(await caller('distributor-senior').portal.users.companies()).toEqual([{ id: companyA, name: `Alpha Team ${suffix}` }]);
    const everyone = await caller('admin').portal.users.list({ q: 'Staff' });
    expect(everyone.rows.some((row) => row.email === email('seniorB'))).toBe(true);
    // Accounts outside any company (user, customer, admin) are never portal users.
    expect(everyone.rows.some((row) => row.email === email('customer'))).toBe(false);
  });

  for (const [name, write] of Object.entries(WRITES)) {
    it(`${name}: refused to everyone but the seniors of the target’s company (within their roles) and admins`, async () => {
      for (const who of EVERYONE) {
        for (const target of ['A', 'B'] as const) {
          const id = await person(target, 'distributor-junior', name !== 'resendInvitation');
          expect(await outcome(write(who, id)), `${who ?? 'signed out'} on ${target}`).toBe(expectedWrite(who, target));
        }
      }
    });
  }

  it('invite: the seniors and admins, into their own company only (a certified senior cannot give a distributor role)', async () => {
    const expected = (who: Staff | null, into: 'own' | 'B'): string => {
      const gated = gate(who, 'portal:manage-company');
      if (gated) return gated;
      const member = STAFF[who!];
      if (member.role === 'admin') return 'OK';
      if (member.company === null || (into === 'B' && member.company !== 'B')) return 'NOT_FOUND';
      return member.role === 'distributor-senior' ? 'OK' : 'FORBIDDEN';
    };
    for (const who of EVERYONE) {
      const key = who ?? 'signed out';
      const own = caller(who).portal.users.invite({ name: 'New Person', email: email(`invite-own-${key}`), role: 'distributor-junior', locale: 'en', companyId: who === 'admin' ? companyA : undefined });
      expect(await outcome(own), `${key} own`).toBe(expected(who, 'own'));
      const other = caller(who).portal.users.invite({ name: 'New Person', email: email(`invite-b-${key}`), role: 'distributor-junior', locale: 'en', companyId: companyB });
      expect(await outcome(other), `${key} into B`).toBe(expected(who, 'B'));
    }
  });
});

// --------------------------------------------------------------------------------------------- users: behaviour

describe('/portal/users: the rules a user would notice', () => {
  it('a junior inviting a senior is refused (no access to the page at all)', async () => {
    const code = await outcome(caller('distributor-junior').portal.users.invite({ name: 'Up High', email: email('up-high'), role: 'distributor-senior', locale: 'en' }));
    expect(code).toBe('FORBIDDEN');
  });

  it('a senior making an admin, or giving another family’s role, is refused with the reason', async () => {
    const id = await person('A');
    const promise = caller('distributor-senior').portal.users.changeRole({ id, role: 'admin' });
    expect(await outcome(promise)).toBe('FORBIDDEN');
    expect(await messageOf(caller('distributor-senior').portal.users.changeRole({ id, role: 'admin' }))).toMatch(/above your own role or outside your company’s roles/);
    expect(await outcome(caller('distributor-senior').portal.users.changeRole({ id, role: 'certified-junior' }))).toBe('FORBIDDEN');
    expect(await outcome(caller('distributor-senior').portal.users.invite({ name: 'Boss', email: email('boss'), role: 'admin', locale: 'en' }))).toBe('FORBIDDEN');
    expect(await outcome(caller('distributor-senior').portal.users.invite({ name: 'Customer', email: email('cust'), role: 'customer', locale: 'en' }))).toBe('FORBIDDEN');
    expect(await outcome(caller('certified-senior').portal.users.invite({ name: 'Plus', email: email('plus'), role: 'certified-senior-plus', locale: 'en' }))).toBe('FORBIDDEN');
    expect(await messageOf(caller('certified-senior', 'de').portal.users.invite({ name: 'Plus', email: email('plus'), role: 'certified-senior-plus', locale: 'en' }))).toMatch(/Sie können diese Rolle nicht vergeben/);
    // A certified senior may give certified roles up to their own.
    const certified = await person('A', 'certified-junior');
    expect((await caller('certified-senior').portal.users.changeRole({ id: certified, role: 'certified-senior' })).role).toBe('certified-senior');
    // Someone above one's reach (a certified senior-plus) cannot be changed or disabled.
    const above = await person('A', 'certified-senior-plus');
    expect(await outcome(caller('certified-senior').portal.users.disable({ id: above }))).toBe('FORBIDDEN');
    const stored = await test.deps.db.select({ role: users.role, disabled: users.disabled }).from(users).where(inArray(users.id, [id, above]));
    expect(stored.map((row) => row.role).sort()).toEqual(['certified-senior-plus', 'distributor-junior']);
    expect(stored.every((row) => !row.disabled)).toBe(true);
  });

  it('another company’s user is not found, whatever the write', async () => {
    const id = await person('B');
    for (const attempt of [
      caller('distributor-senior').portal.users.disable({ id }),
      caller('distributor-senior').portal.users.changeRole({ id, role: 'distributor-junior-plus' }),
      caller('distributor-senior').portal.users.enable({ id }),
    ]) {
      expect(await outcome(attempt)).toBe('NOT_FOUND');
    }
    expect(await outcome(caller('distributor-senior').portal.users.invite({ name: 'X', email: email('into-b'), role: 'distributor-junior', locale: 'en', companyId: companyB }))).toBe('NOT_FOUND');
  });

  it('a senior cannot disable themself or change their own role', async () => {
    const self = actors.get('seniorB')!.id;
    expect(await outcome(caller('seniorB').portal.users.disable({ id: self }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await messageOf(caller('seniorB').portal.users.disable({ id: self }))).toBe('You cannot disable your own account.');
    expect(await outcome(caller('seniorB').portal.users.changeRole({ id: self, role: 'distributor-junior' }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('an e-mail already registered is a 409 with a clear message', async () => {
    const promise = caller('distributor-senior').portal.users.invite({ name: 'Again', email: email('distributor-junior').toUpperCase(), role: 'distributor-junior', locale: 'en' });
    expect(await outcome(promise)).toBe('CONFLICT');
    expect(await messageOf(caller('distributor-senior').portal.users.invite({ name: 'Again', email: 'distributor-senior@demo.test', role: 'distributor-junior', locale: 'en' }))).toBe(
      'An account with this e-mail address already exists.',
    );
  });

  it('an admin must name the company', async () => {
    expect(await outcome(caller('admin').portal.users.invite({ name: 'X', email: email('no-company'), role: 'distributor-junior', locale: 'en' }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('invites in the invitee’s language; the link sets the password once; the account is then active', async () => {
    const address = email('ingrid');
    const row = await caller('distributor-senior').portal.users.invite({ name: 'Ingrid Neu', email: address, role: 'distributor-junior-plus', locale: 'de' });
    expect(row).toMatchObject({ name: 'Ingrid Neu', email: address, role: 'distributor-junior-plus', locale: 'de', state: 'invited', lastSignInAt: null, manageable: true });
    const [stored] = await test.deps.db.select().from(users).where(eq(users.id, row.id));
    expect(stored).toMatchObject({ companyId: companyA, role: 'distributor-junior-plus', locale: 'de', disabled: false });
    const [mail] = await test.deps.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(desc(outbox.id));
    expect(mail!.subject).toContain(`Einladung zum Partnerportal von Alpha Team ${suffix}`);
    expect(mail!.text).toContain('Staff distributor-senior hat Sie als Mitglied');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)\?email=/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    const [audit] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'portal-users'), eq(auditLog.recordId, row.id)));
    expect(audit).toMatchObject({ action: 'create', actorEmail: email('distributor-senior') });

    // The invitee cannot sign in before setting a password; the link sets it (a credential account is created).
    await caller(null).public.resetPassword({ token: token!, password: 'Neues-Passwort-1', password_confirmation: 'Neues-Passwort-1' });
    expect(await outcome(caller(null).public.resetPassword({ token: token!, password: 'Neues-Passwort-2', password_confirmation: 'Neues-Passwort-2' }))).not.toBe('OK');
    const list = await caller('distributor-senior').portal.users.list({ q: 'Ingrid' });
    expect(list.rows.map((entry) => entry.state)).toEqual(['active']);
    // No invitation to send again once the password is set.
    expect(await outcome(caller('distributor-senior').portal.users.resendInvitation({ id: row.id }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('disabling signs the person out at once and is audited; enabling brings them back', async () => {
    const id = await person('A');
    const now = new Date();
    await test.deps.db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: id, createdAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
    expect((await caller('distributor-senior').portal.users.list({ q: 'Target', filters: { state: 'active' } })).rows.find((row) => row.userId === id)?.lastSignIn).toBe(now.toISOString());
    expect((await caller('distributor-senior').portal.users.disable({ id })).state).toBe('disabled');
    expect(await test.deps.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await caller('distributor-senior').portal.users.list({ filters: { state: 'disabled' } })).rows.some((row) => row.userId === id)).toBe(true);
    expect((await caller('distributor-senior').portal.users.enable({ id })).state).toBe('active');
    const entries = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'portal-users'), eq(auditLog.recordId, id))).orderBy(auditLog.id);
    expect(entries.map((entry) => JSON.parse(entry.changes))).toEqual([{ disabled: [false, true] }, { disabled: [true, false] }]);
  });

  it('refuses bad input before anything is written', async () => {
    expect(await outcome(caller('distributor-senior').portal.users.invite({ name: '', email: 'not-an-address', role: 'distributor-junior', locale: 'en' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(caller('distributor-senior').portal.users.invite({ name: 'X', email: email('bad-lang'), role: 'distributor-junior', locale: 'xx' as Locale }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(caller('distributor-senior').portal.users.changeRole({ id: 'x', role: 'overlord' as Role }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(caller('distributor-senior').portal.users.list({ page: 0 }))).toBe('UNPROCESSABLE_CONTENT');
  });
});

// ------------------------------------------------------------------------------------------------------- files

describe('/portal/files', () => {
  it('lists to every portal role (and nobody else); service manuals only for service roles', async () => {
    for (const who of EVERYONE) {
      const key = who ?? 'signed out';
      const answer = await outcome(caller(who).portal.files.list({}));
      expect(answer, key).toBe(gate(who, 'portal:access') ?? 'OK');
      if (answer !== 'OK') continue;
      const list = await caller(who).portal.files.list({ perPage: 100 });
      const service = can({ role: STAFF[who!].role }, 'portal:service-tools');
      expect(list.rows.some((file) => file.category === 'service-manual'), key).toBe(service);
      expect(list.rows.some((file) => file.audience === 'distributors')).toBe(true);
    }
  });

  it('logs every download with the member, company and address; a service manual is refused to a distributor', async () => {
    const [partnerDownload] = await test.deps.db.select().from(downloads).where(eq(downloads.audience, 'distributors'));
    const [manual] = await test.deps.db.select().from(downloads).where(eq(downloads.category, 'service-manual'));
    const junior = actors.get('distributor-junior')!;
    const answer = await openPortalFile({ deps: test.deps, actor: junior, now: new Date(), scope: scopeAt('198.51.100.23') }, { id: partnerDownload!.id, log: true });
    await answer.object.body.cancel();
    const [logged] = await test.deps.db.select().from(portalDownloadLog).where(eq(portalDownloadLog.userId, junior.id));
    expect(logged).toMatchObject({ fileId: partnerDownload!.fileId, companyId: companyA, ip: '198.51.100.23', toolVersionId: null });
    await expect(openPortalFile({ deps: test.deps, actor: junior, now: new Date(), scope: scopeAt('198.51.100.23') }, { id: manual!.id, log: true })).rejects.toMatchObject({ status: 403 });
    const certified = actors.get('certified-junior')!;
    await (await openPortalFile({ deps: test.deps, actor: certified, now: new Date(), scope: scopeAt('198.51.100.24') }, { id: manual!.id, log: true })).object.body.cancel();
    expect(await test.deps.db.select().from(portalDownloadLog).where(eq(portalDownloadLog.userId, certified.id))).toHaveLength(1);
    // A HEAD request is not a download.
    await (await openPortalFile({ deps: test.deps, actor: certified, now: new Date(), scope: scopeAt('198.51.100.24') }, { id: manual!.id, log: false })).object.body.cancel();
    expect(await test.deps.db.select().from(portalDownloadLog).where(eq(portalDownloadLog.userId, certified.id))).toHaveLength(1);
  });
});

// ----------------------------------------------------------------------------------------------- service tools

describe('/portal/servicetools and /admin/servicetools', () => {
  let openTool = 0;
  let seniorTool = 0;
  let hiddenTool = 0;
  let seniorVersion = 0;

  beforeAll(async () => {
    const admin = caller('admin').admin.servicetools;
    openTool = (await admin.create({ name: `Open tool ${suffix}`, kind: 'software', roles: [] })).id;
    seniorTool = (await admin.create({ name: `Senior tool ${suffix}`, kind: 'firmware', roles: ['certified-senior'] })).id;
    hiddenTool = (await admin.create({ name: `Hidden tool ${suffix}`, kind: 'manual', roles: [], published: false })).id;
    await admin.addVersion({ toolId: openTool, version: '1.0', fileId: await storedZip('open-1-0'), releasedOn: '2024-01-01', release_notes_EN: 'First.' });
    await admin.addVersion({ toolId: openTool, version: '1.1', fileId: await storedZip('open-1-1'), releasedOn: '2025-01-01', release_notes_EN: 'Second.' });
    const detail = await admin.addVersion({ toolId: seniorTool, version: '2.0', fileId: await storedZip('senior-2-0'), releasedOn: '2024-06-01' });
    seniorVersion = detail.versions[0]!.id;
  });

  it('portal list and get: the service roles; a tool whose roles leave the reader out, or unpublished, is not found', async () => {
    for (const who of EVERYONE) {
      const key = who ?? 'signed out';
      const gated = gate(who, 'portal:service-tools');
      expect(await outcome(caller(who).portal.servicetools.list({})), key).toBe(gated ?? 'OK');
      expect(await outcome(caller(who).portal.servicetools.get({ id: openTool })), key).toBe(gated ?? 'OK');
      const role = who === null ? null : STAFF[who].role;
      const seesSenior = role === 'admin' || role === 'certified-senior';
      expect(await outcome(caller(who).portal.servicetools.get({ id: seniorTool })), key).toBe(gated ?? (seesSenior ? 'OK' : 'NOT_FOUND'));
      expect(await outcome(caller(who).portal.servicetools.get({ id: hiddenTool })), key).toBe(gated ?? 'NOT_FOUND');
    }
    const junior = (await caller('certified-junior').portal.servicetools.list({ perPage: 100 })).rows;
    expect(junior.some((tool) => tool.id === seniorTool)).toBe(false);
    expect(junior.find((tool) => tool.id === openTool)).toMatchObject({ latestVersion: '1.1', latestReleasedOn: '2025-01-01' });
    const open = await caller('certified-junior').portal.servicetools.get({ id: openTool });
    expect(open.versions.map((version) => version.version)).toEqual(['1.1', '1.0']);
    expect(open.versions[0]).toMatchObject({ releaseNotes: 'Second.', fileName: 'open-1-1.zip', url: `/api/portal/servicetools/versions/${open.versions[0]!.id}` });
    // The seed's four tools: the calibration utility is for seniors only.
    const seeded = (await caller('certified-senior').portal.servicetools.list({ perPage: 100 })).rows;
    expect(seeded.map((tool) => tool.name)).toEqual(expect.arrayContaining(['VH-15 service software', 'SA-25 spark tester firmware', 'VH-15 service manual', 'Calibration utility']));
    expect(junior.map((tool) => tool.name)).not.toContain('Calibration utility');
    expect(junior.map((tool) => tool.name)).not.toContain('SA-25 spark tester firmware');
  });

  it('a version download is logged; one for a tool excluding the reader answers 404', async () => {
    const senior = actors.get('certified-senior')!;
    await (await openServiceToolVersion({ deps: test.deps, actor: senior, scope: scopeAt('192.0.2.200') }, { id: seniorVersion, log: true })).object.body.cancel();
    const [logged] = await test.deps.db.select().from(portalDownloadLog).where(eq(portalDownloadLog.toolVersionId, seniorVersion));
    expect(logged).toMatchObject({ userId: senior.id, companyId: companyA, ip: '192.0.2.200' });
    await expect(openServiceToolVersion({ deps: test.deps, actor: actors.get('certified-junior')!, scope: scopeAt('192.0.2.201') }, { id: seniorVersion, log: true })).rejects.toMatchObject({ status: 404 });
    const log = await caller('admin').admin.serviceToolLog.list({ filters: { tool: seniorTool } });
    expect(log.rows).toHaveLength(1);
    expect(log.rows[0]).toMatchObject({ version: '2.0', userEmail: senior.email, companyName: `Alpha Team ${suffix}`, ip: '192.0.2.200' });
    // Always one tool's log: without the tool it is refused, and another tool's has none of these entries.
    expect(await outcome(caller('admin').admin.serviceToolLog.list({}))).toBe('UNPROCESSABLE_CONTENT');
    expect((await caller('admin').admin.serviceToolLog.list({ filters: { tool: openTool } })).rows.map((row) => row.id)).not.toContain(log.rows[0]!.id);
    expect((await caller('admin').admin.servicetools.list({ perPage: 100 })).rows.find((tool) => tool.id === seniorTool)?.downloads).toBe(1);
  });

  it('admin procedures: admins only', async () => {
    const procedures = [
      (who: Staff | null) => caller(who).admin.servicetools.list({}),
      (who: Staff | null) => caller(who).admin.servicetools.get({ id: openTool }),
      (who: Staff | null) => caller(who).admin.servicetools.products(),
      (who: Staff | null) => caller(who).admin.serviceToolLog.list({ filters: { tool: openTool } }),
      (who: Staff | null) => caller(who).admin.servicetools.update({ id: hiddenTool, name: `Hidden tool ${suffix}`, kind: 'manual', published: false }),
    ];
    for (const who of EVERYONE) {
      for (const run of procedures) expect(await outcome(run(who)), who ?? 'signed out').toBe(gate(who, 'admin:access') ?? 'OK');
    }
  });

  it('edits, versions and deletions are audited; a version number is unique per tool; bad input is refused', async () => {
    const admin = caller('admin').admin.servicetools;
    const edited = await admin.update({ id: openTool, name: `Open tool ${suffix} v2`, kind: 'software', roles: ['certified-senior', 'certified-junior'], description_EN: 'Now described.' });
    expect(edited.roles).toEqual(['certified-junior', 'certified-senior']);
    expect(await outcome(admin.addVersion({ toolId: openTool, version: '1.1', fileId: await storedZip('dup'), releasedOn: '2025-02-01' }))).toBe('CONFLICT');
    expect(await outcome(admin.addVersion({ toolId: openTool, version: '1.2', fileId: 999_999_999, releasedOn: '2025-02-01' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(admin.addVersion({ toolId: openTool, version: '1.2', fileId: 1, releasedOn: '2025-13-45' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(admin.create({ name: 'X', kind: 'software', roles: ['admin' as 'certified-senior'] }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(admin.create({ name: 'X', kind: 'software', productId: 999_999_999 }))).toBe('UNPROCESSABLE_CONTENT');
    const version = edited.versions[0]!;
    const updated = await admin.updateVersion({ id: version.id, version: '1.1.1', fileId: version.fileId, releasedOn: version.releasedOn, release_notes_EN: 'Renumbered.' });
    expect(updated.versions.map((entry) => entry.version)).toEqual(['1.1.1', '1.0']);
    await admin.deleteVersion({ id: version.id });
    await admin.delete({ id: hiddenTool });
    expect(await outcome(admin.get({ id: hiddenTool }))).toBe('NOT_FOUND');
    const entries = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'service-tools'), inArray(auditLog.recordId, [String(openTool), String(hiddenTool)]))).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'create', 'create', 'create', 'update', 'update', 'delete', 'delete']);
    expect(await test.deps.db.select().from(serviceTools).where(eq(serviceTools.id, hiddenTool))).toEqual([]);
  });
});
