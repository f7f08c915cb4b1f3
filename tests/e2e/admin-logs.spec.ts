import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { acceptCookies, signInAndWait, test, unique } from './helpers';

function rowWith(page: Page, testId: string, text: string) {
  return page.getByTestId(testId).getByRole('row').filter({ hasText: text });
}

/** The GDPR page's two logs are collections in sections named by their headings: each one's generic table. */
const requestsTable = (page: Page) => page.getByRole('region', { name: 'Exports and erasures' }).getByTestId('resource-table');
const consentsTable = (page: Page) => page.getByRole('region', { name: /^Consents/ }).getByTestId('resource-table');

/** A new account, registered through the real form in its own browser context (closed afterwards), not yet confirmed. */
async function registerFreshUser(browser: Browser): Promise<string> {
  const email = `${unique('gdpr').replace(/\W+/g, '-')}@example.test`;
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('Name').fill('Erin Erasable');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Long-Enough-Pass-1');
  await page.getByLabel('Confirm Password').fill('Long-Enough-Pass-1');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /marketing communications/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The account exists from here on, waiting for its address to be confirmed (docs/decisions/0033).
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  await context.close();
  return email;
}

test.describe('Logs', () => {
  test('the audit trail filters by section; the website log shows a broken link; the outbox and retention', async ({ page }) => {
    const brokenPath = `/no-such-page-${Date.now().toString(36)}`;
    await page.goto(brokenPath);
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);

    // Retention, reached through the logs sub-navigation: a change is saved and audited.
    await page.getByRole('link', { name: 'Logs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
    const logsNav = page.getByRole('navigation', { name: 'Log screens' });
    await logsNav.getByRole('link', { name: 'Retention' }).click();
    await expect(page.getByRole('heading', { name: 'Log retention', level: 1 })).toBeVisible();
    await page.getByLabel('Website log (days)').fill('0');
    await page.getByRole('button', { name: 'Save Retention' }).click();
    await expect(page.getByRole('alert')).toContainText('at least 1');
    await page.getByLabel('Website log (days)').fill('60');
    await page.getByRole('button', { name: 'Save Retention' }).click();
    await expect(page.getByText('Retention saved.')).toBeVisible();

    // The audit trail: a country change and the retention change; the section filter keeps one section.
    await page.goto('/admin/settings/countries');
    await page.getByRole('button', { name: 'Add Country' }).click();
    const country = unique('Logland');
    const dialog = page.getByRole('dialog', { name: 'Add Country' });
    await dialog.getByLabel('Country Name').fill(country);
    await dialog.getByRole('button', { name: 'Add Country' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/admin/logs');
    await expect(rowWith(page, 'resource-table', country)).toBeVisible();
    await expect(rowWith(page, 'resource-table', 'Website log')).toBeVisible();
    await page.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: 'Logs' });
    await expect(rowWith(page, 'resource-table', 'Website log')).toBeVisible();
    await expect(rowWith(page, 'resource-table', country)).toHaveCount(0);
    await expect(page.getByTestId('resource-table').getByRole('row')).toHaveCount(2); // header + the one entry
    await page.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: 'Countries' });
    await expect(rowWith(page, 'resource-table', country)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody@');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter'); // searches at once (else when typing pauses)
    await expect(page.getByText('No entries match.')).toBeVisible();

    // The website log: the broken link, filtered by kind.
    await page.getByRole('navigation', { name: 'Log screens' }).getByRole('link', { name: 'Website' }).click();
    await expect(page.getByRole('heading', { name: 'Website log', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'Page not found' });
    const broken = rowWith(page, 'resource-table', brokenPath);
    await expect(broken).toBeVisible();
    await expect(broken).toContainText('Page not found');
    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'Failed sign-in' });
    await expect(rowWith(page, 'resource-table', brokenPath)).toHaveCount(0);

    // The outbox opens on its own sub-navigation entry.
    await page.getByRole('navigation', { name: 'Log screens' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/logs\/website\?tab=outbox$/);
  });

  test('exports and erases a freshly registered user', async ({ page, browser }) => {
    const email = await registerFreshUser(browser);
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/logs/gdpr');
    await expect(page.getByRole('heading', { name: 'GDPR log', level: 1 })).toBeVisible();

    await page.getByLabel('E-mail address').fill(email.slice(0, 12));
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const row = rowWith(page, 'gdpr-subjects', email);
    await expect(row).toContainText('Erin Erasable');

    // Export: a JSON file with the person's data, and an entry in the requests log.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Export the data of ${email}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-[\w-]+\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { email: string }; consents: unknown[] };
    expect(exported.profile.email).toBe(email);
    expect(exported.consents).toHaveLength(2);
    await expect(page.getByText(`The data of ${email} was exported`)).toBeVisible();
    await expect(requestsTable(page).getByRole('row').nth(1)).toContainText('Export');

    // The consents of that person.
    await row.getByRole('button', { name: `Show the consents of ${email}` }).click();
    await expect(page.getByRole('heading', { name: `Consents of ${email}` })).toBeVisible();
    await expect(consentsTable(page).getByRole('row')).toHaveCount(3);
    // The person's consents are the list's account filter, kept in the address.
    await expect(page).toHaveURL(/[?&]consents\.user=/);

    // Erase, after the confirmation: cancelled first, then confirmed.
    await row.getByRole('button', { name: 'Erase', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Please Confirm?' });
    await expect(confirm).toContainText(`Erase ${email}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await row.getByRole('button', { name: 'Erase', exact: true }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${email} was erased.`)).toBeVisible();
    await expect(page.getByText('No account has an e-mail address starting like that.')).toBeVisible();
    await expect(requestsTable(page).getByRole('row').nth(1)).toContainText('Erasure');
    // The consents stay, under the pseudonym.
    await page.getByRole('button', { name: 'Show all consents' }).click();
    await expect(consentsTable(page)).toContainText('@erased.invalid');

    // The person can no longer sign in.
    const context = await browser.newContext();
    await acceptCookies(context);
    const visitor = await context.newPage();
    await visitor.goto('/login');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill('Long-Enough-Pass-1');
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await expect(visitor.getByText('These credentials do not match our records.')).toBeVisible();
    await context.close();
  });

  test('an admin cannot erase their own account', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/logs/gdpr');
    await page.getByLabel('E-mail address').fill('admin@demo');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const row = rowWith(page, 'gdpr-subjects', 'admin@demo.test');
    await row.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.getByRole('dialog', { name: 'Please Confirm?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText('You cannot erase your own account');
    await expect(row).toContainText('Active');
  });
});
