import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const codeFor = (secret: string) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();

describe('two-factor settings behind password confirmation', () => {
  it('asks for password confirmation first (valid 3 hours), then enables only after a valid code', async () => {
    const browser = new HttpClient(test, '192.0.2.200');
    await browser.signIn('user@demo.test');

    const early = await browser.mutation('account.twoFactor.begin');
    expect(early.status).toBe(412);
    expect(early.json.error?.data).toMatchObject({ passwordConfirmationRequired: true });

    const wrong = await browser.mutation('account.confirmPassword', { password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error?.data.fieldErrors).toEqual({ password: ['The password is incorrect.'] });
    expect((await browser.mutation('account.confirmPassword', { password: 'Demo-Password-1' })).status).toBe(200);
    expect((await browser.query('account.passwordConfirmed')).json.result?.data).toBe(true);

    const begin = await browser.mutation('account.twoFactor.begin');
    expect(begin.status).toBe(200);
    const setup = begin.json.result?.data as { secret: string; uri: string; qr_svg: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.uri).toContain('otpauth://totp/');
    expect(setup.qr_svg).toContain('<svg');
    // Not on yet: signing in elsewhere does not ask for a code.
    expect(await new HttpClient(test, '192.0.2.201').signIn('user@demo.test')).toEqual({ two_factor: false });

    const bad = await browser.mutation('account.twoFactor.confirm', { code: '000000' === codeFor(setup.secret) ? '111111' : '000000' });
    expect(bad.status).toBe(422);
    const confirmed = await browser.mutation('account.twoFactor.confirm', { code: codeFor(setup.secret) });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.json.result?.data as string[];
    expect(recoveryCodes).toHaveLength(10);

    const status = await browser.query('account.twoFactor.status');
    expect(status.json.result?.data).toEqual({ enabled: true, pending: false });

    // Now sign-in asks for the second factor, and a recovery code works.
    const other = new HttpClient(test, '192.0.2.202');
    expect(await other.signIn('user@demo.test')).toEqual({ two_factor: true });
    expect((await other.mutation('public.twoFactorChallenge', { recovery_code: recoveryCodes[0] })).status).toBe(200);

    // Regenerated codes replace the old ones.
    const regenerated = await browser.mutation('account.twoFactor.regenerateRecoveryCodes');
    const fresh = regenerated.json.result?.data as string[];
    expect(fresh).toHaveLength(10);
    const third = new HttpClient(test, '192.0.2.203');
    await third.signIn('user@demo.test');
    expect((await third.mutation('public.twoFactorChallenge', { recovery_code: recoveryCodes[1] })).status).toBe(422);
    expect((await third.mutation('public.twoFactorChallenge', { recovery_code: fresh[1] })).status).toBe(200);

    // Disable: sign-in no longer asks.
    expect((await browser.mutation('account.twoFactor.disable')).status).toBe(200);
    expect(await new HttpClient(test, '192.0.2.204').signIn('user@demo.test')).toEqual({ two_factor: false });
  });

  it('expires the confirmation after 3 hours', async () => {
    const browser = new HttpClient(test, '192.0.2.210');
    await browser.signIn('customer@demo.test');
    await browser.mutation('account.confirmPassword', { password: 'Demo-Password-1' });
    const { sessions } = await import('../../src/server/db/schema');
    await test.deps.db.update(sessions).set({ passwordConfirmedAt: new Date(Date.now() - 3 * 60 * 60 * 1000 - 1000) });
    expect((await browser.mutation('account.twoFactor.begin')).status).toBe(412);
  });
});

describe('change password', () => {
  it('needs confirmation, the right current password and a matching new one', async () => {
    const browser = new HttpClient(test, '192.0.2.220');
    await browser.signIn('certified-senior@demo.test');
    const input = { current_password: 'Demo-Password-1', password: 'Changed-Pass-77', password_confirmation: 'Changed-Pass-77' };
    expect((await browser.mutation('account.changePassword', input)).status).toBe(412);
    await browser.mutation('account.confirmPassword', { password: 'Demo-Password-1' });
    const wrongCurrent = await browser.mutation('account.changePassword', { ...input, current_password: 'nope-nope' });
    expect(wrongCurrent.json.error?.data.fieldErrors).toEqual({ current_password: ['The password is incorrect.'] });
    const mismatch = await browser.mutation('account.changePassword', { ...input, password_confirmation: 'x' });
    expect(mismatch.json.error?.data.fieldErrors).toEqual({ password: ['The password field confirmation does not match.'] });
    expect((await browser.mutation('account.changePassword', input)).status).toBe(200);
    expect(await new HttpClient(test, '192.0.2.221').signIn('certified-senior@demo.test', 'Changed-Pass-77')).toEqual({ two_factor: false });
    expect((await new HttpClient(test, '192.0.2.222').mutation('public.signIn', { email: 'certified-senior@demo.test', password: 'Demo-Password-1' })).status).toBe(422);
  });
});
