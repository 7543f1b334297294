import { expect, test, type Page } from '../support/test';
import { expectNone, sidewaysPage, violations, WIDTHS } from '../accessibility/accessibility-scan';
import { choose, opened, settled } from '../support/motion';
import { resumeSession, storedIdToken } from '../support/session';

// Alerts against the real server: set in the reporting suite, read by the notification watcher, told in the inbox.

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await storedIdToken(page);
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const inboxTitles = async (page: Page) =>
  (await apiGet<{ title: string }[]>(page, '/notifications')).map((n) => n.title);

test("a reporting-only user sets an alert on a campaign's pacing, is told in the inbox, and deletes it", async ({
  page,
}) => {
  // The watcher reads rules on each pass (every 10 s on the test server, BEACON_NOTIFY_CHECK_SECONDS): the test waits
  // for one.
  test.setTimeout(120_000);
  await resumeSession(page, 'reports@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
  await page.getByRole('link', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();

  // Named for this run: the rule and its notification are this test's whatever ran before on the same server.
  const name = `Pacing watch ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = await opened(page.getByRole('dialog', { name: 'New alert' }));
  await dialog.getByLabel('Name').fill(name);
  // A live campaign of theirs to report on: it has a complete day behind it, so it has a pacing. Typed to find it.
  const campaigns = await apiGet<{ name: string; status: string }[]>(page, '/clients/1/campaign-reports/campaigns');
  const live = campaigns.find((c) => c.status === 'Live')!;
  const field = dialog.getByRole('combobox', { name: 'Campaign' });
  await field.click();
  await field.fill(live.name);
  const list = await opened(page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true }));
  await list.getByTitle(live.name, { exact: true }).click();
  // Pacing below 1,000%: it holds for any campaign that has delivered, so the next pass tells.
  await dialog.getByLabel('Threshold').fill('1000');
  await choose(dialog, 'Tell me when it', 'falls below');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText(`Alert ${name} created: it is read every few minutes.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('below 1,000.00%');
  // The Alerts page with the rule, at a laptop's width and a phone's: nothing for axe, nothing wider than the screen.
  await page.mouse.move(0, 0);
  const found = await violations(page, 'the Alerts page');
  await page.setViewportSize(WIDTHS.phone);
  await settled(page);
  found.push(
    ...(await violations(page, 'the Alerts page (320 px)')),
    ...(await sidewaysPage(page, 'the Alerts page (320 px)')),
  );
  await page.setViewportSize(WIDTHS.desktop);
  expectNone(found);

  await expect
    .poll(async () => (await inboxTitles(page)).includes(`Alert: ${name}`), { timeout: 60_000, intervals: [2_000] })
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Holding');

  await page.getByRole('button', { name: `History of ${name}` }).click();
  const history = await opened(page.getByRole('dialog', { name: `History: ${name}` }));
  await expect(history.getByText('Began to hold')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
