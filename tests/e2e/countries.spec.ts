import { test, expect, type Locator, type Page } from '@playwright/test';
import { signInAndWait, unique } from './helpers';

const PATH = '/admin/settings/countries';

async function openCountries(page: Page) {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Manage Countries', level: 1 })).toBeVisible();
  await expect(rowOf(page, 'Austria')).toBeVisible();
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

async function addCountry(page: Page, name: string, isEu: boolean) {
  await page.getByRole('button', { name: 'Add Country' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Country' });
  await dialog.getByLabel('Country Name').fill(name);
  if (isEu) await dialog.getByLabel('Is This Country In the EU?').check();
  await dialog.getByRole('button', { name: 'Add Country' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();
}

async function openEdit(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Country' });
  await expect(dialog.getByLabel('Country Name')).toHaveValue(name);
  return dialog;
}

/** The computed background colour of an element as [r, g, b] (Tailwind 4 colours are oklch; a canvas converts them). */
async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const color = getComputedStyle(element).backgroundColor;
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

test.describe('Manage Countries', () => {
  test('page head, Go Back and the table layout', async ({ page }) => {
    await openCountries(page);
    await expect(page).toHaveTitle('Manage Countries | Voltara Test Equipment');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Voltara Test Equipment/);

    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveCount(3);
    await expect(headers.nth(0)).toHaveText('EU');
    await expect(headers.nth(1)).toHaveText('Country');
    const euBox = await headers.nth(0).boundingBox();
    const editBox = await headers.nth(2).boundingBox();
    expect(Math.abs(euBox!.width - 60)).toBeLessThanOrEqual(1);
    expect(Math.abs(editBox!.width - 140)).toBeLessThanOrEqual(1);

    const austria = rowOf(page, 'Austria');
    const flag = austria.getByRole('img');
    await expect(flag).toHaveCount(1);
    await expect(flag).toBeVisible();
    expect(Math.abs((await flag.boundingBox())!.height - 25)).toBeLessThanOrEqual(1);
    // The flag cell stays inside its 60px column.
    const flagCell = austria.getByRole('cell').first();
    expect(Math.abs((await flagCell.boundingBox())!.width - 60)).toBeLessThanOrEqual(1);
    await expect(rowOf(page, 'Norway')).toBeVisible();
    await expect(rowOf(page, 'Norway').getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ has: page.getByRole('img') })).toHaveCount(27);
    await expect(rowOf(page, 'Norway').getByRole('button', { name: 'Edit Norway' })).toHaveText('Edit');

    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('a loading indicator shows while the list loads', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/[^?]*public\.countries/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('table')).toHaveCount(0);
    release();
    await expect(rowOf(page, 'Austria')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('add: an empty name is refused, a valid one is added and the form clears', async ({ page }) => {
    const name = unique('Testland');
    await openCountries(page);
    await page.getByRole('button', { name: 'Add Country' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Country' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Add Country' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('The name field is required.');
    expect((await backgroundRgb(alert))[0]).toBeGreaterThan(200);
    const alertBox = (await alert.boundingBox())!;
    const inputBox = (await dialog.getByLabel('Country Name').boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(inputBox.y);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Country Name').fill(name);
    await dialog.getByLabel('Is This Country In the EU?').check();
    await dialog.getByRole('button', { name: 'Add Country' }).click();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('img')).toBeVisible();

    await page.getByRole('button', { name: 'Add Country' }).click();
    await expect(dialog.getByLabel('Country Name')).toHaveValue('');
    await expect(dialog.getByLabel('Is This Country In the EU?')).not.toBeChecked();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The list is ordered by name and survives a reload.
    await page.reload();
    await expect(rowOf(page, name).getByRole('img')).toBeVisible();
  });

  test('edit: rename with Save Changes', async ({ page }) => {
    const name = unique('Testland');
    const renamed = name.replace('Testland', 'Testland Two');
    await openCountries(page);
    await addCountry(page, name, true);

    const dialog = await openEdit(page, name);
    await expect(dialog.getByLabel('Is This Country In the EU?')).toBeChecked();
    await dialog.getByLabel('Country Name').fill(renamed);
    await dialog.getByLabel('Is This Country In the EU?').uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, renamed)).toBeVisible();
    await expect(rowOf(page, renamed).getByRole('img')).toHaveCount(0);
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('edit: a clashing name shows in the edit alert, separate from the add alert', async ({ page }) => {
    const name = unique('Clashland');
    await openCountries(page);
    await addCountry(page, name, false);

    // An error left in the add form ...
    await page.getByRole('button', { name: 'Add Country' }).click();
    const add = page.getByRole('dialog', { name: 'Add Country' });
    await add.getByRole('button', { name: 'Add Country' }).click();
    await expect(add.getByRole('alert')).toHaveText('The name field is required.');
    await add.getByRole('button', { name: 'Close' }).click();
    await expect(add).toBeHidden();

    // ... is not shown in the edit form, which gets its own.
    const edit = await openEdit(page, name);
    await expect(edit.getByRole('alert')).toHaveCount(0);
    await edit.getByLabel('Country Name').fill('Austria');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText('The name has already been taken.');
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, name)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Austria', exact: true })).toHaveCount(1);

    // Reopening the edit dialog starts clean.
    const again = await openEdit(page, name);
    await expect(again.getByRole('alert')).toHaveCount(0);
  });

  test('delete asks for confirmation: Cancel keeps, Confirm deletes', async ({ page }) => {
    const name = unique('Deleteland');
    await openCountries(page);
    await addCountry(page, name, false);

    let edit = await openEdit(page, name);
    await edit.getByRole('button', { name: 'Delete Country' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please Confirm?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Are you sure you want to do that?');
    const cancel = confirm.getByRole('button', { name: 'Cancel' });
    const ok = confirm.getByRole('button', { name: 'Confirm' });
    const [cr, cg, cb] = await backgroundRgb(cancel);
    expect(cr).toBeGreaterThan(cg + 60);
    expect(cr).toBeGreaterThan(cb + 60);
    const [or, og, ob] = await backgroundRgb(ok);
    expect(og).toBeGreaterThan(or + 40);
    expect(og).toBeGreaterThan(ob + 20);

    await cancel.click();
    await expect(confirm).toBeHidden();
    edit = page.getByRole('dialog', { name: 'Edit Country' });
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(rowOf(page, name)).toBeVisible();

    edit = await openEdit(page, name);
    await edit.getByRole('button', { name: 'Delete Country' }).click();
    await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowOf(page, name)).toHaveCount(0);
    await page.reload();
    await expect(rowOf(page, 'Austria')).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('a country used by a distributor company cannot be deleted', async ({ page }) => {
    await openCountries(page);
    const edit = await openEdit(page, 'Denmark');
    await edit.getByRole('button', { name: 'Delete Country' }).click();
    await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('alert')).toHaveText(/cannot be deleted: 1 distributor company uses it/);

    // A later save in the same dialog shows its own error, not the stale delete message.
    await edit.getByLabel('Country Name').fill('Austria');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText('The name has already been taken.');
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect(rowOf(page, 'Denmark')).toBeVisible();
    await page.reload();
    await expect(rowOf(page, 'Denmark').getByRole('img')).toBeVisible();
  });
});
