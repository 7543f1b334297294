import { expect, test } from '../support/test';
import { everyRoute, openInApp } from '../support/routes';
import { resumeSession } from '../support/session';
import { apiGet } from '../support/hub';

// One truth as a person sees it: the same figure on every screen, in the spec's formats everywhere.

/** What a page says that the spec's formats forbid: one-decimal dollars, ISO dates, platform codes. */
function formatSlips(text: string): string[] {
  const slips = [
    ...text.matchAll(/\$[\d,]+\.\d(?!\d)/g),
    ...text.matchAll(/\b20\d\d-[01]\d-[0-3]\d\b/g),
    ...text.matchAll(/\b(TRADE_DESK|GOOGLE_ADS|ADOMNI|XANDR|RICH_MEDIA|FLAT_RATE|COST_PLUS|ADDED_VALUE)\b/g),
  ];
  return slips.map((m) => m[0]);
}

test.describe('one truth, as admin@acme.test', () => {
  test.beforeEach(async ({ page }) => {
    await resumeSession(page, 'admin@acme.test');
  });

  test("a live campaign's pacing reads the same on its overview and in its report", async ({ page }) => {
    const [campaign] = await apiGet<{ id: number; name: string; advertiserId: number }[]>(
      page,
      '/clients/1/campaigns?statuses=Live&pageSize=1',
    );
    const pacing = await apiGet<{ pacing: number }>(page, `/clients/1/campaigns/${campaign!.id}/pacing`);
    const figure = `${(Math.round(pacing.pacing * 10_000) / 100).toFixed(2)}%`;

    await page.goto(`/clients/1/campaigns/${campaign!.id}/overview`);
    await expect(page.getByRole('region', { name: 'Pacing' }).getByRole('heading')).toContainText(figure);

    // The Cross-Channel tab covers every channel of the campaign: the campaign's own pacing, labelled so.
    await page.goto(`/clients/1/reporting-suite/all/campaign-reporting/${campaign!.id}/cross-channel`);
    await expect(page.getByText(new RegExp(`^Pacing ${figure.replace('.', '\\.')} through`))).toBeVisible();
  });

  test('no screen shows a one-decimal amount, an ISO date or a platform code', async ({ page, baseURL }) => {
    const [campaign] = await apiGet<{ id: number; advertiserId: number }[]>(
      page,
      '/clients/1/campaigns?statuses=Live&pageSize=1',
    );
    // Every route of every area (the registry's outlines), as a client admin sees them.
    const routes = await everyRoute(page, baseURL!, 1, {
      campaignId: String(campaign!.id),
      advertiserId: String(campaign!.advertiserId),
    });
    expect(routes.length).toBeGreaterThan(20);
    // A visit per route: the budget grows with the routes (a busy machine takes seconds for each).
    test.setTimeout(routes.length * 15_000);
    for (const route of routes) {
      await openInApp(page, route);
      const text = await page.locator('body').innerText();
      expect(formatSlips(text), route).toEqual([]);
    }
  });
});
