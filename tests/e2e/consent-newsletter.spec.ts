import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { acceptCookies } from './helpers';

const ACCEPTED_SECONDS = 180 * 24 * 60 * 60;
const DECLINED_SECONDS = 24 * 60 * 60;

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookie-consent');
}

/** Seconds left until the cookie expires. */
const lifetime = (expires: number) => expires - Date.now() / 1000;

/** A window shorter than the home page, so there is something to scroll. */
async function shortWindow(page: Page) {
  await page.setViewportSize({ width: 1024, height: 360 });
}

async function overflowLocked(page: Page): Promise<boolean> {
  return page.evaluate(
    () => getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden',
  );
}

/** Scrolls with the mouse wheel, as a visitor would, and answers the resulting window.scrollY. */
async function wheelScroll(page: Page): Promise<number> {
  await page.mouse.move(500, 150);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(400);
  return page.evaluate(() => window.scrollY);
}

async function visibleBanner(page: Page) {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
}

test.describe('Cookie consent (SPEC.md section 4)', () => {
  test.beforeEach(async ({ page }) => shortWindow(page));

  test('a first visit shows the banner with Accept and Decline, and page scrolling is locked', async ({ page }) => {
    await visibleBanner(page);
    await expect(banner(page).getByRole('heading', { name: 'We use cookies' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(await overflowLocked(page)).toBe(true);
    expect(await wheelScroll(page)).toBe(0);
    expect(await consentCookie(page)).toBeUndefined();
  });

  test('Accept stores cookie-consent=true for 180 days, hides the banner and unlocks scrolling', async ({ page }) => {
    await visibleBanner(page);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);

    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(Math.abs(lifetime(cookie!.expires) - ACCEPTED_SECONDS)).toBeLessThanOrEqual(120);

    expect(await overflowLocked(page)).toBe(false);
    expect(await wheelScroll(page)).toBeGreaterThan(0);

    // Stored: no banner on the next visit, and nothing configured means nothing loaded.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await overflowLocked(page)).toBe(false);
    await expect(page.locator('script[data-consent]')).toHaveCount(0);
  });

  test('Decline stores cookie-consent=false for 1 day, hides the banner and unlocks scrolling', async ({ page }) => {
    await visibleBanner(page);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);

    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(Math.abs(lifetime(cookie!.expires) - DECLINED_SECONDS)).toBeLessThanOrEqual(120);

    expect(await overflowLocked(page)).toBe(false);
    expect(await wheelScroll(page)).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('nothing is requested from another host before consent (nor after, with no script configured)', async ({ page }) => {
    const hosts = new Set<string>();
    const settingsCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname);
      if (url.pathname.startsWith('/trpc/') && url.pathname.includes('siteSettings')) settingsCalls.push(url.pathname);
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...hosts]).toEqual(['localhost']);
    // The settings (the script URLs) are not even asked for before consent.
    expect(settingsCalls).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => settingsCalls.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect([...hosts]).toEqual(['localhost']);
    await expect(page.locator('script[data-consent]')).toHaveCount(0);
  });

  test('on a phone the banner and both choices fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    for (const name of ['Accept', 'Decline']) {
      const box = (await banner(page).getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(await overflowLocked(page)).toBe(true);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await overflowLocked(page)).toBe(false);
  });

  test('the banner speaks the visitor language and has no serious accessibility issue', async ({ page }) => {
    await page.goto('/?lang=de');
    const german = page.getByRole('region', { name: 'Wir verwenden Cookies' });
    await expect(german.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
    await expect(german.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

/**
 * The test server runs with the default settings (no script URL), so here the browser replaces the settings answer
 * with configured URLs and serves those "third-party" scripts itself. The page's CSP, which the real server computes
 * from the real (empty) settings, would block them: it is bypassed for this block only. The settings answer also
 * lists a tag manager script although the tag manager is disabled, which the SPA must still refuse to load.
 */
test.describe('Consent-gated scripts with configured URLs', () => {
  test.use({ bypassCSP: true });

  const CONFIGURED = {
    analyticsScriptUrl: 'https://analytics.example.com/js/a.js',
    chatScriptUrl: 'https://chat.example.net/widget.js',
    advertisingScriptUrl: '',
    tagManager: { enabled: false, containerId: 'GTM-AB12CD' },
    consentScripts: [
      { kind: 'analytics', src: 'https://analytics.example.com/js/a.js' },
      { kind: 'chat', src: 'https://chat.example.net/widget.js' },
      { kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
    ],
  };
  const THIRD_PARTY = /^https:\/\/(analytics\.example\.com|chat\.example\.net|www\.googletagmanager\.com)\//;

  async function configure(page: Page): Promise<string[]> {
    await page.route(/\/trpc\/[^?]*public\.siteSettings/, async (route) => {
      const response = await route.fetch();
      const names = decodeURIComponent(new URL(route.request().url()).pathname.slice('/trpc/'.length)).split(',');
      const body = await response.json();
      if (Array.isArray(body)) body[names.indexOf('public.siteSettings')].result.data = CONFIGURED;
      else body.result.data = CONFIGURED;
      await route.fulfill({ response, json: body });
    });
    await page.context().route(THIRD_PARTY, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(window.__loaded = window.__loaded || []).push(${JSON.stringify(new URL(route.request().url()).hostname)});`,
      }),
    );
    const requested: string[] = [];
    page.on('request', (request) => {
      if (THIRD_PARTY.test(request.url())) requested.push(request.url());
    });
    return requested;
  }

  // The scripts are independent and load async, so they may run in either order: compare as sets.
  const loaded = async (page: Page) =>
    (await page.evaluate(() => (window as unknown as { __loaded?: string[] }).__loaded ?? [])).slice().sort();

  test('load only after Accept, and on start once accepted; never the disabled tag manager', async ({ page }) => {
    const requested = await configure(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(page.locator('script[data-consent]')).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => loaded(page)).toEqual(['analytics.example.com', 'chat.example.net']);
    await expect(page.locator('script[data-consent]')).toHaveCount(2);
    expect(requested).toEqual(['https://analytics.example.com/js/a.js', 'https://chat.example.net/widget.js']);

    requested.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => loaded(page)).toEqual(['analytics.example.com', 'chat.example.net']);
    await page.waitForLoadState('networkidle');
    expect(requested.some((url) => url.includes('googletagmanager'))).toBe(false);
  });

  test('load nothing after Decline', async ({ page }) => {
    const requested = await configure(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await loaded(page)).toEqual([]);
  });
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Newsletter' });
/** The polite live region showing this text (other parts of the page have status regions of their own). */
const notice = (page: Page, text: string) => page.locator('[aria-live="polite"]').filter({ hasText: text });

const SIGNED_UP = 'Thank you! Please check your inbox to confirm your subscription.';
const CONFIRMED = 'Thank you: your newsletter subscription is confirmed.';
const INVALID_LINK = 'This confirmation link is invalid or has expired. Please sign up again.';

/** Opens the modal through its deep link (?newsletter=signup); the header bar's link is tested on its own below. */
async function openNewsletter(page: Page, path = '/?newsletter=signup') {
  await page.goto(path);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toBeFocused();
}

test.describe('Newsletter modal (SPEC.md sections 4, 5, 8)', () => {
  test.beforeEach(async ({ context }) => acceptCookies(context));

  test('the Newsletter link in the header bar opens the modal', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' }); // the app's own opening of the modal, not a reload
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Newsletter' }).or(page.getByRole('banner').getByRole('button', { name: 'Newsletter' }));
    await expect(dialog(page)).toHaveCount(0);
    await trigger.first().click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger.first()).toBeFocused();
  });

  test('the modal is closed at first, opened by its link and closed by the close icon, keeping what was typed', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' }); // the app's own opening of the modal, not a reload
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    await openNewsletter(page);
    // The deep link is consumed: a reload does not open the modal again.
    expect(new URL(page.url()).search).toBe('');
    await dialog(page).getByLabel('Name').fill('Ada Inspector');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await page.goto('/?newsletter=signup');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("an empty form shows 'invalid' under name and email and 'agree' under privacy", async ({ page }) => {
    await openNewsletter(page);
    const form = dialog(page);
    await expect(form.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/legal/privacy');
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Missing / invalid information');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Missing / invalid information');
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to our privacy policy');
    await expect(form.getByText('Missing / invalid information')).toHaveCount(2);
    await expect(form.getByText('You must agree to our privacy policy')).toHaveCount(1);
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test("a bad e-mail address shows 'invalid' under the e-mail only", async ({ page }) => {
    await openNewsletter(page);
    const form = dialog(page);
    await form.getByLabel('Name').fill('Ada Inspector');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Missing / invalid information');
    await expect(form.getByText('Missing / invalid information')).toHaveCount(1);
    await expect(form.getByText('You must agree to our privacy policy')).toHaveCount(0);
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("an unticked privacy box shows 'agree' only", async ({ page }) => {
    await openNewsletter(page);
    const form = dialog(page);
    await form.getByLabel('Name').fill('Ada Inspector');
    await form.getByLabel('Email').fill('ada.unticked@example.test');
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to our privacy policy');
    await expect(form.getByText('Missing / invalid information')).toHaveCount(0);
  });

  test("a valid sign-up closes the modal and shows the server's message", async ({ page }) => {
    await openNewsletter(page);
    const form = dialog(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Missing / invalid information')).toHaveCount(2);

    await form.getByLabel('Name').fill('Ada Inspector');
    await form.getByLabel('Email').fill(`ada.${Date.now()}@example.test`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(dialog(page)).toHaveCount(0);
    await expect(notice(page, SIGNED_UP)).toHaveText(SIGNED_UP);

    // Opened again: an empty form without the old errors.
    await page.goto('/?newsletter=signup');
    await expect(dialog(page).getByLabel('Name')).toHaveValue('');
    await expect(dialog(page).getByText('Missing / invalid information')).toHaveCount(0);
  });

  test('the messages are translated (German)', async ({ page }) => {
    await page.goto('/?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await openNewsletter(page);
    const form = dialog(page);
    await form.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(form.getByText('Fehlende / ungültige Angaben')).toHaveCount(2);
    await expect(form.getByText('Sie müssen unserer Datenschutzerklärung zustimmen')).toBeVisible();
  });

  test('on a phone the modal fits the screen and its form is usable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openNewsletter(page);
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await dialog(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog(page).getByText('Missing / invalid information')).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('with the modal open there is no serious or critical accessibility issue', async ({ page }) => {
    await openNewsletter(page);
    await dialog(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog(page).getByText('You must agree to our privacy policy')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('Double opt-in outcome (?newsletter=)', () => {
  test.beforeEach(async ({ context }) => acceptCookies(context));

  test('an unknown confirmation link lands on the home page with a message, shown once', async ({ page }) => {
    await page.goto('/api/newsletter/confirm?token=this-token-was-never-issued-0000');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(notice(page, INVALID_LINK)).toHaveText(INVALID_LINK);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(INVALID_LINK)).toHaveCount(0);
  });

  test('?newsletter=confirmed shows the confirmation, which can be dismissed', async ({ page }) => {
    await page.goto('/?newsletter=confirmed&lang=en');
    await expect(notice(page, CONFIRMED)).toHaveText(CONFIRMED);
    expect(new URL(page.url()).search).toBe('?lang=en');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(CONFIRMED)).toHaveCount(0);
  });
});
