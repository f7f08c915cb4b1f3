import { expect, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Issue 29 item 2 and issue 30 item 4: every face's lists are one table that turns into cards on a phone. Signed in
 * through the real login page as each role, a list page of each section at 375 px in German must not scroll sideways
 * (the admin's users list was 781 px wide, its FAQs 695 px), and a list's rows read as cards: each value with its
 * column's label in German beside it, the column headers out of sight.
 */

interface Face {
  name: string;
  account: string;
  landing: RegExp;
  /** A list page of each section; `label` is a column's German name its cards must show. */
  pages: ReadonlyArray<{ path: string; label?: string }>;
}

const FACES: readonly Face[] = [
  {
    name: 'admin back office',
    account: 'admin@demo.test',
    landing: /\/admin$/,
    pages: [
      { path: '/admin', label: 'Benutzer' },
      { path: '/admin/users', label: 'Rolle' },
      { path: '/admin/distributors/distributors' },
      { path: '/admin/distributors/leads' },
      { path: '/admin/distributors/audits' },
      { path: '/admin/distributors/service-jobs' },
      { path: '/admin/courses/courses' },
      { path: '/admin/courses/users' },
      { path: '/admin/content/faqs' },
      { path: '/admin/content/blog' },
      { path: '/admin/products' },
      { path: '/admin/servicetools' },
      { path: '/admin/settings/countries' },
      { path: '/admin/settings/pricelists' },
      { path: '/admin/downloads' },
      { path: '/admin/logs' },
      { path: '/admin/logs/gdpr' },
      { path: '/admin/logs/website' },
      { path: '/admin/rma' },
      { path: '/admin/enquiries' },
      { path: '/admin/agreements/manage' },
      { path: '/admin/certificates' },
      { path: '/admin/serials' },
    ],
  },
  {
    name: 'distributor portal',
    account: 'distributor-senior@demo.test',
    landing: /\/portal$/,
    pages: [
      { path: '/portal/leads', label: 'Eingegangen' },
      { path: '/portal/users' },
      { path: '/portal/inbox' },
      { path: '/portal/sales' },
      { path: '/portal/customers' },
      { path: '/portal/serials' },
      { path: '/portal/stock' },
      { path: '/portal/returns' },
      { path: '/portal/pricelist' },
      { path: '/portal/agreements' },
      { path: '/portal/audits' },
    ],
  },
  {
    name: 'certified-partner portal',
    account: 'certified-senior@demo.test',
    landing: /\/portal$/,
    pages: [{ path: '/portal/courses' }, { path: '/portal/certificates' }, { path: '/portal/servicetools' }, { path: '/portal/services' }],
  },
  {
    name: 'customer account',
    account: 'customer@demo.test',
    landing: /\/account$/,
    pages: [{ path: '/account/products' }, { path: '/account/returns' }, { path: '/account/courses' }, { path: '/account/profile' }],
  },
];

/** How far the page reaches past the phone's width (0 when nothing scrolls sideways), and the elements that do. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });

for (const face of FACES) {
  test(`the ${face.name}'s lists are cards on a 375 px phone in German, and no page scrolls sideways`, async ({ page }) => {
    test.setTimeout(30_000 + face.pages.length * 8_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAndWait(page, face.account, face.landing);
    const wide: string[] = [];
    let tables = 0;
    for (const { path, label } of face.pages) {
      const response = await page.goto(`${path}?lang=de`);
      expect(response?.status(), path).toBeLessThan(400);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide (${culprits.join(', ')})`);

      const table = page.locator('main table').first();
      if ((await table.count()) === 0) continue;
      tables += 1;
      // A card: the headers are out of sight, and its values carry their column's label.
      const header = await table.locator('thead').boundingBox();
      expect(header?.height ?? 0, path).toBeLessThanOrEqual(1);
      // The labels the first card shows before its values (generated content: what the eye reads).
      const labels = await table
        .locator('tbody tr')
        .first()
        .evaluate((row) =>
          [...row.querySelectorAll('td')]
            .filter((cell) => cell.getBoundingClientRect().width > 0)
            .map((cell) => getComputedStyle(cell, '::before').content)
            .filter((content) => content !== 'none' && content !== 'normal')
            .map((content) => content.replace(/^"|"\s*\/\s*""$|"$/g, '')),
        );
      expect(labels.filter((text) => text.trim() !== '').length, path).toBeGreaterThan(0);
      if (label) expect(labels, path).toContain(label);
      // The box is a Tab stop exactly while it scrolls: cards have nothing to scroll sideways, a capped list downwards may.
      const box = page.locator('main [role="region"]:has(table)').first();
      const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
      if (scrolls) await expect(box, path).toHaveAttribute('tabindex', '0');
      else await expect(box, path).not.toHaveAttribute('tabindex', /.*/);
    }
    expect(wide).toEqual([]);
    // Most list pages hold rows in the demo data; a face where none showed a table would test nothing.
    expect(tables).toBeGreaterThanOrEqual(Math.ceil(face.pages.length / 2));
  });
}

test('on a 375 px phone in German the cards of a sortable list are re-sorted with "Sortieren nach", kept in the address', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto('/admin/users?lang=de');
  const firstCard = () => page.getByTestId('resource-table').locator('tbody tr').first().getByRole('link').first();
  await expect(firstCard()).toBeVisible();
  const byName = await firstCard().innerText();
  const sortBy = page.getByRole('combobox', { name: 'Sortieren nach' });
  await expect(sortBy).toBeVisible();
  await expect(sortBy).toHaveValue('name');

  // Another column starts ascending; the button beside it reverses the order, as a second click on a header would.
  await sortBy.selectOption({ label: 'E-Mail' });
  await expect(page).toHaveURL(/[?&]sort=email(&|$)/);
  // The descending rows are those of the list request the click sends (the ascending ones stay shown until it answers).
  const descending = page.waitForResponse((response) => response.url().includes('/trpc/') && decodeURIComponent(response.url()).includes('"dir":"desc"'));
  await page.getByRole('button', { name: 'Aufsteigend' }).click();
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await descending;
  await expect(page.getByRole('button', { name: 'Absteigend' })).toBeVisible();
  await expect(firstCard()).not.toHaveText(byName);
  const byEmailDescending = await firstCard().innerText();

  await page.reload();
  await expect(sortBy).toHaveValue('email');
  await expect(page.getByRole('button', { name: 'Absteigend' })).toBeVisible();
  await expect(firstCard()).toHaveText(byEmailDescending);

  // On a desktop the column headers sort, so the control is out of sight.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sortBy).toBeHidden();
});

test('a list box is a Tab stop only while it scrolls: not as cards, and again once its table is wider than the box', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto('/admin/users?lang=de');
  const box = page.locator('main [role="region"]:has(table)').first();
  await expect(box.locator('tbody tr').first()).toBeVisible();
  await expect(box).not.toHaveAttribute('tabindex', /.*/);
  // A table squeezed into a box narrower than its columns scrolls sideways, and the keyboard must reach it.
  await page.setViewportSize({ width: 700, height: 800 });
  await box.evaluate((element) => {
    (element as HTMLElement).style.width = '200px';
  });
  await expect(box).toHaveAttribute('tabindex', '0');
});
