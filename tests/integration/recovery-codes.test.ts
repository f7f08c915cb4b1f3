import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, users } from '../../src/server/db/schema';
import type { Locale } from '../../src/shared/locales';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Two-factor recovery codes as people read them off paper and type them (issue 30 item 9): no look-alike characters,
 * any case, with or without the dash, and a wrong one called a recovery code in the visitor's language.
 */

let test: TestApp;
let ip = 10;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** A fresh browser at its own address, so the per-address limits of one case do not reach the next. */
const browser = () => new HttpClient(test, `198.51.100.${++ip}`);

async function challenged(email = 'admin-2fa@demo.test', locale?: Locale) {
  const client = browser();
  if (locale) client.cookies.set('locale', locale);
  expect(await client.signIn(email)).toEqual({ two_factor: true });
  return client;
}

const recover = async (client: HttpClient, code: string) => client.mutation('public.twoFactorChallenge', { recovery_code: code });

describe('recovery codes', () => {
  it('are issued without characters that look alike (0/O, 1/I/l) and in one case', async () => {
    const owner = browser();
    await owner.signIn('customer@demo.test');
    await owner.mutation('account.confirmPassword', { password: 'Demo-Password-1' });
    // Turned on directly: what matters here is the list the account page shows after regenerating.
    await test.deps.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, 'customer@demo.test'));
    const [user] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
    await test.deps.db.insert(twoFactors).values({ id: 'recovery-test', userId: user!.id, secret: 'unused', backupCodes: 'unused', verified: true });
    const codes: string[] = [];
    for (let round = 0; round < 5; round++) {
      const answer = await owner.mutation('account.twoFactor.regenerateRecoveryCodes');
      expect(answer.status).toBe(200);
      codes.push(...(answer.json.result?.data as string[]));
    }
    expect(codes).toHaveLength(50);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(codes.join('')).not.toMatch(/[01OIL]/i);
  });

  it('are accepted in any case, with or without the dash, and still once only', async () => {
    expect((await recover(await challenged(), 'demkt-rcv6a')).status).toBe(200);
    expect((await recover(await challenged(), 'DEMKT RCV7A')).status).toBe(200);
    expect((await recover(await challenged(), ' demktrcv8a ')).status).toBe(200);
    // Used: whichever way it is written now.
    expect((await recover(await challenged(), 'DEMKT-RCV6A')).status).toBe(422);
    expect((await recover(await challenged(), 'demktrcv7a')).status).toBe(422);
  });

  it('issued before, with lower-case letters, keep working however they are typed', async () => {
    const [user] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin-2fa@demo.test'));
    const key = (await test.deps.auth.$context).secretConfig;
    // As better-auth's own generator made them: letters of both cases and every digit.
    const old = ['aB3dE-fG7hJ', 'Kq0Ol-1IxyZ'];
    await test.deps.db.update(twoFactors).set({ backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(old) }) }).where(eq(twoFactors.userId, user!.id));
    expect((await recover(await challenged(), 'aB3dE-fG7hJ')).status).toBe(200);
    expect((await recover(await challenged(), 'KQ0OL1IXYZ')).status).toBe(200);
    expect((await recover(await challenged(), 'ab3de-fg7hj')).status).toBe(422);
  });

  it('a wrong one is called a recovery code, in the visitor\'s language', async () => {
    const expected: Record<Locale, string> = {
      en: 'The provided recovery code was invalid.',
      de: 'Der angegebene Wiederherstellungscode ist ungültig.',
      es: 'El código de recuperación no es válido.',
      fr: "Le code de récupération n'est pas valide.",
      nl: 'De opgegeven herstelcode is ongeldig.',
      pt: 'O código de recuperação é inválido.',
    };
    for (const [locale, message] of Object.entries(expected) as [Locale, string][]) {
      const answer = await recover(await challenged('admin-2fa@demo.test', locale), 'WRONG-CODE2');
      expect(answer.status).toBe(422);
      expect(answer.json.error?.data.fieldErrors).toEqual({ recovery_code: [message] });
    }
  });
});
