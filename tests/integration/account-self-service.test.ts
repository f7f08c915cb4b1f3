import { and, desc, eq, like } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, emailChangeTokens, gdprLog, outbox, sessions, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import { registerConfirmed } from '../setup/registered-account';

/**
 * Issue 30 item 13: the account's self-service under GDPR (docs/decisions/0043): change the e-mail address with a
 * link to the new one, see and end one's sessions, download one's data, delete one's account.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const PASSWORD = 'Secret-Pass-9';
let ipCounter = 20;
const client = () => new HttpClient(test, `198.51.100.${ipCounter++}`);
let personCounter = 0;

/** A new, confirmed and signed-in account of its own (demo accounts stay as they are for the other cases). */
async function newPerson(locale?: string) {
  const n = ++personCounter;
  const email = `self-service-${n}@example.test`;
  const browser = client();
  if (locale) browser.cookies.set('locale', locale);
  await registerConfirmed(test, browser, { name: `Pat Person ${n}`, email, password: PASSWORD });
  return { email, browser };
}

const userByEmail = async (email: string) => (await test.deps.db.select().from(users).where(eq(users.email, email)))[0];
const newestMailTo = async (email: string) =>
  (await test.deps.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1))[0];
const linkToken = (text: string | undefined) => /\/confirm-email\/([\w-]+)/.exec(text ?? '')?.[1];

describe('changing the e-mail address', () => {
  it('mails a link to the new address; the address changes only when it is opened, once; the old address is told', async () => {
    const { email, browser } = await newPerson();
    const requested = await browser.mutation('account.privacy.changeEmail', { new_email: 'Moved-1@Example.test', current_password: PASSWORD });
    expect(requested.status).toBe(200);
    expect(requested.json.result?.data).toEqual({ ok: true, email: 'moved-1@example.test' });
    // Nothing has changed yet: the old address still signs in.
    expect((await userByEmail(email))?.email).toBe(email);
    const mail = await newestMailTo('moved-1@example.test');
    expect(mail?.subject).toContain('Confirm your new e-mail address');
    const token = linkToken(mail?.text);
    expect(token).toBeTruthy();
    // Only the token's hash is stored.
    const [stored] = await test.deps.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.newEmail, 'moved-1@example.test'));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // Opened signed out (another device): the token alone is the proof.
    const confirmed = await client().mutation('account.privacy.confirmEmail', { token });
    expect(confirmed.status).toBe(200);
    expect(await userByEmail(email)).toBeUndefined();
    expect((await userByEmail('moved-1@example.test'))?.emailVerified).toBe(true);
    const notice = await newestMailTo(email);
    expect(notice?.subject).toContain('The e-mail address of your account has changed');
    expect(notice?.text).toContain('moved-1@example.test');
    const [entry] = await test.deps.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'moved-1@example.test')).orderBy(desc(auditLog.id));
    expect(JSON.parse(entry!.changes)).toEqual({ email: [email, 'moved-1@example.test'] });

    // Single use.
    const again = await client().mutation('account.privacy.confirmEmail', { token });
    expect(again.status).toBe(422);
    expect(again.json.error?.data.fieldErrors?.token).toEqual(['This confirmation link is invalid or has already been used.']);
    // The new address signs in, the old one no longer does.
    expect(await client().signIn('moved-1@example.test', PASSWORD)).toEqual({ two_factor: false });
    expect((await client().mutation('public.signIn', { email, password: PASSWORD })).status).toBe(422);
  });

  it('refuses an expired link, and a second request makes the first link stop working', async () => {
    const { browser } = await newPerson();
    await browser.mutation('account.privacy.changeEmail', { new_email: 'moved-2@example.test', current_password: PASSWORD });
    const first = linkToken((await newestMailTo('moved-2@example.test'))?.text);
    await browser.mutation('account.privacy.changeEmail', { new_email: 'moved-3@example.test', current_password: PASSWORD });
    expect((await client().mutation('account.privacy.confirmEmail', { token: first })).status).toBe(422);

    const second = linkToken((await newestMailTo('moved-3@example.test'))?.text);
    await test.deps.db.update(emailChangeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChangeTokens.newEmail, 'moved-3@example.test'));
    const late = await client().mutation('account.privacy.confirmEmail', { token: second });
    expect(late.status).toBe(422);
    expect(late.json.error?.data.fieldErrors?.token?.[0]).toContain('has expired');
    expect(await userByEmail('moved-3@example.test')).toBeUndefined();
  });

  it('answers an address in use exactly as a free one, and mails nothing to it', async () => {
    const { browser } = await newPerson();
    const before = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'user@demo.test'));
    const taken = await browser.mutation('account.privacy.changeEmail', { new_email: 'user@demo.test', current_password: PASSWORD });
    expect(taken.status).toBe(200);
    expect(taken.json.result?.data).toEqual({ ok: true, email: 'user@demo.test' });
    expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, 'user@demo.test'))).toHaveLength(before.length);
    expect((await userByEmail('user@demo.test'))?.name).not.toContain('Pat Person');
  });

  it('asks for the right password and a valid new address, naming the fields in the visitor\'s language (422)', async () => {
    const { email, browser } = await newPerson('de');
    const wrong = await browser.mutation('account.privacy.changeEmail', { new_email: 'moved-4@example.test', current_password: 'not-it' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.data.fieldErrors).toEqual({ current_password: ['Das Passwort ist falsch.'] });
    const invalid = await browser.mutation('account.privacy.changeEmail', { new_email: 'nope', current_password: PASSWORD });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error?.data.fieldErrors?.new_email).toEqual(['Das Feld Neue E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.']);
    const same = await browser.mutation('account.privacy.changeEmail', { new_email: email, current_password: PASSWORD });
    expect(same.json.error?.data.fieldErrors?.new_email).toEqual(['Das ist bereits die E-Mail-Adresse Ihres Kontos.']);
    expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, 'moved-4@example.test'))).toHaveLength(0);
  });

  it('sends the link in the account\'s language', async () => {
    const { browser } = await newPerson('pt');
    await browser.mutation('account.privacy.changeEmail', { new_email: 'moved-5@example.test', current_password: PASSWORD });
    const mail = await newestMailTo('moved-5@example.test');
    expect(mail?.subject).toContain('Confirme o seu novo endereço de e-mail');
    expect(mail?.text).toContain('?lang=pt');
  });

  it('is for signed-in accounts only (401)', async () => {
    const anonymous = await client().mutation('account.privacy.changeEmail', { new_email: 'x@example.test', current_password: PASSWORD });
    expect(anonymous.status).toBe(401);
  });
});

