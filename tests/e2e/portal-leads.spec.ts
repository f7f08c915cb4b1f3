import { expect, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/** The admin sends a lead to Nordhavn (so the seeded leads stay as they are for other tests). */
async function sendLeadToNordhavn(page: Page, prospect: string) {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto('/admin/distributors/leads/send');
  await expect(page.getByRole('heading', { name: 'Send a lead', level: 1 })).toBeVisible();
  await page.getByLabel('Prospect company').fill(prospect);
  await page.getByLabel('Contact name').fill('Ea Test');
  await page.getByLabel('Country').selectOption({ label: 'Denmark' });
  await page.getByTestId('send-company').selectOption({ label: 'Nordhavn Inspection ApS (Denmark)' });
  await page.getByRole('button', { name: 'Send the lead' }).click();
  await expect(page).toHaveURL(/\/admin\/distributors\/leads\/\d+$/);
  await expect(page.getByRole('heading', { name: prospect, level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-lead-history')).toContainText('Routed to Nordhavn Inspection ApS');
  await page.context().clearCookies();
}

test.describe('the portal’s leads', () => {
  test('a distributor accepts one lead, rejects another with a reason, and marks the first won', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const accepted = unique('E2E Accept Tank ApS');
    const rejected = unique('E2E Reject Rør ApS');
    await sendLeadToNordhavn(page, accepted);
    await sendLeadToNordhavn(page, rejected);

    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.goto('/portal/leads');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    for (const column of ['Prospect', 'Status', 'Answer by', 'Country', 'Product', 'Estimated value', 'Received']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // The other company's leads never show.
    await expect(page.getByText('Tuberías del Norte SL')).toHaveCount(0);

    // The state filter lives in the address: a reload shows the same list.
    await page.getByLabel('Status').selectOption({ label: 'Awaiting your answer' });
    await expect(page).toHaveURL(/[?&]state=offered/);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('offered');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(accepted);
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = table.locator('tbody > tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Awaiting your answer');
    await rows.getByRole('button', { name: `Open the lead ${accepted}` }).click();
    // The dialog's address keeps the list's: the search is still there behind it.
    await expect(page).toHaveURL(/[?&]lead=\d+/);
    await expect(page).toHaveURL(/[?&]q=/);
    const dialog = page.getByRole('dialog', { name: accepted });
    await expect(dialog.getByTestId('lead-deadline')).toContainText(/Answer due in (2|3) days/);
    // The prospect's e-mail and telephone wait for the company to accept the lead.
    await expect(dialog.getByTestId('lead-contact-hidden')).toContainText('shown once your company accepts the lead');
    await dialog.getByTestId('lead-accept').click();
    await expect(dialog.getByTestId('lead-contact-hidden')).toHaveCount(0);
    await expect(page.getByTestId('leads-notice')).toContainText(`You accepted the lead ${accepted}.`);
    await expect(dialog.locator('span[data-state]')).toHaveText('Accepted');
    await dialog.getByTestId('lead-won').click();
    await expect(dialog.locator('span[data-state]')).toHaveText('Won');
    await page.keyboard.press('Escape');

    await search.fill(rejected);
    await search.press('Enter');
    await rows.getByRole('button', { name: `Open the lead ${rejected}` }).click();
    const second = page.getByRole('dialog', { name: rejected });
    await second.getByTestId('lead-reject-open').click();
    await second.getByTestId('lead-reject').click();
    await expect(second.getByText('Please give the reason.')).toBeVisible();
    await second.getByTestId('lead-reject-reason').fill('Outside our territory this quarter.');
    await second.getByTestId('lead-reject').click();
    await expect(page.getByTestId('leads-notice')).toContainText('it has gone back to Voltara');
    await expect(page.getByTestId('resource-empty')).toBeVisible();
    await page.context().clearCookies();

    // Voltara sees it back, with the reason.
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/distributors/leads?status=unassigned');
    const adminSearch = page.getByRole('searchbox', { name: 'Search' });
    await adminSearch.fill(rejected);
    await adminSearch.press('Enter');
    await page.getByRole('link', { name: rejected, exact: true }).click();
    await expect(page.getByTestId('admin-lead-history')).toContainText('Outside our territory this quarter.');
  });

  test('a deal registered by the other company for a prospect Nordhavn holds waits for Voltara like any other, never naming Nordhavn (on a phone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/leads');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByText('Aalborg Tankbyg ApS')).toHaveCount(0);

    await page.getByTestId('register-deal-open').click();
    const dialog = page.getByRole('dialog', { name: 'Register a deal' });
    await dialog.getByTestId('register-deal-submit').click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    // Nordhavn works "Fyn Rørteknik ApS": the same prospect, spelled otherwise.
    await dialog.getByLabel('Prospect company').fill('FYN RORTEKNIK, S.L.');
    await dialog.getByLabel('Contact name').fill('Ana Prueba');
    await dialog.getByLabel('Country').selectOption({ label: 'Spain' });
    await dialog.getByLabel('Estimated value (whole units)').fill('5000');
    await dialog.getByTestId('register-deal-submit').click();
    await expect(page.getByTestId('leads-notice')).toContainText('FYN RORTEKNIK, S.L. is registered and waiting for Voltara');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('fyn rorteknik');
    await search.press('Enter');
    const rows = page.getByTestId('resource-table').locator('tbody > tr');
    await expect(rows).toHaveCount(1);
    // A card on a phone: the state and the column it belongs to.
    await expect(rows).toContainText('Waiting for Voltara');
    await rows.getByRole('button', { name: 'Open the lead FYN RORTEKNIK, S.L.' }).click();
    const detail = page.getByTestId('lead-detail');
    await expect(detail).toContainText('Voltara checks each registration');
    await expect(detail).not.toContainText('Nordhavn');
    await expect(detail).not.toContainText(/conflict/i);
    await page.context().clearCookies();

    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/distributors/leads');
    await page.getByTestId('leads-conflicts').click();
    await page.getByRole('link', { name: 'FYN RORTEKNIK, S.L.' }).first().click();
    await expect(page.getByTestId('resolve-panel')).toContainText('Nordhavn Inspection ApS');
    await page.getByLabel('Or close it, with the reason the registering company will read').fill('Already registered by another partner.');
    await page.getByTestId('resolve-close').click();
    await expect(page.getByText('The registration is closed.')).toBeVisible();
  });
});
