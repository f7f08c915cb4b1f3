import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

export const DEMO_PASSWORD = 'Demo-Password-1';
/** admin-2fa@demo.test's authenticator secret (src/server/db/seed/accounts.ts). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const SESSION_COOKIE = 'voltara.session_token';

/** Signs in through the real login page, as a user would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await fillLogin(page, email, password);
}

/** Fills and submits the login form already on screen. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAndWait(page: Page, email: string, landing: RegExp) {
  await signIn(page, email);
  await expect(page).toHaveURL(landing);
}

/** The current authenticator code for admin-2fa@demo.test. */
export function totpCode(secret = DEMO_TOTP_SECRET): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

const usedCodes = new Set<string>();

/**
 * An authenticator code this test run has not used yet: the server accepts each code once (replay protection), so a
 * second sign-in within the same 30 s step waits for the next step. Tests calling it allow for that wait.
 */
export async function unusedTotpCode(secret = DEMO_TOTP_SECRET): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (!usedCodes.has(code)) {
      usedCodes.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A name no earlier run (nor another test of this run) has used. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** An absolute URL path with its query, for comparing redirects. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** SPEC.md section 4: the stored choice that keeps the cookie banner (and its scroll lock) away. */
export const CONSENT_COOKIE = 'cookie-consent';

/**
 * Stores `cookie-consent=true` (180 days) in the context before any page opens, as if the visitor had accepted, so
 * the cookie banner neither covers the page nor locks its scrolling. With the default settings nothing third-party loads.
 */
export async function acceptCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: 'true',
      domain: 'localhost',
      path: '/',
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 180 * 24 * 60 * 60,
    },
  ]);
}

/**
 * Playwright's `test` with cookies already accepted in every context: a spec that is not about the cookie banner
 * imports `test` from here instead of '@playwright/test'. (No storageState file: each test still starts clean.)
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await acceptCookies(context);
    await use(context);
  },
});

/** Fills and sends the registration form with every consent a new user would give. */
export async function fillRegistration(page: Page, name: string, email: string) {
  await acceptCookies(page.context());
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Long-Enough-Pass-1');
  await page.getByLabel('Confirm Password').fill('Long-Enough-Pass-1');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /marketing communications/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * The first link of the newest mail to `to` with `subject`, read as an admin reads the outbox (no mail server in
 * tests), in a context of its own.
 */
export async function mailedLink(browser: Browser, to: string, subject: string): Promise<string> {
  const context = await browser.newContext();
  await acceptCookies(context);
  const admin = await context.newPage();
  await signInAndWait(admin, 'admin@demo.test', /\/admin$/);
  // The outbox found by its recipient (the start of the address), newest first.
  await admin.goto(`/admin/logs/website?tab=outbox&q=${encodeURIComponent(to)}`);
  const row = admin.getByTestId('resource-table').getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await row.getByRole('button', { name: /^Open the e-mail/ }).click();
  await admin.getByLabel('Plain text').check();
  const text = (await admin.getByTestId('outbox-text').textContent()) ?? '';
  await context.close();
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in the mail to ${to}`);
  return new URL(url).pathname + new URL(url).search;
}