describe('active sessions', () => {
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

  async function signInWith(email: string, userAgent: string) {
    const browser = client();
    await browser.get('/');
    const answer = await browser.request('POST', '/trpc/public.signIn', { body: { email, password: PASSWORD }, headers: { 'User-Agent': userAgent } });
    expect(answer.status).toBe(200);
    return browser;
  }
  type Listed = Array<{ id: string; user_agent: string | null; current: boolean; last_active_at: string }>;
  const list = async (browser: HttpClient) => (await browser.query('account.privacy.sessions')).json.result?.data as Listed;

  it('lists the account\'s own sessions with their browser and "this device"; signs one out, then all others', async () => {
    const { email } = await newPerson();
    const desk = await signInWith(email, CHROME);
    const laptop = await signInWith(email, FIREFOX);
    const phone = await signInWith(email, FIREFOX);

    const seen = await list(desk);
    expect(seen.length).toBe(4); // the registration's sign-in, and these three
    expect(seen[0]).toMatchObject({ user_agent: CHROME, current: true });
    expect(seen.filter((row) => row.current)).toHaveLength(1);
    expect(seen.every((row) => !Number.isNaN(Date.parse(row.last_active_at)))).toBe(true);

    const laptopId = (await list(laptop)).find((row) => row.current)!.id;
    expect((await desk.mutation('account.privacy.signOutSession', { session_id: laptopId })).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(200);

    const others = await desk.mutation('account.privacy.signOutOtherSessions');
    expect(others.json.result?.data).toEqual({ signed_out: 2 });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await desk.get('/api/user')).status).toBe(200);
    expect(await list(desk)).toHaveLength(1);
  });

  it('cannot see or sign out another account\'s session (404), which keeps working', async () => {
    const mine = await newPerson();
    const theirs = await newPerson();
    const [theirSession] = await test.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, theirs.email));
    const attempt = await mine.browser.mutation('account.privacy.signOutSession', { session_id: theirSession!.id });
    expect(attempt.status).toBe(404);
    expect((await theirs.browser.get('/api/user')).status).toBe(200);
    expect((await list(mine.browser)).map((row) => row.id)).not.toContain(theirSession!.id);
  });

  it('signing out this device ends the session and clears its cookie', async () => {
    const { browser } = await newPerson();
    const current = (await list(browser)).find((row) => row.current)!;
    expect((await browser.mutation('account.privacy.signOutSession', { session_id: current.id })).json.result?.data).toEqual({ current: true });
    expect(browser.cookies.has('voltara.session_token')).toBe(false);
    expect((await browser.get('/api/user')).status).toBe(401);
  });
});

