import { expect } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * /portal/sales, /portal/stock, /portal/pricelist(/lookup) and the admin's prices of a price list, on the demo data:
 * Nordhavn (gold, EUR) and Iberia (silver). Each test signs in through the login page.
 */
test.describe('the portal’s sales, stock and price list', () => {
  test('sales: record one by model code, find it, totals by quarter; another company’s serial is refused', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // One of Iberia's serials, to try as Nordhavn.
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/serials');
    const foreignSerial = (await page.getByTestId('resource-table').locator('tbody tr').first().getByRole('link').first().innerText()).trim();
    await page.context().clearCookies();

    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.goto('/portal/sales');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('totals-row').first()).toBeVisible();

    const customer = unique('E2E Coatings');
    await page.getByTestId('record-sale').click();
    await page.getByLabel('A quantity by model code').check();
    await page.getByRole('combobox', { name: 'Model code' }).fill('VH-15');
    await page.getByTestId('sale-quantity').fill('2');
    await page.getByTestId('sale-customer').fill(customer);
    await page.getByTestId('sale-price').fill('1999.50');
    await page.getByTestId('sale-submit').click();
    await expect(page.getByTestId('sale-form')).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill(customer.toLowerCase());
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('VH-15');
    await expect(rows.first()).toContainText('3,999.00');

    await page.getByTestId('totals-period').selectOption('quarter');
    await expect(page.getByTestId('totals-row').first()).toContainText(/\d{4}-Q[1-4]/);
    // The days sold narrow the list and the totals; the search, the days and the period stay in the address.
    await page.getByRole('group', { name: 'Date' }).getByLabel('To').fill('2000-01-01');
    await expect(page).toHaveURL(/soldOn=\.\.2000-01-01/);
    await expect(page.getByTestId('resource-empty')).toBeVisible();
    await expect(page.getByTestId('totals-row')).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(/period=quarter/);
    await expect(page.getByTestId('resource-empty')).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/period=quarter/);

    await page.getByTestId('record-sale').click();
    await page.getByTestId('sale-serial').fill(foreignSerial);
    await page.getByTestId('sale-customer').fill('Not ours');
    await page.getByTestId('sale-submit').click();
    await expect(page.getByTestId('sale-form')).toContainText('Unknown serial number');
  });

  test('sales: a CSV with broken rows imports nothing and lists each problem by line', async ({ page }) => {
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/sales');
    const customer = unique('Import Check');
    await page.getByTestId('sales-import-text').fill(
      [
        'sold_on,model_code,quantity,customer,unit_price,reference',
        `2025-01-10,VH-15,1,${customer},1000,${unique('IC-1').replace(' ', '-')}`,
        `2025-02-30,VH-15,1,Bad date,1000,${unique('IC-2').replace(' ', '-')}`,
        `2025-01-11,NOPE-1,1,Unknown,1000,${unique('IC-3').replace(' ', '-')}`,
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Check and import' }).click();
    const report = page.getByTestId('sales-import-report');
    await expect(report).toContainText('Nothing was imported');
    await expect(report.getByTestId('import-error')).toHaveCount(2);
    await expect(report.getByTestId('import-error').nth(0)).toContainText('3');
    await expect(report.getByTestId('import-error').nth(1)).toContainText('NOPE-1');
    await page.getByRole('searchbox', { name: 'Search' }).fill(customer.toLowerCase());
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByTestId('resource-empty')).toBeVisible();
  });

  test('sales (issue 27): a senior corrects a sale and deletes it; a junior is offered neither', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/sales');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    const customer = unique('Correction Coatings');
    const corrected = unique('Corrected Coatings');
    const search = async (text: string) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(text.toLowerCase());
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    };
    await page.getByTestId('record-sale').click();
    await page.getByLabel('A quantity by model code').check();
    await page.getByRole('combobox', { name: 'Model code' }).fill('VH-15');
    await page.getByTestId('sale-quantity').fill('1');
    await page.getByTestId('sale-customer').fill(customer);
    await page.getByTestId('sale-price').fill('1000.00');
    await page.getByTestId('sale-submit').click();
    await expect(page.getByTestId('sale-form')).toBeHidden();
    await search(customer);
    await expect(rows).toHaveCount(1);

    // Edit: the form opens with the sale's values; the list shows the correction.
    await page.getByRole('button', { name: `Edit the sale of VH-15 to ${customer}` }).click();
    await expect(page.getByRole('dialog', { name: 'Correct the sale' })).toBeVisible();
    await expect(page.getByTestId('sale-customer')).toHaveValue(customer);
    await expect(page.getByTestId('sale-price')).toHaveValue('1000.00');
    await page.getByTestId('sale-customer').fill(corrected);
    await page.getByTestId('sale-quantity').fill('3');
    // The end customer's e-mail (docs/decisions/0030): optional, and the form says what it is for.
    const email = page.getByLabel('End customer e-mail');
    await expect(email).toHaveValue('');
    await expect(email).toHaveAccessibleDescription(/register the instrument at once/);
    await email.fill('buyer@corrected-coatings.example.test');
    await page.getByTestId('sale-submit').click();
    await expect(page.getByTestId('sale-form')).toBeHidden();
    await expect(page.getByTestId('sales-notice')).toContainText('The sale has been corrected.');
    await search(customer);
    await expect(page.getByTestId('resource-empty')).toBeVisible();
    await search(corrected);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('3,000.00');
    await page.getByRole('button', { name: `Edit the sale of VH-15 to ${corrected}` }).click();
    await expect(page.getByLabel('End customer e-mail')).toHaveValue('buyer@corrected-coatings.example.test');
    await page.getByRole('dialog', { name: 'Correct the sale' }).getByRole('button', { name: 'Cancel' }).click();

    // Delete: asked first; cancelling keeps it, confirming removes it.
    await page.getByRole('button', { name: `Delete the sale of VH-15 to ${corrected}` }).click();
    await expect(page.getByRole('dialog', { name: 'Please Confirm?' })).toContainText(`Delete the sale of VH-15 to ${corrected}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: `Delete the sale of VH-15 to ${corrected}` }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('sales-notice')).toContainText('The sale has been deleted.');
    await expect(page.getByTestId('resource-empty')).toBeVisible();

    // The same CSV imported twice: written once, then each row reported as already imported.
    const reference = unique('E2E-INV').replace(' ', '-');
    const csv = ['sold_on,model_code,quantity,customer,unit_price,reference', `2025-01-10,VH-15,1,${customer},1000,${reference}`].join('\n');
    await page.getByTestId('sales-import-text').fill(csv);
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect(page.getByTestId('sales-import-report')).toContainText('1 row imported.');
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect(page.getByTestId('sales-import-skipped')).toContainText('1 row was imported before and is skipped');
    await expect(page.getByTestId('import-skipped')).toContainText(`Already imported: a sale with reference ${reference} is recorded.`);
    await search(customer);
    await expect(rows).toHaveCount(1);
    await page.context().clearCookies();

    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.goto('/portal/sales');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('sale-edit-open')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete the sale of/ })).toHaveCount(0);
  });

  test('stock: the low levels are flagged and filtered; a level is changed, in the portal’s own layout', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'certified-junior@demo.test', /\/portal$/);
    await page.goto('/portal/stock');
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: /portal/i })).toBeVisible();
    await expect(page.getByTestId('stock-low-count')).toContainText('2 models');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await page.getByLabel('Status').selectOption('low');
    await expect(page).toHaveURL(/status=low/);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Low stock');
    await rows.first().getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Model code')).not.toBeEditable();
    await dialog.getByLabel('Quantity').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('stock-low-count')).toContainText('1 model ');
    // The filter is kept in the address: a reload shows the same list.
    await page.reload();
    await expect(rows).toHaveCount(1);
  });

  test('stock: Add suggests the catalogue’s model codes as one types; one picked with the keyboard is saved', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/stock');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: 'GL-300-XB' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Add/ }).click();
    const dialog = page.getByRole('dialog');
    const model = dialog.getByRole('combobox', { name: 'Model code' });
    // Escape closes the suggestions, not the dialog with the form.
    await model.fill('gl-3');
    await expect(model).toHaveAttribute('aria-expanded', 'true');
    await model.press('Escape');
    await expect(model).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    // Part of the code, spelt as one might: lower case, no dashes. The suggestion names the product too.
    await model.fill('gl300x');
    const suggestion = dialog.getByRole('option', { name: /GL-300-XB/ });
    await expect(suggestion).toContainText('GL-300 Geomembrane Spark Test Kit');
    await expect(model).toHaveAttribute('aria-expanded', 'true');
    await model.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await model.press('Enter');
    await expect(model).toHaveValue('GL-300-XB');
    await expect(model).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Quantity').fill('7');
    await dialog.getByLabel('Low-stock threshold').fill('2');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.filter({ hasText: 'GL-300-XB' })).toContainText('7');
  });

  test('price list and lookup: the company’s tier, breaks, a line total, and an unknown model (on a phone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/pricelist');
    await expect(page.getByTestId('pricelist-tier')).toHaveText('Gold');
    await expect(page.getByTestId('pricelist-currency')).toHaveText('EUR');
    await page.getByRole('searchbox', { name: 'Search' }).fill('vh15');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=vh15/);
    const firstRow = page.getByTestId('resource-table').locator('tbody tr').first();
    await expect(firstRow).toContainText('VH-15');
    await expect(firstRow).toContainText('from 3:');

    await page.goto('/portal/pricelist/lookup');
    await page.getByTestId('lookup-model').fill('vh 15');
    await page.getByTestId('lookup-quantity').fill('4');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-result')).toContainText('VH-15');
    await expect(page.getByTestId('lookup-unit-price')).toContainText('€');
    await expect(page.getByTestId('lookup-line-total')).toContainText('€');
    await page.getByTestId('lookup-model').fill('ZZ-999');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-not-found')).toContainText('is not on your price list');
    await page.context().clearCookies();

    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/pricelist');
    await expect(page.getByTestId('pricelist-tier')).toHaveText('Silver');
  });

  test('admin: a price list’s prices by tier and quantity, one added', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/settings/pricelists');
    await page.getByRole('link', { name: 'Edit Nordhavn Inspection ApS 2025' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/pricelists\/\d+$/);
    await expect(page.getByTestId('prices-panel')).toBeVisible();
    await expect(page.getByTestId('prices-companies')).toContainText('Nordhavn Inspection ApS (Gold)');
    await page.getByTestId('price-add').click();
    await page.getByTestId('price-model').fill('VH-15');
    await page.getByTestId('price-tier').selectOption('bronze');
    await page.getByTestId('price-min').fill('250');
    await page.getByTestId('price-unit').fill('999.00');
    await page.getByTestId('price-save').click();
    await expect(page.getByTestId('price-form')).toBeHidden();
    await page.getByTestId('prices-panel').getByRole('searchbox', { name: 'Search' }).fill('VH-15');
    await page.getByTestId('prices-panel').getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByTestId('prices-panel').getByTestId('resource-table')).toContainText('999.00');
  });
});
