import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAndWait, unique } from './helpers';

/** The generic resource screens, as an admin meets them: a settings section (dialog edit) and a content section. */

async function asAdmin(page: Page, path: string) {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto(path);
}

test.describe('Generic list and dialog form: industry sectors', () => {
  test('lists, searches, sorts, adds with a field error first, edits and deletes; each write is in the audit log', async ({ page }) => {
    await asAdmin(page, '/admin/settings/industrysectors');
    await expect(page.getByRole('heading', { name: 'Industry sectors', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('row')).not.toHaveCount(1);

    // Sorting by name, both ways: the first row changes.
    const firstName = () => table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText();
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await firstName();
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(firstName).not.toBe(ascending);

    // Add: the server's field error shows next to the English input, then the record is created.
    const name = unique('Hydrogen storage');
    await page.getByRole('button', { name: 'Add Industry sector' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Industry sector' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toContainText('field is required');
    await expect(dialog.getByLabel('Name (EN)')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Name (EN)').fill(name);
    await dialog.getByLabel('Name (DE)').fill(`${name} DE`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);

    // Search finds it; the language badges say DE is translated and FR is not.
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(name);
    await expect(row.getByTitle('DE: translated')).toBeVisible();
    await expect(row.getByTitle('FR: not translated')).toBeVisible();

    // Edit in the dialog, then delete with the confirmation modal.
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Industry sector' });
    await edit.getByLabel('Name (FR)').fill(`${name} FR`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row.getByTitle('FR: translated')).toBeVisible();
    await row.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('button', { name: 'Delete Industry sector' }).click();
    await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('No records match.')).toBeVisible();

    await page.goto('/admin/logs');
    const audit = page.getByTestId('resource-table');
    await expect(audit).toContainText('Industry sectors');
    await expect(audit.getByRole('row').filter({ hasText: 'Industry sectors' })).toHaveCount(3);
  });

  test('selects across pages and exports the filtered list as CSV', async ({ page }) => {
    await asAdmin(page, '/admin/settings/commcodes');
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await page.getByLabel('Per page').selectOption('10');
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByTestId('bulk-bar')).toContainText('selected');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('id,code,description');
    expect(lines.length).toBeGreaterThan(0);
  });
});

test.describe('Generic edit page with per-language fields: FAQs', () => {
  test('edits a German answer in the rich-text editor, warns before leaving unsaved changes, saves', async ({ page }) => {
    await asAdmin(page, '/admin/content/faqs');
    await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
    await page.getByLabel('Category').selectOption('products');
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('row').nth(1)).toContainText('Products');
    await table.getByRole('row').nth(1).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit FAQ', level: 1 })).toBeVisible();

    // English is marked as the fallback; the German tab holds its own editor.
    await expect(page.getByLabel('Question (EN)')).not.toHaveValue('');
    await expect(page.getByText('English is shown wherever another language is missing.').first()).toBeVisible();
    await page.getByRole('tab', { name: /^DE/ }).click();
    const editor = page.getByRole('textbox', { name: 'Answer (DE)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    const text = unique('Jährlich kalibrieren');
    await page.keyboard.type(text);

    // Leaving through the menu asks first; staying keeps the text.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const warning = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/faqs\/\d+$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: /^DE/ }).click();
    await expect(page.getByRole('textbox', { name: 'Answer (DE)' })).toContainText(text);

    // Saved: leaving does not ask any more.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a content section lists which languages each record has, and the content page reports missing translations', async ({ page }) => {
    await asAdmin(page, '/admin/content');
    await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Missing translations' })).toBeVisible();
    await expect(page.getByTestId('translation-totals')).toContainText('NL');
    await page.getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByTestId('resource-table').getByRole('list', { name: 'Languages filled in' }).first()).toBeVisible();
  });
});
