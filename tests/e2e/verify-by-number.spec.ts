import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Issue 27 item 10 in the browser: a certificate whose QR code cannot be read is checked by its number and the
 * instrument's serial number; the answer names the holder by initials only and shows no expiry for a calibration.
 */
test('checks a calibration certificate by number and serial number: initials, no expiry', async ({ page }) => {
  await signInAndWait(page, 'customer@demo.test', /\/account$/);
  await page.goto('/account/products');
  const row = page.getByTestId('resource-table').locator('tbody tr').first();
  await expect(row).toBeVisible();
  const text = await row.innerText();
  const number = text.match(/CAL-\d{4}-\d{6}/)![0];
  const serial = text.match(/[A-Z0-9]+-\d{8}/)![0];

  await page.goto('/verify');
  const form = page.getByTestId('verify-number-form');
  await form.getByLabel('Certificate number').fill(number.toLowerCase());
  await form.getByLabel('Serial Number').fill(serial);
  await form.getByRole('button', { name: 'Check the certificate' }).click();
  await expect(page.getByTestId('verify-banner')).toContainText('Valid');
  const details = page.getByTestId('verify-details');
  await expect(details).toContainText(number);
  await expect(page.getByTestId('verify-holder')).toHaveText('C. C.');
  await expect(details).not.toContainText('Expires');
  await expect(details).not.toContainText('Colin');

  // A wrong serial with the right number finds nothing.
  await form.getByLabel('Serial Number').fill('DEMO-1001');
  await form.getByRole('button', { name: 'Check the certificate' }).click();
  await expect(page.getByText('We could not find a certificate with this number and serial number.', { exact: false })).toBeVisible();
});
