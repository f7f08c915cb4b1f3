import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './helpers';

/**
 * Issue 9, the information pages (about, certification, vacancies, expertise, legal texts, FAQs, troubleshooting) as a
 * visitor uses them, on a phone and a desktop, in English and French, and without JavaScript (the searches are real
 * GET forms the server answers).
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

async function aboutToCertification(page: Page) {
  await page.goto('/about');
  await expect(h1(page)).toHaveText('About us');
  await expect(page).toHaveTitle('About us | Voltara Test Equipment');
  await expect(main(page).getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await expect(main(page).getByText('The VP-35 has run every working day for six years.', { exact: false })).toBeVisible();

  await main(page).getByRole('link', { name: 'Quality and certification', exact: true }).click();
  await expect(page).toHaveURL(/\/about\/certification$/);
  await expect(h1(page)).toHaveText('Quality and certification');
  await expect(page).toHaveTitle('Quality and certification | Voltara Test Equipment');
  const certificate = main(page).getByRole('article', { name: 'ISO 9001:2015' });
  await expect(certificate).toBeVisible();
  // Dates in the page's language (en-GB): day, month name, year.
  await expect(certificate.getByText(/^12 April \d{4}$/)).toBeVisible();
  await expect(certificate.getByRole('img', { name: 'The ISO 9001:2015 certificate' })).toBeVisible();
  const download = certificate.getByRole('link', { name: 'Download the ISO 9001:2015 certificate' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/media\/.+\.pdf$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');

  // And back through the breadcrumbs to the company, then on to the vacancies.
  await main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'About us' }).click();
  await expect(h1(page)).toHaveText('About us');
  await main(page).getByRole('link', { name: 'Vacancies', exact: true }).click();
  await expect(h1(page)).toHaveText('Vacancies');
  await expect(main(page).getByRole('heading', { name: 'Calibration technician (ref. VTE-CAL-07)' })).toBeVisible();
}

async function expertiseToApplication(page: Page) {
  await page.goto('/expertise/pipeline');
  await expect(h1(page)).toHaveText('Pipeline expertise');
  await expect(page).toHaveTitle('Pipeline expertise | Voltara Test Equipment');
  await expect(main(page).getByRole('heading', { name: 'Holiday detection from the coating plant to the trench' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Instruments for the job' }).getByRole('link').first()).toBeVisible();
  await main(page).getByRole('region', { name: 'Industries' }).getByRole('link', { name: 'Pipeline', exact: true }).click();
  await expect(page).toHaveURL(/\/applications\/pipeline$/);
  await expect(h1(page)).toHaveText('Pipeline');
}

async function faqsByWord(page: Page) {
  // The list follows the box once the app has taken the page over; before that the form is sent by the browser.
  await page.goto('/faqs', { waitUntil: 'networkidle' });
  await expect(h1(page)).toHaveText('FAQs');
  await expect(main(page).getByText('How do I become a Voltara distributor?')).toBeVisible();
  const box = main(page).getByRole('searchbox', { name: 'Search the FAQs' });
  await box.fill('calibrated');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/faqs\?q=calibrated$/);
  await expect(main(page).getByText('How often should my detector be calibrated?')).toBeVisible();
  await expect(main(page).getByText('How do I become a Voltara distributor?')).toHaveCount(0);
  await expect(main(page).getByRole('status').filter({ hasText: /match “calibrated”/ })).toBeVisible();
  // A search opens its answers.
  await expect(main(page).getByText('Once a year, or sooner if the instrument has been dropped or repaired.', { exact: false })).toBeVisible();

  await box.fill('zebra');
  await box.press('Enter');
  await expect(main(page).getByText('No results found')).toBeVisible();
  await main(page).getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(main(page).getByText('How do I become a Voltara distributor?')).toBeVisible();
}

async function troubleshootingByProductAndSymptom(page: Page) {
  await page.goto('/troubleshooting', { waitUntil: 'networkidle' });
  await expect(h1(page)).toHaveText('Troubleshooting');
  await main(page).getByLabel('Product', { exact: true }).selectOption('vh-30-portable-dc-holiday-detector');
  await expect(page).toHaveURL(/product=vh-30-portable-dc-holiday-detector/);
  await expect(main(page).getByRole('heading', { name: 'The alarm sounds all the time, even on sound coating' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'False alarms with the wet sponge detector' })).toHaveCount(0);

  await main(page).getByRole('searchbox', { name: 'Symptom' }).fill('spark');
  await main(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/product=vh-30-portable-dc-holiday-detector&q=spark$/);
  const entry = main(page).getByRole('article', { name: 'No spark at a known holiday' });
  await expect(entry).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'The alarm sounds all the time, even on sound coating' })).toHaveCount(0);
  await entry.getByRole('link', { name: 'VH-30 Portable DC Holiday Detector' }).click();
  await expect(page).toHaveURL(/\/product\/vh-30-portable-dc-holiday-detector$/);
  await expect(h1(page)).toHaveText('VH-30 Portable DC Holiday Detector');
}

async function legalPage(page: Page) {
  await page.goto('/legal/privacy');
  await expect(h1(page)).toHaveText('Privacy policy');
  await expect(page).toHaveTitle('Privacy policy | Voltara Test Equipment');
  await main(page).getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your rights' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy#section-6$/);
  await expect(main(page).getByRole('heading', { name: 'Your rights', level: 2 })).toBeInViewport();
  await main(page).getByRole('navigation', { name: 'Other legal texts' }).getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(h1(page)).toHaveText('Terms and conditions');
  await expect(main(page).getByRole('heading', { name: 'Warranty', level: 2 })).toBeVisible();
}

for (const [name, use] of [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`Information pages, ${name}`, () => {
    test.use(use);

    test('about → certification (and its PDF) → vacancies', async ({ page }) => {
      const errors = collectErrors(page);
      await aboutToCertification(page);
      expect(errors).toEqual([]);
    });

    test('an expertise page → its application', async ({ page }) => {
      const errors = collectErrors(page);
      await expertiseToApplication(page);
      expect(errors).toEqual([]);
    });

    test('FAQs filtered by a word', async ({ page }) => {
      const errors = collectErrors(page);
      await faqsByWord(page);
      expect(errors).toEqual([]);
    });

    test('troubleshooting by product and symptom', async ({ page }) => {
      const errors = collectErrors(page);
      await troubleshootingByProductAndSymptom(page);
      expect(errors).toEqual([]);
    });

    test('a legal page, its contents and the other legal texts', async ({ page }) => {
      const errors = collectErrors(page);
      await legalPage(page);
      expect(errors).toEqual([]);
    });

    test('a page in French', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/about/certification?lang=fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(h1(page)).toHaveText('Qualité et certification');
      await expect(page).toHaveTitle('Qualité et certification | Voltara Test Equipment');
      const certificate = main(page).getByRole('article', { name: 'ISO 9001:2015' });
      await expect(certificate.getByText(/^12 avril \d{4}$/)).toBeVisible();
      await expect(certificate.getByRole('link', { name: 'Télécharger le certificat ISO 9001:2015' })).toBeVisible();

      await page.goto('/faqs', { waitUntil: 'networkidle' }); // the locale cookie keeps French
      await expect(h1(page)).toHaveText('Questions fréquentes');
      const box = main(page).getByRole('searchbox', { name: 'Rechercher dans les questions fréquentes' });
      await box.fill('etalonne');
      await box.press('Enter');
      await expect(main(page).getByText('À quelle fréquence mon détecteur doit-il être étalonné ?')).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('Information pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the FAQ search is a GET the server answers', async ({ page }) => {
    await page.goto('/faqs');
    await main(page).getByRole('searchbox', { name: 'Search the FAQs' }).fill('spare electrodes');
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/faqs\?q=spare\+electrodes$/);
    await expect(main(page).getByText('Can I order spare electrodes on their own?')).toBeVisible();
    await expect(main(page).getByText('Where are Voltara instruments made?')).toHaveCount(0);
  });

  test('the troubleshooting search sends product and symptom', async ({ page }) => {
    await page.goto('/troubleshooting');
    await main(page).getByLabel('Product', { exact: true }).selectOption('ws-90-wet-sponge-detector');
    await main(page).getByRole('searchbox', { name: 'Symptom' }).fill('alarms');
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/troubleshooting\?product=ws-90-wet-sponge-detector&q=alarms$/);
    await expect(main(page).getByRole('heading', { name: 'False alarms with the wet sponge detector' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'No spark at a known holiday' })).toHaveCount(0);
  });
});

test.describe('Information pages, accessibility', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('axe finds no serious or critical issue', async ({ page }) => {
    test.slow(); // several pages, each analysed in full: more than the default 30 s on a busy machine
    for (const path of ['/about', '/about/certification', '/about/vacancies', '/expertise/subsea', '/legal/terms', '/faqs?q=calibrated', '/troubleshooting']) {
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
