import { expect, test, type Page } from '@playwright/test';
import { signInAndWait, unique } from './helpers';

/** Two field kinds of the generic forms in the browser: the relation picker (typeahead) and ordered child lists. */

async function openFirst(page: Page, path: string) {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto(path);
  await page.getByTestId('resource-table').getByRole('row').nth(1).getByRole('link', { name: /^Edit/ }).click();
}

test('a relation is picked by typing part of the name, saved, and shown by name in the list', async ({ page }) => {
  await openFirst(page, '/admin/content/troubleshooting');
  await expect(page.getByRole('heading', { name: 'Edit Troubleshooting entry', level: 1 })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Product' });
  await picker.fill('VH-30');
  await page.getByRole('option', { name: 'VH-30 Portable DC Holiday Detector' }).click();
  await expect(page.getByText('Chosen: VH-30 Portable DC Holiday Detector')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Troubleshooting' }).click();
  await expect(page.getByTestId('resource-table').getByRole('row').nth(1)).toContainText('VH-30 Portable DC Holiday Detector');
});

test('child records are added, moved and kept in their order', async ({ page }) => {
  await openFirst(page, '/admin/settings/questionnaires');
  await expect(page.getByRole('heading', { name: 'Edit Questionnaire', level: 1 })).toBeVisible();
  const questions = page.getByRole('group', { name: 'Questions' }).getByRole('listitem');
  // The heading can show before the record's child rows: count them once the first is there (count() does not wait).
  await expect(questions.first()).toBeVisible();
  const before = await questions.count();
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(questions).toHaveCount(before + 1);
  const text = unique('How satisfied are you with the calibration turnaround?');
  const added = questions.nth(before);
  await added.getByLabel('Question (EN)').fill(text);
  await added.getByRole('button', { name: /^Move up/ }).click();
  await expect(questions.nth(before - 1).getByLabel('Question (EN)')).toHaveValue(text);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(questions).toHaveCount(before + 1);
  await expect(questions.nth(before - 1).getByLabel('Question (EN)')).toHaveValue(text);

  // Removing it again is a change like any other.
  await questions.nth(before - 1).getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(questions).toHaveCount(before);
});
