import { test, expect } from '@playwright/test';
import { DEMO_PASSWORD, fillLogin, fillRegistration, mailedLink, signIn, signInAndWait, totpCode, unique, unusedTotpCode } from './helpers';

/** SPEC.md's 15 menu items in its order, plus the enquiries inbox after RMA's (with its count of new ones, if any). */
const ADMIN_MENU = ['Dashboard', 'Users', 'Courses', 'Distributors', 'Products', 'Serials', 'Service Tools', "RMA's", /^Enquiries/, 'Content', 'Downloads', 'Certificates', 'Settings', 'Agreements', 'Logs', 'Exit To Web Site'];

test.describe('Signing in by role', () => {
  test('admin lands on the dashboard with the side menu of SPEC.md', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByRole('link')).toHaveText(ADMIN_MENU);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Exit To Web Site' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test("distributor-senior lands on the portal and sees only its own company", async ({ page }) => {
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await expect(page.getByTestId('portal-company')).toContainText('Nordhavn Inspection ApS');
    await expect(page.getByTestId('portal-dashboard')).toBeVisible();
    await page.goto('/portal/users');
    await expect(page.getByRole('cell', { name: 'distributor-senior@demo.test' })).toBeVisible();
    await expect(page.getByText('Iberia Ensayos SL')).toHaveCount(0);
    await expect(page.getByText('other-senior@demo.test')).toHaveCount(0);
  });

  test('the other company\'s senior sees Iberia, never Nordhavn', async ({ page }) => {
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await expect(page.getByTestId('portal-company')).toContainText('Iberia Ensayos SL');
    await page.goto('/portal/users');
    await expect(page.getByRole('cell', { name: 'other-junior@demo.test' })).toBeVisible();
    await expect(page.getByText('Nordhavn Inspection ApS')).toHaveCount(0);
    await expect(page.getByText('distributor-senior@demo.test')).toHaveCount(0);
  });

  test('a plain user lands on the account page', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome, Uma User.')).toBeVisible();
  });

  test('a wrong password is refused with the standard message', async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'Not-The-Password-9');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('logout ends the session on the server', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    const after = await page.request.get('/api/user');
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthenticated.' });
    // A reload does not bring the session back.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });
});

test.describe('Registration and password reset', () => {
  test('registration needs the terms consent', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Terry Terms');
    await page.getByLabel('Email').fill(`${unique('terms').replace(/\W+/g, '-')}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('Long-Enough-Pass-1');
    await page.getByLabel('Confirm Password').fill('Long-Enough-Pass-1');
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('You must agree to the above')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Please go through the form and fix your errors');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a registration says "check your e-mail"; the mailed link confirms the address once, then the login works', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const email = `${unique('new').replace(/\W+/g, '-')}@example.test`;
    await fillRegistration(page, 'Rita Registered', email);
    await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`We have sent an e-mail to ${email}.`);
    expect((await page.request.get('/api/user')).status()).toBe(401);

    // Before confirming, the login says so and offers the link again.
    await signIn(page, email, 'Long-Enough-Pass-1');
    await expect(page.getByText('Your e-mail address is not confirmed yet.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('we have sent a new link');

    const link = await mailedLink(browser, email, 'Confirm your e-mail address');
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your e-mail address is confirmed. You can log in now.');
    await fillLogin(page, email, 'Long-Enough-Pass-1');
    await expect(page).toHaveURL(/\/account$/);
    // A new account is greeted, not welcomed back (issue 30 item 12).
    await expect(page.getByText('Welcome, Rita Registered.')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    const me = await page.request.get('/api/user');
    expect((await me.json()).data).toMatchObject({ email, role: 'user' });

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('This confirmation link is invalid or has already been used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  });

  test('registering an address that has an account shows the same page and mails its owner', async ({ page, browser }) => {
    await fillRegistration(page, 'Someone Else', 'customer@demo.test');
    await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('We have sent an e-mail to customer@demo.test.');
    const notice = await mailedLink(browser, 'customer@demo.test', 'Someone tried to register with your e-mail address');
    expect(notice).toMatch(/\/login$/);
  });

  test('forgot password answers the same for known and unknown addresses', async ({ page }) => {
    for (const email of ['nobody-here@example.test', 'user@demo.test']) {
      // Once the app has taken over: the cookie banner it then shows must not appear under the click.
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Email password reset link' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('If your email exists you will receive instructions.');
      await expect(page.getByRole('link', { name: 'Return to login' })).toBeVisible();
    }
  });
});

test.describe('Two-factor challenge', () => {
  test('a wrong code is refused, the authenticator code signs in', async ({ page }) => {
    test.setTimeout(75_000); // may wait for a fresh authenticator code
    await signIn(page, 'admin-2fa@demo.test');
    await expect(page).toHaveURL(/\/two-factor-challenge$/);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    // Not signed in yet.
    expect((await page.request.get('/api/user')).status()).toBe(401);

    const current = totpCode();
    const wrong = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The provided two factor authentication code was invalid.')).toBeVisible();
    await expect(page).toHaveURL(/\/two-factor-challenge$/);

    await page.getByLabel('Code').fill(await unusedTotpCode());
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const me = await page.request.get('/api/user');
    expect((await me.json()).data).toMatchObject({ email: 'admin-2fa@demo.test', role: 'admin' });
  });

  test('the challenge keeps the redirect of a guarded page', async ({ page }) => {
    test.setTimeout(75_000); // may wait for a fresh authenticator code
    await page.goto('/admin/settings/countries');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await fillLogin(page, 'admin-2fa@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/two-factor-challenge/);
    const code = await unusedTotpCode();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/countries$/);
  });
});