describe('downloading my data', () => {
  it('gives JSON with the person\'s own rows and nobody else\'s, as a named attachment, logged', async () => {
    const browser = client();
    await browser.signIn('customer@demo.test');
    const response = await browser.get('/api/account/data.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="voltara-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as Record<string, unknown> & { profile: { email: string }; certificates: Array<{ number: string }> };
    expect(data.profile.email).toBe('customer@demo.test');
    for (const section of ['consents', 'sessions', 'instruments', 'certificates', 'returns', 'courseAttempts', 'enquiries']) expect(data).toHaveProperty(section);
    const customer = await userByEmail('customer@demo.test');
    const own = await test.deps.db.select({ number: certificates.number }).from(certificates).where(eq(certificates.holderId, customer!.id));
    expect(data.certificates.map((row) => row.number).sort()).toEqual(own.map((row) => row.number).sort());
    expect(own.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).not.toContain('user@demo.test');
    expect(text).not.toContain('distributor-senior@demo.test');
    const logged = await test.deps.db.select().from(gdprLog).where(and(eq(gdprLog.subjectId, customer!.id), eq(gdprLog.kind, 'export')));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('gives a zip of one CSV per table with the JSON beside them', async () => {
    const browser = client();
    await browser.signIn('customer@demo.test');
    const response = await browser.get('/api/account/data.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/filename="voltara-my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    for (const name of ['my-data.json', 'profile.csv', 'consents.csv', 'sessions.csv', 'instruments.csv', 'certificates.csv', 'returns.csv', 'courseAttempts.csv']) {
      expect(Object.keys(files)).toContain(name);
    }
    const profile = strFromU8(files['profile.csv']!);
    expect(profile).toContain('customer@demo.test');
    expect(strFromU8(files['certificates.csv']!).split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
    expect(Object.values(files).map((bytes) => strFromU8(bytes)).join('\n')).not.toContain('user@demo.test');
  });

  it('is limited per account (429 after five an hour) and closed to visitors (401)', async () => {
    const { browser } = await newPerson();
    for (let i = 0; i < 5; i++) expect((await browser.get('/api/account/data.json')).status).toBe(200);
    const sixth = await browser.get('/api/account/data.zip');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect((await client().get('/api/account/data.json')).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('needs the password and the account\'s address typed out (422, fields named), and changes nothing then', async () => {
    const { email, browser } = await newPerson();
    const wrong = await browser.mutation('account.privacy.deleteAccount', { password: 'not-it', confirmation: email });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.data.fieldErrors).toEqual({ password: ['The password is incorrect.'] });
    const mistyped = await browser.mutation('account.privacy.deleteAccount', { password: PASSWORD, confirmation: 'someone@else.test' });
    expect(mistyped.json.error?.data.fieldErrors).toEqual({ confirmation: ['Type the e-mail address of your account exactly as shown.'] });
    const empty = await browser.mutation('account.privacy.deleteAccount', { password: PASSWORD, confirmation: '' });
    expect(empty.json.error?.data.fieldErrors?.confirmation).toEqual(['The e-mail address of your account field is required.']);
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await userByEmail(email))?.disabled).toBe(false);
  });

  it('anonymises the account, signs it out for good, keeps its certificates under the anonymised record, logs it', async () => {
    const browser = client();
    await browser.signIn('customer@demo.test');
    const customer = (await userByEmail('customer@demo.test'))!;
    const held = await test.deps.db.select().from(certificates).where(eq(certificates.holderId, customer.id));
    expect(held.length).toBeGreaterThan(0);

    const deleted = await browser.mutation('account.privacy.deleteAccount', { password: 'Demo-Password-1', confirmation: 'Customer@demo.test' });
    expect(deleted.status).toBe(200);
    expect(browser.cookies.has('voltara.session_token')).toBe(false);
    expect((await browser.get('/api/user')).status).toBe(401);

    const [after] = await test.deps.db.select().from(users).where(eq(users.id, customer.id));
    expect(after).toMatchObject({ name: 'Erased user', email: `erased-${customer.id}@erased.invalid`, disabled: true });
    expect(await test.deps.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(0);
    expect((await client().mutation('public.signIn', { email: 'customer@demo.test', password: 'Demo-Password-1' })).status).toBe(422);

    const kept = await test.deps.db.select().from(certificates).where(eq(certificates.holderId, customer.id));
    expect(kept.map((row) => row.number).sort()).toEqual(held.map((row) => row.number).sort());
    for (const row of kept) expect(row.content).not.toContain('customer@demo.test');

    const [logged] = await test.deps.db.select().from(gdprLog).where(and(eq(gdprLog.subjectId, customer.id), eq(gdprLog.kind, 'erasure')));
    expect(logged?.actorEmail).toBe(`erased-${customer.id}@erased.invalid`);
    const trail = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.recordId, customer.id), like(auditLog.changes, '%gdprErasure%')));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail)).not.toContain('customer@demo.test');
  });

  it('asks for the authenticator code when two-factor is on', async () => {
    const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30, algorithm: 'SHA1' });
    const browser = client();
    await browser.signIn('admin-2fa@demo.test');
    expect((await browser.mutation('public.twoFactorChallenge', { recovery_code: 'DEMKT-RCV2A' })).status).toBe(200);
    const confirmation = 'admin-2fa@demo.test';
    const without = await browser.mutation('account.privacy.deleteAccount', { password: 'Demo-Password-1', confirmation });
    expect(without.json.error?.data.fieldErrors?.code?.[0]).toContain('Two-factor authentication is on');
    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    const wrong = await browser.mutation('account.privacy.deleteAccount', { password: 'Demo-Password-1', code: wrongCode, confirmation });
    expect(wrong.json.error?.data.fieldErrors).toEqual({ code: ['The provided two factor authentication code was invalid.'] });
    expect((await userByEmail('admin-2fa@demo.test'))?.disabled).toBe(false);
    const right = await browser.mutation('account.privacy.deleteAccount', { password: 'Demo-Password-1', code: totp.generate(), confirmation });
    expect(right.status).toBe(200);
    expect(await userByEmail('admin-2fa@demo.test')).toBeUndefined();
  });

  it('a pending e-mail change dies with the account', async () => {
    const { email, browser } = await newPerson();
    await browser.mutation('account.privacy.changeEmail', { new_email: 'moved-6@example.test', current_password: PASSWORD });
    const token = linkToken((await newestMailTo('moved-6@example.test'))?.text);
    expect((await browser.mutation('account.privacy.deleteAccount', { password: PASSWORD, confirmation: email })).status).toBe(200);
    expect((await client().mutation('account.privacy.confirmEmail', { token })).status).toBe(422);
    expect(await userByEmail('moved-6@example.test')).toBeUndefined();
  });
});
