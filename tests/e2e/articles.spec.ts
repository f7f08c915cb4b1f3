import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './helpers';

/** Events, news, case studies and offers (issue 9), as a visitor uses them on a phone and on a desktop. */

/** Console errors and uncaught exceptions of a page (hydration mismatches show up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const main = (page: Page) => page.getByRole('main');

/** /events → an upcoming event → its .ics file. */
async function eventsToCalendar(page: Page) {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expect(page).toHaveTitle('Events | Voltara Test Equipment');
  const upcoming = main(page).getByRole('region', { name: 'Upcoming events' });
  const past = main(page).getByRole('region', { name: 'Past events' });
  await expect(upcoming.getByRole('link', { name: 'Corrosion Expo: stand 1214' })).toBeVisible();
  await expect(past.getByRole('link', { name: 'Pipeline coating inspection seminar' })).toBeVisible();

  await upcoming.getByRole('link', { name: 'Corrosion Expo: stand 1214' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corrosion Expo: stand 1214');
  await expect(page).toHaveTitle('Corrosion Expo: stand 1214 | Voltara Test Equipment');
  await expect(main(page).getByText('Houston, United States')).toBeVisible();
  // The dates in en-GB, a range: "4 – 6 January 2027", "30 November – 2 December 2026".
  await expect(main(page).locator('time').first()).toHaveText(/^\d{1,2}\b.*–.*\b\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(main(page).getByRole('link', { name: /VP-50 Pulsed DC Pipeline Detector/ })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('corrosion-expo-2025.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('\r\nSUMMARY:Corrosion Expo: stand 1214\r\n');
  expect(ics).toContain('\r\nLOCATION:Houston\\, United States\r\n');
  expect(ics).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\nDTEND;VALUE=DATE:\d{8}\r\n/);
  expect(ics).toMatch(/\r\nEND:VCALENDAR\r\n$/);
}

/** /blog → a post with its date, picture and the instrument it is about. */
async function blogToPost(page: Page) {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await main(page).getByRole('link', { name: 'Launching the VP-50 pulsed DC pipeline detector' }).click();
  await expect(page).toHaveURL(/\/blog\/vp-50-pulsed-dc-pipeline-detector-launched$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launching the VP-50 pulsed DC pipeline detector');
  await expect(page).toHaveTitle('Launching the VP-50 pulsed DC pipeline detector | Voltara Test Equipment');
  await expect(main(page).getByText('4 March 2025')).toBeVisible();
  await expect(main(page).getByText(/The VP-50 tests three-layer polyethylene/)).toBeVisible();
  await expect(main(page).locator('article img').first()).toBeVisible();
  await expect(main(page).getByRole('link', { name: /VP-50 Pulsed DC Pipeline Detector/ })).toHaveAttribute('href', /^\/product\/vp-50/);
}

/** /casestudies → a case study → its application's page. */
async function caseStudyToApplication(page: Page) {
  await page.goto('/casestudies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case studies');
  await main(page).getByRole('link', { name: 'Leak survey of a hospital roof' }).click();
  await expect(page).toHaveURL(/\/casestudies\/hospital-roof-survey$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leak survey of a hospital roof');
  await expect(main(page).getByText(/The VM-400 scanner located each breach/)).toBeVisible();
  await main(page).locator('article header').getByRole('link', { name: 'Roofing', exact: true }).click();
  await expect(page).toHaveURL(/\/applications\/roofing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roofing');
}

/** /offers → a current offer; an ended offer still answers and says so. */
async function offersToOffer(page: Page) {
  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers');
  await expect(main(page).getByRole('link', { name: 'Winter electrode bundle' })).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Trade in your old holiday detector' }).click();
  await expect(page).toHaveURL(/\/offers\/holiday-detector-trade-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade in your old holiday detector');
  await expect(main(page).getByText(/Save 15% on a new VH-series DC detector/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Ask about this offer' })).toBeVisible();

  const response = await page.goto('/offers/winter-electrode-bundle');
  expect(response!.status()).toBe(200);
  await expect(main(page).getByRole('note')).toContainText(/This offer ended on \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await expect(main(page).getByRole('link', { name: 'Ask about this offer' })).toHaveCount(0);
}

for (const [name, use] of [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`Events, news, case studies and offers, ${name}`, () => {
    test.use(use);

    test('events → an event → its calendar file', async ({ page }) => {
      const errors = collectErrors(page);
      await eventsToCalendar(page);
      expect(errors).toEqual([]);
    });

    test('news → a post', async ({ page }) => {
      const errors = collectErrors(page);
      await blogToPost(page);
      expect(errors).toEqual([]);
    });

    test('case studies → a case study → its application', async ({ page }) => {
      const errors = collectErrors(page);
      await caseStudyToApplication(page);
      expect(errors).toEqual([]);
    });

    test('offers → an offer, and an ended offer says it has ended', async ({ page }) => {
      const errors = collectErrors(page);
      await offersToOffer(page);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('Articles in German and without faults', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the events and an event in German, dates in German', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/events?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltungen');
    await expect(page).toHaveTitle('Veranstaltungen | Voltara Test Equipment');
    const upcoming = main(page).getByRole('region', { name: 'Kommende Veranstaltungen' });
    await upcoming.getByRole('link', { name: 'Tag der offenen Tür: Prüfung von Dachbahnen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag der offenen Tür: Prüfung von Dachbahnen');
    await expect(main(page).locator('time').first()).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    await expect(main(page).getByRole('link', { name: 'Zum Kalender hinzufügen' })).toHaveAttribute('href', /\/calendar\.ics\?lang=de$/);
    expect(errors).toEqual([]);
  });

  test('an unknown article answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/events/no-such-event', '/blog/no-such-post', '/casestudies/no-such-study', '/offers/no-such-offer']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    }
  });

  test('axe finds no serious or critical issue on the lists and articles', async ({ page }) => {
    test.slow(); // several pages, each analysed in full: more than the default 30 s on a busy machine
    for (const path of ['/events', '/blog', '/blog/vp-50-pulsed-dc-pipeline-detector-launched', '/casestudies/north-sea-field-joints', '/offers/winter-electrode-bundle']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousFindings(page), path).toEqual([]);
    }
    await page.goto('/events', { waitUntil: 'networkidle' });
    await main(page).getByRole('region', { name: 'Upcoming events' }).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  });
});
