import { expect, test } from '@playwright/test';
import { signInAndWait, unique } from './helpers';

/**
 * Issue 27 item 8, as the admin works it: saving an announcement mails nobody; "Send…" opens a dialog with exactly who
 * will get it (Iberia's members who joined: not Lucía, invited without a password, nor Pablo, disabled) and the e-mail
 * in each language; Escape closes it and gives focus back; sending mails once and the list shows when and to how many;
 * sending again must be confirmed.
 */
test('the admin saves an announcement without mailing it, checks the recipients and the preview, then sends it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = unique('Iberia stock count');
  await signInAndWait(page, 'admin@demo.test', /\/admin/);
  await page.goto('/admin/distributors/announcements');
  await page.getByTestId('announcement-new').click();
  const form = page.getByTestId('announcement-form');
  await expect(form.getByText('Saving does not e-mail anyone.', { exact: false })).toBeVisible();
  await form.getByLabel('Title (EN)').fill(title);
  // The editor loads after the form (a read-only box stands in for it meanwhile): its toolbar says it is there.
  await expect(form.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Text (EN)' }).click();
  await page.keyboard.type('Please count your stock before Friday.');
  await form.getByLabel('Company').selectOption({ label: 'Iberia Ensayos SL' });
  await form.getByTestId('announcement-save').click();
  await expect(page.getByText('Announcement saved. Nobody has been e-mailed: use “Send…” to e-mail it.')).toBeVisible();
  const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('announcement-emailed')).toHaveText('No');

  // The send dialog: who will get it, and the e-mail as it will arrive.
  const trigger = row.getByRole('button', { name: `Send “${title}” by e-mail…` });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Send the announcement by e-mail' });
  await expect(dialog).toBeVisible();
  const recipients = dialog.getByTestId('announcement-recipients');
  await expect(recipients).toContainText('other-senior@demo.test');
  await expect(recipients).toContainText('other-junior@demo.test');
  await expect(recipients).toContainText('Iberia Ensayos SL');
  await expect(recipients).not.toContainText('lucia.pendiente@demo.test');
  await expect(recipients).not.toContainText('pablo.baja@demo.test');
  await expect(recipients).not.toContainText('Nordhavn Inspection ApS');
  const count = await recipients.locator('tbody tr').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(dialog.getByTestId('announcement-recipient-count')).toHaveText(`${count} recipients`);
  await expect(dialog.getByTestId('announcement-preview-subject')).toHaveText(`New announcement: ${title}`);
  await dialog.getByLabel('Language of the preview').selectOption('es');
  // No Spanish text was written: the Spanish e-mail carries the English title in Spanish words.
  await expect(dialog.getByTestId('announcement-preview-subject')).toHaveText(`Nuevo anuncio: ${title}`);
  await expect(dialog.frameLocator('iframe').locator('body')).toContainText('Please count your stock before Friday.');

  // Escape closes it and gives the focus back to the row's button; nothing was sent.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(row.getByTestId('announcement-emailed')).toHaveText('No');

  await trigger.click();
  await dialog.getByRole('button', { name: `Send to ${count} people` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Announcement e-mailed to ${count} people.`)).toBeVisible();
  await expect(row.getByTestId('announcement-emailed')).toContainText(`to ${count} people`);

  // A second send asks first; cancelling it sends nothing more.
  await trigger.click();
  await expect(dialog.getByTestId('announcement-sent-before')).toContainText('Last e-mailed by Ada Admin');
  await dialog.getByRole('button', { name: 'Send again…' }).click();
  await expect(dialog.getByTestId('announcement-send-again-warning')).toContainText('already been e-mailed');
  await expect(dialog.getByRole('button', { name: `Yes, send again to ${count} people` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
