import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * Issue 30 item 17, as an admin does it after signing in through the real login page: add two users (invitations
 * sent), find them in the list, tick both and disable them, export what the search matches, and delete one.
 */

/** The users collection's rows (cards on a phone). */
const rows = (page: Page) => page.getByTestId('resource-table').locator('tbody tr');

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(term);
  await box.press('Enter');
}

async function addUser(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await expect(dialog).toContainText('link to set their password');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'Customer' });
  await dialog.getByLabel('Language', { exact: true }).selectOption('pt');
  await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-status')).toHaveText(`${name} was added; the invitation was sent to ${email}.`);
}

test('admin users: add, list, bulk disable, export and delete', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const marker = unique('Zed').replace(' ', '');
  const first = { name: `${marker} Alpha`, email: `${marker.toLowerCase()}.alpha@example.test` };
  const second = { name: `${marker} Beta`, email: `${marker.toLowerCase()}.beta@example.test` };
  await addUser(page, first.name, first.email);
  await addUser(page, second.name, second.email);

  // A duplicate address is refused under its field, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Name').fill('Twin');
  await dialog.getByLabel('E-mail').fill(first.email);
  await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(dialog.getByText('The e-mail has already been taken.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Twin');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Both are listed as invited.
  await search(page, marker);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Invited');

  // Select all on the page, disable after the confirmation.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByTestId('bulk-bar')).toContainText('2 selected');
  await page.getByRole('button', { name: 'Disable selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please Confirm?' });
  await expect(confirm).toContainText('Disable 2 accounts? They are signed out at once');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('2 accounts disabled and signed out.');
  await expect(rows(page).filter({ hasText: 'Disabled' })).toHaveCount(2);
  await expect(page.getByTestId('bulk-bar')).toBeHidden();

  // The export holds what the search matches.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe('id,name,email,role,company,locale,status,two_factor_enabled,created_at');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(`,${first.name},${first.email},customer,,pt,disabled,false,`);
  expect(lines[1]).toContain(`,${second.name},${second.email},customer,,pt,disabled,false,`);

  // Delete the first: the dialog says what goes and what is kept, then the record is anonymised.
  await rows(page).getByRole('link', { name: first.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(first.name), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete user…' }).click();
  const deletion = page.getByRole('dialog', { name: `Delete ${first.name}?` });
  await expect(deletion).toContainText('What is deleted');
  await expect(deletion).toContainText('What is kept, anonymised, because the law requires it');
  await expect(deletion).toContainText('Calibration and training certificates, and returns');
  await deletion.getByRole('button', { name: 'Delete user permanently' }).click();
  await expect(deletion).toBeHidden();
  await expect(page.getByTestId('user-status')).toContainText('The account was deleted.');
  await expect(page.getByRole('heading', { name: /Erased user/, level: 1 })).toBeVisible();
  await expect(page.getByText('This account was deleted: its personal data is gone')).toBeVisible();

  // Back in the list only the other one remains; "Deleted" lists the anonymous record.
  await page.getByRole('link', { name: 'All users' }).click();
  await search(page, marker);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(second.email);
});
