import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/** Issue 30 item 18: the audit trail reads in English: field labels, names for ids, section labels in the filter. */
test.describe('Audit trail', () => {
  test('a company change reads with labels and names, filtered by the section label', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/distributors/distributors');
    await page.getByTestId('resource-table').getByRole('link', { name: 'Nordhavn Inspection ApS', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nordhavn Inspection ApS');

    // Another price list and one more covered country.
    const form = page.getByTestId('company-form');
    const priceList = form.getByLabel('Price list');
    // The seeded company has a price list; its option exists once the form's options have loaded (on a slow machine,
    // reading earlier gave "No price list", and putting that back took Nordhavn's price list away from later tests).
    await expect(priceList).not.toHaveValue('');
    const current = (await priceList.locator('option:checked').textContent())?.trim() ?? '';
    const choices = (await priceList.locator('option').allTextContents()).map((text) => text.trim());
    const chosen = choices.filter((text) => text !== current && text !== '').at(-1)!;
    await priceList.selectOption({ label: chosen });
    const areas = page.getByTestId('company-areas');
    await page.getByTestId('company-area-select').selectOption({ label: 'Portugal' });
    await areas.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByTestId('company-save').click();
    await expect(page.getByText('The company has been saved.')).toBeVisible();

    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
    const filter = page.getByRole('combobox', { name: 'Section', exact: true });
    await expect(filter.locator('option', { hasText: 'Distributor companies' })).toHaveCount(1);
    await filter.selectOption({ label: 'Distributor companies' });
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'Nordhavn Inspection ApS' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Distributor companies');
    await expect(row).toContainText('Price list');
    // The option names the list with its currency ("UK trade 2025 (GBP)"); the trail by its name.
    await expect(row).toContainText(chosen.replace(/ \([A-Z]{3}\)$/, ''));
    await expect(row).toContainText('Areas covered');
    await expect(row).toContainText('Portugal');
    await expect(row).not.toContainText('pricelistId');
    await expect(row).not.toContainText('areas:');

    // Put the company back as the other browser tests expect it (its areas route leads by country).
    await page.goto('/admin/distributors/distributors');
    await page.getByTestId('resource-table').getByRole('link', { name: 'Nordhavn Inspection ApS', exact: true }).click();
    await page.getByTestId('company-form').getByLabel('Price list').selectOption({ label: current });
    await page.getByTestId('company-areas').getByRole('button', { name: 'Remove Portugal' }).click();
    await page.getByTestId('company-save').click();
    await expect(page.getByText('The company has been saved.')).toBeVisible();
  });
});
