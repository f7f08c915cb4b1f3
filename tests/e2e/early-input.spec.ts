import { expect, type Page, type Request } from '@playwright/test';
import { test } from './helpers';

/**
 * Issue 30 item 6: nothing a visitor does on a server-rendered page before its code arrives is lost
 * (client/lib/early-input.ts, docs/decisions/0044-early-input-kept.md). The page's scripts are held back until the
 * visitor has ticked, typed and picked as plain HTML; then the app takes the page over with all of it.
 */

const exact = { exact: true } as const;
const email = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** Holds every script of the app until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/** The body of the tRPC call that sends a public form. */
function sentForm(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as Record<string, unknown> | { json?: unknown };
  const first = (body as Record<string, unknown>)['0'] ?? body;
  return first as Record<string, unknown>;
}

test.describe('Early input on a server-rendered page', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a quotation chosen, fields typed and a country picked before the code arrives are sent as a quotation with the dealer', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('[data-island] form');
    await expect(form.getByLabel('A quotation')).toBeVisible();
    // Plain HTML: the radio, the fields, the checkboxes and the select take the visitor's input without any script.
    await form.getByLabel('A quotation').click();
    await form.getByLabel('First name', exact).fill('Ada');
    await form.getByRole('group', { name: /Your industry/ }).getByLabel('Coatings', exact).check();
    await form.getByLabel('Country', exact).selectOption({ label: 'Spain' });
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled();

    release();
    // The app takes the form over with what is there: a quotation, which needs the dealer consent.
    await expect(form.getByText('A quotation may come from your local dealer, so we need your agreement to pass your details on.')).toBeVisible();
    await expect(form.getByLabel('A quotation')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Send request' })).toBeEnabled();
    await expect(form.getByLabel('First name', exact)).toHaveValue('Ada');
    await expect(form.getByRole('group', { name: /Your industry/ }).getByLabel('Coatings', exact)).toBeChecked();
    await expect(form.getByRole('link', { name: 'Find your local dealer' })).toHaveAttribute('href', '/distributors/spain');
    await expect(form.getByLabel(/I agree for my information to be passed to my local dealer/)).toHaveAttribute('aria-required', 'true');

    await form.getByLabel('Last name').fill('Inspector');
    await form.getByLabel('Email', exact).fill(email('ada.early'));
    await form.getByLabel('Your message').fill('A price for two VH-15 detectors, please.');
    await form.getByLabel(/I agree to the terms/).check();
    await form.getByLabel(/I agree for my information to be passed to my local dealer/).check();
    await page.waitForTimeout(3_000); // a form sent faster is taken for a robot
    const sending = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('public.enquiries.send'));
    await form.getByRole('button', { name: 'Send request' }).click();
    const sent = sentForm(await sending);
    expect(sent).toMatchObject({ kind: 'quote', firstName: 'Ada', industries: ['coatings'], consents: { terms: true, dealer: true } });
    await expect(page.getByRole('status')).toBeVisible();
  });
});
