import { expect, test, type Page, type Response } from '@playwright/test';
import { acceptCookies, signInAndWait } from './helpers';

/**
 * Issue 29 item 3, one form per face in German: the server refuses what was sent with 422, and the page shows the
 * field by the German label the form itself shows ("Vorname", "Betreff", "E-Mail"), never an internal name.
 */

/** The answer of the tRPC call the page makes for `procedure` (a batch holding it alike). */
const answerOf = (page: Page, procedure: string): Promise<Response> =>
  page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.split('/').pop()!.split(',').includes(procedure));

test.describe('validation errors in German, one form per face', () => {
  test.beforeEach(async ({ context }) => acceptCookies(context));

  test('public: registering with an address that is none names the E-Mail field', async ({ page }) => {
    await page.goto('/register?lang=de');
    await expect(page.getByRole('heading', { name: 'Konto erstellen', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Eva Nord');
    await page.getByLabel('E-Mail', { exact: true }).fill('keine-adresse');
    await page.getByLabel('Passwort', { exact: true }).fill('Long-Password-1');
    await page.getByLabel('Passwort bestätigen').fill('Long-Password-1');
    const answer = answerOf(page, 'public.register');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByText('Das Feld E-Mail muss eine gültige E-Mail-Adresse sein.')).toBeVisible();
  });

  test('account: the profile without a first name names the Vorname field', async ({ page }) => {
    await signInAndWait(page, 'customer@demo.test', /\/account/);
    await page.goto('/account/profile?lang=de');
    const firstName = page.getByRole('textbox', { name: 'Vorname', exact: true });
    await firstName.fill('');
    const answer = answerOf(page, 'account.profile.update');
    await page.getByRole('button', { name: 'Daten speichern' }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByRole('alert').filter({ hasText: 'Fehlende / ungültige Angaben' })).toContainText('Das Feld Vorname ist erforderlich.');
    await expect(firstName).toHaveAccessibleDescription(/Das Feld Vorname ist erforderlich\./);
  });

  test('portal: a message without a subject names the Betreff field', async ({ page }) => {
    await signInAndWait(page, 'certified-junior@demo.test', /\/portal$/);
    await page.goto('/portal/inbox?lang=de');
    await page.getByTestId('new-message').click();
    const dialog = page.getByRole('dialog', { name: 'Neue Nachricht an Voltara' });
    await dialog.getByLabel('Nachricht', { exact: true }).fill('Können wir zwei Vorführgeräte ausleihen?');
    const answer = answerOf(page, 'portal.inbox.start');
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    expect((await answer).status()).toBe(422);
    await expect(dialog.getByText('Das Feld Betreff ist erforderlich.')).toBeVisible();
  });

  test('admin: a partner role without a company names the Firma field', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.test', /\/admin/);
    await page.goto('/admin/users?lang=de');
    const search = page.getByRole('searchbox', { name: 'Suche' });
    await search.fill('customer@demo.test');
    await search.press('Enter');
    // The row, not the name: other tests rename this demo customer.
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await rows.getByRole('link').first().click();
    const profile = page.getByRole('form', { name: 'Profil' });
    await profile.getByLabel('Rolle').selectOption({ label: 'Vertriebspartner (Senior)' });
    const answer = answerOf(page, 'admin.users.update');
    await profile.getByRole('button', { name: 'Änderungen speichern' }).click();
    expect((await answer).status()).toBe(422);
    const company = profile.getByLabel('Firma');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription(/Das Feld Firma ist erforderlich\./);
  });
});
