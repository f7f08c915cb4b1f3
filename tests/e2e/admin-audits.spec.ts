import { expect, test, type Page } from '@playwright/test';
import { addMonths } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import { signInAndWait, unique } from './helpers';

/**
 * Issue 27, item 4, as Voltara's back office and a partner use it: the admin finds Iberia's submitted self-assessment
 * in the Distributors section's audits list (filters kept in the address), reviews it (an action, a score, a next
 * audit outside the bounds refused with the bounds in words, then one inside) and marks it Reviewed; Iberia's senior
 * reads the review on its audit page. Then the service jobs' list and one job.
 */
/** The rows of the generic list's table. */
const rowsOf = (page: Page) => page.getByTestId('resource-table').locator('tbody tr');

async function asAdmin(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
}

test.describe('back office: partner audits and service jobs', () => {
  test('an admin filters the audits, reviews one with an action, a score and a bounded next audit; the partner sees it', async ({ page, browser }) => {
    await asAdmin(page);
    await page.goto('/admin/distributors');
    await page.getByRole('navigation', { name: 'Distributors' }).getByRole('link', { name: 'Audits' }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/audits$/);
    await expect(page.getByRole('heading', { name: 'Partner audits', level: 1 })).toBeVisible();
    await expect(rowsOf(page).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Company', exact: true }).selectOption({ label: 'Iberia Ensayos SL' });
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('submitted');
    await expect(page).toHaveURL(/company=\d+/);
    await expect(page).toHaveURL(/status=submitted/);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Iberia Ensayos SL');
    // The filters live in the address: a reload keeps them.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Company', exact: true }).locator('option:checked')).toHaveText('Iberia Ensayos SL');
    await expect(rowsOf(page)).toHaveCount(1);

    await rowsOf(page).first().getByRole('link', { name: 'Iberia Ensayos SL', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/audits\/\d+$/);
    const auditUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('admin-audit-title')).toHaveText('Audit of Iberia Ensayos SL');
    await expect(page.getByTestId('admin-audit-answer').first()).toBeVisible();

    const action = unique('Recalibrate the reference divider');
    await page.getByLabel('What is to be done').fill(action);
    await page.getByLabel('Owner', { exact: true }).fill('Workshop lead');
    await page.getByRole('button', { name: 'Add action' }).click();
    await expect(page.getByTestId('admin-audit-action').filter({ hasText: action })).toBeVisible();

    await page.getByLabel("Voltara's score (%)").fill('78');
    await page.getByLabel('Notes for the partner').fill('Solid workshop; keep the divider in calibration.');
    await page.getByLabel('Next audit due on').fill('2031-06-01');
    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(page.getByText(/The next audit must be after today .* and no more than 3 years ahead/)).toBeVisible();

    const nextAuditOn = addMonths(isoDay(), 10);
    await page.getByLabel('Next audit due on').fill(nextAuditOn);
    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(page.getByTestId('audit-review-done')).toBeVisible();
    await expect(page.getByTestId('audit-review')).toContainText('78');
    await expect(page.locator('[data-state="reviewed"]').first()).toBeVisible();

    // Iberia's senior reads Voltara's review: Reviewed, the score, the notes, the action and the date Voltara set.
    const partner = await browser.newPage();
    await partner.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(partner, 'other-senior@demo.test', /\/portal$/);
    await partner.goto(auditUrl.replace('/admin/distributors/audits/', '/portal/audits/'));
    await expect(partner.getByTestId('audit-review')).toBeVisible();
    await expect(partner.getByTestId('audit-facts').locator('[data-state="reviewed"]')).toBeVisible();
    await expect(partner.getByTestId('audit-review-score')).toContainText('78');
    await expect(partner.getByTestId('audit-review')).toContainText('keep the divider in calibration');
    await expect(partner.getByTestId('audit-action').filter({ hasText: action })).toBeVisible();
    const shown = await partner.getByTestId('audit-review-next').locator('time').getAttribute('datetime');
    expect(shown).toBe(nextAuditOn);
    await partner.goto('/portal/audits');
    await expect(partner.getByTestId('next-audit').locator('time')).toHaveAttribute('datetime', nextAuditOn);
    await partner.close();
  });

  test('an admin lists the service jobs by status and type and opens one with its work and certificate', async ({ page }) => {
    await asAdmin(page);
    await page.goto('/admin/distributors');
    await page.getByRole('navigation', { name: 'Distributors' }).getByRole('link', { name: 'Service jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/service-jobs$/);
    await expect(page.getByRole('heading', { name: 'Service jobs', level: 1 })).toBeVisible();
    await expect(rowsOf(page).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('completed');
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('calibration');
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(/kind=calibration/);
    const rows = rowsOf(page);
    await expect(rows.first()).toBeVisible();
    // Asked again until the list has settled on both filters (a snapshot of the rows could still hold the ones before).
    await expect(rows.locator('span[data-state]:not([data-state="completed"])')).toHaveCount(0);

    const first = rows.filter({ hasText: /CAL-\d{4}-\d{6}/ }).first();
    const serial = (await first.getByRole('link').first().textContent())!.trim();
    await first.getByRole('link', { name: serial, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/service-jobs\/\d+$/);
    await expect(page.getByTestId('admin-job-title')).toContainText(serial);
    await expect(page.getByTestId('admin-job-record')).toBeVisible();
    await expect(page.getByTestId('readings-table')).toBeVisible();
    await expect(page.getByTestId('admin-job-certificate')).toHaveText(/CAL-\d{4}-\d{6}/);
    // Back returns to the list as it was filtered.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/distributors\/service-jobs\?.*status=completed/);
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('calibration');
  });
});
