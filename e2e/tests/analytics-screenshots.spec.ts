import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { root } from '../support/product';
import { signIn, storedIdToken } from '../support/session';

// The analytics pages' screenshots for the README, desktop (1440) and phone (390), from the served product.
// Only when asked: ANALYTICS_SCREENSHOTS=1 npx playwright test tests/analytics-screenshots.spec.ts
test.skip(!process.env.ANALYTICS_SCREENSHOTS, 'screenshots are taken on request');

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function firstLiveCampaign(page: Page) {
  const token = await storedIdToken(page);
  const response = await page.request.get('/api/clients/1/campaigns?filter=active&pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { name: string; advertiserId: number }[] }).data[0]!;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`analytics pages, ${size}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@acme.test');
    const campaign = await firstLiveCampaign(page);
    const suite = `/clients/1/reporting-suite/${campaign.advertiserId}`;
    const shot = (name: string) =>
      page.screenshot({
        path: join(root, 'docs', 'screenshots', `analytics-${name}-${size}.png`),
        fullPage: size === 'phone',
      });

    await page.goto(`${suite}/data-connections`);
    await expect(page.getByRole('link', { name: 'Performance overview' })).toBeVisible();
    await expect(page.getByText('All connected sources')).toBeVisible();
    await shot('data-connections');

    await page.getByRole('link', { name: 'Performance overview' }).click();
    await expect(page.getByText(/^Data as of /)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'All sources: spend by day' }).locator('canvas').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conversions by channel' }).locator('canvas').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.getByRole('heading', { name: 'Performance overview' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await shot('dashboard');

    await page.goto(`${suite}/assistant`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Your question' })
      .fill(`What is the spend and pacing of ${campaign.name}?`);
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByRole('log', { name: 'Messages' }).getByLabel('Answer').last()).toContainText(
      'Answered by the built-in engine',
    );
    await shot('assistant');
  });
}
