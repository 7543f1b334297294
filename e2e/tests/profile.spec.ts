import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

// partner@beacon.test signs in elsewhere only to see where it lands; this test gives it its password back.
const USER = 'partner@beacon.test';
const NEW_PASSWORD = 'Fresh-Start-2026!';

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/profile');
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('a user changes their password on /profile and signs in with the new one', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/profile');
  // The rules are the spec's: a weak password keeps the button disabled and says what is missing.
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start');
  await expect(page.getByText('Add an uppercase letter.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();

  await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
  await signOut(page);
  await signIn(page, USER, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/client-select$/);

  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
});
