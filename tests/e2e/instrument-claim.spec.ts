import { expect, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Issue 27 item 2 (docs/decisions/0030): a customer claims an instrument a partner sold to someone else; the claim
 * waits; the selling company's senior user confirms it in the portal; the customer then has it registered.
 */

/** Registers `number` through the product registration flow, as a customer would. */
async function register(page: Page, number: string) {
  await page.goto('/services/registration');
  await page.getByLabel('Product name or serial number').fill(number);
  await page.locator('#main').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByLabel('Serial numbers')).toHaveValue(new RegExp(number));
  await expect(page.getByTestId('claimant-note')).toContainText('Your name and address from your profile are kept with the registration.');
  await page.getByLabel('Purchase date').fill('2026-03-02');
  await page.getByRole('button', { name: 'Complete' }).click();
}

test('a claim to an instrument sold to someone else waits until the selling company confirms it', async ({ page }) => {
  test.slow(); // four sign-ins and a registration: about 31 s on a busy 2-core machine, over the default 30 s
  await page.setViewportSize({ width: 1366, height: 900 });
  // One of Nordhavn's instruments, sold to a named end customer, that nobody has registered yet.
  await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
  await page.goto('/portal/serials?registration=unregistered');
  const number = (await page.getByTestId('resource-table').locator('tbody tr').first().getByRole('link').first().innerText()).trim();
  await page.context().clearCookies();

  // user@demo.test is not that end customer: the claim waits. (Not customer@demo.test: other browser tests count
  // that account's three demo instruments on the same database.)
  await signInAndWait(page, 'user@demo.test', /\/account$/);
  await register(page, number);
  await expect(page.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible();
  await expect(page.getByTestId('waiting-serials')).toContainText(number);
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View my products' }).click();
  await expect(page).toHaveURL(/\/account\/products$/);
  const claim = page.getByTestId('claim').filter({ hasText: number });
  await expect(claim).toContainText('Waiting for confirmation');
  await expect(page.getByTestId('resource-table').getByText(number)).toHaveCount(0);
  await page.context().clearCookies();

  // Nordhavn's senior user confirms it on the serials page.
  await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
  await page.goto('/portal/serials');
  // The claims collection above the serials (docs/decisions/0078): the company's waiting claims, each decided in a dialog.
  const waiting = page.getByTestId('waiting-claims');
  await expect(waiting.getByRole('heading', { name: 'Ownership claims' })).toBeVisible();
  const row = waiting.getByTestId('resource-table').locator('tbody tr').filter({ hasText: number });
  await expect(row).toContainText('Uma User');
  await expect(row).toContainText('user@demo.test');
  await row.getByRole('button', { name: `Decide on the claim to ${number}` }).click();
  const card = page.getByRole('dialog', { name: `Claim to ${number}` }).getByTestId('claim-card');
  await expect(card).toContainText('Uma User');
  await card.getByRole('button', { name: `Confirm the claim to ${number}` }).click();
  await expect(waiting.getByRole('status')).toContainText(`Claim to ${number} confirmed`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(waiting.getByTestId('resource-empty')).toContainText('No registration is waiting for your confirmation.');
  await page.context().clearCookies();

  // The claimant now has it, with its certificate of conformity.
  await signInAndWait(page, 'user@demo.test', /\/account$/);
  await page.goto('/account/products');
  await expect(page.getByRole('heading', { name: 'My products', level: 1 })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByTestId('claim').filter({ hasText: number })).toHaveCount(0);
});
