import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers';

async function asAdmin(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
}

test.describe('back office: serials, returns and certificates', () => {
  test('serials: search by prefix, open an instrument’s whole life, record a calibration that issues its certificate', async ({ page }) => {
    await asAdmin(page);
    await page.getByRole('link', { name: 'Serials' }).first().click();
    await expect(page.getByRole('heading', { name: 'Serial numbers', level: 1 })).toBeVisible();
    // The serials collection's list: the generic search box, its hint saying what it matches.
    await page.getByPlaceholder('Serial number starts with').fill('vh15 24');
    await expect(page.getByTestId('resource-table').locator('tbody tr').first()).toContainText('VH15-24');

    await page.goto('/admin/serials/search');
    await page.getByLabel('Serial number', { exact: true }).fill('demo 3001');
    await page.locator('#main, main').getByRole('button', { name: 'Search' }).last().click();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('table').getByRole('link', { name: 'DEMO-3001' }).first().click();
    await expect(page).toHaveURL(/\/admin\/serials\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Registrations' })).toBeVisible();

    await page.getByRole('link', { name: 'Record a service' }).first().click();
    await expect(page).toHaveURL(/\/admin\/serials\/service/);
    await expect(page.getByLabel('Type of service')).toBeVisible();
    await page.getByLabel('Type of service').selectOption('calibration');
    await page.getByLabel('Technician').fill('Aidan Shaw');
    await page.getByLabel('Procedure').fill('VTE-CP-012 issue 4');
    await page.getByRole('button', { name: 'Add a reference standard' }).click();
    await page.getByLabel('Reference standard, row 1').fill('Voltara HVD-40 divider');
    await page.getByLabel('Certificate number, row 1').fill('UKAS 0417-24-11873');
    await page.getByRole('button', { name: 'Add a reading' }).click();
    await page.getByLabel('Parameter, row 1').fill('Output voltage');
    await page.getByLabel('Unit, row 1').fill('kV');
    await page.getByLabel('Nominal, row 1').fill('15.00');
    await page.getByLabel('Reading, row 1').fill('15.05');
    await page.getByLabel('Tolerance, row 1').fill('± 3 %');
    await page.getByLabel('Uncertainty, row 1').fill('± 0.8 %');
    await page.getByRole('button', { name: 'Record the service' }).click();
    await expect(page.getByText('Service recorded.')).toBeVisible();
    await expect(page.getByRole('link', { name: /CAL-\d{4}-\d{6}/ }).first()).toBeVisible();
  });

  test('returns: a booked return moves one step at a time; certificates: revoke one and its verification page says so', async ({ page }) => {
    // A return booked by the customer through the API the account uses.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'customer@demo.test', /\/account$/);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const booked = await page.request.post('/trpc/account.returns.create', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Content-Type': 'application/json' },
      data: {
        details: { firstName: 'Colin', lastName: 'Customer', email: 'customer@demo.test', telephone: '0114 496 0321', companyName: '' },
        invoiceAddress: { companyName: '', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
        sendFrom: 'uk', lines: [{ itemName: 'VH-15', part: 'full-kit', value: 900 }], bookingType: 'repair', repairCentreId: null,
        shippingInvoice: 'own', carrier: 'ups', vatConfirmed: true,
      },
    });
    expect(booked.status()).toBe(200);
    const { rmaNumber } = (await booked.json()).result.data as { rmaNumber: string };
    await page.context().clearCookies();

    await asAdmin(page);
    await page.goto('/admin/rma');
    // The returns collection's list: search by RMA number, then the number's own link opens the return's page.
    await expect(page.getByRole('heading', { name: 'Returns (RMA)', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(rmaNumber);
    await expect(page.getByTestId('resource-table').locator('tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: rmaNumber, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/rma\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Next step' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as “Shipped”' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as “Received”' }).click();
    await expect(page.getByText('The return is now “Received”. The customer has been e-mailed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as “Assessed”' })).toBeVisible();

    await page.goto('/admin/certificates');
    await page.getByPlaceholder('Number, serial number or e-mail address').fill('CAL-');
    const first = page.getByRole('table').locator('tbody tr').first();
    await first.getByRole('link', { name: /CAL-\d{4}-\d{6}/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/certificates\/\d+$/);
    const verifyUrl = await page.getByRole('link', { name: /\/verify\// }).first().getAttribute('href');
    await page.getByRole('button', { name: 'Revoke…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Reference divider found out of calibration');
    await dialog.getByRole('button', { name: 'Revoke the certificate' }).click();
    await expect(page.getByText(/has been revoked/)).toBeVisible();

    await page.goto(new URL(verifyUrl!).pathname);
    await expect(page.getByText('This certificate has been revoked and is no longer valid.')).toBeVisible();
  });
});
