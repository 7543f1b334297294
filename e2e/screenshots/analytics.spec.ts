import { expect, test, type Page } from '@playwright/test';
import { signIn, storedIdToken } from '../support/session';
import { SIZES, shot as take, type Size } from './shot';

// The analytics pages: data connections, a dashboard and the assistant.

async function firstLiveCampaign(page: Page) {
  const token = await storedIdToken(page);
  const response = await page.request.get('/api/clients/1/campaigns?filter=active&pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { name: string; advertiserId: number }[] }).data[0]!;
}

for (const size of Object.keys(SIZES) as Size[]) {
  test(`analytics pages, ${size}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SIZES[size]);
    await signIn(page, 'admin@acme.test');
    const campaign = await firstLiveCampaign(page);
    const suite = `/clients/1/reporting-suite/${campaign.advertiserId}`;
    const shot = (name: string) => take(page, `analytics-${name}`, size, size === 'phone');

    await page.goto(`${suite}/data-connections`);
    await expect(page.getByRole('link', { name: 'Performance overview' })).toBeVisible();
    await expect(page.getByText('All connected sources')).toBeVisible();
    await shot('data-connections');

    // A connection's sync history: its syncs, what waits for a person to map.
    await page
      .getByRole('button', { name: /^Sync history of / })
      .first()
      .click();
    const history = page.getByRole('dialog', { name: /^Sync history of / });
    await expect(history.getByRole('table').first()).toBeVisible();
    await shot('sync-history');
    await history.getByRole('button', { name: 'Close' }).click();

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
