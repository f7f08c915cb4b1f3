import { expect, type Locator, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * Issue 29 item 7: the one dialog of every face opens with the focus in its first field (its first button when it has
 * none) and gives the focus back to what opened it when it closes, by Escape, by its close button or after a save;
 * a dialog opened from the URL gives it to the record's line in the list. Never to the page body.
 */

/** Opens the dialog the way a keyboard user does: focus the control, press Enter. */
async function openByKeyboard(opener: Locator, dialog: Locator) {
  await opener.focus();
  await opener.press('Enter');
  await expect(dialog).toBeVisible();
}

async function expectFocusBack(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

/** Opens the dialog by keyboard, checks where the focus starts, closes it by Escape, then by its close button. */
async function escapeAndCloseButton(page: Page, opener: Locator, dialog: Locator, first: (dialog: Locator) => Locator) {
  await openByKeyboard(opener, dialog);
  await expect(first(dialog)).toBeFocused();
  await page.keyboard.press('Escape');
  await expectFocusBack(page, dialog, opener);

  await openByKeyboard(opener, dialog);
  await expect(first(dialog)).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectFocusBack(page, dialog, opener);
}

test.describe('dialogs return the focus to what opened them', () => {
  test('public: the newsletter sign-up from the header bar, and from its deep link', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('banner').getByRole('link', { name: 'Newsletter' }).or(page.getByRole('banner').getByRole('button', { name: 'Newsletter' })).first();
    const dialog = page.getByRole('dialog', { name: 'Newsletter' });
    await escapeAndCloseButton(page, opener, dialog, (d) => d.getByLabel('Name'));

    await openByKeyboard(opener, dialog);
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Ada Inspector');
    await dialog.getByLabel('Email').fill(`ada.focus.${Date.now()}@example.test`);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).press('Enter');
    await expectFocusBack(page, dialog, opener);

    // Opened by the link in an e-mail: nothing on the page opened it, so the page heading takes the focus back.
    await page.goto('/?newsletter=signup');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expectFocusBack(page, dialog, page.getByRole('heading', { level: 1 }));
  });

  test('account: the confirmation before starting a test', async ({ page }) => {
    // A learner whose test no other browser test starts (courses.spec.ts takes the customer's).
    await signInAndWait(page, 'other-junior@demo.test', /\/portal$/);
    await page.goto('/account/courses');
    await page.getByTestId('resource-table').getByRole('link', { name: 'Spark testing of cable and wire insulation', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Spark testing of cable and wire insulation', level: 1 })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Start test' });
    const dialog = page.getByRole('dialog', { name: 'Please Confirm?' });
    // No field: the first button, Cancel, so a hurried Enter does not start the test.
    await escapeAndCloseButton(page, opener, dialog, (d) => d.getByRole('button', { name: 'Cancel' }));

    await openByKeyboard(opener, dialog);
    await page.keyboard.press('Enter');
    await expectFocusBack(page, dialog, opener);
  });

  test('portal: inviting a colleague, and a lead opened from its link', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const opener = page.getByTestId('invite-open');
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await escapeAndCloseButton(page, opener, dialog, (d) => d.getByLabel('Name'));

    await openByKeyboard(opener, dialog);
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Fokus Test');
    const email = `${unique('focus').replace(' ', '-')}@example.test`;
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption({ label: 'Distributor (junior)' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByTestId('team-feedback')).toHaveText(`Invitation sent to ${email}.`);
    await expectFocusBack(page, dialog, opener);

    // A lead opened from the list, then the same lead opened from its URL (a bookmark, a reload): nothing opened it,
    // so the focus goes to the lead's line in the list.
    await page.goto('/portal/leads');
    const row = page.getByRole('button', { name: 'Open the lead Vejle Industrial Paint ApS' });
    const lead = page.getByRole('dialog', { name: 'Vejle Industrial Paint ApS' });
    await openByKeyboard(row, lead);
    await expect(lead.getByTestId('lead-detail')).toBeVisible();
    expect(await lead.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expectFocusBack(page, lead, row);

    await openByKeyboard(row, lead);
    expect(new URL(page.url()).searchParams.get('lead')).toMatch(/^\d+$/);
    await page.reload();
    await expect(lead.getByTestId('lead-detail')).toBeVisible();
    await lead.getByRole('button', { name: 'Close' }).click();
    await expectFocusBack(page, lead, row);
  });

  test('admin: editing a country in Manage Countries', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/settings/countries');
    await expect(page.getByRole('heading', { name: 'Manage Countries', level: 1 })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Edit Austria', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Edit Country' });
    await escapeAndCloseButton(page, opener, dialog, (d) => d.getByLabel('Country Name'));

    // Saved: the list is fetched again and the focus is back on the row's Edit button.
    await openByKeyboard(opener, dialog);
    await expect(dialog.getByLabel('Country Name')).toHaveValue('Austria');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectFocusBack(page, dialog, opener);

    // The delete confirmation inside the edit dialog gives the focus back to its Delete button, and stays in the dialog.
    await openByKeyboard(opener, dialog);
    const remove = dialog.getByRole('button', { name: 'Delete Country' });
    const confirm = page.getByRole('dialog', { name: 'Please Confirm?' });
    await openByKeyboard(remove, confirm);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Escape');
    await expectFocusBack(page, dialog, opener);
  });
});
