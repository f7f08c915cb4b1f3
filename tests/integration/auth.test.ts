import { eq, like } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, outbox, rateLimits, users, verifications } from '../../src/server/db/schema';
import { demoAccounts } from '../../src/server/db/seed/accounts';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import { confirmationToken } from '../setup/registered-account';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

let ipCounter = 10;
/** Each test signs in from its own address so rate limits of one test never leak into another. */
const client = () => new HttpClient(test, `192.0.2.${ipCounter++}`);

describe('sign in and sign out', () => {
  it('signs in every demo account and GET /api/user answers {data: user}', async () => {
    for (const account of demoAccounts().filter((a) => !a.twoFactor)) {
      const browser = client();
      expect(await browser.signIn(account.email)).toEqual({ two_factor: false });
      const response = await browser.get('/api/user');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: Record<string, unknown> };
      expect(body.data).toMatchObject({ email: account.email, role: account.role, name: account.name, locale: 'en' });
      expect(body.data.id).toEqual(expect.any(String));
    }
  });

  it('answers 401 {"message":"Unauthenticated."} to GET /api/user when signed out', async () => {
    const response = await client().get('/api/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('rejects a wrong password and an unknown address with the same message', async () => {
    const wrong = await client().mutation('public.signIn', { email: 'admin@demo.test', password: 'nope-nope' });
    const unknown = await client().mutation('public.signIn', { email: 'nobody@demo.test', password: 'nope-nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.data.fieldErrors).toEqual({ email: ['These credentials do not match our records.'] });
    expect(unknown.json.error?.data.fieldErrors).toEqual(wrong.json.error?.data.fieldErrors);
    expect(wrong.json.error?.data.stack).toBeUndefined();
  });

  it('issues a new session id and rotates the XSRF token at sign-in; the old token then gets 419', async () => {
    const browser = client();
    await browser.get('/');
    const before = browser.xsrf()!;
    await browser.signIn('user@demo.test');
    const firstSession = browser.cookies.get('voltara.session_token');
    expect(firstSession).toBeDefined();
    expect(browser.xsrf()).not.toBe(before);
    const stale = await browser.request('POST', '/logout', { xsrf: before, headers: { Cookie: `${browser.cookieHeader().replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${encodeURIComponent(before)}`)}` } });
    expect(stale.status).toBe(419);
    const again = client();
    await again.signIn('user@demo.test');
    expect(again.cookies.get('voltara.session_token')).not.toBe(firstSession);
  });

  it("tells the browser in the XSRF token whether a session cookie goes with it (visitors' pages ask for no session)", async () => {
    const { mayHaveSession } = await import('../../src/shared/auth/session-hint');
    const browser = client();
    await browser.get('/');
    expect(mayHaveSession(browser.xsrf())).toBe(false);
    await browser.signIn('user@demo.test');
    expect(mayHaveSession(browser.xsrf())).toBe(true);
    // A page fetched with the session gets the same answer; signing out gives a visitor's token again.
    await browser.get('/products');
    expect(mayHaveSession(browser.xsrf())).toBe(true);
    expect((await browser.post('/logout')).status).toBe(204);
    expect(mayHaveSession(browser.xsrf())).toBe(false);
    // A session cookie with a visitor's token (left from before): the token is not valid for it, and the next page
    // replaces it with a session token.
    const visitorToken = (await client().get('/').then((response) => response.headers.getSetCookie()))
      .find((line) => line.startsWith('XSRF-TOKEN='));
    expect(visitorToken).toMatch(/^XSRF-TOKEN=v/);
    const again = client();
    await again.signIn('customer@demo.test');
    again.cookies.set('XSRF-TOKEN', visitorToken!.split(';')[0]!.slice('XSRF-TOKEN='.length));
    await again.get('/');
    expect(mayHaveSession(again.xsrf())).toBe(true);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const browser = client();
    await browser.get('/');
    const response = await browser.post('/trpc/public.signIn', { email: 'user@demo.test', password: 'Demo-Password-1' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('voltara.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('POST /logout answers 204 and ends the session, also when already signed out', async () => {
    const browser = client();
    await browser.signIn('customer@demo.test');
    const response = await browser.post('/logout');
    expect(response.status).toBe(204);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.post('/logout')).status).toBe(204);
    expect((await client().post('/logout', undefined, { xsrf: false })).status).toBe(419);
  });

  it('limits sign-in to 5 attempts a minute per e-mail and address: the 6th gets 429 with Retry-After', async () => {
    const browser = client();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.mutation('public.signIn', { email: 'admin@demo.test', password: 'wrong-password' })).status).toBe(422);
    }
    const blocked = await browser.post('/trpc/public.signIn', { email: 'admin@demo.test', password: 'Demo-Password-1' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not blocked by this one's attempts.
    expect(await client().signIn('admin@demo.test')).toEqual({ two_factor: false });
  });

  it('refuses sign-in to a disabled account', async () => {
    await test.deps.db.update(users).set({ disabled: true }).where(eq(users.email, 'other-junior@demo.test'));
    const result = await client().mutation('public.signIn', { email: 'other-junior@demo.test', password: 'Demo-Password-1' });
    expect(result.status).toBe(422);
    await test.deps.db.update(users).set({ disabled: false }).where(eq(users.email, 'other-junior@demo.test'));
  });
});

describe('registration', () => {
  const valid = { name: 'Nina New', email: 'nina@example.test', password: 'Secret-Pass-9', password_confirmation: 'Secret-Pass-9', terms: true };

  it('requires the terms consent and a matching confirmation; nothing is created on error', async () => {
    const result = await client().mutation('public.register', { ...valid, terms: false, password_confirmation: 'other' });
    expect(result.status).toBe(422);
    expect(result.json.error?.data.fieldErrors).toMatchObject({
      terms: ['The terms and privacy field must be accepted.'],
      password: ['The password field confirmation does not match.'],
    });
    const [row] = await test.deps.db.select().from(users).where(eq(users.email, valid.email));
    expect(row).toBeUndefined();
  });

  it('creates an unconfirmed user with the role "user", stores the consents with a time, and signs in once confirmed', async () => {
    const browser = client();
    const result = await browser.mutation('public.register', { ...valid, marketing: true });
    expect(result.status).toBe(200);
    expect(result.json.result?.data).toEqual({ ok: true });
    // No session until the address is confirmed (docs/decisions/0033).
    expect((await browser.get('/api/user')).status).toBe(401);
    const [row] = await test.deps.db.select().from(users).where(eq(users.email, valid.email));
    expect(row).toMatchObject({ role: 'user', emailVerified: false });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.marketingConsentAt).toBeInstanceOf(Date);
    expect(row?.dealerSharingConsentAt).toBeNull();
    const given = await test.deps.db.select().from(consents).where(eq(consents.email, valid.email));
    expect(given.map((c) => c.kind).sort()).toEqual(['marketing', 'terms-privacy']);

    expect((await browser.mutation('public.verifyEmail', { token: await confirmationToken(test, valid.email) })).status).toBe(200);
    await browser.signIn(valid.email, valid.password);
    const me = (await (await browser.get('/api/user')).json()) as { data: { role: string; email: string } };
    expect(me.data).toMatchObject({ role: 'user', email: valid.email });
  });

  it('answers an address that is already registered as it answers a new one (its owner is mailed instead)', async () => {
    const result = await client().mutation('public.register', { ...valid, email: 'user@demo.test' });
    expect(result.status).toBe(200);
    expect(result.json.result?.data).toEqual({ ok: true });
    const mail = (await test.deps.db.select().from(outbox).where(eq(outbox.to, 'user@demo.test'))).at(-1);
    expect(mail?.subject).toContain('Someone tried to register with your e-mail address');
  });
});

describe('password reset', () => {
  async function latestResetToken(email: string): Promise<string> {
    const mails = await test.deps.db.select().from(outbox).where(eq(outbox.to, email));
    const last = mails.at(-1);
    const token = /\/reset-password\/([^?\s"]+)/.exec(last?.text ?? '')?.[1];
    if (!token) throw new Error('no reset mail');
    return token;
  }

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const known = await client().mutation('public.forgotPassword', { email: 'customer@demo.test' });
    const unknown = await client().mutation('public.forgotPassword', { email: 'ghost@demo.test' });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect((await test.deps.db.select().from(outbox).where(eq(outbox.to, 'ghost@demo.test'))).length).toBe(0);
    const mail = (await test.deps.db.select().from(outbox).where(eq(outbox.to, 'customer@demo.test'))).at(-1);
    expect(mail?.subject).toContain('Reset your password');
    expect(mail?.text).toContain('http://localhost:3000/reset-password/');
  });

  it('resets with the token once; a second use is refused', async () => {
    await client().mutation('public.forgotPassword', { email: 'distributor-junior@demo.test' });
    const token = await latestResetToken('distributor-junior@demo.test');
    const input = { token, password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' };
    expect((await client().mutation('public.resetPassword', input)).status).toBe(200);
    expect(await client().signIn('distributor-junior@demo.test', 'Brand-New-Pass-1')).toEqual({ two_factor: false });
    const reused = await client().mutation('public.resetPassword', { ...input, password: 'Another-Pass-2', password_confirmation: 'Another-Pass-2' });
    expect(reused.status).toBe(422);
    expect(reused.json.error?.data.fieldErrors).toEqual({ token: ['This password reset token is invalid.'] });
  });

  it('refuses an expired token (older than 60 minutes)', async () => {
    await client().mutation('public.forgotPassword', { email: 'certified-junior@demo.test' });
    const token = await latestResetToken('certified-junior@demo.test');
    const [row] = await test.deps.db.select().from(verifications).where(like(verifications.identifier, `reset-password:${token}`));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await test.deps.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.id, row!.id));
    const result = await client().mutation('public.resetPassword', { token, password: 'Late-Pass-123', password_confirmation: 'Late-Pass-123' });
    expect(result.status).toBe(422);
    expect(await client().signIn('certified-junior@demo.test')).toEqual({ two_factor: false });
  });
});

describe('two-factor challenge (admin-2fa)', () => {
  const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30, algorithm: 'SHA1' });

  it('asks for a code after the password, refuses a wrong one, accepts the TOTP code', async () => {
    const browser = client();
    expect(await browser.signIn('admin-2fa@demo.test')).toEqual({ two_factor: true });
    expect((await browser.get('/api/user')).status).toBe(401);
    const wrong = await browser.mutation('public.twoFactorChallenge', { code: totp.generate() === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.data.fieldErrors).toEqual({ code: ['The provided two factor authentication code was invalid.'] });
    expect((await browser.mutation('public.twoFactorChallenge', { code: totp.generate() })).status).toBe(200);
    const me = (await (await browser.get('/api/user')).json()) as { data: { email: string; two_factor_enabled: boolean } };
    expect(me.data).toMatchObject({ email: 'admin-2fa@demo.test', two_factor_enabled: true });
  });

  it('accepts a recovery code once', async () => {
    const first = client();
    await first.signIn('admin-2fa@demo.test');
    expect((await first.mutation('public.twoFactorChallenge', { recovery_code: 'DEMKT-RCV5A' })).status).toBe(200);
    const second = client();
    await second.signIn('admin-2fa@demo.test');
    expect((await second.mutation('public.twoFactorChallenge', { recovery_code: 'DEMKT-RCV5A' })).status).toBe(422);
  });

  it('answers 401 without a pending challenge and 429 after 5 wrong codes', async () => {
    expect((await client().mutation('public.twoFactorChallenge', { code: '123456' })).status).toBe(401);
    const browser = client();
    await browser.signIn('admin-2fa@demo.test');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await browser.mutation('public.twoFactorChallenge', { code: '000001' })).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 422 || s === 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('two-factor code replay', () => {
  it('accepts an authenticator code once: the same code cannot open a second session', async () => {
    const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30, algorithm: 'SHA1' });
    // Stay clear of a 30 s step boundary so both sign-ins see the same code.
    while (30 - (Math.floor(Date.now() / 1000) % 30) < 4) await new Promise((resolve) => setTimeout(resolve, 500));
    const code = totp.generate();
    // Earlier tests in this file used this step's code already; forget those uses so this test starts clean.
    await test.deps.db.delete(rateLimits).where(like(rateLimits.key, 'totp-used:%'));
    const first = client();
    await first.signIn('admin-2fa@demo.test');
    expect((await first.mutation('public.twoFactorChallenge', { code })).status).toBe(200);
    const second = client();
    await second.signIn('admin-2fa@demo.test');
    const replay = await second.mutation('public.twoFactorChallenge', { code });
    expect(replay.status).toBe(422);
    expect((await second.get('/api/user')).status).toBe(401);
  });
});
