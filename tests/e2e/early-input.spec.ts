import { expect, type Locator, type Page, type Request } from '@playwright/test';
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

/** A day a few weeks ahead, as a date field takes it. */
function dayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * Waits until the app has taken the form over (its submit button, disabled in the server's HTML, works), then past
 * the time a form library or a late part of the page could still write over what the visitor chose.
 */
async function takenOver(form: Locator, submit: string): Promise<void> {
  await expect(form.getByRole('button', { name: submit })).toBeEnabled();
  await form.page().waitForTimeout(3_500);
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
    // Filtered: the header's product search has a live region of its own once the app has taken the page over.
    await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent. We will get back to you shortly.' })).toBeVisible();
  });
  // The other forms are not islands: the page they are on is hydrated by the app itself (docs/decisions/0044).
  test('a training booking: the afternoon ticked and a name typed before the code arrives are sent with the booking', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/services/training', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Book a training course' });
    await expect(form.getByLabel('Afternoon', exact)).toBeVisible();
    await form.getByLabel('Afternoon', exact).check();
    await form.getByLabel('Name', exact).fill('Tom Early');
    await form.getByLabel(/I would like to receive marketing communications/).check();

    release();
    await takenOver(form, 'Send booking');
    await expect(form.getByLabel('Afternoon', exact)).toBeChecked();
    await expect(form.getByLabel('Morning', exact)).not.toBeChecked();
    await expect(form.getByLabel('Name', exact)).toHaveValue('Tom Early');
    await expect(form.getByLabel(/I would like to receive marketing communications/)).toBeChecked();

    await form.getByLabel('Product', exact).selectOption({ label: 'VH-15 Portable DC Holiday Detector' });
    await form.getByLabel('Attendee 1 name').fill('Ann Lee');
    await form.getByLabel('Preferred date').fill(dayAhead(30));
    await form.getByLabel('Email', exact).fill(email('tom.early'));
    await form.getByLabel(/I agree to the terms/).check();
    const sending = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('public.enquiries.send'));
    await form.getByRole('button', { name: 'Send booking' }).click();
    const sent = sentForm(await sending);
    expect(sent).toMatchObject({ kind: 'training', preferredTime: 'afternoon', name: 'Tom Early', consents: { marketing: true } });
    await expect(page.getByText('Enquiry received. We will confirm the date with you shortly.')).toBeVisible();
  });

  test('a calibration booking: a drop-off chosen before the code arrives stays chosen', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/services/calibration/book', { waitUntil: 'commit' });
    const form = page.locator('main form');
    const dropOff = form.getByLabel('I will bring or send it to the works');
    await expect(dropOff).toBeVisible();
    await dropOff.check();
    await form.getByLabel('Serial number').fill('VT-2041-0815');

    release();
    await takenOver(form, 'Book calibration');
    await expect(dropOff).toBeChecked();
    await expect(form.getByLabel('Collect it from me by courier')).not.toBeChecked();
    await expect(form.getByLabel('Serial number')).toHaveValue('VT-2041-0815');
    // The form's own state holds it: its draft, read back after a reload, has the choice.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.locator('main form').getByLabel('I will bring or send it to the works')).toBeChecked();
  });

  test('a dealer application: a type, a dealership and a product range ticked before the code arrive stay ticked', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/distributors/apply', { waitUntil: 'commit' });
    const form = page.locator('main form');
    await expect(form.getByLabel('Distributor and service partner')).toBeVisible();
    await form.getByLabel('Distributor and service partner').check();
    await form.getByLabel('Rental company').check();
    await form.getByRole('group', { name: 'Product range' }).getByLabel('DC Holiday Detectors', exact).check();
    await form.getByLabel('Company name').fill('Ensayos Tempranos SL');

    release();
    await takenOver(form, 'Send application');
    await expect(form.getByLabel('Distributor and service partner')).toBeChecked();
    await expect(form.getByLabel('Distributor (sales)')).not.toBeChecked();
    await expect(form.getByLabel('Rental company')).toBeChecked();
    await expect(form.getByRole('group', { name: 'Product range' }).getByLabel('DC Holiday Detectors', exact)).toBeChecked();
    await expect(form.getByLabel('Company name')).toHaveValue('Ensayos Tempranos SL');
    // The form's own state holds it: its draft, read back after a reload, has every choice.
    await page.reload({ waitUntil: 'networkidle' });
    const again = page.locator('main form');
    await expect(again.getByLabel('Distributor and service partner')).toBeChecked();
    await expect(again.getByLabel('Rental company')).toBeChecked();
    await expect(again.getByLabel('Company name')).toHaveValue('Ensayos Tempranos SL');
  });
});
