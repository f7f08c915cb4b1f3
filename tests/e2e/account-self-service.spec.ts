import { expect, test } from '@playwright/test';
import { fillLogin, fillRegistration, mailedLink, signIn, unique } from './helpers';

const PASSWORD = 'Long-Enough-Pass-1';
const address = (prefix: string) => `${unique(prefix).replace(/\W+/g, '-')}@example.test`;

/**
 * Issue 30 item 13 (docs/decisions/0043), as a new customer goes through it: change the e-mail address with the link
 * mailed to the new one, sign out another browser, then delete the account and see the goodbye page. The account is
 * one this test registers, never a demo account.
 */
test('a new customer changes their e-mail address, signs out another browser and deletes their account', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const first = address('self');
  const moved = address('moved');

  await fillRegistration(page, 'Sam Selfservice', first);
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  await page.goto(await mailedLink(browser, first, 'Confirm your e-mail address'));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await fillLogin(page, first, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);

  // Change e-mail: from the profile's link.
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Change e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Change e-mail address', level: 1 })).toBeVisible();
  await page.getByLabel('New e-mail address').fill(moved);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await page.getByLabel('New e-mail address').fill(moved);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We have sent a confirmation link to ${moved}.` })).toBeVisible();
  // Nothing changes before the link is opened.
  expect((await (await page.request.get('/api/user')).json()).data.email).toBe(first);

  await page.goto(await mailedLink(browser, moved, 'Confirm your new e-mail address'));
  await expect(page.getByText(`Your e-mail address is now ${moved}.`)).toBeVisible();
  expect((await (await page.request.get('/api/user')).json()).data.email).toBe(moved);
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Sessions: a second browser signs in with the new address; this one signs it out.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, moved, PASSWORD);
  await expect(otherPage).toHaveURL(/\/account$/);

  await page.getByRole('link', { name: 'Active sessions' }).click();
  const sessions = page.getByTestId('own-sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('This device');
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('1 other session has been signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect((await otherPage.request.get('/api/user')).status()).toBe(401);
  await other.close();

  // Delete: the page says what goes and what stays before asking.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'What is deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we keep, anonymised, because the law requires it' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('E-mail address of your account').fill(first);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Type the e-mail address of your account exactly as shown.')).toBeVisible();
  await page.getByLabel('E-mail address of your account').fill(moved);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // The account cannot sign in any more.
  await signIn(page, moved, PASSWORD);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});
