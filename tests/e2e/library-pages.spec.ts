import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, test } from './helpers';

/**
 * Issue 9, the library pages end to end on a phone-sized and a desktop-sized window: the downloads as a visitor, then
 * signed in through the login page as a customer and as a distributor (each sees their audience's files, never a
 * service manual); a guide in the blank layout (no site header or footer) with its print button; the questionnaire
 * refused with SPEC.md's messages, then sent.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const exact = { exact: true } as const;

const PUBLIC_FILE = 'Voltara product catalogue 2024';
const CUSTOMER_FILE = 'SA-15 AC Spark Tester user manual';
const DISTRIBUTOR_FILE = 'Distributor sales presentation 2024';
const INTERNAL_FILE = 'Internal quality audit report 2024';

const email = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** Console errors and uncaught exceptions (hydration mismatches show up here); refused sends (422) are expected. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/status of (404|422)/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const downloadLink = (page: Page, title: string) => page.getByRole('link', { name: `Download ${title}`, exact: true });

/** Signs in through the login page and comes back to the downloads. */
async function signInToDownloads(page: Page, address: string) {
  await signIn(page, address, DEMO_PASSWORD, `/login?redirect=${encodeURIComponent('/resources/downloads')}`);
  await expect(page).toHaveURL(/\/resources\/downloads$/);
  await page.waitForLoadState('networkidle');
}

for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`Library pages, ${device}`, () => {
    test.use(options);

    test('downloads as a visitor, a customer and a distributor', async ({ page }) => {
      test.slow();
      const errors = collectErrors(page);
      await page.goto('/resources/downloads', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
      await expect(page.getByRole('heading', { name: /^Brochures/, level: 2 })).toBeVisible();
      await expect(downloadLink(page, PUBLIC_FILE)).toHaveAttribute('href', /^\/api\/downloads\/\d+\/file$/);
      await expect(downloadLink(page, CUSTOMER_FILE)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Service manuals/ })).toHaveCount(0);
      await expect(page.getByText('You see the public downloads.')).toBeVisible();

      // A category page: only its files.
      await page.getByRole('link', { name: /^Datasheets/ }).first().click();
      await expect(page).toHaveURL(/\/resources\/downloads\/datasheet$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datasheets');
      await expect(downloadLink(page, PUBLIC_FILE)).toHaveCount(0);

      await signInToDownloads(page, 'customer@demo.test');
      await expect(page.getByText('Signed in as a customer', { exact: false })).toBeVisible();
      await expect(downloadLink(page, CUSTOMER_FILE)).toBeVisible();
      await expect(downloadLink(page, DISTRIBUTOR_FILE)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Service manuals/ })).toHaveCount(0);

      await page.context().clearCookies();
      await signInToDownloads(page, 'distributor-senior@demo.test');
      await expect(page.getByText('Signed in as a partner', { exact: false })).toBeVisible();
      await expect(downloadLink(page, DISTRIBUTOR_FILE)).toBeVisible();
      await expect(downloadLink(page, CUSTOMER_FILE)).toBeVisible();
      await expect(downloadLink(page, INTERNAL_FILE)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Service manuals/ })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('a guide in the blank layout: no header or footer, its pages in order, a print button', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/guides/holiday-detector-quick-start', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday detector quick start');
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /Before you start|Setting the test voltage|Testing and recording/ })).toHaveText([
        /Before you start/,
        /Setting the test voltage/,
        /Testing and recording holidays/,
      ]);
      const print = page.getByRole('button', { name: 'Print', exact: true });
      await expect(print).toBeEnabled();
      // window.print is replaced so the dialog never blocks the test; the button must call it.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await print.click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      // On paper the button and the way back are hidden.
      await page.emulateMedia({ media: 'print' });
      await expect(print).toBeHidden();
      await expect(page.getByRole('link', { name: /Back to the website/ })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('link', { name: /Back to the website/ }).click();
      await expect(page).toHaveURL(/\/$/);

      const missing = await page.goto('/guides/no-such-guide');
      expect(missing?.status()).toBe(404);
      expect(errors.filter((text) => !/404/.test(text))).toEqual([]);
    });

    test('the questionnaire: its errors, then sent', async ({ page }) => {
      test.slow();
      const errors = collectErrors(page);
      await page.goto('/questionnaire', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questionnaire');
      await expect(page.getByRole('heading', { name: 'Calibration service feedback' })).toBeVisible();

      await page.getByRole('button', { name: 'Send answers' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Missing / invalid information' });
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByText('Please go through the form and fix your errors')).toBeVisible();
      await expect(page.getByText('You must agree to our privacy policy', exact)).toBeVisible();
      await expect(page.getByText('You must agree to the above', exact)).toBeVisible();

      const returned = page.getByRole('group', { name: 'Was your instrument returned within the agreed time?' });
      await returned.getByLabel('Yes', exact).check();
      await page.getByRole('group', { name: 'How would you rate the calibration certificate?' }).getByLabel('4 of 5').check();
      await page.getByLabel(/Is there anything we could do better/).fill('Faster collection, please.');
      await page.getByLabel('Name', exact).fill('Quinn Feedback');
      await page.getByLabel('Email', exact).fill(email('quinn'));
      await page.getByLabel(/I agree to the terms/).check();
      await page.waitForTimeout(3_000);
      await page.getByRole('button', { name: 'Send answers' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Thank you: your answers have been sent.' });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
}
