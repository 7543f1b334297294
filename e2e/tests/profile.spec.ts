import { privateAccount } from '../support/accounts';
import { signIn, signOut } from '../support/session';
import { expect, test, type Page } from '../support/test';

const NEW_PASSWORD = 'Fresh-Start-2026!';

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/profile');
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
}

test('a user changes their password on /profile and signs in with the new one', async ({ page }) => {
  // A partner of this test's own: a new password is a change no other test should meet.
  await page.goto('/auth/login');
  const user = await privateAccount(page, { role: 'PartnerSolutions' });
  await signIn(page, user.email, user.password);
  await page.goto('/profile');
  // The rules are the spec's: a weak password keeps the button disabled and says what is missing.
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start');
  await expect(page.getByText('Add an uppercase letter.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();

  await changePassword(page, user.password, NEW_PASSWORD);
  await signOut(page);
  await signIn(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/client-select$/);
});
