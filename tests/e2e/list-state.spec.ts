import { expect, type Locator, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/**
 * Issue 29 item 2: every list keeps its search, filters and page in the address, so opening a record (or going
 * elsewhere) and pressing Back shows the list as it was, and so does a reload. One list per face.
 */

interface Shown {
  url: string;
  rows: string[];
}

async function shown(page: Page, rows: Locator): Promise<Shown> {
  await expect(rows.first()).toBeVisible();
  // As toHaveText reads them: white space collapsed.
  const texts = await rows.allTextContents();
  return { url: page.url(), rows: texts.map((text) => text.replace(/\s+/g, ' ').trim()) };
}

/** Back (or a reload) shows the same address, the same controls and the same rows. */
async function expectSame(page: Page, rows: Locator, before: Shown, controls: Array<[Locator, string]>) {
  await expect(page).toHaveURL(before.url);
  for (const [control, value] of controls) await expect(control).toHaveValue(value);
  await expect(rows).toHaveText(before.rows);
}

/** The current page of an offset list's pagination bar. */
const currentPage = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).locator('[aria-current="page"]');

test.describe('a list is as it was after Back and after a reload', () => {
  test('admin content: the FAQs, searched, filtered, 10 a page, page 2', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/content/faqs');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('?');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=%3F/);
    const published = page.getByRole('search').getByLabel('Published');
    await published.selectOption({ label: 'Yes' });
    await expect(page).toHaveURL(/published=1/);
    await page.getByLabel('Per page').selectOption('10');
    await expect(page).toHaveURL(/perPage=10/);
    await page.getByRole('navigation', { name: 'FAQs pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(currentPage(page, 'FAQs pages')).toContainText('2');
    const before = await shown(page, rows);
    const controls: Array<[Locator, string]> = [[search, '?'], [published, 'true'], [page.getByLabel('Per page'), '10']];

    await rows.first().getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/faqs\/\d+/);
    await page.goBack();
    await expectSame(page, rows, before, controls);
    await page.reload();
    await expectSame(page, rows, before, controls);
  });

  test('admin users: searched, without a company, 10 a page, page 2', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/users?perPage=10');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    const search = page.getByRole('searchbox', { name: 'Search' });
    // Every e-mail address ends in .test; eleven accounts belong to no company.
    await search.fill('.test');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=\.test/);
    const company = page.getByRole('search').getByLabel('Company');
    await company.selectOption({ label: 'No company' });
    await expect(page).toHaveURL(/company=none/);
    await page.getByRole('navigation', { name: 'Users pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const before = await shown(page, rows);
    const controls: Array<[Locator, string]> = [[search, '.test'], [company, 'none']];

    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/users\/[\w-]+$/);
    await page.goBack();
    await expectSame(page, rows, before, controls);
    await page.reload();
    await expectSame(page, rows, before, controls);
  });

  test('portal: the serials, 10 a page, searched, not registered, page 2', async ({ page }) => {
    // A junior member: a senior one also has the ownership claims' list, with a search box of its own, above the serials.
    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    // The page length is part of the list's address too.
    await page.goto('/portal/serials?perPage=10');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const search = page.getByRole('searchbox', { name: 'Search' });
    // The company sold 60 VA-12 and VA-13 detectors, nearly all still unregistered.
    await search.fill('VA1');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=VA1/);
    const registration = page.getByLabel('Registration');
    await registration.selectOption('unregistered');
    await expect(page).toHaveURL(/registration=unregistered/);
    await page.getByRole('navigation', { name: 'Serials pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const before = await shown(page, rows);
    const controls: Array<[Locator, string]> = [[search, 'VA1'], [registration, 'unregistered']];

    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/portal\/serials\/\d+$/);
    await page.goBack();
    await expectSame(page, rows, before, controls);
    await page.reload();
    await expectSame(page, rows, before, controls);
  });

  test('account: my returns, searched and filtered by status', async ({ page }) => {
    // No page 2 here: an account books at most 6 returns in 10 minutes and the shortest page holds 10.
    await signInAndWait(page, 'user@demo.test', /\/account$/);
    const marker = unique('List state kit').replace(/\s+/g, '-');
    const booked = await page.evaluate(async (item) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const statuses: number[] = [];
      for (const name of [`${item}-A`, `${item}-B`]) {
        const response = await fetch('/trpc/account.returns.create', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
          body: JSON.stringify({
            details: { firstName: 'Una', lastName: 'User', email: 'user@demo.test', telephone: '+44 114 496 0321', companyName: 'User Coatings Ltd' },
            invoiceAddress: { companyName: 'User Coatings Ltd', address1: '1 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
            sendFrom: 'uk',
            lines: [{ productId: null, optionId: null, itemName: name, part: 'full-kit', serialNumber: '', orderNumber: '', value: '100.00' }],
            bookingType: 'calibration',
            repairCentreId: null,
            shippingInvoice: 'create',
            carrier: 'dhl',
            vatConfirmed: true,
          }),
        });
        statuses.push(response.status);
      }
      return statuses;
    }, marker);
    expect(booked).toEqual([200, 200]);

    await page.goto('/account/returns');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${marker}-B`);
    await search.press('Enter');
    await expect(page).toHaveURL(/q=List-state-kit/);
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption('submitted');
    await expect(page).toHaveURL(/status=submitted/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${marker}-B`);
    const before = await shown(page, rows);
    const controls: Array<[Locator, string]> = [[search, `${marker}-B`], [status, 'submitted']];

    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/account\/returns\/\d+$/);
    await page.goBack();
    await expectSame(page, rows, before, controls);
    await page.reload();
    await expectSame(page, rows, before, controls);
  });

  test('admin log: the website log, searched, one kind, 10 a page, page 2', async ({ page, request }) => {
    const marker = unique('list-state').replace(/\s+/g, '-');
    // Twelve pages that do not exist: twelve "Page not found" entries to page through.
    for (let index = 0; index < 12; index++) await request.get(`/${marker}-${index}`);
    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/logs/website?perPage=10');
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(marker);
    await search.press('Enter');
    const kind = page.getByRole('search').getByLabel('Kind');
    await kind.selectOption('not-found');
    await expect(page).toHaveURL(/kind=not-found/);
    // The log is written just after each answer: read it again until all twelve are there.
    const pages = page.getByRole('navigation', { name: 'Website log pages' });
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(10, { timeout: 2_000 });
      await expect(pages.getByRole('button', { name: 'Page 2' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    const before = await shown(page, rows);
    const controls: Array<[Locator, string]> = [[search, marker], [kind, 'not-found']];

    await page.getByRole('navigation', { name: 'Log screens' }).getByRole('link', { name: 'Audit trail' }).click();
    await expect(page).toHaveURL(/\/admin\/logs(\?|$)/);
    await page.goBack();
    await expectSame(page, rows, before, controls);
    await page.reload();
    await expectSame(page, rows, before, controls);
    // Page 1 shows the newest ten again.
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(rows).toHaveCount(10);
    await expect(page).not.toHaveURL(/page=2/);
  });
});
