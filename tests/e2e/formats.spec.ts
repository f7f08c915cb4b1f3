import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Issue 29 item 3: one format module. The portal's dashboard printed US-style dates ("Nov 28, 2026") in English while
 * the other portal pages printed en-GB; now every face writes days as en-GB in English ("28/11/2026") and in the
 * visitor's style otherwise ("28.11.2026" in German). Accounts: the demo seed's (src/server/db/seed/portal).
 */
const US_STYLE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;

test.describe('dates in the reader’s style', () => {
  test('the portal dashboard writes its dates en-GB in English and German-style in German', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    const dashboard = page.getByTestId('portal-dashboard');
    await expect(dashboard).toBeVisible();
    // The latest announcements carry their day.
    await expect(dashboard).toContainText(/\b\d{2}\/\d{2}\/\d{4}\b/);
    await expect(dashboard).not.toContainText(US_STYLE);

    await page.goto('/portal?lang=de');
    await expect(page.getByTestId('portal-dashboard')).toContainText(/\b\d{2}\.\d{2}\.\d{4}\b/);
    await page.goto('/portal?lang=en');
    await expect(page.getByTestId('portal-dashboard')).toContainText(/\b\d{2}\/\d{2}\/\d{4}\b/);
  });

  test('a portal list writes the same style as the dashboard', async ({ page }) => {
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/announcements');
    const list = page.getByTestId('resource-table');
    await expect(list).toContainText(/\b\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(list).not.toContainText(US_STYLE);
  });
});
