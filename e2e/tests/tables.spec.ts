import { expect, test, type Page } from '../support/test';
import { resumeSession, storedIdToken } from '../support/session';

// Lists at a laptop's 1366 px keep every column they show inside the card (column priorities, no sideways
// scroll), and on a 390 px phone each row is a card naming its fields.

async function firstAdvertiser(page: Page): Promise<number> {
  const token = await storedIdToken(page);
  const response = await page.request.get('/api/clients/1/advertisers', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data[0]!.id;
}

/** The lists the issues name, with a column that used to fall behind a sideways scroll (or out of the grid). */
const lists = (advertiserId: number) => [
  { name: 'campaigns', path: '/clients/1/campaigns', column: 'Days left' },
  { name: 'reporting list', path: '/clients/1/reporting-suite/all/campaign-reporting', column: 'Budget' },
  { name: 'schedules', path: `/clients/1/reporting-suite/${advertiserId}/builder/schedules`, column: 'Next run' },
  { name: 'advertiser campaigns', path: `/clients/1/advertisers/${advertiserId}/overview`, column: 'Days left' },
  // The invoice total (and its date, left of it) was drawn only from 1600 px.
  { name: 'invoices', path: '/clients/1/billing', column: 'Total' },
];

/** How far the table reaches beyond its scroll container (0 or less: it fits). */
const overflow = (page: Page) =>
  page
    .locator('.beacon-grid .ant-table-content')
    .first()
    .evaluate((content) => content.scrollWidth - content.clientWidth);

test('lists fit 1366 px without scrolling sideways and stack as cards at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await resumeSession(page, 'admin@acme.test');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const advertiserId = await firstAdvertiser(page);
  for (const list of lists(advertiserId)) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(list.path);
    const header = page.locator('.beacon-grid thead th', { hasText: new RegExp(`^${list.column}$`) });
    await expect(header, `${list.name}: ${list.column}`).toBeVisible();
    await expect(page.locator('.beacon-grid .ant-table-row').first()).toBeVisible();
    expect(await overflow(page), `${list.name} scrolls sideways at 1366 px`).toBeLessThanOrEqual(0);
    // Every header is inside the card: the last one ends where the table does.
    const last = await page.locator('.beacon-grid thead th').last().boundingBox();
    const table = await page.locator('.beacon-grid .ant-table-content').first().boundingBox();
    expect(last!.x + last!.width, list.name).toBeLessThanOrEqual(table!.x + table!.width + 1);

    // The grid lays itself out again as the breakpoints change, one re-render after another: each check waits for
    // the layout it expects (a row read once could be one React has just replaced).
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.locator('.beacon-grid .ant-table-row').first();
    await expect(page.locator('.beacon-grid thead').first()).toBeHidden();
    await expect(row.locator(`td[data-label="${list.column}"]`), `${list.name} card`).toBeVisible();
    await expect(row, `${list.name}: each row a card`).toHaveCSS('display', 'block');
    await expect.poll(() => overflow(page), `${list.name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  }
});
