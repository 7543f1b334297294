import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { SIZES, shot, type Size } from './shot';

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
