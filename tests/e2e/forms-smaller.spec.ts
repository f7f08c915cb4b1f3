import { expect, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/** Issue 30 item 12, the smaller defects of the forms: each as a visitor meets it. */

const VH15 = '/product/vh-15-portable-dc-holiday-detector';

/** A day `days` from today in the browser's time zone, as a date field holds it and as the English page shows it. */
async function dayFromToday(page: Page, days: number): Promise<{ iso: string; shown: string }> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const two = (n: number) => String(n).padStart(2, '0');
    return { iso: `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`, shown: `${two(day.getDate())}/${two(day.getMonth() + 1)}/${day.getFullYear()}` };
  }, days);
}

test.describe('Smaller form defects', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an enquiry for 0 instruments is refused beside the quantity, not sent as 1', async ({ page }) => {
    await page.goto(VH15, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Enquire' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Enquire' });
    await dialog.getByLabel('Name', { exact: true }).fill('Ada Inspector');
    await dialog.getByLabel('Email', { exact: true }).fill('ada.zero@example.com');
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByLabel(/I agree to the terms/).check();
    await page.waitForTimeout(3_000);
    const sending = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('public.enquiries.send'));
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const body = JSON.stringify((await sending).postDataJSON());
    expect(body).toContain('"quantity":0');
    await expect(dialog.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Enquiry sent. We will get back to you shortly.')).toHaveCount(0);
  });

  test('the training date says its range and offers no day outside it', async ({ page }) => {
    await page.goto('/services/training', { waitUntil: 'networkidle' });
    const date = page.getByLabel('Preferred date');
    const first = await dayFromToday(page, 0);
    const last = await dayFromToday(page, 729);
    await expect(date).toHaveAttribute('min', first.iso);
    await expect(date).toHaveAttribute('max', last.iso);
    await expect(date).toHaveAccessibleDescription(`Between ${first.shown} and ${last.shown}.`);
  });

  test('the product page\'s training booking says the same range', async ({ page }) => {
    await page.goto(VH15, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Book training' }).click();
    const date = page.getByRole('dialog', { name: 'Book training' }).getByLabel('Preferred date');
    await expect(date).toHaveAttribute('max', (await dayFromToday(page, 729)).iso);
  });

  test('the register page shows the password rule before it fails', async ({ page }) => {
    await page.goto('/register', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('At least 8 characters.');
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
  });

  test('a signed-in customer\'s calibration booking starts from the account, and offers instruments only', async ({ page }) => {
    await signInAndWait(page, 'customer@demo.test', /\/account/);
    await page.goto('/services/calibration/book');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('customer@demo.test');
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
    const product = page.getByLabel('Product', { exact: true });
    await expect(product.locator('option', { hasText: 'VH-15 Portable DC Holiday Detector' })).toHaveCount(1);
    await expect(product.locator('option', { hasText: 'Fan Brush Electrode' })).toHaveCount(0);
  });

  test('the registration wizard\'s steps are in the browser history', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account/);
    await page.goto('/services/registration');
    const search = page.getByLabel('Product name or serial number');
    await search.fill('DEMO-1005');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    const confirm = page.getByRole('heading', { name: 'Is this correct?' });
    await expect(confirm).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Serial numbers and purchase date' })).toBeVisible();

    await page.goBack();
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(/\/services\/registration$/);
    await page.goBack();
    await expect(search).toHaveValue('DEMO-1005');
    await page.goForward();
    await expect(confirm).toBeVisible();
    // A reload stays on the step.
    await page.reload();
    await expect(confirm).toBeVisible();
  });
});
