import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Issue 9, scope 3: "Find a dealer" as a visitor uses it, on a phone and a desktop: by the dropdown, by a click on
 * the map (world and Europe) and with the keyboard on the map, 'my country is not listed' to the contact form, a page
 * in Dutch, without JavaScript, and an axe check.
 */

/** Console errors and uncaught exceptions (hydration mismatches show up here). */
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
const worldMap = (page: Page) => main(page).getByRole('group', { name: 'World map of the countries with Voltara dealers' });
const europeMap = (page: Page) => main(page).getByRole('group', { name: 'Map of Europe with the countries that have Voltara dealers' });

/** The dealer card of a company, by its heading. */
const dealer = (page: Page, name: string) => main(page).getByRole('article', { name });

async function expectNordhavn(page: Page) {
  await expect(page).toHaveURL(/\/distributors\/denmark$/);
  await expect(h1(page)).toHaveText('Denmark: Voltara dealers');
  await expect(page).toHaveTitle('Denmark: Voltara dealers | Voltara Test Equipment');
  const card = dealer(page, 'Nordhavn Inspection ApS');
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText(['Sales', 'Training', 'Repairs', 'Service']);
  await expect(card.getByRole('link', { name: '+45 32 71 40 00' })).toHaveAttribute('href', 'tel:+4532714000');
  await expect(card.getByRole('link', { name: 'salg@nordhavn-inspection.test' })).toHaveAttribute('href', 'mailto:salg@nordhavn-inspection.test');
  await expect(card.getByRole('link', { name: 'nordhavn-inspection.test', exact: true })).toHaveAttribute('href', 'https://www.nordhavn-inspection.test');
  await expect(card.getByText('Sundkaj 9')).toBeVisible();
}

/** Presses Tab until the link is focused (at most `max` times): the map used with the keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('never reached the link with Tab');
}

for (const [name, use] of [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`Find a dealer, ${name}`, () => {
    test.use(use);

    test('by the dropdown', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/distributors', { waitUntil: 'networkidle' });
      await expect(h1(page)).toHaveText('Find a dealer');
      await expect(page).toHaveTitle('Find a dealer | Voltara Test Equipment');
      await main(page).getByLabel('Your country').selectOption({ label: 'Denmark' });
      await main(page).getByRole('button', { name: 'Show dealers' }).click();
      await expectNordhavn(page);

      // From a country's page, the dropdown leads to another.
      await main(page).getByLabel('Your country').selectOption({ label: 'Ireland' });
      await main(page).getByRole('button', { name: 'Show dealers' }).click();
      await expect(page).toHaveURL(/\/distributors\/ireland$/);
      await expect(main(page).getByRole('heading', { name: 'Dealers in neighbouring countries' })).toBeVisible();
      await expect(dealer(page, 'Pennine Coating Inspection Ltd')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('by a click on the maps', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/distributors', { waitUntil: 'networkidle' });
      await worldMap(page).getByRole('link', { name: 'Brazil' }).click();
      await expect(page).toHaveURL(/\/distributors\/brazil$/);
      await expect(h1(page)).toHaveText('Brazil: Voltara dealers');
      await expect(dealer(page, 'Sonda Brasil Equipamentos de Teste Ltda')).toBeVisible();

      await page.goBack();
      await expect(h1(page)).toHaveText('Find a dealer');
      await europeMap(page).getByRole('link', { name: 'Germany' }).click();
      await expect(page).toHaveURL(/\/distributors\/germany$/);
      const card = dealer(page, 'Rheinprüf Messtechnik GmbH');
      await expect(card).toBeVisible();
      await expect(card.getByText('Austria, Switzerland')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('with the keyboard on the map', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/distributors', { waitUntil: 'networkidle' });
      await main(page).getByRole('button', { name: 'Show dealers' }).focus();
      // Spain is on both maps: Tab reaches it once, on the map of Europe.
      const spain = europeMap(page).getByRole('link', { name: 'Spain' });
      await tabTo(page, spain);
      await expect(spain).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/distributors\/spain$/);
      await expect(dealer(page, 'Iberia Ensayos SL')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("'my country is not listed' leads to the contact form", async ({ page }) => {
      await page.goto('/distributors', { waitUntil: 'networkidle' });
      await main(page).getByRole('link', { name: 'My country is not listed' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(h1(page)).toBeVisible();
    });

    test('a page in Dutch', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/distributors?lang=nl', { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(h1(page)).toHaveText('Vind een dealer');
      await main(page).getByLabel('Uw land').selectOption({ label: 'Spanje' });
      await main(page).getByRole('button', { name: 'Toon dealers' }).click();
      await expect(page).toHaveURL(/\/distributors\/spain$/);
      await expect(h1(page)).toHaveText('Spanje: Voltara-dealers');
      await expect(page).toHaveTitle('Spanje: Voltara-dealers | Voltara Test Equipment');
      const card = dealer(page, 'Iberia Ensayos SL');
      await expect(card.getByRole('list', { name: 'Diensten' }).getByRole('listitem')).toHaveText(['Verkoop', 'Reparatie', 'Onderhoud']);
      await expect(main(page).getByRole('link', { name: 'Mijn land staat er niet bij' })).toHaveAttribute('href', '/contact');
      expect(errors).toEqual([]);
    });

    test('an unknown country is the not-found page', async ({ page }) => {
      const response = await page.goto('/distributors/atlantis');
      expect(response?.status()).toBe(404);
      await expect(h1(page)).toHaveText('Page Not Found');
    });
  });
}

test.describe('Find a dealer without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the dropdown is a GET the server answers, and the map’s countries are plain links', async ({ page }) => {
    await page.goto('/distributors');
    await main(page).getByLabel('Your country').selectOption({ label: 'Denmark' });
    await main(page).getByRole('button', { name: 'Show dealers' }).click();
    await expect(page).toHaveURL(/\/distributors\?area=denmark$/);
    await expect(dealer(page, 'Nordhavn Inspection ApS')).toBeVisible();

    await europeMap(page).getByRole('link', { name: 'Netherlands' }).click();
    await expect(page).toHaveURL(/\/distributors\/netherlands$/);
    await expect(dealer(page, 'Delta Coating Inspectie B.V.')).toBeVisible();
  });
});

test.describe('Dealers in the admin console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the Distributors section lists the public profiles and edits one', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Distributors' }).click();
    await expect(page).toHaveURL(/\/admin\/distributors$/);
    await page.getByRole('navigation', { name: 'Distributors' }).getByRole('link', { name: 'Dealer profiles' }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/dealers$/);
    await expect(page.getByRole('cell', { name: 'Nordhavn Inspection ApS', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Iberia Ensayos SL', exact: true })).toBeVisible();
  });
});

test.describe('Find a dealer, accessibility', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('axe finds no serious or critical issue', async ({ page }) => {
    test.slow(); // two maps of many shapes, analysed in full
    for (const path of ['/distributors', '/distributors/denmark', '/distributors/ireland', '/distributors?area=spain']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(h1(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  });
});
