import { expect, test, type Page } from '@playwright/test';
import { signIn, storedIdToken } from '../support/session';
import { LAPTOP, SIZES, originOf, shot, type Size } from './shot';

// A campaign report with its charts, for a reporting-only user of each brand.
const READERS = [
  { brand: 'beacon', email: 'reports@acme.test', clientId: 1 },
  { brand: 'northwind', email: 'franchise@northwind.test', clientId: 3 },
] as const;

/** A campaign with a CTV tab if there is one, asked from the page itself (Chromium resolves *.localhost). */
async function campaignWithTabs(page: Page, clientId: number) {
  const token = await storedIdToken(page);
  const campaigns = await page.evaluate(
    async ([id, bearer]) => {
      const response = await fetch(`/api/clients/${id}/campaign-reports/campaigns`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      return ((await response.json()) as { data: { id: number; tabs: string[] }[] }).data;
    },
    [clientId, token] as const,
  );
  return campaigns.find((c) => c.tabs.includes('ctv')) ?? campaigns[0]!;
}

for (const { brand, email, clientId } of READERS) {
  for (const size of Object.keys(SIZES) as Size[]) {
    test(`${brand}: a campaign report, ${size}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(SIZES[size]);
      const origin = originOf(baseURL!, brand);
      await signIn(page, email, undefined, `${origin}/auth/login`);
      const campaign = await campaignWithTabs(page, clientId);
      const tab = campaign.tabs.includes('ctv') ? 'ctv' : campaign.tabs[0];
      await page.goto(`${origin}/clients/${clientId}/reporting-suite/all/campaign-reporting/${campaign.id}/${tab}`);
      await expect(
        page
          .getByRole('figure', { name: /^Daily / })
          .locator('canvas')
          .first(),
      ).toBeVisible();
      await page.waitForTimeout(1500);
      await shot(page, brand === 'beacon' ? 'reporting-report' : 'northwind-report', size);
    });
  }
}

// The Dashboards page (the home of reporting-only users): tiles with coloured changes and trend lines.
for (const { brand, email, clientId } of READERS) {
  for (const size of Object.keys(SIZES) as Size[]) {
    test(`${brand}: the dashboards, ${size}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(SIZES[size]);
      const origin = originOf(baseURL!, brand);
      await signIn(page, email, undefined, `${origin}/auth/login`);
      await page.goto(`${origin}/clients/${clientId}/reporting-suite/all/dashboards`);
      await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
      const impressions = page.getByRole('region', { name: 'Impressions' });
      await expect(impressions.getByRole('img', { name: /^Impressions by day/ }).locator('svg')).toBeVisible();
      await shot(page, `${brand}-dashboards`, size);
    });
  }
}

// A dashboard of one's own in edit mode (its creator's): widgets with their title bars to drag, their resize corners
// and Arrange menus, at a laptop's 1366 px; stacked, one column, at a phone's 390 px.
test('beacon: a dashboard of one’s own, in edit mode', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@acme.test');
  const token = await storedIdToken(page);
  const made = await page.request.post('/api/clients/1/dashboards-custom', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Acme at a glance', template: 'overview' },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', SIZES.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/clients/1/reporting-suite/all/my-dashboards/${id}`);
    await expect(page.getByRole('heading', { name: 'Acme at a glance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Spend' })).toContainText(/\$\d/);
    await shot(page, 'reporting-my-dashboard', size);
  }
  await page.request.delete(`/api/clients/1/dashboards-custom/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
});
