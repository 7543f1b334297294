import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { SIZES, shot, shotAsIs, type Size } from './shot';

for (const size of Object.keys(SIZES) as Size[]) {
  test(`campaigns list and a campaign's overview, ${size}`, async ({ page }) => {
    await page.setViewportSize(SIZES[size]);
    await signIn(page, 'admin@acme.test');
    await page.goto('/clients/1/campaigns');
    await expect(page.locator('a[href*="/campaigns/"]').first()).toBeVisible();
    await shot(page, 'campaigns-list', size, false);
    await page.goto('/clients/1/campaigns?filter=active');
    await page.waitForLoadState('networkidle');
    const first = page.locator('a[href*="/campaigns/"]').first();
    await first.click();
    await expect(page.getByText(/^Data as of /)).toBeVisible();
    await shot(page, 'campaigns-detail', size);
  });
}

for (const size of Object.keys(SIZES) as Size[]) {
  test(`the campaigns list's app shell, before the app's code arrives, ${size}`, async ({ page }) => {
    await page.setViewportSize(SIZES[size]);
    await signIn(page, 'admin@acme.test');
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/clients/1/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await shotAsIs(page, 'campaigns-shell', size);
  });
}
