import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './helpers';

/** Issue 30 item 15: the product page's datasheet link gives a real PDF of the product, in the page's language. */
const SLUG = 'vh-15-portable-dc-holiday-detector';

test.describe('Product datasheet', () => {
  for (const [lang, label] of [
    ['en', 'Download the datasheet (PDF)'],
    ['de', 'Datenblatt herunterladen (PDF)'],
  ] as const) {
    test(`the product page's datasheet link downloads the ${lang} PDF`, async ({ page }) => {
      await page.goto(`/product/${SLUG}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('VH-15');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: label }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`voltara-${SLUG}-${lang}.pdf`);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // A real datasheet, not the 723-byte placeholder the brochure button used to give.
      expect(bytes.length).toBeGreaterThan(5000);
    });
  }
});
