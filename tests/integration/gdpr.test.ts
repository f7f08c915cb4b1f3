import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GdprExport, GdprSubject } from '../../src/shared/logs/gdpr.schema';
import type { OffsetPage } from '../../src/shared/list/page';
import type { Actor } from '../../src/server/auth/actor';
import {
  accounts,
  auditLog,
  consents,
  downloadLog,
  gdprLog,
  newsletterSubscriptions,
  sessions,
  users,
  websiteLog,
} from '../../src/server/db/schema';
import { DomainError } from '../../src/server/errors';
import { recordAudit } from '../../src/server/features/logs/audit';
import { eraseUser } from '../../src/server/features/privacy/gdpr';
import { flushWebsiteLog } from '../../src/server/features/logs/website-log';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import { registerConfirmed } from '../setup/registered-account';

const EMAIL = 'gina.gdpr@example.test';
const NAME = 'Gina Gdprsdottir';
const PASSWORD = 'Gina-Password-42';

let test: TestApp;
let admin: HttpClient;
let gina: HttpClient;
let ginaId: string;
let adminId: string;

const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;
const idOf = async (email: string) => (await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.60');
  await admin.signIn('admin@demo.test');
  adminId = await idOf('admin@demo.test');

  // A visitor registers (terms + marketing), subscribes to the newsletter, mistypes a password once, downloads a
  // restricted file and (as if promoted) makes an audit entry.
  gina = new HttpClient(test, '203.0.113.61');
  await registerConfirmed(test, gina, { name: NAME, email: EMAIL, password: PASSWORD, marketing: true });
  ginaId = await idOf(EMAIL);
  expect((await gina.post('/api/newsletter', { name: NAME, email: EMAIL, privacy: true })).status).toBe(201);
  await new HttpClient(test, '203.0.113.62').mutation('public.signIn', { email: EMAIL, password: 'not-her-password' });
  await flushWebsiteLog(test.deps);
  await test.deps.db.insert(downloadLog).values({ userId: ginaId, email: EMAIL, ip: '203.0.113.61' });
  await recordAudit(test.deps, { id: ginaId, email: EMAIL }, { section: 'countries', recordId: '1', action: 'update', changes: {} });
  // An admin edited her profile earlier: the entry quotes her name and address.
  await recordAudit(test.deps, { id: adminId, email: 'admin@demo.test' }, {
    section: 'users',
    recordId: ginaId,
    action: 'update',
    changes: { name: ['Gina G', NAME], email: ['old@example.test', EMAIL] },
  });
});
afterAll(() => test.close());

describe('non-admins', () => {
  it('cannot reach any GDPR procedure', async () => {
    const user = new HttpClient(test, '203.0.113.63');
    await user.signIn('user@demo.test');
    const input = { userId: ginaId };
    expect((await user.query('admin.logs.gdpr.findUsers', { email: 'gina' })).status).toBe(403);
    expect((await user.query('admin.logs.gdpr.consents.list', {})).status).toBe(403);
    expect((await user.query('admin.logs.gdpr.requests.list', {})).status).toBe(403);
    expect((await user.mutation('admin.logs.gdpr.export', input)).status).toBe(403);
    expect((await user.mutation('admin.logs.gdpr.erase', input)).status).toBe(403);
    expect((await new HttpClient(test).mutation('admin.logs.gdpr.erase', input)).status).toBe(401);
    expect((await test.deps.db.select().from(users).where(eq(users.id, ginaId)))[0]!.email).toBe(EMAIL);
  });
});

