import { expect } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait, test, totpCode } from './helpers';

/**
 * Issue 30 item 7 (SPEC.md section 4: "a confirm-password prompt precedes sensitive actions, after which the action
 * may be retried"): the prompt opens over the page, the form keeps what was typed, and the action is retried with it
 * once the password is confirmed; nothing has to be typed twice. A sign-in does not count as a confirmation.
 */
test.describe('Password confirmation before a sensitive action', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a password change is retried with what was typed once the password is confirmed', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account/);
    await page.goto('/account/password');
    const form = page.locator('form').filter({ has: page.getByLabel('Current Password') });
    const changeTo = async (from: string, to: string) => {
      await form.getByLabel('Current Password').fill(from);
      await form.getByLabel('New Password').fill(to);
      await form.getByLabel('Confirm Password').fill(to);
      await form.getByRole('button', { name: 'Update password' }).click();
    };
    await changeTo(DEMO_PASSWORD, 'Retried-Password-2');

    const prompt = page.getByRole('dialog', { name: 'Confirm password' });
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/account\/password$/);
    // Behind the prompt the form still holds what was typed.
    await expect(form.getByLabel('New Password')).toHaveValue('Retried-Password-2');
    await prompt.getByLabel('Password').fill(DEMO_PASSWORD);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByText('Your password has been updated.')).toBeVisible();

    // Back to the demo password, as the other tests need it. A password change starts a new session, so the prompt
    // comes again, and again the change goes through once it is answered.
    await changeTo('Retried-Password-2', DEMO_PASSWORD);
    await expect(prompt).toBeVisible();
    await prompt.getByLabel('Password').fill('Retried-Password-2');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByText('Your password has been updated.')).toBeVisible();
  });

  test('turning two-factor authentication on goes on once the password is confirmed', async ({ page }) => {
    await signInAndWait(page, 'customer@demo.test', /\/account/);
    await page.goto('/account/2fa');
    // Its trail leads back to the account, as every account page's does (issue 30 item 12).
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    await expect(trail.getByText('Two-factor authentication')).toBeVisible();
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirm password' });
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/account\/2fa$/);
    await prompt.getByLabel('Password').fill(DEMO_PASSWORD);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    // The action goes on by itself: the setup key and the QR code, without a second click.
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator application' })).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Two-factor authentication is active.');
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();

    // Off again: the other tests sign in as this customer without a code.
    await page.getByRole('button', { name: 'Disable two-factor authentication' }).click();
    await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Two-factor authentication is not active.');
  });
});
