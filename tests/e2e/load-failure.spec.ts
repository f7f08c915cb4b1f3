import { expect, test } from '@playwright/test';
import { signInAndWait } from './helpers';

/**
 * Decision 0087: a screen whose query fails says so in the visitor's language ("This could not be loaded.") and offers
 * Try again, which asks once more; before, the admin dashboard showed nothing at all. The answer to the dashboard's
 * procedure is turned into a server error in its batch until the test lets it through.
 */
test('a failed load says so in German and Try again loads the screen', async ({ page }) => {
  let failing = true;
  await page.route(/\/trpc\/[^?]*admin\.dashboard/, async (route) => {
    const procedures = decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/trpc\//, '')).split(',');
    const response = await route.fetch();
    const body = (await response.json()) as unknown[];
    if (failing) {
      body[procedures.indexOf('admin.dashboard')] = {
        error: { message: 'Internal server error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
      };
    }
    await route.fulfill({ response, json: body });
  });
  await signInAndWait(page, 'admin@demo.test', /\/admin$/);
  await page.goto('/admin?lang=de');
  // The client asks twice more after a 5xx before it gives up.
  await expect(page.getByRole('alert')).toHaveText('Das konnte nicht geladen werden.', { timeout: 15_000 });
  await expect(page.getByTestId('count-countries')).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('count-countries')).toHaveText(/^\d+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
