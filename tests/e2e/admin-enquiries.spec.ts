import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/shared/enquiries/enquiry.schema';
import { signInAndWait, test, unique } from './helpers';

const VH15 = 'vh-15-portable-dc-holiday-detector';

/**
 * Sends a product form the way the product page's dialog does: through the public procedure, with the XSRF token of
 * the visitor's cookie and the form ticket the server issued when the form was shown, sent once a person could have
 * filled it in (faster ones are taken for robots; the server measures the time on its own clock).
 */
/** Next year: its 1 March is always ahead and within the 2 years a training booking may be made for. */
const BOOKING_YEAR = new Date().getFullYear() + 1;

async function sendEnquiry(page: Page, form: Record<string, unknown>) {
  await page.request.get('/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token).toBeTruthy();
  const product = await page.request.get(`/trpc/public.catalog.product?input=${encodeURIComponent(JSON.stringify({ slug: VH15, locale: 'en' }))}`);
  const productId = ((await product.json()) as { result: { data: { id: number } } }).result.data.id;
  const issued = await page.request.get('/trpc/public.enquiries.formTicket');
  const { ticket } = ((await issued.json()) as { result: { data: { ticket: string } } }).result.data;
  await page.waitForTimeout(MIN_FILL_MS + 200);
  const response = await page.request.post('/trpc/public.enquiries.send', {
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token!) },
    data: {
      company: 'Pipe Coatings Ltd',
      country: 'United Kingdom',
      productId,
      consents: { terms: true, dealer: true, marketing: false },
      website: '',
      ticket,
      ...form,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('Admin enquiries inbox', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('filter by kind, open an enquiry, assign it, reply, mark it done and export the list', async ({ page }) => {
    test.slow(); // the whole round of an enquiry, from two sends to the export: longer than 30 s on a busy machine
    const marker = unique('Inbox');
    const email = `inbox.${Date.now().toString(36)}@example.com`;
    await sendEnquiry(page, { kind: 'product-question', name: `${marker} Question`, email, message: 'Does the VH-15 test 3 mm epoxy?' });
    await sendEnquiry(page, {
      kind: 'training',
      name: `${marker} Training`,
      email,
      message: 'Two of us, on site if possible.',
      attendees: [{ name: 'Ann Attendee' }, { name: 'Bo Attendee' }],
      preferredDate: `${BOOKING_YEAR}-03-01`, // a booking's date lies within the next 2 years
      preferredTime: 'afternoon',
    });

    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await expect(page.getByTestId('latest-enquiries')).toContainText(`${marker} Training`);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByTestId('enquiries-new-badge')).toBeVisible();
    await menu.getByRole('link', { name: /^Enquiries/ }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page).toHaveTitle('Enquiries | Voltara Test Equipment');
    await expect(page.getByRole('heading', { name: /^Enquiries/, level: 1 })).toBeVisible();

    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await page.getByLabel('Search', { exact: true }).fill(marker);
    await expect(rows).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'Training booking' });
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/kind=training/);
    await expect(rows.first()).toContainText('New');

    await rows.getByRole('link', { name: `${marker} Training`, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Training booking E-\d+/);
    await expect(page.getByTestId('enquiry-sender')).toContainText(email);
    await expect(page.getByTestId('enquiry-message')).toHaveText('Two of us, on site if possible.');
    const details = page.getByTestId('enquiry-details');
    await expect(details).toContainText('Attendees');
    await expect(details).toContainText('Ann Attendee');
    await expect(details).toContainText('Preferred date');
    await expect(details).toContainText(`01/03/${BOOKING_YEAR}`);
    await expect(details).toContainText('Afternoon');
    await expect(page.getByTestId('enquiry-product')).toContainText('VH-15 Portable DC Holiday Detector (VH-15)');
    const consents = page.getByTestId('enquiry-consents');
    await expect(consents).toContainText('Terms and privacy policy');
    await expect(consents).toContainText('Marketing communications');

    const status = page.getByTestId('enquiry-status');
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(status).toHaveText(/^Assigned to .+\.$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Assigned');
    await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);

    const reply = page.getByLabel('Your reply');
    await expect(page.getByText(/with the subject “Re: Your enquiry E-\d+: VH-15/)).toBeVisible();
    await reply.fill('Thank you. We can train you both on 1 March, on site.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(status).toHaveText(`Reply sent to ${email}.`);
    await expect(reply).toHaveValue('');
    const history = page.getByTestId('enquiry-history');
    await expect(history).toContainText('admin@demo.test replied: “Re: Your enquiry E-');
    await history.getByText('Show the reply').click();
    await expect(history).toContainText('We can train you both on 1 March, on site.');

    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(status).toHaveText('Marked as done.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Done');
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(history).toContainText('admin@demo.test marked it as done');

    // Back returns to the filtered list, which exports as CSV with its filters.
    await page.goBack();
    await expect(page).toHaveURL(/kind=training/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Done');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('id,created_at,kind,status,name,email,company,telephone,country,locale,product,assigned_to,message,details');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`,training,done,${marker} Training,${email},`);
    expect(lines[0]).toContain(',admin@demo.test,');

    // The reply waits in the outbox (no mail server in tests).
    await page.goto('/admin/logs/website?tab=outbox');
    await expect(page.getByText(/^Re: Your enquiry E-\d+: VH-15/).first()).toBeVisible();
  });

  test('an unknown enquiry says so', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin$/);
    await page.goto('/admin/enquiries/999999');
    await expect(page.getByRole('alert')).toHaveText('This enquiry does not exist (any more).');
    await page.getByRole('link', { name: 'Back to the enquiries' }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
  });
});
