import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Password-1';

/** Signs in through the real login page, as a user would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAndWait(page: Page, email: string, landing: RegExp) {
  await signIn(page, email);
  await expect(page).toHaveURL(landing);
}
