import { expect, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 800 };

const sections = (page: Page) => page.getByRole('navigation', { name: 'Portal sections' });

/** The navigation's Inbox entry, whose name carries the unread count when there is one ("Inbox, 3 unread"). */
const inboxLink = (page: Page) => sections(page).getByRole('link', { name: /^Inbox(, \d+ unread)?$/ });

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Issue 30 item 16: the portal is a work tool with a layout of its own. */
test.describe('the portal’s layout', () => {
  test('a distributor-senior on a desktop: the side bar lists its sections and marks the current one; no hero banner', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    const nav = sections(page);
    await expect(nav).toBeVisible();
    for (const name of ['Dashboard', 'Announcements', 'Leads', 'Sales', 'Returns', 'Users', 'Courses', 'Agreements']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(inboxLink(page)).toBeVisible();
    // Sections for the certified roles only are not offered.
    await expect(nav.getByRole('link', { name: 'Service tools', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    // The public site's frame is not drawn around the portal.
    await expect(page.getByRole('complementary', { name: 'Site banner' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    // The dashboard shows the unread messages, the same count the inbox gives.
    const unread = page.getByRole('region', { name: 'Unread messages' });
    await expect(unread).toBeVisible();
    const figure = (await unread.getByRole('heading').innerText()).replace(/\D+/g, '');
    expect(Number(figure)).toBeGreaterThan(0);
    await expect(unread.getByTestId('dashboard-unread-threads').getByRole('link').first()).toHaveAttribute('href', /\/portal\/inbox\/\d+$/);
    await unread.getByRole('link', { name: 'Open the inbox' }).click();
    await expect(page.getByTestId('unread-count')).toContainText(figure);
    await expect(inboxLink(page)).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');

    // A page below a section marks that section; the side bar stays as the page changes.
    await nav.getByRole('link', { name: 'Agreements', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Agreements', level: 1 })).toBeVisible();
    await page.getByTestId('agreement-row').filter({ hasText: 'Distribution Agreement' }).getByRole('link', { name: 'Distribution Agreement' }).click();
    await expect(page).toHaveURL(/\/portal\/agreements\/\d+$/);
    await expect(nav.getByRole('link', { name: 'Agreements', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the Inbox entry carries the unread count from the dashboard’s own query, and follows a message read', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/') && request.url().includes('portal.dashboard')) dashboardCalls.push(request.url());
    });
    await signInAndWait(page, 'certified-senior@demo.test', /\/portal$/);
    const unread = page.getByRole('region', { name: 'Unread messages' });
    const figure = Number((await unread.getByRole('heading').innerText()).replace(/\D+/g, ''));
    expect(figure).toBeGreaterThan(0);
    // The badge shows the dashboard's figure; a screen reader hears it in the link's name.
    const nav = sections(page);
    await expect(nav.getByRole('link', { name: `Inbox, ${figure} unread`, exact: true })).toBeVisible();
    await expect(nav.getByTestId('portal-nav-unread')).toHaveText(String(figure));
    // One request for the dashboard and the badge together: the badge reads the query the dashboard made.
    expect(dashboardCalls).toHaveLength(1);

    // Reading an unread conversation takes it off the badge, without a reload.
    await unread.getByTestId('dashboard-unread-threads').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/portal\/inbox\/\d+$/);
    const left = figure - 1;
    await expect(nav.getByRole('link', { name: left > 0 ? `Inbox, ${left} unread` : 'Inbox', exact: true })).toBeVisible();
    await expect(nav.getByTestId('portal-nav-unread')).toHaveCount(left > 0 ? 1 : 0);
  });

  test('the Inbox entry’s unread count is said in the page’s language', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'certified-senior@demo.test', /\/portal$/);
    await page.goto('/portal?lang=de');
    const figure = Number((await page.getByRole('region', { name: 'Ungelesene Nachrichten' }).getByRole('heading').innerText()).replace(/\D+/g, ''));
    const name = figure > 0 ? `Posteingang, ${figure} ungelesen` : 'Posteingang';
    await expect(page.getByRole('navigation').getByRole('link', { name, exact: true })).toBeVisible();
    await page.goto('/portal?lang=en');
  });

  test('a junior does not see the sections it cannot open', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'distributor-junior@demo.test', /\/portal$/);
    const nav = sections(page);
    await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Help centre', exact: true })).toBeVisible();
    for (const name of ['Users', 'Courses', 'Service tools', 'Services']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });

  test('on a 375 px phone the sections are a menu that opens and closes with the keyboard and gives the focus back', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await expect(page.getByTestId('portal-dashboard')).toBeVisible();
    const button = page.getByRole('button', { name: 'Portal menu' });
    const nav = sections(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Site banner' })).toHaveCount(0);
    await noHorizontalScroll(page);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await noHorizontalScroll(page);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // Space opens it too; following a link goes there and closes the menu.
    await page.keyboard.press(' ');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Stock', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
    await noHorizontalScroll(page);
  });
});

test.describe('an accepted agreement version', () => {
  test('opens as accepted, compares with the current version and downloads as a signed PDF', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'distributor-senior@demo.test', /\/portal$/);
    await page.goto('/portal/agreements');
    const row = page.getByTestId('agreements-history').getByTestId('history-row').filter({ hasText: 'Distribution Agreement' }).filter({ hasText: 'Version 1' });
    await row.getByRole('link', { name: /View as accepted/ }).click();
    await expect(page.getByRole('heading', { name: 'Distribution Agreement, version 1', level: 1 })).toBeVisible();
    const record = page.getByTestId('acceptance-record');
    await expect(record).toContainText('Nordhavn Inspection ApS');
    await expect(record).toContainText('From address');

    const compare = page.getByRole('button', { name: 'Compare with the current version (version 2)' });
    await expect(compare).toHaveAttribute('aria-expanded', 'false');
    await compare.click();
    await expect(page.getByRole('button', { name: 'Hide the comparison' })).toHaveAttribute('aria-expanded', 'true');
    const diff = page.getByTestId('agreement-diff');
    await expect(diff.getByRole('heading', { name: 'Version 1 compared with version 2' })).toBeVisible();
    await expect(diff.locator('del').filter({ hasText: '2. Orders and prices' })).toContainText('Removed');
    await expect(diff.locator('ins').filter({ hasText: '2. Orders, prices and stock' })).toContainText('Added');

    const download = page.waitForEvent('download');
    await record.getByTestId('acceptance-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/^Distribution Agreement v1 - Nordhavn Inspection ApS\.pdf$/);
  });
});
