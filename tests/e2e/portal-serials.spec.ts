import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

test.describe('the portal’s serials and end customers', () => {
  test('a company’s serials: search, open one; the other company’s serial is not found', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The other company's first serial, to try by address later.
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/serials');
    await expect(page.getByRole('heading', { name: 'Serials', level: 1 })).toBeVisible();
    const foreignRows = page.getByTestId('resource-table').locator('tbody tr');
    await foreignRows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/portal\/serials\/\d+$/);
    const foreign = new URL(page.url()).pathname;
    await page.context().clearCookies();

    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Serials' }).click();
    await expect(page.getByRole('heading', { name: 'Serials', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    for (const column of ['Serial number', 'Product', 'Model', 'Build date', 'Sold to', 'Registered on', 'Next calibration due']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const rows = table.locator('tbody tr');
    const number = (await rows.first().getByRole('link').first().innerText()).trim();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'e.g. VH15-2401 or VH-15');
    await search.fill(number.toLowerCase());
    await search.press('Enter');
    await expect(page).toHaveURL(/q=/);
    await expect(rows.first()).toContainText(number);
    // Serials are read here and change through sales, registrations and claims: no Add, Edit or Delete.
    await expect(page.getByRole('button', { name: /^(Add|Edit|Delete)/ })).toHaveCount(0);
    await rows.first().getByRole('link', { name: `Open ${number}` }).click();
    await expect(page.getByTestId('serial-number')).toContainText(number);
    await expect(page.getByRole('heading', { name: 'Service history' })).toBeVisible();

    await page.goto(foreign);
    await expect(page.getByTestId('serial-not-found')).toBeVisible();
  });

  test('an end customer whose registration the company confirms appears among its customers (on a phone)', async ({ page }) => {
    // One of Nordhavn's serials not registered yet.
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/serials?registration=unregistered');
    const unregistered = page.getByTestId('resource-table').locator('tbody tr');
    await expect(unregistered.first()).toContainText('Not registered');
    const number = (await unregistered.first().getByRole('link').first().innerText()).trim();
    await page.context().clearCookies();

    // A customer registers it, as on the public site.
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    await page.goto('/services/registration');
    await page.getByLabel('Product name or serial number').fill(number);
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByLabel('Serial numbers')).toHaveValue(new RegExp(number));
    await page.getByLabel('Purchase date').fill('2026-03-02');
    await page.getByRole('button', { name: 'Complete' }).click();
    // Sold to a named end customer Uma is not: her claim waits for the company (docs/decisions/0030), which confirms it.
    await expect(page.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible();
    await page.context().clearCookies();
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/serials');
    await page.getByTestId('waiting-claims').getByRole('button', { name: `Decide on the claim to ${number}` }).click();
    await page.getByRole('dialog', { name: `Claim to ${number}` }).getByRole('button', { name: `Confirm the claim to ${number}` }).click();
    await expect(page.getByTestId('waiting-claims').getByRole('status')).toContainText(`Claim to ${number} confirmed`);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/portal/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The customers collection's list: searched by name, each row a card on a phone opening the customer's page.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Name, company or e-mail');
    await search.fill('uma');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=uma/);
    const row = page.getByTestId('resource-table').locator('tbody tr').filter({ hasText: 'Uma User' });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/portal\/customers\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Instruments bought from your company' })).toBeVisible();
    await expect(page.getByText(number).first()).toBeVisible();

    // The other company never sees this customer.
    await page.context().clearCookies();
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(page.getByTestId('resource-table').or(page.getByTestId('resource-empty'))).toBeVisible();
    await expect(page.getByTestId('resource-table').locator('tbody tr').filter({ hasText: 'Uma User' })).toHaveCount(0);
  });
});
