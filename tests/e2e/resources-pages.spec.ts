import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './helpers';

/**
 * Issue 9, the reference pages /resources/testvoltage and /resources/dielectricstrength as a visitor uses them, on a
 * phone and a desktop: the calculator updating as one types, the same form without JavaScript (a GET the server
 * answers), the tables, and an accessibility check.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const result = (page: Page, standard: string) => main(page).getByRole('article', { name: standard });

for (const [name, use] of [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`Reference pages, ${name}`, () => {
    test.use(use);

    test('the calculator updates as you type', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/resources/testvoltage', { waitUntil: 'networkidle' });
      await expect(h1(page)).toHaveText('Test voltage calculator');
      await expect(page).toHaveTitle('Test voltage calculator | Voltara Test Equipment');
      const box = main(page).getByRole('textbox', { name: 'Dry film thickness' });
      await box.fill('500');
      await expect(main(page).getByRole('status')).toHaveText('Test voltages for 500 µm (0.5 mm, 19.69 mils)');
      await expect(result(page, 'NACE SP0188')).toContainText('2,330 V');
      await expect(result(page, 'NACE SP0188')).toContainText('V = 525 × √T (T in mils)');
      await expect(result(page, 'ASTM D5162 (Method B)')).toContainText('V = 3,294 × √T (T in mm)');
      await expect(result(page, 'ISO 2746')).toContainText('Table 1 of the standard');
      // The URL follows the box, so the result can be shared.
      await expect(page).toHaveURL(/\/resources\/testvoltage\?thickness=500&unit=um$/);

      await main(page).getByLabel('Unit').selectOption('mils');
      await box.fill('60');
      await expect(result(page, 'NACE SP0188')).toContainText('9,680 V');
      await expect(result(page, 'NACE SP0188')).toContainText('V = 1,250 × √T (T in mils)');

      await box.fill('-3');
      await expect(main(page).getByRole('alert')).toHaveText('The thickness must be greater than zero.');
      await expect(result(page, 'NACE SP0188')).toHaveCount(0);

      await box.fill('1.5');
      await main(page).getByRole('button', { name: 'Calculate' }).click();
      await expect(page).toHaveURL(/thickness=1\.5&unit=mils$/);
      await expect(main(page).getByRole('link', { name: /wet-sponge detectors/i })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the reference table and the way to the catalogue', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/resources/testvoltage?thickness=3&unit=mm', { waitUntil: 'networkidle' });
      const table = main(page).getByRole('table', { name: 'Recommended DC test voltage by thickness and standard' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row', { name: /^1,500 / })).toContainText('9,610');
      await result(page, 'NACE SP0188').getByRole('link', { name: /VH-15 reaches this voltage/ }).click();
      await expect(page).toHaveURL(/\/product\/vh-15-portable-dc-holiday-detector$/);
      await expect(h1(page)).toHaveText('VH-15 Portable DC Holiday Detector');
      expect(errors).toEqual([]);
    });

    test('dielectric strengths, and on to the calculator', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/resources/dielectricstrength');
      await expect(h1(page)).toHaveText('Dielectric strength');
      const table = main(page).getByRole('table', { name: /Short-time DC dielectric strength/ });
      await expect(table.getByRole('row', { name: /Fusion-bonded epoxy/ })).toContainText('25 to 40 kV/mm');
      await expect(main(page).getByRole('heading', { name: 'Why the test voltage must stay below the breakdown voltage' })).toBeVisible();
      await main(page).getByRole('link', { name: 'Test voltage calculator' }).click();
      await expect(page).toHaveURL(/\/resources\/testvoltage$/);
      await expect(h1(page)).toHaveText('Test voltage calculator');
      expect(errors).toEqual([]);
    });

    test('in German, numbers in German', async ({ page }) => {
      await page.goto('/resources/testvoltage?lang=de', { waitUntil: 'networkidle' });
      await expect(h1(page)).toHaveText('Prüfspannungsrechner');
      // The form is the app's once its button is enabled (decision 0011): typing before would be a plain form's.
      await expect(main(page).getByRole('button', { name: 'Berechnen' })).toBeEnabled();
      await main(page).getByRole('textbox', { name: 'Trockenschichtdicke' }).fill('1,5');
      await main(page).getByLabel('Einheit').selectOption('mm');
      await expect(result(page, 'NACE SP0188')).toContainText('9.610 V');
    });
  });
}

test.describe('Reference pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the calculator is a GET form the server answers', async ({ page }) => {
    await page.goto('/resources/testvoltage');
    await main(page).getByRole('textbox', { name: 'Dry film thickness' }).fill('0.5');
    await main(page).getByLabel('Unit').selectOption('mm');
    await main(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/\/resources\/testvoltage\?thickness=0\.5&unit=mm$/);
    await expect(result(page, 'ASTM D5162 (Method B)')).toContainText('2,330 V');
    await expect(result(page, 'NACE SP0188')).toContainText('2,330 V');
  });

  test('a wrong thickness is explained', async ({ page }) => {
    await page.goto('/resources/testvoltage');
    await main(page).getByRole('textbox', { name: 'Dry film thickness' }).fill('thick');
    await main(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('The thickness must be a number, such as 500 or 0.5.');
  });
});

test.describe('Reference pages, accessibility', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('axe finds no serious or critical issue', async ({ page }) => {
    test.slow(); // several pages, each analysed in full
    for (const path of ['/resources/testvoltage?thickness=500&unit=um', '/resources/testvoltage?thickness=-1&unit=um', '/resources/dielectricstrength']) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  });
});
