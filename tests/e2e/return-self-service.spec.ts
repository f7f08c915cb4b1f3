import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAndWait } from './helpers';

/** Books a return through the account's own procedure, with the session and XSRF token the login page gave. */
async function bookReturn(page: Page): Promise<{ id: number; rmaNumber: string }> {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.post('/trpc/account.returns.create', {
    headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
    data: {
      details: { firstName: 'Casey', lastName: 'Morgan', email: 'customer@demo.test', telephone: '+44 114 496 0321', companyName: 'Morgan Pipeline Coatings Ltd' },
      invoiceAddress: { companyName: 'Morgan Pipeline Coatings Ltd', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
      sendFrom: 'uk',
      lines: [{ productId: null, optionId: null, itemName: 'VH-15 Portable DC Holiday Detector', part: 'full-kit', serialNumber: '', orderNumber: 'PO-4471', value: '1250' }],
      bookingType: 'repair',
      repairCentreId: null,
      shippingInvoice: 'own',
      carrier: 'dhl',
      vatConfirmed: true,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { data: { id: number; rmaNumber: string } } }).result.data;
}

test('a customer adds the tracking number, attaches a photo and cancels a return before it is received', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'customer@demo.test', /\/account$/);
  const { id, rmaNumber } = await bookReturn(page);

  await page.goto(`/account/returns/${id}`);
  await expect(page.getByRole('heading', { name: `Return ${rmaNumber}`, level: 1 })).toBeVisible();

  // Tracking: a number with characters a carrier never uses is refused beside the field, then a good one is kept.
  const tracking = page.getByTestId('return-tracking');
  await tracking.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await tracking.getByLabel('Tracking number').fill('1Z<999>');
  await tracking.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(tracking.getByText('The tracking number field contains characters that are not allowed.')).toBeVisible();
  await tracking.getByLabel('Tracking number').fill('1z 999 aa1 0123456784');
  await tracking.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(page.getByText('Tracking number saved.')).toBeVisible();
  await expect(tracking.getByLabel('Tracking number')).toHaveValue('1Z 999 AA1 0123456784');
  await expect(page.locator('dl').first()).toContainText('1Z 999 AA1 0123456784');

  // A photo of the fault: listed with its name, opened only for the owner.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a3b1f' } }).jpeg().toBuffer();
  await page.getByLabel('Add a photo or file').setInputFiles({ name: 'burnt-probe.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('burnt-probe.jpg added.')).toBeVisible();
  const link = page.getByTestId('return-attachments').getByRole('link', { name: /burnt-probe\.jpg/ });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');

  // Cancelling asks first and says what it does; keeping it changes nothing.
  await page.getByRole('button', { name: 'Cancel return', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel return ${rmaNumber}?` });
  await expect(dialog.getByTestId('return-cancel-message')).toContainText('This cannot be undone');
  await expect(dialog.getByTestId('return-cancel-message')).toContainText('The file attached to it will be deleted.');
  await dialog.getByRole('button', { name: 'Keep the return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-state="submitted"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel return', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the return' }).click();
  await expect(page.getByText(`Return ${rmaNumber} is cancelled.`)).toBeVisible();
  await expect(page.locator('[data-state="cancelled"]').first()).toBeVisible();
  // Nothing more to change: no tracking form, no file picker, no cancel button; the photo went with the return.
  await expect(page.getByTestId('return-tracking')).toHaveCount(0);
  await expect(page.getByLabel('Add a photo or file')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel return', exact: true })).toHaveCount(0);
  await expect(page.getByText('No files attached.')).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);

  // The list shows it cancelled too.
  await page.goto('/account/returns');
  const row = page.getByRole('row').filter({ hasText: rmaNumber });
  await expect(row.locator('[data-state="cancelled"]')).toBeVisible();
});