describe('look-up and export', () => {
  it('finds accounts by the start of the e-mail address', async () => {
    const found = data<GdprSubject[]>(await admin.query('admin.logs.gdpr.findUsers', { email: 'GINA.g' }));
    expect(found).toEqual([expect.objectContaining({ id: ginaId, email: EMAIL, name: NAME, erased: false })]);
    expect(data<GdprSubject[]>(await admin.query('admin.logs.gdpr.findUsers', { email: 'zz-nobody' }))).toEqual([]);
    expect((await admin.query('admin.logs.gdpr.findUsers', { email: 'g' })).status).toBe(422);
  });

  it('exports all of the personal data as JSON, without secrets, and logs the export', async () => {
    const answer = await admin.mutation('admin.logs.gdpr.export', { userId: ginaId });
    expect(answer.status).toBe(200);
    const exported = data<GdprExport>(answer);
    expect(exported.profile).toMatchObject({ id: ginaId, name: NAME, email: EMAIL, role: 'user' });
    expect(exported.consents.map((row) => row.kind).sort()).toEqual(['marketing', 'newsletter', 'terms-privacy']);
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(exported.sessions[0]).toHaveProperty('ipAddress');
    expect(exported.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(exported.newsletter).toMatchObject({ name: NAME, status: 'pending' });
    expect(exported.downloads).toEqual([expect.objectContaining({ email: EMAIL, ip: '203.0.113.61' })]);
    expect(exported.auditEntries).toEqual([expect.objectContaining({ section: 'countries', recordId: '1', changes: {} })]);
    expect(exported.websiteLog.map((row) => row.kind).sort()).toEqual(['form', 'sign-in-failure']);
    expect(exported.emails.length).toBeGreaterThan(0);

    const text = JSON.stringify(exported);
    const [account] = await test.deps.db.select().from(accounts).where(eq(accounts.userId, ginaId));
    const [session] = await test.deps.db.select().from(sessions).where(eq(sessions.userId, ginaId));
    expect(text).not.toContain(account!.password!);
    expect(text).not.toContain(session!.token);
    expect(text).not.toContain('tokenHash');

    const logged = await test.deps.db.select().from(gdprLog).where(eq(gdprLog.subjectId, ginaId));
    expect(logged).toEqual([expect.objectContaining({ kind: 'export', actorEmail: 'admin@demo.test' })]);
  });

  it('answers an unknown account with 404 and bad input with 422', async () => {
    expect((await admin.mutation('admin.logs.gdpr.export', { userId: 'no-such-user' })).status).toBe(404);
    expect((await admin.mutation('admin.logs.gdpr.export', {})).status).toBe(422);
    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: '' })).status).toBe(422);
  });
});

