import { test, expect } from '@playwright/test';
import { signInAndWait, unique } from './helpers';

/** The document edit page's pages panel: lists the pages, links to each, and adds one (the generic screens' escape hatch). */
test('a document lists its pages and adds one, which opens for editing', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto('/admin/content/documents/1');
  const panel = page.getByRole('region', { name: 'Pages' });
  await expect(panel.getByRole('link', { name: 'Before you start' })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(3);

  // The English title is required; the server's message shows under the input.
  await panel.getByRole('button', { name: 'Add page' }).click();
  await expect(panel.getByText(/required/i)).toBeVisible();

  const title = unique('Storage and transport');
  await panel.getByLabel('Title of a new page (English)').fill(title);
  await panel.getByRole('button', { name: 'Add page' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/documents\/pages\/\d+$/);
  await expect(page.getByRole('textbox').first()).toBeVisible();

  await page.goto('/admin/content/documents/1');
  await expect(panel.getByRole('link')).toHaveCount(4);
  await panel.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/content\/documents\/pages\/\d+$/);
});
