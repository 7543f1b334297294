import { expect, test, type Download, type Page } from '../support/test';
import { readFile } from 'node:fs/promises';
import { choose, opened } from '../support/motion';
import { outboxMails, resumeSession } from '../support/session';
import { apiGet } from '../support/hub';

// The reporting suite against the real server, with the reporting remote loaded from the registry.

interface ApiCampaign {
  id: number;
  name: string;
  advertiserId: number;
  tabs: string[];
}

const bytesOf = async (download: Download) => readFile((await download.path())!);

const trend = (page: Page) => page.getByRole('figure', { name: /^Daily / });
const trendWords = async (page: Page) => (await trend(page).locator('figcaption').textContent()) ?? '';

test('a reporting-only user reports on a campaign, exports it, schedules it and is kept to their advertisers', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await resumeSession(page, 'reports@acme.test');
  // Home for REPORTING_ONLY: the all-advertisers dashboards.
  await expect(page).toHaveURL(/\/clients\/1\/reporting-suite\/all\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Impressions' })).toContainText(/\d/);

  const campaigns = await apiGet<ApiCampaign[]>(page, '/clients/1/campaign-reports/campaigns');
  // One with a CTV tab and a name of its own, so that the link searched for is that campaign's.
  const campaign = campaigns.find(
    (c) => c.tabs.includes('ctv') && campaigns.filter((o) => o.name === c.name).length === 1,
  );
  expect(campaign, 'a campaign with CTV').toBeTruthy();

  // The campaigns to report on, searched, then the campaign's CTV tab.
  await page.getByRole('link', { name: 'Campaign reporting' }).click();
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill(campaign!.name);
  await page.getByRole('link', { name: campaign!.name }).first().click();
  await expect(page.getByRole('heading', { name: campaign!.name })).toBeVisible();
  await page.getByRole('tab', { name: 'CTV' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign-reporting/${campaign!.id}/ctv$`));
  await expect(page.getByText(/^Data as of \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(trend(page).locator('canvas').first()).toBeVisible();
  const lifetime = await trendWords(page);
  expect(lifetime).toContain('Cost per conversion');

  // Another objective and another date range: the chart changes with each.
  await choose(page, 'Objective', 'Clicks');
  await expect.poll(() => trendWords(page)).toContain('Click-through rate');
  await choose(page, 'Date range', 'Last 7 days');
  await expect.poll(() => trendWords(page)).toMatch(/, [1-7] days?,/);
  await expect(page.getByRole('region', { name: 'Impressions' })).toContainText('vs previous period');

  // A custom range draws the date picker, whose code comes from the host's antd kit on its first draw.
  await choose(page, 'Date range', 'Custom');
  await page.getByPlaceholder('Start date').click();
  await expect(page.locator('.ant-picker-dropdown').getByRole('button', { name: 'Next month' })).toBeVisible();
  await page.keyboard.press('Escape');
  await choose(page, 'Date range', 'Last 7 days');
  await expect.poll(() => trendWords(page)).toMatch(/, [1-7] days?,/);

  // CSV of a breakdown: UTF-8 BOM first.
  const csvDownload = page.waitForEvent('download');
  await page
    .getByRole('tabpanel')
    .filter({ has: page.getByRole('table') })
    .first()
    .getByRole('button', { name: 'Export CSV' })
    .click();
  const csv = await bytesOf(await csvDownload);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain('Impressions');

  // PDF of the report: a real PDF with the chart in it.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdf = await bytesOf(await pdfDownload);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect(pdf.includes('/Subtype /Image')).toBe(true);

  // A weekly schedule, run now, delivered to the outbox with its attachment.
  // Named for this run, so that the schedule's row is this test's whatever ran before on the same server.
  const stamp = Date.now().toString(36);
  // At the client's own domain (Acme Outdoor's website): a schedule mails nobody outside the client and the agency.
  const recipient = `weekly-${stamp}@acmeoutdoor.com`;
  const schedule = `Weekly CTV digest ${stamp}`;
  await page.goto(`/clients/1/reporting-suite/${campaign!.advertiserId}/builder/schedules`);
  await expect(page.getByRole('heading', { name: 'Report schedules' })).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = await opened(page.getByRole('dialog', { name: 'New schedule' }));
  await dialog.getByLabel('Name').fill(schedule);
  await dialog.getByLabel('Recipients').fill(recipient);
  await dialog.getByLabel('Recipients').press('Enter');
  await expect(dialog.getByLabel('Cadence')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(schedule) });
  await expect(row).toContainText('Weekly, Last 7 days');
  await row.getByRole('button', { name: `Run ${schedule} now` }).click();
  await expect(page.getByText(`Sent to ${recipient}`)).toBeVisible();
  // The outbox answers a BeaconAdmin only: the helper signs one in apart from this session.
  const messages = (await outboxMails(page, recipient)) as unknown as {
    subject: string;
    attachments: { filename: string; contentBase64: string }[];
  }[];
  expect(messages[0]!.subject).toBe(`Scheduled report: ${schedule}`);
  expect(messages[0]!.attachments[0]!.filename).toMatch(/\.pdf$/);
  expect(Buffer.from(messages[0]!.attachments[0]!.contentBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
  await row.getByRole('button', { name: `History of ${schedule}` }).click();
  await expect(page.getByRole('dialog', { name: /History/ })).toContainText(recipient);

  // An advertiser outside the two assigned: Not found.
  await page.goto('/clients/1/reporting-suite/3/dashboards');
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
});

test("on a phone each of the dashboards' tiles keeps its figure inside its card, with room to spare", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await resumeSession(page, 'admin@acme.test', '/clients/1/reporting-suite/all/dashboards');
  const spend = page.getByRole('region', { name: 'Spend' });
  // Whole amounts show no cents (spec section 9): '$796,923' and '$796,923.50' are both a loaded figure.
  await expect(spend).toContainText(/\$\d[\d,]*(\.\d\d)?/);
  const tiles = page.locator('.ant-card:has(.ant-statistic)');
  await expect(tiles).toHaveCount(5);
  // How far each figure's text ends before its card's padding begins (negative: it runs into the padding or out).
  const room = await tiles.evaluateAll((cards) =>
    cards.map((card) => {
      const figure = card.querySelector('.ant-statistic-content')!;
      const text = document.createRange();
      text.selectNodeContents(figure);
      const body = card.querySelector('.ant-card-body')!;
      const inner = body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
      return Math.floor(inner - text.getBoundingClientRect().right);
    }),
  );
  expect(
    room.every((px) => px >= 4),
    `room after each figure: ${room.join(', ')} px`,
  ).toBe(true);
});
