import { expect, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * The back office of distributor companies (issue 12), as an admin uses it: the overview, the companies list with its
 * filters, a company's page and form (areas, validation), a new company, the end customers, and approving a dealer
 * application sent through the public form, which creates the company with the role family, tier, price list and
 * agreement chosen on the approval screen, and its first senior user.
 */
const exact = { exact: true } as const;

/** The companies list's rows (cards on a phone): the generic collection table's. */
const companyRows = (page: Page) => page.getByTestId('resource-table').getByRole('row');

async function signInAsAdmin(page: Page) {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
}

/** Sends /distributors/apply as a visitor would (see public-forms.spec.ts for its own checks). */
async function applyAsDealer(page: Page, company: string, email: string, applicationType = 'Distributor (sales)') {
  await page.goto('/distributors/apply', { waitUntil: 'networkidle' });
  await page.getByLabel(applicationType).check();
  await page.getByLabel('Stocking distributor').check();
  await page.getByRole('group', { name: 'Product range' }).getByLabel('DC Holiday Detectors', exact).check();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Contact name').fill('Hedda Halvorsen');
  await page.getByLabel('Company email').fill(email);
  await page.getByLabel('Company telephone').fill('+47 22 00 00 00');
  await page.getByLabel('Company address').fill('Storgata 1\n0155 Oslo');
  await page.getByLabel('Country', exact).selectOption({ label: 'Norway' });
  await page.getByLabel('Industry sector').selectOption({ label: 'Oil and gas pipelines' });
  await page.getByLabel(/I agree to the terms/).check();
  await page.waitForTimeout(3_000); // faster forms are taken for robots
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you for your application. We will get back to you shortly.')).toBeVisible();
}

test.describe('Admin distributors', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the overview counts per company and leads into the sections', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/distributors');
    await expect(page.getByRole('heading', { level: 1, name: 'Distributors' })).toBeVisible();
    const rows = page.getByTestId('distributor-overview-row');
    await expect(rows.filter({ hasText: 'Nordhavn Inspection ApS' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Iberia Ensayos SL' })).toBeVisible();
    await expect(page.getByTestId('distributor-totals')).toContainText('Open leads');
    const sections = page.getByRole('navigation', { name: 'Distributor sections' });
    await expect(sections.getByRole('link', { name: /Dealer profiles/ })).toHaveAttribute('href', '/admin/distributors/dealers');
    await sections.getByRole('link', { name: /^Distributors/ }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/distributors$/);
  });

  test('list, filter and edit a company: areas, validation, saved', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/distributors/distributors');
    const rows = companyRows(page);
    await expect(rows.filter({ hasText: 'Nordhavn Inspection ApS' })).toBeVisible();
    const tier = page.getByRole('combobox', { name: 'Tier', exact: true });
    await tier.selectOption({ label: 'Silver' });
    await expect(page).toHaveURL(/tier=silver/);
    await expect(rows.filter({ hasText: 'Iberia Ensayos SL' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Nordhavn Inspection ApS' })).toHaveCount(0);
    await tier.selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/tier=/);
    await page.getByLabel('Country or area').selectOption({ label: 'Iceland' });
    await expect(page).toHaveURL(/country=\d+/);
    await expect(rows.filter({ hasText: 'Nordhavn Inspection ApS' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Iberia Ensayos SL' })).toHaveCount(0);

    await rows.getByRole('link', { name: 'Nordhavn Inspection ApS', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/distributors\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nordhavn Inspection ApS');
    await expect(page.getByTestId('company-users')).toContainText('Distributor (senior)');
    await expect(page.getByTestId('company-dealer').getByRole('link', { name: 'Nordhavn Inspection ApS' })).toBeVisible();
    const areas = page.getByTestId('company-areas');
    await expect(areas).toContainText('Iceland');

    // A telephone nobody can dial is refused at its field.
    const form = page.getByTestId('company-form');
    await form.getByLabel('Telephone').fill('call us');
    await page.getByTestId('company-save').click();
    await expect(page.getByRole('alert').filter({ hasText: 'The Telephone field is invalid.' })).toBeVisible();
    await form.getByLabel('Telephone').fill('+45 32 71 40 00');

    // Add an area, save, see it; then take it away again.
    await page.getByTestId('company-area-select').selectOption({ label: 'Norway' });
    await areas.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(areas).toContainText('Norway');
    await page.getByTestId('company-save').click();
    await expect(page.getByText('The company has been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Norway');
    await areas.getByRole('button', { name: 'Remove Norway' }).click();
    await page.getByTestId('company-save').click();
    await expect(page.getByText('The company has been saved.')).toBeVisible();
    await expect(areas.getByRole('button', { name: 'Remove Norway' })).toHaveCount(0);
  });

  test('create a company; a taken name is refused', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/distributors/distributors');
    await page.getByTestId('company-create').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Company name').fill('Iberia Ensayos SL');
    await dialog.getByLabel('Country').selectOption({ label: 'Portugal' });
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await expect(dialog.getByText('A company with this name already exists.')).toBeVisible();
    const name = unique('Lusitânia Testes');
    await dialog.getByLabel('Company name').fill(name);
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await expect(page).toHaveURL(/\/admin\/distributors\/distributors\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByTestId('company-users')).toContainText('No account belongs to this company yet.');
  });

  test('end customers across companies, filtered by one, and one customer’s instruments', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/distributors/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'End customers' })).toBeVisible();
    await page.getByLabel('Sold by').selectOption({ label: 'Nordhavn Inspection ApS' });
    await expect(page).toHaveURL(/boughtFrom=\d+/);
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows.first()).toContainText('Nordhavn Inspection ApS');
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/distributors\/customers\/[^/?]+$/);
    await expect(page.getByTestId('end-customer-instruments').getByTestId('end-customer-instrument').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/boughtFrom=\d+/);
    await expect(page.getByLabel('Sold by').locator('option:checked')).toHaveText('Nordhavn Inspection ApS');
  });

  test('approve "Distributor and service partner": the certified family proposed, tier, price list and agreement chosen', async ({ page }) => {
    test.slow(); // a public form, then the inbox and the approval
    const company = unique('Fjord Testing AS');
    const email = `fjord.${Date.now().toString(36)}@example.com`;
    await applyAsDealer(page, company, email, 'Distributor and service partner');

    await signInAsAdmin(page);
    await page.goto('/admin/enquiries');
    await page.getByLabel('Search', { exact: true }).fill(company);
    const row = page.getByTestId('resource-table').locator('tbody tr').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/enquiries\/\d+$/);

    await page.getByTestId('approve-application').click();
    const dialog = page.getByRole('dialog', { name: 'Approve dealer application' });
    await expect(dialog.getByLabel('Company name')).toHaveValue(company);
    await expect(dialog.getByLabel("First user's e-mail")).toHaveValue(email);
    // The family the application asks for is proposed; the rest is the admin's choice, summarised as it is made.
    const family = dialog.getByLabel('Role family');
    await expect(family.locator('option:checked')).toHaveText('Certified service partner');
    await expect(dialog.getByText('Proposed from the application: Distributor and service partner.')).toBeVisible();
    const summary = dialog.getByTestId('approval-summary');
    await expect(summary).toContainText(`${email}) as Certified partner (senior)`);
    await expect(summary).toContainText('No agreement waits to be accepted.');

    // Without a price list the server names the field.
    await dialog.getByTestId('approve-confirm').click();
    await expect(dialog.getByText('Choose a price list from the list.')).toBeVisible();

    await dialog.getByLabel('Tier', exact).selectOption({ label: 'Silver' });
    await dialog.getByLabel('Price list', exact).selectOption({ label: 'Service partners 2025 (EUR)' });
    await dialog.getByLabel(/^Certified Service Partner Agreement/).check();
    await expect(summary).toContainText(`The company ${company} (Norway): Certified service partner, Silver tier, price list Service partners 2025.`);
    await expect(summary).toContainText('Waiting to be accepted by the company: Certified Service Partner Agreement.');
    await dialog.getByTestId('approve-confirm').click();
    await expect(page.getByText(`${company} has been created; the invitation was sent to ${email}.`)).toBeVisible();
    await expect(page.getByTestId('application-approved')).toContainText(company);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Done');

    await page.getByTestId('application-approved').getByRole('link', { name: company }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(company);
    await expect(heading).toContainText('Certified service partner');
    await expect(heading).toContainText('Silver');
    await expect(page.getByLabel('Price list', exact).locator('option:checked')).toHaveText(/^Service partners 2025/);
    await expect(page.getByTestId('company-users')).toContainText('Hedda Halvorsen');
    await expect(page.getByTestId('company-users')).toContainText('Certified partner (senior)');
    await expect(page.getByTestId('company-agreements')).toContainText('Certified Service Partner Agreement');
    await expect(page.getByTestId('company-agreements')).toContainText('To accept');
    await expect(page.getByTestId('company-dealer')).toContainText('Not published');
  });
});

test.describe('Admin distributors on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the companies list becomes cards without sideways scrolling', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/distributors/distributors');
    const card = companyRows(page).filter({ hasText: 'Nordhavn Inspection ApS' });
    await expect(card).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await card.getByRole('link', { name: 'Nordhavn Inspection ApS', exact: true }).click();
    await expect(page.getByTestId('company-form')).toBeVisible();
  });
});
