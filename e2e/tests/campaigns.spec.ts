import { expect, test, type Page } from '../support/test';
import { choose } from '../support/motion';
import { resumeSession } from '../support/session';
import { apiGet, liveWithItsOwnName } from '../support/hub';

// The campaigns area against the real server, with the campaigns remote loaded from the registry.

const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr[data-row-key]');

test.describe('campaigns as an Acme admin', () => {
  test.beforeEach(async ({ page }) => {
    await resumeSession(page, 'admin@acme.test');
  });

  test('filters the proposals, opens a live campaign and sees its pacing', async ({ page }) => {
    const proposals = await apiGet<{ campaignName: string }[]>(
      page,
      '/clients/1/rfp-forms?pageSize=500&statuses=PROSPECT&statuses=PROPOSAL_SENT&statuses=AWAITING_IO&statuses=PENDING_APPROVAL&statuses=RECEIVED_VERBAL_CONFIRMATION',
    );
    const all = await apiGet<{ id: number; name: string; status: string }[]>(
      page,
      '/clients/1/campaigns?filter=all&pageSize=500',
    );
    const live = [liveWithItsOwnName(all)];
    await page.goto('/clients/1/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    await page.getByText('Proposals', { exact: true }).click();
    await expect(page).toHaveURL(/filter=proposals/);
    await expect(
      page.getByText(`${proposals.length} proposal${proposals.length === 1 ? '' : 's'}`, { exact: true }),
    ).toBeVisible();
    await expect(rows(page).first()).toContainText(proposals[0]!.campaignName);

    await page.getByText('Active', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Search campaigns' }).fill(live[0]!.name);
    await page.getByRole('link', { name: live[0]!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/1/campaigns/${live[0]!.id}/overview$`));
    await expect(page.getByRole('heading', { name: live[0]!.name })).toBeVisible();

    const pacing = await apiGet<{ pacingPercent: number; dataAsOf: string }>(
      page,
      `/clients/1/campaigns/${live[0]!.id}/pacing`,
    );
    const region = page.getByRole('region', { name: 'Pacing' });
    await expect(region).toContainText(`${pacing.pacingPercent.toFixed(2)}%`);
    const [y, m, d] = pacing.dataAsOf.split('-');
    await expect(region).toContainText(`Data as of ${m}/${d}/${y}`);
    await expect(
      region.getByRole('img', { name: 'Delivered and expected spend by day' }).locator('canvas'),
    ).toBeVisible();
  });

  test('uploads two files to a campaign and finds them in its documents', async ({ page }) => {
    const [campaign] = await apiGet<{ id: number }[]>(page, '/clients/1/campaigns?statuses=Live&pageSize=1');
    await page.goto(`/clients/1/campaigns/${campaign!.id}/documents`);
    await expect(page.getByRole('button', { name: /Upload files/ })).toBeVisible();
    const stamp = Date.now();
    await page.locator('input[type="file"]').setInputFiles([
      { name: `e2e-brief-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('brief') },
      { name: `e2e-plan-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
    ]);
    const search = page.getByRole('textbox', { name: 'Search documents' });
    // On the page, not in the bell's announcement of the upload's notification ("New notification: New document: …").
    const main = page.getByRole('main');
    await expect(main.getByText(`e2e-plan-${stamp}.csv`)).toBeVisible();
    await search.fill(`${stamp}`);
    await expect(rows(page)).toHaveCount(2);
    await expect(main.getByText(`e2e-brief-${stamp}.txt`)).toBeVisible();

    // A file type the hub does not take is refused with a reason, and the list keeps its files.
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expect(page.getByText('tool.exe was not uploaded')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
  });

  test('uploading the same file again is refused, saying when it was uploaded, and the list keeps one row', async ({
    page,
  }) => {
    const [campaign] = await apiGet<{ id: number }[]>(page, '/clients/1/campaigns?statuses=Live&pageSize=1');
    await page.goto(`/clients/1/campaigns/${campaign!.id}/documents`);
    const file = { name: `e2e-media-plan-${Date.now()}.csv`, mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') };
    await page.locator('input[type="file"]').setInputFiles([file]);
    await page.getByRole('textbox', { name: 'Search documents' }).fill(file.name);
    await expect(rows(page)).toHaveCount(1);

    await page.locator('input[type="file"]').setInputFiles([file]);
    await expect(page.getByText(`${file.name} was not uploaded`)).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(
          `^${file.name.replace('.', '\\.')} is already here: the same file was uploaded on \\d\\d/\\d\\d/\\d{4}$`,
        ),
      ),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
  });

  test("opens an advertiser's documents filtered to PDF", async ({ page }) => {
    const pdfs = await apiGet<{ name: string }[]>(page, '/clients/1/advertisers/1/files?type=PDF');
    expect(pdfs.length).toBeGreaterThan(0);
    await page.goto('/clients/1/advertisers/1/overview');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/clients\/1\/advertisers\/1\/documents$/);
    await choose(page, 'File type', 'PDF');
    await expect(page).toHaveURL(/type=PDF/);
    await expect(rows(page)).toHaveCount(Math.min(pdfs.length, 25));
    const types = await rows(page).locator('td:nth-child(2)').allTextContents();
    expect(types.every((t) => t.trim() === 'PDF')).toBe(true);
  });

  test("opens an audience's count history chart", async ({ page }) => {
    await page.goto('/clients/1/audiences');
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const name = (await first.locator('td').first().locator('strong').textContent())!.trim();
    await first.getByRole('button', { name: `Count history of ${name}` }).click();
    const history = page.getByRole('region', { name: 'Count history' });
    await expect(history).toContainText(`Count history: ${name}`);
    await expect(history.getByRole('img', { name: `Count history of ${name}` }).locator('canvas')).toBeVisible();
  });
});

test("an Acme admin opening a Globex campaign gets 'Not found'", async ({ page, browser }) => {
  const agency = await browser.newContext();
  const staff = await agency.newPage();
  await resumeSession(staff, 'admin@beacon.test');
  const [globex] = await apiGet<{ id: number }[]>(staff, '/clients/2/campaigns?pageSize=1');
  await agency.close();

  await resumeSession(page, 'admin@acme.test');
  await page.goto(`/clients/1/campaigns/${globex!.id}/overview`);
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  await page.goto('/clients/1/campaigns/not-a-number/overview');
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
});
