import { expect } from '@playwright/test';
import { signInAndWait, test } from './helpers';

const PHONE = { width: 375, height: 800 };

test.describe('the portal’s help centre, certificates and returns', () => {
  test('a distributor-junior reaches the sections from the portal index and searches the help centre', async ({ page }) => {
    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    const sections = page.getByRole('navigation', { name: 'Portal sections' });
    await expect(sections.getByRole('link', { name: 'Help centre' })).toBeVisible();
    // Senior-only sections are not offered to a junior.
    await expect(sections.getByRole('link', { name: 'Courses' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Help centre' }).click();
    await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
    const search = page.getByLabel('Search the help centre');
    await search.fill('preisliste');
    await search.press('Enter'); // searches at once (else when typing pauses)
    await expect(page).toHaveURL(/\?q=preisliste/);
    await search.fill('price list');
    await search.press('Enter');
    const article = page.getByTestId('help-article').filter({ hasText: 'Reading your distributor price list' });
    await expect(article).toBeVisible();
    await article.getByRole('button').click();
    await expect(article.getByTestId('help-article-body')).toBeVisible();
  });

  test('the company’s staff training certificates, downloadable by a colleague; the other company sees none of them', async ({ page }) => {
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    // Found by the holder's name; the search and the kind filter stay in the address.
    await page.getByRole('searchbox').fill('Jonas');
    await page.getByLabel('Kind').selectOption({ label: 'Staff training' });
    await expect(page).toHaveURL(/q=Jonas/);
    await expect(page).toHaveURL(/kind=training/);
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'Jonas Junior' }).first();
    await expect(row).toContainText(/TRN-\d{4}-\d{6}/);
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: /Download PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^TRN-\d{4}-\d{6}\.pdf$/);
    await page.goto('/portal/returns');
    await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();

    await page.context().clearCookies();
    await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
    await page.goto('/portal/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    await expect(page.getByText('Jonas Junior')).toHaveCount(0);
  });

  test('on a phone the pages fit the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    for (const path of ['/portal/helpcenter', '/portal/certificates', '/portal/returns']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

test.describe('requesting a return for an end customer (/portal/returns/return)', () => {
  for (const [device, size] of [['a desktop', { width: 1366, height: 900 }], ['a phone', PHONE]] as const) {
    test(`on ${device}: a junior books it with the account's form, a colleague finds it with its printouts, the other company never`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
      await page.goto('/portal/returns');
      await page.getByRole('link', { name: 'Request a return' }).first().click();
      await expect(page).toHaveURL(/\/portal\/returns\/return$/);
      await expect(page.getByRole('heading', { name: 'Request a return', level: 1 })).toBeVisible();

      // SPEC.md's messages first, from an empty form.
      await page.getByRole('button', { name: 'Book the return' }).click();
      await expect(page.getByText('Please go through the form and fix your errors')).toBeVisible();
      await expect(page.getByText('You must agree to the above').first()).toBeVisible();

      const customer = `Holm ${Date.now().toString(36)}`;
      await page.getByLabel('First name').first().fill('Freja');
      await page.getByLabel('Last name').first().fill(customer);
      await page.getByLabel('E-mail address').first().fill('freja.holm@endcustomer.test');
      await page.getByLabel('Telephone').first().fill('+45 32 12 34 56');
      await page.getByLabel('Address line 1').first().fill('Havnegade 4');
      await page.getByLabel('Town or city').first().fill('Esbjerg');
      const country = page.getByLabel('Country', { exact: true }).first();
      if ((await country.evaluate((el) => el.tagName)) === 'SELECT') await country.selectOption({ label: 'Denmark' });
      else await country.fill('Denmark');
      const form = page.locator('form[aria-labelledby="return-form-title"]');
      await form.getByRole('textbox', { name: /^Product/ }).fill('VH-15 Portable DC Holiday Detector');
      await page.getByLabel('Price or value (£)').first().fill('980');
      await page.getByRole('radio', { name: /^Repair Something is broken/ }).check();
      await page.getByRole('group', { name: 'Where will the parcel be sent from?' }).getByRole('radio', { name: 'United Kingdom' }).check();
      await page.getByRole('radio', { name: /^Have one created for me/ }).check();
      await page.getByLabel('Who will carry the parcel?').selectOption({ label: 'DHL' });
      await page.getByLabel('I have read the above and will follow the returns process.').check();
      await page.getByRole('button', { name: 'Book the return' }).click();

      await expect(page).toHaveURL(/\/portal\/returns\/return\?booked=\d+$/);
      const rma = (await page.getByTestId('rma-number').textContent())!.trim();
      expect(rma).toMatch(/^RMA-\d{4}-\d{6}$/);
      const label = await page.request.get((await page.getByRole('link', { name: /label/i }).first().getAttribute('href'))!);
      expect(label.headers()['content-type']).toBe('application/pdf');
      if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // A colleague finds it among the company's returns, for the end customer, with its printouts.
      await page.context().clearCookies();
      await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
      await page.goto('/portal/returns');
      const row = page.getByRole('row').filter({ hasText: rma });
      await expect(row).toContainText(customer);
      await row.getByRole('button', { name: /Details/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: /Print label/ })).toBeVisible();

      await page.context().clearCookies();
      await signInAndWait(page, 'other-senior@demo.test', /\/portal$/);
      await page.goto('/portal/returns');
      await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
      await expect(page.getByText(rma)).toHaveCount(0);
    });
  }
});
