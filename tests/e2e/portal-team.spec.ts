import { expect } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

test.describe('the portal’s users, files and service tools', () => {
  test('a distributor senior invites a colleague in German, changes the role and enables a disabled user', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    const userRow = (text: string) => table.getByRole('row').filter({ hasText: text });
    for (const column of ['Name', 'E-mail', 'Role', 'State', 'Last sign-in', 'Date added', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(userRow('Mette Invited').locator('span[data-state]')).toHaveText('Invited');
    // Another company's people never appear.
    await expect(userRow('Olga Otero')).toHaveCount(0);

    const email = `${unique('invitee').replace(' ', '-')}@example.test`;
    await page.getByTestId('invite-open').click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    const roles = await dialog.getByLabel('Role').locator('option').allTextContents();
    expect(roles).toEqual(['Distributor (junior)', 'Distributor (junior plus)', 'Distributor (senior)']);
    await dialog.getByLabel('Name').fill('Greta Gast');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption({ label: 'Distributor (junior)' });
    await dialog.getByLabel('Language of the invitation').selectOption({ label: 'Deutsch' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByTestId('team-feedback')).toHaveText(`Invitation sent to ${email}.`);
    const invited = userRow(email);
    await expect(invited.locator('span[data-state]')).toHaveText('Invited');

    // The same address again: refused with the reason, nothing added.
    await page.getByTestId('invite-open').click();
    await dialog.getByLabel('Name').fill('Greta Again');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('An account with this e-mail address already exists.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await invited.getByRole('button', { name: /Change role/ }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Change the role of Greta Gast' });
    await roleDialog.getByLabel('New role').selectOption({ label: 'Distributor (junior plus)' });
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByTestId('team-feedback')).toHaveText('Greta Gast is now Distributor (junior plus).');

    const disabled = userRow('Henrik Disabled');
    await expect(disabled.locator('span[data-state]')).toHaveText('Disabled');
    await disabled.getByRole('button', { name: /Enable/ }).click();
    await expect(disabled.locator('span[data-state]')).toHaveText('Active');
    await disabled.getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(disabled.locator('span[data-state]')).toHaveText('Disabled');

    // Oneself and another family's people: no actions.
    await expect(userRow('Sofie Senior').getByRole('button')).toHaveCount(0);
    await expect(userRow('Carla Certified-Junior').getByRole('button')).toHaveCount(0);
  });

  test('a distributor junior is refused the users page; files show no service manuals and downloads work (on a phone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.goto('/portal/users');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('denied') === '1');

    await page.goto('/portal/files');
    await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
    await expect(page.getByText('Service manuals are available to certified service partners only.')).toBeVisible();
    await expect(page.getByTestId('resource-table')).toContainText('Distributor sales presentation 2024');
    await expect(page.getByTestId('resource-table')).not.toContainText('Service manuals');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const card = page.getByRole('row').filter({ hasText: 'Distributor sales presentation 2024' });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('distributor-presentation-2024.pdf');
  });

  test('a certified junior sees the manuals and the tools meant for them; a certified senior also the calibration utility', async ({ page }) => {
    await signInAndWait(page, 'certified-junior@demo.test', /\/portal$/);
    await page.goto('/portal/files');
    await expect(page.getByTestId('resource-table')).toContainText('Service manuals');
    await page.goto('/portal/servicetools');
    await expect(page.getByRole('heading', { name: 'Service tools', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    const software = table.getByRole('row').filter({ hasText: 'VH-15 service software' });
    await expect(software).toContainText('2.4.1');
    await expect(table).not.toContainText('Calibration utility');
    // The tool's versions open in a dialog (?tool=), latest first; Back closes it.
    await software.getByRole('button', { name: 'Versions of VH-15 service software' }).click();
    const dialog = page.getByRole('dialog', { name: 'VH-15 service software' });
    await expect(dialog.getByTestId('tool-version').first()).toContainText('2.4.1');
    await expect(dialog.getByTestId('tool-version').first()).toContainText('Latest');
    await expect(page).toHaveURL(/[?&]tool=\d+/);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('tool-version').first().getByRole('link', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    // The row's own link downloads the latest version.
    const [latest] = await Promise.all([page.waitForEvent('download'), software.getByTestId('tool-download-latest').click()]);
    expect(latest.suggestedFilename()).toMatch(/\.zip$/);
    await page.context().clearCookies();

    await signInAndWait(page, 'certified-senior@demo.test', /\/portal$/);
    await page.goto('/portal/servicetools?kind=software');
    await expect(table).toContainText('Calibration utility');
    await expect(table).not.toContainText('VH-15 service manual');
  });

  test('an admin adds a service tool with a version, and reads a tool’s download log', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/servicetools');
    await expect(page.getByRole('heading', { name: 'Service tools', level: 1 })).toBeVisible();
    await page.getByTestId('resource-table').getByRole('link', { name: 'VH-15 service software', exact: true }).click();
    await expect(page.getByTestId('version-row')).toHaveCount(3);
    // The tool's download log (the page's one collection list; the versions are a table of their own).
    await expect(page.getByTestId('resource-table').locator('tbody tr').first()).toBeVisible();

    await page.goto('/admin/servicetools');
    const name = unique('Leak locator firmware');
    await page.getByRole('button', { name: 'New service tool' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service tool' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Kind').selectOption({ label: 'Firmware' });
    await dialog.getByLabel('Certified partner (senior)', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Create tool' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    const form = page.getByTestId('new-version-form');
    await form.getByLabel('Version').fill('1.0.0');
    await form.getByLabel('Release notes (EN)').fill('First release.');
    await form.getByLabel('File (ZIP archive or PDF)').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
    await expect(form.getByRole('link', { name: 'notes.pdf' })).toBeVisible();
    await form.getByRole('button', { name: 'Add version' }).click();
    await expect(page.getByTestId('version-row')).toHaveCount(1);
    await expect(page.getByTestId('version-row')).toContainText('First release.');

    // The same version number again is refused with the reason.
    await form.getByLabel('Version').fill('1.0.0');
    await form.getByLabel('File (ZIP archive or PDF)').setInputFiles({ name: 'again.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(form.getByRole('link', { name: 'again.pdf' })).toBeVisible();
    await form.getByRole('button', { name: 'Add version' }).click();
    await expect(form.getByText('This tool already has a version with this number.')).toBeVisible();
  });
});
