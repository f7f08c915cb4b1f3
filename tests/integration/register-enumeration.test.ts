import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, outbox, users, verifications } from '../../src/server/db/schema';
import { demoAccounts } from '../../src/server/db/seed/accounts';
import { createTestApp, type TestApp } from '../setup/test-app';
import { DEMO_PASSWORD, HttpClient } from '../setup/http-client';
import { confirmationToken } from '../setup/registered-account';

/**
 * Issue 28 item 7: registering does not reveal whether an address has an account (docs/decisions/0033). The answer,
 * its cookies and its time are the same; a new address gets a confirmation link, a known one's owner a notice.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

let ipCounter = 10;
/** Each registration from its own address: registration is limited to 10 a minute per address. */
const client = (locale?: string) => {
  const browser = new HttpClient(test, `198.51.100.${ipCounter++}`);
  if (locale) browser.cookies.set('locale', locale);
  return browser;
};
let emailCounter = 0;
const freshEmail = () => `newcomer-${++emailCounter}-${Date.now().toString(36)}@example.test`;
const PASSWORD = 'Secret-Pass-9';
const form = (email: string, name = 'Nina New') => ({ name, email, password: PASSWORD, password_confirmation: PASSWORD, terms: true });

const mailsTo = (email: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, email));
const userOf = async (email: string) => (await test.deps.db.select().from(users).where(eq(users.email, email)))[0];

/** Sends the form as the browser does (the XSRF cookie fetched first) and returns what a script could observe. */
async function registerRaw(email: string, locale?: string) {
  const browser = client(locale);
  await browser.get('/');
  const started = performance.now();
  const response = await browser.post('/trpc/public.register', form(email));
  const ms = performance.now() - started;
  const cookieNames = response.headers
    .getSetCookie()
    .map((line) => line.slice(0, line.indexOf('=')))
    .filter((name) => name !== 'XSRF-TOKEN')
    .sort();
  return { status: response.status, body: await response.text(), cookieNames, ms, browser };
}

