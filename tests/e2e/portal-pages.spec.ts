import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

const PHONE = { width: 375, height: 800 };

test.describe('the portal’s help centre, certificates and returns', () => {
  test('a distributor-junior reaches the sections from the portal index and searches the help centre', async ({ page }) => {
    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    const sections = page.getByRole('navigation', { name: 'Portal sections' });
    await expect(sections.getByRole('link', { name: 'Help centre' })).toBeVisible();
    // Senior-only sections are not offered to a junior.
    await expect(sections.getByRole('link', { name: 'Courses' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Help centre' }).click();
    await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
    const search = page.getByLabel('Search the help centre');
    const submit = page.getByRole('main').getByRole('button', { name: 'Search', exact: true });
    await search.fill('preisliste');
    await submit.click();
    await expect(page).toHaveURL(/\?q=preisliste/);
    await search.fill('price list');
    await submit.click();
    const article = page.getByTestId('help-article').filter({ hasText: 'Reading your distributor price list' });
    await expect(article).toBeVisible();
    await article.getByRole('button').click();
    await expect(article.getByTestId('help-article-body')).toBeVisible();
  });

  test('the company’s staff training certificates, downloadable by a colleague; the other company sees none of them', async ({ page }) => {
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    const row = page.getByTestId('training-certificate').filter({ hasText: 'Jonas Junior' });
    await expect(row).toContainText(/TRN-\d{4}-\d{6}/);
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: /Download PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^TRN-\d{4}-\d{6}\.pdf$/);
    await page.goto('/portal/returns');
    await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();

    await page.context().clearCookies();
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    await expect(page.getByText('Jonas Junior')).toHaveCount(0);
  });

  test('on a phone the pages fit the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    for (const path of ['/portal/helpcenter', '/portal/certificates', '/portal/returns']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
