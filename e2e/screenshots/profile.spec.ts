import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { SIZES, shot, type Size } from './shot';

// The profile page: the user's names and the change-password form.
for (const size of Object.keys(SIZES) as Size[]) {
  test(`profile, ${size}`, async ({ page }) => {
    await page.setViewportSize(SIZES[size]);
    await signIn(page, 'admin@acme.test');
    await page.goto('/profile');
    await expect(page.getByLabel('Current password')).toBeVisible();
    await shot(page, 'profile', size);
  });
}
