import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNone, violations } from '../accessibility/accessibility-scan';
import { resumeSession, storedIdToken } from '../support/session';
import { expect, test, type Page } from '../support/test';

// Data in, as agency staff do it in Chromium: a Google Ads ad group report of their own, downloaded as CSV,
// checked, imported, seen in the figures, and undone. Client 4 is one no other end-to-end test reads figures of.
const CLIENT = 4;

async function api<T>(page: Page, method: 'GET' | 'DELETE', path: string): Promise<T> {
  const token = await storedIdToken(page);
  const response = await page.request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Campaign {
  id: number;
  advertiserId: number;
}
interface LineItem {
  id: number;
  platform: string;
  platformLineItemId: string | null;
  startDate: string | null;
}

/** A live campaign of the client with a Google Ads line item, and that line item. */
async function googleAdsLineItem(page: Page) {
  const campaigns = await api<Campaign[]>(page, 'GET', `/clients/${CLIENT}/campaigns?filter=active&pageSize=50`);
  for (const campaign of campaigns) {
    const items = await api<LineItem[]>(page, 'GET', `/clients/${CLIENT}/campaigns/${campaign.id}/line-items`);
    const google = items.find((item) => item.platform === 'GOOGLE_ADS' && item.platformLineItemId && item.startDate);
    if (google) return { campaign, lineItem: google };
  }
  throw new Error(`no live campaign of client ${CLIENT} has a Google Ads line item`);
}

/** The report Google Ads downloads for ad groups, segmented by day, with its title, range and total lines. */
function googleAdsReport(day: string, adGroupId: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-import-'));
  const file = join(dir, 'Ad group report.csv');
  writeFileSync(
    file,
    [
      '\uFEFFAd group report',
      '"November 1, 2026 - November 30, 2026"',
      'Day,Campaign,Campaign ID,Ad group,Ad group ID,Currency code,Impr.,Clicks,Cost,Conversions',
      `${day},Search - Brand,20881234567,Brand - Exact,${adGroupId},USD,"412,345",1203,"98,765.43",77.00`,
      'Total: Account,--,--,--,--,USD,"412,345",1203,"98,765.43",77.00',
    ].join('\r\n'),
  );
  return file;
}

const deliveredSpend = async (page: Page, campaignId: number) =>
  (await api<{ deliveredSpend: number }>(page, 'GET', `/clients/${CLIENT}/campaigns/${campaignId}/pacing`))
    .deliveredSpend;

test('agency staff import a Google Ads export of their own, see its figures, and undo it', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'staff@beacon.test', `/clients/${CLIENT}/campaigns`);
  const { campaign, lineItem } = await googleAdsLineItem(page);
  const before = await deliveredSpend(page, campaign.id);
  await page.goto(`/clients/${CLIENT}/reporting-suite/${campaign.advertiserId}/data-connections`);
  const importCard = page
    .getByRole('region', { name: 'Import a delivery report' })
    .or(page.locator('.ant-card').filter({ hasText: 'Import a delivery report' }));
  await expect(importCard.first()).toBeVisible();

  await test.step('choose the file: Beacon checks it and shows the rows as it read them', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Choose a delivery report, or drop it here').click();
    await (await chooser).setFiles(googleAdsReport(lineItem.startDate!, lineItem.platformLineItemId!));
    await expect(page.getByText('Google Ads').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('412,345').first()).toBeVisible();
    expectNone(await violations(page, 'the checked import'));
  });

  await test.step('import it: the campaign delivered spend takes the file’s figure for that day', async () => {
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByText(/Imported 1 row from Ad group report\.csv/)).toBeVisible({ timeout: 60_000 });
    const after = await deliveredSpend(page, campaign.id);
    expect(after).not.toBeCloseTo(before, 2);
  });

  await test.step('undo it from the history: the figures are as before', async () => {
    const history = page.locator('.ant-card').filter({ hasText: 'Import history' });
    await history.getByRole('button', { name: 'Undo the import of Ad group report.csv' }).first().click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Undo the import of Ad group report.csv?' });
    await expect(confirm).toBeVisible();
    // The pointer leaves the trigger (its hover colour is the pointer's, not the page's), as a keyboard user has none.
    await page.mouse.move(0, 0);
    expectNone(await violations(page, 'the undo question'));
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByText('The import of Ad group report.csv was undone.')).toBeVisible();
    await expect.poll(() => deliveredSpend(page, campaign.id)).toBeCloseTo(before, 2);
  });
});
