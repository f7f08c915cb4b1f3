import { test, expect, type ConsoleMessage } from '@playwright/test';

test.describe('Not-found and known pages', () => {
  for (const path of ['/no/such/page', '/this-page-does-not-exist', '/admin/settings/nowhere/at/all']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByText('Error 404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();

      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Holiday detectors, spark testers/);
    });
  }

  test('the not-found page is titled Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page Not Found | Voltara Test Equipment');
  });

  test('an unknown one-segment path (no landing page with that slug) is titled Page Not Found', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Voltara Test Equipment', { timeout: 3_000 });
  });

  test('known routes answer 200', async ({ page }) => {
    for (const path of ['/', '/events', '/legal/privacy', '/login', '/products', '/resources/downloads', '/admin/settings/countries']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
    }
    await page.goto('/legal/privacy');
    await expect(page).toHaveTitle('Privacy policy | Voltara Test Equipment');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
});

test.describe('Locale', () => {
  test('?lang=de shows the German UI and stores the locale cookie for a day', async ({ page }) => {
    await page.goto('/?lang=de');
    await expect(page.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toBe('de');
    expect(cookie!.path).toBe('/');
    expect(cookie!.sameSite).toBe('Lax');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - 86_400)).toBeLessThanOrEqual(120);

    // The cookie keeps the language on the next page without the parameter.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an unsupported ?lang= value is ignored', async ({ page }) => {
    await page.goto('/?lang=xx');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language switch changes the UI language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Language' });
    await select.selectOption('de');
    await expect(page.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('de');

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
    await page.locator('header select').selectOption('en');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('Security headers and console', () => {
  test('the HTML answer carries a Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/');
    expect(response!.headers()['content-type']).toContain('text/html');
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  test('the home page logs no console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
