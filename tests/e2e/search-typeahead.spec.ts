import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

/**
 * The header search box's typeahead (issue 8 scope 5, SPEC.md section 5) as a visitor uses it with the keyboard:
 * nothing below 2 characters, suggestions with picture and model code, arrows and Enter open one, Escape closes,
 * Enter without a choice searches, 'No results found'; and the mobile box choosing with a tap. What to expect is read
 * from public.search.suggest first, so the test follows whatever the demo catalogue holds.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type Suggestion = { url: string; name: string; modelCode: string };

async function suggestions(page: Page, q: string): Promise<Suggestion[]> {
  const response = await page.request.get(`/trpc/public.search.suggest?input=${encodeURIComponent(JSON.stringify({ q }))}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { data: Suggestion[] } }).result.data;
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('search', { name: 'Product search' }).getByRole('combobox', { name: 'Search products' });

test.describe('header typeahead (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('suggests from 2 characters and opens a suggestion chosen with the arrow keys', async ({ page }) => {
    const expected = await suggestions(page, 'holiday');
    expect(expected.length).toBeGreaterThan(1);
    await openHome(page);
    const box = headerBox(page);
    const list = page.getByRole('banner').getByRole('listbox');

    await box.pressSequentially('h');
    await page.waitForTimeout(500); // longer than the debounce: still nothing below 2 characters
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.pressSequentially('oliday');
    await expect(list.getByRole('option')).toHaveCount(expected.length);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const second = list.getByRole('option').nth(1);
    await expect(second).toContainText(expected[1]!.name);
    if (expected[1]!.modelCode) await expect(second).toContainText(expected[1]!.modelCode);
    await expect(second.locator('img')).toHaveCount(1);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === expected[1]!.url);
  });

  test('what a visitor types before the app has taken the page over is kept and looked up', async ({ page }) => {
    const expected = await suggestions(page, 'holiday');
    // The app chunk is held back until the visitor has typed.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await openHome(page);
    const box = headerBox(page);
    await box.pressSequentially('holiday');
    release();
    await expect(page.getByRole('banner').getByRole('listbox').getByRole('option')).toHaveCount(expected.length);
    await expect(box).toHaveValue('holiday');
  });

  test('Escape closes the list; Enter without a choice searches', async ({ page }) => {
    await openHome(page);
    const box = headerBox(page);
    const list = page.getByRole('banner').getByRole('listbox');
    await box.fill('holiday');
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'holiday');
    await expect(list).toBeHidden();
  });

  test('finds a model code typed without its dash, and says when nothing is found', async ({ page }) => {
    const coded = (await suggestions(page, 'detector')).find((s) => /[-\s]/.test(s.modelCode));
    expect(coded, 'the demo catalogue has model codes such as VH-15').toBeDefined();
    await openHome(page);
    const box = headerBox(page);
    const list = page.getByRole('banner').getByRole('listbox');
    await box.fill(coded!.modelCode.replace(/[-\s]/g, '').toLowerCase());
    await expect(list.getByRole('option').filter({ hasText: coded!.modelCode }).first()).toBeVisible();

    await box.fill('zqxjv');
    // The visible line (the live region says it to screen readers as well).
    await expect(page.getByRole('banner').locator('p', { hasText: 'No results found' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile search typeahead', () => {
  test.use({ viewport: PHONE });

  test('a tapped suggestion opens its page and closes the menu', async ({ page }) => {
    const expected = await suggestions(page, 'holiday');
    expect(expected.length).toBeGreaterThan(0);
    await openHome(page);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const search = page.getByRole('banner').getByRole('search', { name: 'Product search' });
    await search.getByRole('combobox', { name: 'Search products' }).fill('holiday');
    await search.getByRole('option').first().click();
    await expect(page).toHaveURL((url) => url.pathname === expected[0]!.url);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
