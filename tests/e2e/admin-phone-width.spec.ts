import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Admin lists on a 375 px phone scroll inside their own box, never the page: the screen-reader texts in their cells
 * (absolutely placed) used to be placed against the page and widened it (service jobs 569 px, users 432 px).
 */
test('admin lists on a phone do not scroll the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndWait(page, 'admin@demo.test', /\/admin/);
  for (const path of ['/admin/distributors/service-jobs', '/admin/distributors/audits', '/admin/users', '/admin/serials']) {
    await page.goto(`${path}?lang=de`);
    await expect(page.locator('table').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

/** A stored file is shown by its name, a 32-letter hash for a file kept by the server: it wraps, not widens the form. */
test('an admin form showing an uploaded file on a phone does not scroll the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndWait(page, 'admin@demo.test', /\/admin/);
  await page.goto('/admin/content/qualitycerts/1?lang=de');
  const file = page.locator('main [data-testid^="upload-"] a[href$=".pdf"]').first();
  await expect(file).toBeVisible();
  expect((await file.textContent())?.length).toBeGreaterThan(30);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