describe('the answer to a registration', () => {
  it('is the same for a new and a known address: status, body and cookies (the XSRF one apart)', async () => {
    const known = await registerRaw('user@demo.test');
    const fresh = await registerRaw(freshEmail());
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(known.status);
    expect(fresh.body).toBe(known.body);
    expect(fresh.cookieNames).toEqual(known.cookieNames);
    expect(fresh.cookieNames).not.toContain('voltara.session_token');
    // Neither is signed in.
    expect((await known.browser.get('/api/user')).status).toBe(401);
    expect((await fresh.browser.get('/api/user')).status).toBe(401);
  });

  it('takes comparable time for both: the known address pays for the same password hashing', async () => {
    const knownTimes: number[] = [];
    const freshTimes: number[] = [];
    await registerRaw(freshEmail()); // warm-up of the new-account path
    for (let round = 0; round < 7; round++) {
      knownTimes.push((await registerRaw('customer@demo.test')).ms);
      freshTimes.push((await registerRaw(freshEmail())).ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(freshTimes) / median(knownTimes);
    expect(ratio, `new ${median(freshTimes).toFixed(1)} ms, known ${median(knownTimes).toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio, `new ${median(freshTimes).toFixed(1)} ms, known ${median(knownTimes).toFixed(1)} ms`).toBeLessThan(2);
  });
});

describe('a known address', () => {
  it('changes nothing on the account and mails its owner in their language, once an hour', async () => {
    await test.deps.db.update(users).set({ locale: 'de' }).where(eq(users.email, 'distributor-junior@demo.test'));
    const before = await userOf('distributor-junior@demo.test');
    const consentsBefore = await test.deps.db.select().from(consents).where(eq(consents.email, 'distributor-junior@demo.test'));

    expect((await registerRaw('Distributor-Junior@demo.test', 'fr')).status).toBe(200);
    const after = await userOf('distributor-junior@demo.test');
    expect(after).toEqual(before);
    expect(await test.deps.db.select().from(consents).where(eq(consents.email, 'distributor-junior@demo.test'))).toEqual(consentsBefore);
    // The owner's password still works; the one typed on the form does not.
    expect((await client().mutation('public.signIn', { email: 'distributor-junior@demo.test', password: PASSWORD })).status).toBe(422);
    expect(await client().signIn('distributor-junior@demo.test', DEMO_PASSWORD)).toEqual({ two_factor: false });

    const mails = await mailsTo('distributor-junior@demo.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren');
    expect(mails[0]!.text).toContain('http://localhost:3000/login?lang=de');
    expect(mails[0]!.text).toContain('http://localhost:3000/forgot-password?lang=de');
    expect(mails[0]!.text).not.toContain('/verify-email/');

    // A second attempt within the hour: the same answer, no second mail.
    expect((await registerRaw('distributor-junior@demo.test')).status).toBe(200);
    expect(await mailsTo('distributor-junior@demo.test')).toHaveLength(1);
  });
});

describe('a new address', () => {
  it('gets an unconfirmed account, its consents, and a confirmation link in the visitor\'s language', async () => {
    const email = freshEmail();
    const browser = client('fr');
    const answer = await browser.mutation('public.register', { ...form(email, 'Noémie Nouvelle'), marketing: true });
    expect(answer.status).toBe(200);
    const row = await userOf(email);
    expect(row).toMatchObject({ role: 'user', locale: 'fr', emailVerified: false, name: 'Noémie Nouvelle' });
    expect(row?.marketingConsentAt).toBeInstanceOf(Date);
    const given = await test.deps.db.select().from(consents).where(eq(consents.email, email));
    expect(given.map((c) => c.kind).sort()).toEqual(['marketing', 'terms-privacy']);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Confirmez votre adresse e-mail');
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[\w-]{40,}\?lang=fr/);
    expect(mails[0]!.text).toContain('24 heures');
    // The table keeps only the token's digest, valid for 24 hours.
    const token = await confirmationToken(test, email);
    const stored = await test.deps.db.select().from(verifications).where(eq(verifications.value, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).not.toContain(token);
    expect(stored[0]!.identifier).toMatch(/^email-confirmation:[0-9a-f]{64}$/);
    const hours = (stored[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('cannot sign in before the address is confirmed: a clear refusal (after the right password only); demo accounts can', async () => {
    const email = freshEmail();
    await client().mutation('public.register', form(email));
    const refused = await client().mutation('public.signIn', { email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toBe('Your email address is not verified.');
    const wrong = await client().mutation('public.signIn', { email, password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.data.fieldErrors).toEqual({ email: ['These credentials do not match our records.'] });
    // The demo accounts are seeded confirmed and sign in at once.
    const demo = demoAccounts().map((account) => account.email);
    const rows = await test.deps.db.select({ email: users.email, verified: users.emailVerified }).from(users).where(inArray(users.email, demo));
    expect(rows).toHaveLength(demo.length);
    expect(rows.filter((row) => !row.verified)).toEqual([]);
    for (const email of demo.filter((address) => address !== 'admin-2fa@demo.test')) {
      expect(await client().signIn(email)).toEqual({ two_factor: false });
    }
  });

  it('the link confirms the address once; then the account signs in; a second use is refused', async () => {
    const email = freshEmail();
    await client().mutation('public.register', form(email));
    const token = await confirmationToken(test, email);
    const confirmed = await client().mutation('public.verifyEmail', { token });
    expect(confirmed.status).toBe(200);
    expect((await userOf(email))?.emailVerified).toBe(true);
    const browser = client();
    expect(await browser.signIn(email, PASSWORD)).toEqual({ two_factor: false });
    expect(((await (await browser.get('/api/user')).json()) as { data: { email: string } }).data.email).toBe(email);

    const again = await client().mutation('public.verifyEmail', { token });
    expect(again.status).toBe(422);
    expect(again.json.error?.data.fieldErrors).toEqual({ token: ['This confirmation link is invalid or has already been used.'] });
    expect((await client().mutation('public.verifyEmail', { token: 'made-up-token' })).status).toBe(422);
  });

  it('an expired link is refused and leaves the account unconfirmed; a new link can be asked for', async () => {
    const email = freshEmail();
    await client().mutation('public.register', form(email));
    const token = await confirmationToken(test, email);
    const row = await userOf(email);
    await test.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verifications.value, row!.id), like(verifications.identifier, 'email-confirmation:%')));
    const expired = await client().mutation('public.verifyEmail', { token });
    expect(expired.status).toBe(422);
    expect(expired.json.error?.data.fieldErrors).toEqual({ token: ['This confirmation link has expired. Ask for a new one below.'] });
    expect((await userOf(email))?.emailVerified).toBe(false);

    // "Send the link again": a new link, and it works.
    expect((await client().mutation('public.resendVerification', { email })).status).toBe(200);
    const fresh = await confirmationToken(test, email);
    expect(fresh).not.toBe(token);
    expect((await client().mutation('public.verifyEmail', { token: fresh })).status).toBe(200);
    expect(await client().signIn(email, PASSWORD)).toEqual({ two_factor: false });
  });

  it('"send the link again" answers the same for any address, replaces the earlier link, and is limited per address', async () => {
    const email = freshEmail();
    await client().mutation('public.register', form(email));
    const first = await confirmationToken(test, email);
    const pending = await client().mutation('public.resendVerification', { email });
    const unknown = await client().mutation('public.resendVerification', { email: 'nobody-at-all@example.test' });
    const confirmed = await client().mutation('public.resendVerification', { email: 'user@demo.test' });
    expect(pending).toEqual(unknown);
    expect(confirmed).toEqual(unknown);
    expect(await mailsTo('nobody-at-all@example.test')).toHaveLength(0);
    expect((await mailsTo('user@demo.test')).filter((mail) => mail.text.includes('/verify-email/'))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(2);
    // The earlier link stopped working.
    expect((await client().mutation('public.verifyEmail', { token: first })).status).toBe(422);
    expect((await client().mutation('public.resendVerification', { email })).status).toBe(200);
    expect((await client().mutation('public.resendVerification', { email })).status).toBe(200);
    expect((await client().mutation('public.resendVerification', { email })).status).toBe(429);
  });

  it('a password set through a reset link confirms the address as well', async () => {
    const email = freshEmail();
    await client().mutation('public.register', form(email));
    expect((await client().mutation('public.signIn', { email, password: PASSWORD })).status).toBe(403);
    await client().mutation('public.forgotPassword', { email });
    const reset = (await mailsTo(email)).map((mail) => /\/reset-password\/([^?\s"]+)/.exec(mail.text)?.[1]).find(Boolean);
    const answer = await client().mutation('public.resetPassword', { token: reset, password: 'Other-Pass-77', password_confirmation: 'Other-Pass-77' });
    expect(answer.status).toBe(200);
    expect(await client().signIn(email, 'Other-Pass-77')).toEqual({ two_factor: false });
    expect((await userOf(email))?.emailVerified).toBe(true);
  });
});
