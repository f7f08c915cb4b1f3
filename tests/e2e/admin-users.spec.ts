import { expect, type Locator, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

async function openUsers(page: Page): Promise<void> {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The users collection's rows (cards on a phone). */
const rows = (page: Page) => page.getByTestId('resource-table').locator('tbody tr');

/** Searches the list as one types and presses Enter. */
async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(term);
  await box.press('Enter');
}

const filter = (page: Page, label: string) => page.getByRole('search').getByLabel(label);

/** Confirms through the shared modal ('Please Confirm?' with Cancel and Confirm). */
async function confirm(page: Page, trigger: Locator, message: RegExp) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm?' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Admin users', () => {
  test('search, filter by role, sort, and open a user', async ({ page }) => {
    await openUsers(page);
    await expect(page).toHaveTitle('Users | Voltara Test Equipment');

    await search(page, 'sofie');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('distributor-senior@demo.test');
    await expect(page).toHaveURL(/\?q=sofie/);

    await search(page, '');
    await filter(page, 'Role').selectOption({ label: 'Administrator' });
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('resource-table')).toContainText('admin-2fa@demo.test');
    await expect(rows(page).filter({ hasText: 'admin-2fa@demo.test' })).toContainText('2FA');

    // Sorting by e-mail, then the other way round.
    const emailHeader = page.getByRole('columnheader', { name: /E-mail/ });
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).first()).toContainText('admin-2fa@demo.test');
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first()).toContainText('admin@demo.test');

    // The company filter: the Iberian company's two demo distributors and the staff the portal seed invited.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await filter(page, 'Company').selectOption({ label: 'Iberia Ensayos SL' });
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).filter({ hasText: 'distributor-senior@demo.test' })).toHaveCount(0);

    await rows(page).getByRole('link', { name: 'Olga Otero', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: /Olga Otero/, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Company')).toHaveValue(/\d+/);
    // Back returns to the filtered list.
    await page.goBack();
    await expect(rows(page)).toHaveCount(5);
  });

  test('edit the profile, see a duplicate e-mail refused, disable and enable with the confirm modal', async ({ page }) => {
    await openUsers(page);
    await search(page, 'customer@demo.test');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByRole('link', { name: 'Colin Customer', exact: true }).click();
    await expect(page.getByRole('heading', { name: /Colin Customer/, level: 1 })).toBeVisible();

    const profile = page.getByRole('form', { name: 'Profile' });
    const name = unique('Colin');
    await profile.getByLabel('Name').fill(name);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('user-status')).toHaveText('Changes saved.');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    await profile.getByLabel('E-mail').fill('user@demo.test');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    const email = profile.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The e-mail has already been taken.');
    await profile.getByLabel('E-mail').fill('customer@demo.test');

    await confirm(page, page.getByRole('button', { name: 'Disable account' }), /signed out at once/);
    await expect(page.getByTestId('user-status')).toHaveText(`Account disabled; ${name} was signed out.`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Disabled');
    await expect(page.getByText('Disabled: this user cannot sign in.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send password reset' })).toBeDisabled();

    // Cancel leaves the account as it is.
    await page.getByRole('button', { name: 'Enable account' }).click();
    await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Disabled: this user cannot sign in.')).toBeVisible();

    await confirm(page, page.getByRole('button', { name: 'Enable account' }), /sign in again/);
    await expect(page.getByTestId('user-status')).toHaveText('Account enabled.');
    await expect(page.getByText('Enabled: this user can sign in.')).toBeVisible();
  });

  test('the admin’s own page: role locked, no disable, the current session marked', async ({ page }) => {
    await openUsers(page);
    await search(page, 'admin@demo.test');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByRole('link').first().click();
    await expect(page.getByLabel('Role')).toBeDisabled();
    await expect(page.getByText('You cannot disable your own account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable account' })).toHaveCount(0);
    await expect(page.getByTestId('sessions-table')).toContainText('This session');
  });
});
