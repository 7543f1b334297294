import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../support/test';
import { expectCleanAndReflowing } from '../accessibility/accessibility-scan';
import { followTo, startNew } from '../support/dialogs';
import { choose, opened } from '../support/motion';
import { resumeSession } from '../support/session';
import { apiGet, liveWithItsOwnName } from '../support/hub';

// Alerts against the real server: set in the reporting suite, read by the notification watcher, told in the inbox.

/** A Slack-style incoming webhook on this machine: what the server posts to it, as parsed JSON. */
async function webhookReceiver(): Promise<{ url: string; received: unknown[]; server: Server }> {
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/services/T0/B0/alerts`, received, server };
}

let hook: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
test.afterEach(() => hook?.server.close());

const inboxTitles = async (page: Page) =>
  (await apiGet<{ title: string }[]>(page, '/notifications')).map((n) => n.title);

test("a reporting-only user sets an alert on a campaign's pacing, is told in the inbox and at a webhook, and deletes it", async ({
  page,
}) => {
  // The watcher reads rules on each pass (every 10 s on the test server, BEACON_NOTIFY_CHECK_SECONDS): the test waits
  // for one.
  test.setTimeout(120_000);
  await resumeSession(page, 'reports@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
  await followTo(page, 'Alerts');

  // Named for this run: the rule and its notification are this test's whatever ran before on the same server.
  const { dialog, name } = await startNew(page, 'alert', 'Pacing watch');
  // A live campaign of theirs to report on: it has a complete day behind it, so it has a pacing. Typed to find it.
  const campaigns = await apiGet<{ name: string; status: string }[]>(page, '/clients/1/campaign-reports/campaigns');
  const live = liveWithItsOwnName(campaigns);
  const field = dialog.getByRole('combobox', { name: 'Campaign or advertiser' });
  await field.click();
  await field.fill(live.name);
  const list = await opened(page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true }));
  await list.getByTitle(live.name, { exact: true }).click();
  // Pacing below 1,000%: it holds for any campaign that has delivered, so the next pass tells.
  await dialog.getByLabel('Threshold').fill('1000');
  await choose(dialog, 'Tell me when it', 'falls below');
  // Slack's incoming webhook, played by a receiver on this machine (the test server allows 127.0.0.1 by name).
  hook = await webhookReceiver();
  const { url: hookUrl, received } = hook;
  await dialog.getByLabel('Slack or Teams incoming webhook (optional)').fill(hookUrl);
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText(`Alert ${name} created: it is read every few minutes.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('below 1,000.00%');
  // The Alerts page with the rule, at a laptop's width and a phone's: nothing for axe, nothing wider than the screen.
  await page.mouse.move(0, 0);
  await expectCleanAndReflowing(page, 'the Alerts page');

  await expect
    .poll(async () => (await inboxTitles(page)).includes(`Alert: ${name}`), { timeout: 60_000, intervals: [2_000] })
    .toBe(true);
  // The same pass posted it to the webhook in Slack's format: the alert's title, and a button back to the campaign.
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const message = received[0] as { text: string; blocks: { elements?: { url: string; text: { text: string } }[] }[] };
  expect(message.text).toContain(`Alert: ${name}`);
  const button = message.blocks.flatMap((b) => b.elements ?? [])[0]!;
  expect(button.text.text).toBe('Open in Beacon');
  expect(new URL(button.url).origin).toBe(new URL(page.url()).origin);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Holding');

  await page.getByRole('button', { name: `History of ${name}` }).click();
  const history = await opened(page.getByRole('dialog', { name: `History: ${name}` }));
  await expect(history.getByText('Began to hold')).toBeVisible();
  await expect(history.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
