import { expect, test } from '@playwright/test';
import { signInAndWait } from './helpers';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1366, height: 900 };

test.describe('the customer’s instruments', () => {
  test('on a desktop: three instruments, soonest due first, one overdue and one due soon, with a certificate to download', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'customer@demo.test', /\/account$/);
    await expect(page.getByRole('heading', { name: 'My instruments' })).toBeVisible();

    await page.goto('/account/products');
    await expect(page.getByRole('heading', { name: 'My products', level: 1 })).toBeVisible();
    const table = page.getByRole('table').first();
    for (const column of ['Serial', 'Model', 'Date', 'Certificate', 'Serial Number', 'Next Service Due']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Overdue');
    await expect(rows.nth(1)).toContainText('Due soon');

    const download = page.waitForEvent('download');
    await rows.nth(0).getByRole('link', { name: /CAL-\d{4}-\d{6}/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^CAL-\d{4}-\d{6}\.pdf$/);

    // Searching the certificates by a serial typed in lower case.
    const serial = (await rows.nth(2).locator('td').nth(4).innerText()).trim();
    await page.getByLabel('Search by serial number').fill(serial.toLowerCase());
    await expect(page.getByText(/Certificates found: [1-9]/)).toBeVisible();
  });

  test('on a phone: the table becomes cards, and an instrument opens with its history', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'customer@demo.test', /\/account$/);
    await page.goto('/account/products');
    await expect(page.getByRole('heading', { name: 'My products', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The card's title (the site's footer links to spark testers too, and may load before the list).
    await page.getByTestId('resource-table').getByRole('link', { name: /VH-15|SA-25|Detector|Tester/ }).first().click();
    await expect(page).toHaveURL(/\/account\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Service history' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a calibration' })).toBeVisible();
  });

  test('another customer’s instrument is not found', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await page.goto('/account/products/1');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });
});

test.describe('product registration (SPEC.md flow)', () => {
  test('on a phone: search by serial, confirm, enter serials and date, complete, download, register another', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await page.goto('/services/registration');
    await page.getByLabel('Product name or serial number').fill('demo 1002');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Is this correct?' })).toBeVisible();
    await expect(page.getByText('VH-15').first()).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Serial numbers and purchase date' })).toBeVisible();
    await expect(page.getByLabel('Serial numbers')).toHaveValue(/DEMO-1002/);
    await page.getByLabel('Serial numbers').fill('DEMO-1002\nDEMO-1003');
    await page.getByLabel('Purchase date').fill('2026-02-10');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
    await expect(page.getByRole('link', { name: /COC-\d{4}-\d{6}/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Register another product' }).click();
    await expect(page.getByLabel('Product name or serial number')).toHaveValue('');
  });

  test("a serial that is not the product's says 'No serials found'", async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await page.goto('/services/registration');
    await page.getByLabel('Product name or serial number').fill('DEMO-1004');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('Serial numbers').fill('NOPE-12345');
    await page.getByLabel('Purchase date').fill('2026-02-10');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('No serials found: we could not find any serial numbers for this product, try again or contact us')).toBeVisible();
  });

  test('a serial on two options asks which', async ({ page }) => {
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await page.goto('/services/registration');
    await page.getByLabel('Product name or serial number').fill('DEMO-3001');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your model' })).toBeVisible();
    const options = page.getByRole('group', { name: /^Which version of the .+ do you have\?$/ });
    await expect(options.getByRole('radio')).toHaveCount(2);
    // Next with nothing chosen says so at the group; choosing one clears it.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(options).toContainText('Choose one of the options.');
    await expect(options.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
    await options.getByRole('radio').first().check();
    await expect(options).not.toContainText('Choose one of the options.');
    await expect(options.getByRole('radio').first()).toBeChecked();
  });
});

test.describe('the returns flow', () => {
  for (const [device, size] of [['a desktop', DESKTOP], ['a phone', PHONE]] as const) {
    test(`on ${device}, from an instrument: the form, the thank-you with courier instructions, and three printouts`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInAndWait(page, 'customer@demo.test', /\/account$/);
      await page.goto('/account/products');
      await page.locator('tbody tr').first().getByRole('link').first().click();
      await page.getByRole('link', { name: 'Book a calibration' }).click();
      await expect(page).toHaveURL(/\/account\/returns\/new\?instrument=\d+&type=calibration$/);
      await expect(page.getByRole('heading', { name: 'Book a return', level: 1 })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Calibration' })).toBeChecked();

      // Sending without the value or the tick: SPEC.md's messages.
      await page.getByLabel('Price or value (£)').first().fill('');
      await page.getByRole('button', { name: 'Book the return' }).click();
      await expect(page.getByText('Please go through the form and fix your errors')).toBeVisible();
      await expect(page.getByText('The item value must be entered.').first()).toBeVisible();
      await expect(page.getByText('You must agree to the above').first()).toBeVisible();

      await page.getByLabel('Telephone').first().fill('+44 114 496 0321');
      await page.getByLabel('Address line 1').first().fill('12 Canal Wharf');
      await page.getByLabel('Town or city').first().fill('Sheffield');
      const country = page.getByLabel('Country', { exact: true }).first();
      if ((await country.evaluate((el) => el.tagName)) === 'SELECT') await country.selectOption({ label: 'United Kingdom' });
      else await country.fill('United Kingdom');
      await page.getByLabel('Price or value (£)').first().fill('1250');
      await page.getByRole('group', { name: 'Where will the parcel be sent from?' }).getByRole('radio', { name: 'United Kingdom' }).check();
      await page.getByRole('radio', { name: /^Have one created for me/ }).check();
      await page.getByLabel('Who will carry the parcel?').selectOption({ label: 'DHL' });
      await page.getByLabel('I have read the above and will follow the returns process.').check();
      await page.getByRole('button', { name: 'Book the return' }).click();

      await expect(page).toHaveURL(/\/account\/returns\/\d+\?thanks=1$/);
      await expect(page.getByText(/RMA-\d{4}-\d{6}/).first()).toBeVisible();
      for (const name of [/confirmation/i, /invoice/i, /label/i]) {
        const link = page.getByRole('link', { name }).first();
        const href = await link.getAttribute('href');
        const response = await page.request.get(href!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
      }
      if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Open returns' })).toBeVisible();
    });
  }
});

test('the verification page: a code that is not a certificate’s says so, and is not indexed', async ({ page }) => {
  await page.goto('/verify');
  await page.getByLabel('Verification code').fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: 'Verify' }).click();
  // Sent by the app (/verify/{code}), or, before the page's script ran, by the form itself (?code=).
  await expect(page).toHaveURL(/\/verify(\/ABCDEFGHJKMNPQRS|\?code=ABCD-EFGH-JKMN-PQRS)$/);
  await expect(page.getByText('We could not find a certificate with this code. Check the code printed under the QR code.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
