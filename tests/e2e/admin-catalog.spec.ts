import { expect, test, type Page } from '@playwright/test';
import { signInAndWait, unique } from './helpers';

/**
 * The admin catalogue as an admin uses it: a product added from the list, its name and a specification row edited
 * and saved, an option added and opened, the product moved within its category, and the list's publish switch.
 */

const PORTABLE = 10; // seeded "Portable DC Holiday Detectors"

async function addProduct(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name (EN)').fill(name);
  await dialog.getByLabel('Model code').fill('E2E-1');
  await dialog.getByLabel('Category').selectOption(String(PORTABLE));
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  return new URL(page.url()).pathname;
}

test('an admin adds a product, edits its name and a specification row, and the public answer shows it', async ({ page, request }) => {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  const name = unique('E2E holiday detector');
  await addProduct(page, name);
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Product' });
  const renamed = `${name} Mk II`;
  await form.getByLabel('Name (EN)').fill(renamed);
  const specs = form.getByRole('group', { name: 'Specifications' });
  await specs.getByRole('button', { name: 'Add Specification row' }).click();
  const row = specs.getByRole('listitem').first();
  await row.getByLabel('Label (EN)').fill('Test voltage');
  await row.getByLabel('Value (EN)').fill('0.5–15');
  await row.getByLabel('Unit').fill('kV');
  await row.getByLabel(/^Key figure/).check();
  await form.getByLabel('Published', { exact: true }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The key was made from the English label.
  await expect(row.getByLabel('Key', { exact: true })).toHaveValue('test-voltage');

  // A second save edits the row in place.
  await row.getByLabel('Value (EN)').fill('0.5–20');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Name (EN)')).toHaveValue(renamed);
  await expect(specs.getByRole('listitem').first().getByLabel('Value (EN)')).toHaveValue('0.5–20');

  // Visitors' answers change at once: the category lists the published product under its new name.
  const answer = await request.get(`/api/categories/${PORTABLE}?children=true`, { headers: { Accept: 'application/json' } });
  expect(await answer.text()).toContain(renamed);
});

test('an admin adds an option from the product page and opens it', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  const name = unique('E2E spark tester');
  const productPath = await addProduct(page, name);

  const options = page.getByRole('region', { name: 'Options' });
  await expect(options.getByText('This product has no options yet.')).toBeVisible();
  await options.getByLabel('Name (EN)').fill('Long reach');
  await expect(options.getByLabel('Slug')).toHaveValue('long-reach');
  await options.getByLabel('Model code').fill('E2E-1-L');
  await options.getByRole('button', { name: 'Create option' }).click();

  await expect(page.getByRole('heading', { name: 'Edit Product option', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${productPath}/options/\\d+$`));
  const form = page.getByRole('form', { name: 'Product option' });
  await expect(form.getByLabel('Name (EN)')).toHaveValue('Long reach');
  await expect(form.getByLabel('Model code')).toHaveValue('E2E-1-L');

  await page.getByRole('link', { name: `Back to ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect(page.getByRole('region', { name: 'Options' }).getByRole('link', { name: 'Long reach' })).toBeVisible();
});

test('an admin moves a product up within its category with the keyboard, and publishes it from the list', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  const name = unique('E2E membrane tester');
  await addProduct(page, name);
  await page.getByRole('link', { name: 'Its category' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${PORTABLE}$`));

  const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  // count() does not wait: the list is there once the new product is in it.
  await expect(products.filter({ hasText: name })).toHaveCount(1);
  const count = await products.count();
  expect(count).toBeGreaterThan(1);
  // New products go last; "Move up" (keyboard: focus and Enter) puts it one place higher and keeps the focus on it.
  await expect(products.nth(count - 1)).toContainText(name);
  const up = page.getByRole('button', { name: `Move ${name} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(products.nth(count - 2)).toContainText(name);
  await expect(up).toBeFocused();
  await expect(page.getByText(`${name} moved to position ${count - 1} of ${count}.`)).toBeAttached();
  await page.reload();
  await expect(products.nth(count - 2)).toContainText(name);

  // The list's switch publishes it.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const toggle = page.getByRole('switch', { name: `Published: ${name}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('switch', { name: `Published: ${name}` })).toHaveAttribute('aria-checked', 'true');
});

/**
 * A form's refusal stands above the form and takes the focus, so it is in sight: at the foot of a long form on a phone
 * the Delete and Save buttons are 6,500 px below it, and before, nothing showed and the focus fell to the page.
 */
test('a refused delete and a refused save of an option come into sight, in German on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  // Seeded: option 2 of product 1 (VH-15 extended battery) has serial numbers built as it, and a sibling "complete-kit".
  await page.goto('/admin/products/1/options/2?lang=de');
  await page.getByRole('button', { name: 'Produktoption löschen' }).click();
  await page.getByRole('dialog', { name: 'Bitte bestätigen' }).getByRole('button', { name: 'Bestätigen' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'kann nicht gelöscht werden' });
  await expect(refusal).toHaveText(/^„VH-15 extended battery“ kann nicht gelöscht werden: \d+ Seriennummern? verwende[tn] sie\.$/);
  await expect(refusal).toBeInViewport();
  await expect(page).toHaveURL(/\/admin\/products\/1\/options\/2/);

  await page.getByLabel('Slug', { exact: false }).fill('complete-kit');
  const save = page.getByRole('button', { name: 'Speichern' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const taken = page.getByRole('alert').filter({ hasText: 'bereits vergeben' });
  await expect(taken).toBeInViewport();
  await expect(page.locator(':focus')).toContainText('bereits vergeben');
});
