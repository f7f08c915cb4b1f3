import { expect, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/** Issue 30: small defects a visitor meets (items 1 and 11). */

/**
 * Every console error and uncaught exception, every answer of 400 or more the page's requests get, and every error a
 * tRPC answer carries (a batched answer says 207 and holds the failed call inside). `settled()` waits for the bodies.
 */
function watchFailures(page: Page): { failures: string[]; settled: () => Promise<string[]> } {
  const failures: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    else if (new URL(response.url()).pathname.startsWith('/trpc/')) {
      reading.push(
        response.text().then(
          (body) => {
            if (body.includes('"error":')) failures.push(`tRPC error in ${response.url()}: ${body.slice(0, 200)}`);
          },
          () => undefined,
        ),
      );
    }
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  return { failures, settled: async () => (await Promise.all(reading), failures) };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const languageSwitch = (page: Page) => page.getByRole('banner').locator('select');

test.describe('the language switch with ?lang= in the address', () => {
  test('replaces the language in the URL and keeps the rest, so reload and Back keep the choice', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/about/certification?lang=de&utm_source=mail#iso');
    await expect(h1(page)).toHaveText('Qualität und Zertifizierung');
    await expect(languageSwitch(page)).toBeEnabled();

    await languageSwitch(page).selectOption('fr');
    await expect(h1(page)).toHaveText('Qualité et certification');
    await expect(page).toHaveURL(/\/about\/certification\?lang=fr&utm_source=mail#iso$/);

    await page.reload();
    await expect(h1(page)).toHaveText('Qualité et certification');

    // English is the bare address (the canonical URLs' form); the other parameters and the hash stay.
    await languageSwitch(page).selectOption('en');
    await expect(h1(page)).toHaveText('Quality and certification');
    await expect(page).toHaveURL(/\/about\/certification\?utm_source=mail#iso$/);
    await page.reload();
    await expect(h1(page)).toHaveText('Quality and certification');

    // Back leaves the page; Forward returns to it in the chosen language, not the one the address first named.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/about\/certification\?utm_source=mail#iso$/);
    await expect(h1(page)).toHaveText('Quality and certification');
  });

  test('in the admin console too', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/users?lang=nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(languageSwitch(page)).toHaveValue('nl');
    await languageSwitch(page).selectOption('pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page).toHaveURL(/\/admin\/users\?lang=pt$/);
    await page.reload();
    await expect(languageSwitch(page)).toHaveValue('pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});

test.describe('/services/calibration', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`loads in ${lang} with no failed request and no console error`, async ({ page }) => {
      const watch = watchFailures(page);
      await page.goto(lang === 'en' ? '/services/calibration' : `/services/calibration?lang=${lang}`);
      await expect(h1(page)).toHaveText(lang === 'en' ? 'Calibration' : 'Kalibrierung');
      await expect(page.getByRole('main').getByText('ISO/IEC 17025', { exact: false }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await watch.settled()).toEqual([]);
    });
  }

  test('reached from another page, with no failed request and no console error', async ({ page }) => {
    const watch = watchFailures(page);
    await page.goto('/services/calibration/book');
    await expect(h1(page)).toBeVisible();
    // The form's submit is enabled once its part of the page has hydrated. A click before that is the browser's own
    // full navigation, which cancels the form's chunks still loading (on a slow machine, after 'networkidle').
    await expect(page.getByRole('main').getByRole('button', { name: 'Book calibration', exact: true })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'Calibration', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services\/calibration$/);
    await expect(page.getByRole('main').getByText('whichever make they are', { exact: false })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await watch.settled()).toEqual([]);
  });
});
