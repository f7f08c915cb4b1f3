import { expect } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * /portal/services and /portal/audits as the demo partners use them: a certified senior of Nordhavn takes a customer's
 * instrument in, calibrates it and downloads the certificate issued in Nordhavn's name; audits are walked, scored and
 * followed up; a junior reads them on a phone; Iberia never sees Nordhavn's.
 */
test.describe('the portal’s service jobs and partner audits', () => {
  test('a service job to certificate: open, start, complete a calibration, download the PDF in the partner’s name', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'certified-senior@demo.test', /\/portal$/);
    await page.goto('/portal/services');
    await expect(page.getByRole('heading', { name: 'Service jobs', level: 1 })).toBeVisible();
    // The seeded jobs, the completed calibration with its certificate among them.
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('job-certificate-download').first()).toBeVisible();

    const customer = unique('E2E Coatings');
    // One of the VH-15s Nordhavn sold (never a DEMO- serial: DECISIONS.md keeps those unserviced for registration).
    const listed = await page.request.get(`/trpc/portal.serials.list?input=${encodeURIComponent(JSON.stringify({ q: 'VH15' }))}`);
    const serial = ((await listed.json()) as { result: { data: { rows: Array<{ number: string }> } } }).result.data.rows.at(-1)!.number;
    await page.getByTestId('open-job').click();
    const dialog = page.getByRole('dialog', { name: 'Open a service job' });
    await dialog.getByLabel('Serial number').fill(serial.toLowerCase().replace('-', ' '));
    await dialog.getByTestId('job-serial-find').click();
    await expect(dialog.getByTestId('job-serial-matches')).toContainText('VH-15');
    await dialog.getByLabel('Customer').fill(customer);
    await dialog.getByTestId('job-open-submit').click();

    const job = page.getByRole('dialog', { name: new RegExp(`Job for ${serial}`) });
    await expect(job.getByTestId('job-status')).toContainText('Received');
    await job.getByTestId('job-start').click();
    await expect(job.getByTestId('job-status')).toContainText('In progress');
    await job.getByTestId('job-complete').click();
    await job.getByTestId('complete-performed-by').fill('Mads Kristensen');
    await job.getByTestId('complete-procedure').fill('NH-KP-03 Calibration of holiday detectors');
    await job.getByTestId('reference-name').fill('HVD-40 high-voltage divider');
    await job.getByTestId('reference-certificate').fill('DANAK 123-45');
    await job.getByTestId('reading-parameter').fill('Output voltage');
    await job.getByTestId('reading-nominal').fill('15.00');
    await job.getByTestId('reading-value').fill('15.03');
    await job.getByTestId('complete-submit').click();
    await expect(job.getByText(/Certificate CAL-\d{4}-\d{6} was issued under your company's name/)).toBeVisible();
    await expect(job.getByTestId('job-status')).toContainText('Completed');
    await expect(job.getByTestId('job-record')).toContainText('Mads Kristensen');

    const href = await job.getByTestId('job-certificate-download').getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Closed, the job is found again by its customer.
    await job.getByRole('button', { name: 'Close' }).last().click();
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true });
    await search.fill(customer);
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Completed');
    // The search is kept in the address: a reload shows the same list, and the job opens again from its row.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await rows.getByTestId('job-open').click();
    await expect(page.getByRole('dialog', { name: new RegExp(`Job for ${serial}`) }).getByTestId('job-status')).toContainText('Completed');
  });

  test('a senior walks an audit, submits it with its score, adds an action and marks it done', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/audits');
    await expect(page.getByRole('heading', { name: 'Audits', level: 1 })).toBeVisible();
    await expect(page.getByTestId('next-audit')).toBeVisible();
    await expect(page.getByTestId('resource-table').locator('tbody tr').first()).toBeVisible();

    await page.getByTestId('audit-new').click();
    await expect(page.getByRole('heading', { name: 'New audit', level: 1 })).toBeVisible();
    const auditor = unique('E2E Auditor');
    await page.getByTestId('audit-auditor').fill(auditor);
    const questions = page.getByTestId('audit-question');
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    // Save a draft with one answer, then finish it.
    await questions.first().getByLabel('2 – fully met').check();
    await page.getByTestId('audit-save').click();
    await expect(page).toHaveURL(/\/portal\/audits\/\d+\?done=saved$/);
    await expect(page.getByText('The draft was saved.')).toBeVisible();
    for (let index = 0; index < count; index++) await page.getByTestId('audit-question').nth(index).getByLabel('2 – fully met').check();
    await page.getByTestId('audit-submit').click();
    await expect(page).toHaveURL(/\/portal\/audits\/\d+\?done=submitted$/);
    await expect(page.getByTestId('audit-score')).toContainText('100');
    await expect(page.getByTestId('audit-answers')).toBeVisible();
    await expect(page.getByTestId('audit-form')).toHaveCount(0);

    await page.getByTestId('action-description').fill('Label the storage shelves by job number');
    await page.getByTestId('action-owner').fill('Workshop lead');
    await page.getByTestId('action-add').click();
    const action = page.getByTestId('audit-action').filter({ hasText: 'Label the storage shelves' });
    await expect(action).toBeVisible();
    await expect(action.locator('[data-state]')).toContainText('Open');
    await action.getByTestId('audit-action-toggle').click();
    await expect(action.locator('[data-state]')).toContainText('Done');
    await expect(action.getByTestId('audit-action-toggle')).toContainText('Reopen');
  });

  test('a junior reads the audits on a phone; the other company’s audit is not found', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    await page.goto('/portal/audits');
    await expect(page.getByRole('heading', { name: 'Audits', level: 1 })).toBeVisible();
    await expect(page.getByTestId('audit-new')).toHaveCount(0);
    await page.getByTestId('resource-table').getByRole('link', { name: /^Open/ }).last().click();
    await expect(page).toHaveURL(/\/portal\/audits\/\d+$/);
    await expect(page.getByTestId('audit-actions')).toBeVisible();
    await expect(page.getByTestId('audit-action-form')).toHaveCount(0);
    const nordhavnAudit = new URL(page.url()).pathname;
    // The service jobs are the certified roles' only.
    await page.goto('/portal/services');
    await expect(page.getByRole('heading', { name: 'Service jobs', level: 1 })).toHaveCount(0);
    await page.context().clearCookies();

    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto(nordhavnAudit);
    await expect(page.getByTestId('audit-not-found')).toBeVisible();
  });
});
