import { expect } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * Announcements and the inbox (issue 12) as partners and Voltara use them: each company sees the announcements aimed
 * at it, reads them (unread first), talks with Voltara in threads; the admin aims an announcement and writes to a
 * company from the back office. Accounts: the demo seed's (src/server/db/seed/portal/news.ts).
 */
test.describe('portal announcements and inbox', () => {
  test('a Nordhavn member reads the announcements aimed at Nordhavn (not Spain’s), one by one and then all', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-junior-plus@demo.test', /\/portal$/);
    await page.goto('/portal/announcements');
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    const list = page.getByTestId('resource-table');
    await expect(list.getByRole('link', { name: /Nordhavn: your stock review on Thursday/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /Welcome to the new dealer portal/ })).toBeVisible();
    await expect(list).not.toContainText('Metalmadrid');
    await expect(list).not.toContainText('Certified service centres');
    await expect(list).not.toContainText('Autumn training webinar');
    await expect(list).not.toContainText('Spring price list');

    // Opening one marks it read.
    const link = page.getByTestId('announcement-link').filter({ hasText: 'VH-15 firmware 3.2 released' });
    await expect(link).toHaveAttribute('data-read', 'false');
    await link.click();
    await expect(page.getByTestId('announcement-title')).toHaveText('VH-15 firmware 3.2 released');
    await expect(page.getByTestId('announcement-body')).toContainText('faster self-test');
    await page.getByRole('link', { name: 'Back to the announcements' }).click();
    await expect(page.getByTestId('announcement-link').filter({ hasText: 'VH-15 firmware 3.2 released' })).toHaveAttribute('data-read', 'true');

    await page.getByLabel('Unread only').selectOption('true');
    await expect(page).toHaveURL(/unread=1/);
    await expect(page.getByTestId('resource-table')).not.toContainText('VH-15 firmware 3.2 released');
    await page.getByTestId('mark-all-read').click();
    await expect(page.getByText('All announcements are marked as read.')).toBeVisible();
    await expect(page.getByTestId('resource-empty')).toHaveText('No announcement matches this search or filter.');
    await expect(page.getByTestId('unread-count')).toHaveText('0 unread announcements');

    // Spain's announcement is not found by its address either.
    await page.context().clearCookies();
    await signInAndWait(page, 'other-junior@demo.test', /\/portal$/);
    await page.goto('/portal/announcements');
    await page.getByRole('link', { name: /Spain: meet us at Metalmadrid/ }).click();
    await expect(page).toHaveURL(/\/portal\/announcements\/\d+$/);
    const spanish = new URL(page.url()).pathname;
    await page.context().clearCookies();
    await signInAndWait(page, 'distributor-junior-plus@demo.test', /\/portal$/);
    await page.goto(spanish);
    await expect(page.getByTestId('announcement-not-found')).toBeVisible();
  });

  test('on a phone, Iberia replies in a thread with Voltara as plain text; Nordhavn’s thread is not found', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/inbox');
    await page.getByTestId('resource-table').getByRole('link', { name: 'Marketing material in Danish' }).first().click();
    await expect(page).toHaveURL(/\/portal\/inbox\/\d+$/);
    const nordhavnThread = new URL(page.url()).pathname;
    await page.context().clearCookies();

    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(page.getByTestId('resource-table')).not.toContainText('Marketing material in Danish');
    await page.getByTestId('resource-table').getByRole('link', { name: 'Stand at Metalmadrid' }).first().click();
    await expect(page.getByTestId('thread-subject')).toHaveText('Stand at Metalmadrid');
    await expect(page.getByTestId('thread-post')).toHaveCount(2);

    const reply = `${unique('See you')}\n<b>not bold</b>`;
    await page.getByTestId('reply-form').getByLabel('Message').fill(reply);
    await page.getByTestId('reply-form').getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    const last = page.getByTestId('post-body').last();
    await expect(last).toContainText('<b>not bold</b>');
    await expect(last.locator('b')).toHaveCount(0);

    await page.goto(nordhavnThread);
    await expect(page.getByTestId('thread-not-found')).toBeVisible();
  });

  test('a member starts a conversation; Voltara answers from the back office and the member sees it unread', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const subject = unique('Demo units');
    await signInAndWait(page, 'certified-junior@demo.test', /\/portal$/);
    await page.goto('/portal/inbox');
    await page.getByTestId('new-message').click();
    const dialog = page.getByRole('dialog', { name: 'New message to Voltara' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Could we borrow two demo units for a fair?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('thread-subject')).toHaveText(subject);
    await page.context().clearCookies();

    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/distributors/messages?unread=1');
    await page.getByTestId('resource-table').getByRole('link', { name: subject }).first().click();
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await page.getByTestId('admin-reply-form').getByLabel('Message').fill('Yes, they ship on Monday.');
    await page.getByTestId('admin-reply-form').getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(/Sent, and e-mailed to \d+ people of the company\./)).toBeVisible();
    await page.context().clearCookies();

    await signInAndWait(page, 'certified-junior@demo.test', /\/portal$/);
    await page.goto('/portal/inbox?unread=1');
    await expect(page.getByTestId('resource-table').getByRole('row').filter({ hasText: subject })).toBeVisible();
  });

  test('the admin aims an announcement at Iberia and sends it a message; only Iberia sees them', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const title = unique('Iberia price update');
    const subject = unique('Metalmadrid badges');
    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/distributors/announcements');
    await page.getByTestId('announcement-new').click();
    const form = page.getByTestId('announcement-form');
    await form.getByLabel('Title (EN)').fill(title);
    // The editor loads after the form (a read-only box stands in for it meanwhile): its toolbar says it is there.
    await expect(form.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Text (EN)' }).click();
    await page.keyboard.type('New prices from the first of next month.');
    await form.getByLabel('Company').selectOption({ label: 'Iberia Ensayos SL' });
    await form.getByTestId('announcement-save').click();
    // Saving mails nobody (issue 27): the send dialog does (tests/e2e/admin-announcement-send.spec.ts).
    await expect(page.getByText('Announcement saved. Nobody has been e-mailed: use “Send…” to e-mail it.')).toBeVisible();
    await expect(page.getByTestId('resource-table').getByRole('row').filter({ hasText: title })).toContainText('Iberia Ensayos SL');

    await page.goto('/admin/distributors/messages/send');
    await page.getByTestId('send-company').selectOption({ label: 'Iberia Ensayos SL' });
    await page.getByTestId('send-form').getByLabel('Subject').fill(subject);
    await page.getByTestId('send-form').getByLabel('Message').fill('Your badges are at the entrance.\nAsk for Maria.');
    await page.getByTestId('send-form').getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await page.context().clearCookies();

    await signInAndWait(page, 'other-junior@demo.test', /\/portal$/);
    await page.goto('/portal/announcements');
    await expect(page.getByTestId('announcement-link').filter({ hasText: title })).toHaveAttribute('data-read', 'false');
    await page.goto('/portal/inbox');
    await expect(page.getByTestId('resource-table').getByRole('row').filter({ hasText: subject })).toContainText('Unread');
    await page.context().clearCookies();

    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.goto('/portal/announcements');
    await expect(page.getByTestId('resource-table')).not.toContainText(title);
    await page.goto('/portal/inbox');
    await expect(page.getByTestId('resource-table')).not.toContainText(subject);
  });
});