describe('erasure refusals', () => {
  it('an admin cannot erase their own account', async () => {
    const answer = await admin.mutation('admin.logs.gdpr.erase', { userId: adminId });
    expect(answer.status).toBe(422);
    expect(answer.json.error!.message).toMatch(/own account/);
    expect((await test.deps.db.select().from(users).where(eq(users.id, adminId)))[0]!.email).toBe('admin@demo.test');
  });

  it('the last enabled admin cannot be erased', async () => {
    const otherAdmin = await idOf('admin-2fa@demo.test');
    await test.deps.db.update(users).set({ disabled: true }).where(eq(users.id, otherAdmin));
    // Someone with admin rights who is not an enabled admin account (e.g. a session that outlived its demotion).
    const robot: Actor = {
      id: 'robot',
      name: 'Robot',
      email: 'robot@demo.test',
      role: 'admin',
      locale: 'en',
      companyId: null,
      twoFactorEnabled: false,
      sessionId: 'robot-session',
      passwordConfirmedAt: null,
    };
    try {
      const error = await eraseUser({ deps: test.deps, actor: robot, locale: 'en' }, { userId: adminId }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(422);
      expect((error as DomainError).message).toMatch(/only enabled administrator/);
    } finally {
      await test.deps.db.update(users).set({ disabled: false }).where(eq(users.id, otherAdmin));
    }
    expect((await test.deps.db.select().from(users).where(eq(users.id, adminId)))[0]!.name).not.toBe('Erased user');
  });
});

describe('erasure', () => {
  it('anonymises the account, keeps what the law requires and logs it', async () => {
    const consentsBefore = await test.deps.db.select().from(consents).where(or(eq(consents.userId, ginaId), eq(consents.email, EMAIL)));
    expect(consentsBefore).toHaveLength(3);

    const answer = await admin.mutation('admin.logs.gdpr.erase', { userId: ginaId });
    expect(answer.status).toBe(200);
    const pseudonym = `erased-${ginaId}@erased.invalid`;
    expect(data<GdprSubject>(answer)).toMatchObject({ id: ginaId, name: 'Erased user', email: pseudonym, erased: true, disabled: true });

    // Nothing in the whole database still holds her address or her name.
    const tables = await test.deps.db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`);
    for (const { name } of tables) {
      const rows = await test.deps.db.all(sql.raw(`select * from "${name}"`));
      const text = JSON.stringify(rows);
      expect(text.includes(EMAIL), `${name} still holds the address`).toBe(false);
      expect(text.includes(NAME), `${name} still holds the name`).toBe(false);
    }

    // Cannot sign in (the attempt is itself logged under the address typed), and the session she had is gone.
    expect((await new HttpClient(test, '203.0.113.64').mutation('public.signIn', { email: EMAIL, password: PASSWORD })).status).toBe(422);
    expect((await gina.get('/api/user')).status).toBe(401);
    expect(await test.deps.db.select().from(sessions).where(eq(sessions.userId, ginaId))).toHaveLength(0);
    expect(await test.deps.db.select().from(accounts).where(eq(accounts.userId, ginaId))).toHaveLength(0);
    expect(await test.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, EMAIL))).toHaveLength(0);

    // Kept, anonymised: consents (same rows), her audit entries, the download log.
    const consentsAfter = await test.deps.db.select().from(consents).where(eq(consents.email, pseudonym));
    expect(consentsAfter.map((row) => row.id).sort()).toEqual(consentsBefore.map((row) => row.id).sort());
    const made = await test.deps.db.select().from(auditLog).where(eq(auditLog.actorId, ginaId));
    expect(made).toEqual([expect.objectContaining({ actorEmail: pseudonym, section: 'countries' })]);
    const [download] = await test.deps.db.select().from(downloadLog).where(eq(downloadLog.userId, ginaId));
    expect(download).toMatchObject({ email: pseudonym, ip: '' });
    expect((await test.deps.db.select().from(websiteLog).where(eq(websiteLog.email, pseudonym))).length).toBe(2);

    // The GDPR log and the audit log both record the erasure.
    const logged = await test.deps.db.select().from(gdprLog).where(eq(gdprLog.subjectId, ginaId));
    expect(logged.map((row) => row.kind).sort()).toEqual(['erasure', 'export']);
    const [entry] = await test.deps.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.section} = 'users' and ${auditLog.recordId} = ${ginaId} and ${auditLog.changes} like '%gdprErasure%'`);
    expect(entry).toMatchObject({ actorEmail: 'admin@demo.test', action: 'update' });
  });

  it('an erased account cannot be erased again', async () => {
    const answer = await admin.mutation('admin.logs.gdpr.erase', { userId: ginaId });
    expect(answer.status).toBe(422);
    expect(answer.json.error!.message).toMatch(/already been erased/);
  });

  it('the GDPR screens list the consents and the requests', async () => {
    type Row = { id: number; email?: string; kind: string; subjectId?: string; actorEmail?: string };
    const mine = data<OffsetPage<Row>>(await admin.query('admin.logs.gdpr.consents.list', { filters: { userId: ginaId } }));
    expect(mine.total).toBe(3); // she was signed in when she subscribed, so the newsletter consent has her id too
    expect(mine.rows.every((row) => row.email === `erased-${ginaId}@erased.invalid`)).toBe(true);
    const all = data<OffsetPage<Row>>(await admin.query('admin.logs.gdpr.consents.list', {}));
    expect(all.total).toBeGreaterThanOrEqual(3);
    const requests = data<OffsetPage<Row>>(await admin.query('admin.logs.gdpr.requests.list', {}));
    expect(requests.rows.map((row) => row.kind)).toEqual(['erasure', 'export']);
    expect(requests.rows[0]).toMatchObject({ subjectId: ginaId, actorEmail: 'admin@demo.test' });
  });
});
