import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInAndWait, test, unique } from './helpers';

/** A valid one-page PDF, small enough to build inline. */
function pdfBytes(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 740 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function openDownloads(page: Page) {
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/admin\/downloads$/);
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Downloads | Voltara Test Equipment');
}

/** Serious and critical accessibility findings (axe-core), as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

// The downloads' table comes first; the download log's follows it (or the form's log, for one download).
const rowsOf = (page: Page) => page.getByTestId('resource-table').first().locator('tbody tr');
const rowOf = (page: Page, title: string) => rowsOf(page).filter({ hasText: title });

test.describe('Admin downloads', () => {
  test('lists the seeded downloads with filters, and opens a file with its web sizes', async ({ page }) => {
    await openDownloads(page);
    await expect(rowOf(page, 'Voltara product catalogue 2024')).toBeVisible();
    await expect(rowOf(page, 'SD-30 DC Spark Tester service manual')).toContainText('Service partners (service tool access)');

    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Service manual (internal)' });
    await expect(page).toHaveURL(/category=service-manual/);
    // The SD-30's and the DC holiday detectors' (seeded with the catalogue): service manuals only.
    await expect(rowsOf(page)).toHaveCount(2);
    for (const row of await rowsOf(page).all()) await expect(row).toContainText('Service partners (service tool access)');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'All categories' });

    await page.getByRole('searchbox', { name: 'Search' }).fill('front panel');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter'); // searches at once (else when typing pauses)
    await expect(page).toHaveURL(/q=front\+panel/);
    await expect(rowsOf(page)).toHaveCount(1);

    // A title opens the download's form beside the list, which keeps its search; Close returns to the list as it was.
    await rowOf(page, 'SA-15 front panel drawing').getByRole('link', { name: 'SA-15 front panel drawing' }).click();
    await expect(page).toHaveURL(/\/admin\/downloads\/\d+\?q=front\+panel$/);
    await expect(page.getByRole('form', { name: 'Edit download' })).toBeVisible();
    await expect(rowsOf(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/admin\/downloads\?q=front\+panel$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such download anywhere');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByTestId('resource-empty').first()).toHaveText('No downloads match this search.');
    await page.goBack();
    await expect(rowsOf(page)).toHaveCount(1);
    await rowOf(page, 'SA-15 front panel drawing').getByRole('link', { name: 'sa-15-front-panel.png' }).click();

    await expect(page).toHaveURL(/\/admin\/files\/\d+$/);
    await expect(page.getByRole('heading', { name: 'sa-15-front-panel.png', level: 1 })).toBeVisible();
    await expect(page.getByText('1200 × 800 px').first()).toBeVisible();
    await expect(page.getByTestId('web-sizes').getByRole('link')).toHaveText(['480 × 320 px', '960 × 640 px']);
    await expect(page.getByRole('link', { name: 'Download “SA-15 front panel drawing”' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The list with an edit form open has no serious accessibility issue either.
    await page.getByRole('link', { name: 'Download “SA-15 front panel drawing”' }).click();
    await expect(page.getByRole('form', { name: 'Edit download' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('uploads a file, creates a download, edits its audience and deletes it', async ({ page, playwright }) => {
    const title = unique('Coating thickness guide');
    await openDownloads(page);
    await page.getByRole('link', { name: 'New download' }).click();
    await expect(page).toHaveURL(/\/admin\/downloads\/new$/);
    const form = page.getByRole('form', { name: 'New download' });

    // Server validation shows per field and in the red alert.
    await form.getByRole('button', { name: 'Create download' }).click();
    await expect(form.getByRole('alert').first()).toContainText('The file field is required.');

    // A file whose content is not allowed is refused by the server with its message.
    await form.getByLabel('File', { exact: true }).setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') });
    await expect(form.getByText('The file must be an image (JPEG, PNG, WebP or GIF), a PDF document, a ZIP archive, a WebM video or WebVTT captions.')).toBeVisible();

    await form.getByLabel('Title (English, the fallback for empty languages)').fill(title);
    await form.getByLabel('Title (German)').fill(`${title} (DE)`);
    await form.getByLabel('Category').selectOption({ label: 'User manual' });
    await form.getByLabel('Audience').selectOption({ label: 'Everyone (public)' });
    await form.getByLabel('File', { exact: true }).setInputFiles({ name: '../../Coating guide.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Coating guide') });
    await expect(form.getByRole('link', { name: 'Coating guide.pdf' })).toBeVisible();
    await form.getByRole('button', { name: 'Create download' }).click();

    await expect(page).toHaveURL(/\/admin\/downloads\/\d+$/);
    const id = Number(/\/admin\/downloads\/(\d+)$/.exec(page.url())![1]);
    await expect(rowOf(page, title)).toContainText('Everyone (public)');
    const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    expect((await visitor.get(`/api/downloads/${id}/file`)).status()).toBe(200);

    // Edit: raise the audience; a visitor is now refused.
    const edit = page.getByRole('form', { name: 'Edit download' });
    await expect(edit.getByLabel('Title (English, the fallback for empty languages)')).toHaveValue(title);
    await edit.getByLabel('Audience').selectOption({ label: 'Distributors and certified partners' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Saved.')).toBeVisible();
    await expect(rowOf(page, title)).toContainText('Distributors and certified partners');
    expect((await visitor.get(`/api/downloads/${id}/file`)).status()).toBe(401);

    // A service manual only offers the internal audiences.
    await edit.getByLabel('Category').selectOption({ label: 'Service manual (internal)' });
    await expect(edit.getByLabel('Audience')).toHaveValue('service-partners');
    await expect(edit.getByRole('option', { name: 'Everyone (public)' })).toBeDisabled();
    await edit.getByLabel('Category').selectOption({ label: 'User manual' });

    // Delete, confirmed in the modal.
    await edit.getByRole('button', { name: 'Delete download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please Confirm?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin\/downloads$/);
    await expect(rowOf(page, title)).toHaveCount(0);
    expect((await visitor.get(`/api/downloads/${id}/file`)).status()).toBe(404);
    await visitor.dispose();
  });
});
