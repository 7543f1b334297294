import { expect, test, type Page } from '../support/test';
import { choose, opened } from '../support/motion';
import { resumeSession } from '../support/session';
import { apiGet } from '../support/hub';
import { dialogViolations, expectNone } from '../accessibility/accessibility-scan';
import { answer } from '../support/dialogs';

// The analytics front end, against the real server: OAuth through the stand-in provider's consent page
// and analytics' /oauth-redirect, a dashboard drawn from the analytics API, and the assistant over its socket.

interface CampaignRow {
  id: number;
  name: string;
  advertiserId: number;
}

test('an Acme admin connects Meta Ads, purges it, opens a dashboard and asks the assistant', async ({ page }) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@acme.test');
  // A live campaign, and its advertiser's reporting suite.
  const [campaign] = await apiGet<CampaignRow[]>(page, '/clients/1/campaigns?filter=active&pageSize=1');
  expect(campaign).toBeDefined();
  const suite = `/clients/1/reporting-suite/${campaign!.advertiserId}`;

  await test.step('connect Meta Ads through its consent page and /oauth-redirect', async () => {
    await page.goto(`${suite}/data-connections`);
    await expect(page.getByRole('heading', { name: 'Data connections' })).toBeVisible();
    const connect = page.getByRole('button', { name: /^(link )?Connect$/ });
    await expect(connect).toBeEnabled();
    await connect.click();
    await page.getByRole('menuitem', { name: 'Meta Ads' }).click();
    // The ad platform's own page (the stand-in provider), another document than Beacon's.
    await expect(page.getByRole('heading', { name: 'Meta Ads' })).toBeVisible();
    await expect(page).toHaveURL(/\/oauth-provider\/interaction\//);
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back through analytics' /oauth-redirect to the data connections page, which offers the accounts.
    const dialog = await opened(page.getByRole('dialog', { name: 'Choose the Meta Ads account' }));
    await expect(page).toHaveURL(new RegExp(`${suite}/data-connections\\?connected=`));
    // WCAG 2.2 AA with the picker open, at a phone's and a laptop's width.
    expectNone(await dialogViolations(page, dialog, 'the account picker'));
    await dialog.getByRole('radio', { name: /Meta Ads brand account/ }).check();
    await dialog.getByRole('button', { name: 'Use this account' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('region', { name: 'Connections' }).getByRole('row', { name: /Meta Ads \(ads\.manager/ });
    await expect(row).toContainText('Connected');
    await expect(row).toContainText('Meta Ads brand account');
  });

  await test.step('purge it, after confirming', async () => {
    const row = page.getByRole('region', { name: 'Connections' }).getByRole('row', { name: /Meta Ads \(ads\.manager/ });
    await row.getByRole('button', { name: /^Purge / }).click();
    const confirm = await opened(page.getByRole('dialog', { name: /^Purge Meta Ads/ }));
    expectNone(await dialogViolations(page, confirm, 'the purge question'));
    await confirm.getByRole('button', { name: 'Purge' }).click();
    await expect(row).toContainText('Purged');
  });

  await test.step('add a manual connection, link it, delete it', async () => {
    await page.getByRole('button', { name: /Add manual connection/ }).click();
    const dialog = await opened(page.getByRole('dialog', { name: 'Add a manual connection' }));
    await choose(dialog, 'Source', 'Offline data (CSV)');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E offline sales');
    await dialog.getByRole('textbox', { name: 'Account ID' }).fill('e2e-offline-1');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /E2E offline sales.*e2e-offline-1/ });
    await expect(row).toContainText('Unlinked');
    await row.getByRole('button', { name: 'Link E2E offline sales' }).click();
    await expect(row).toContainText('Linked');
    await row.getByRole('button', { name: 'Delete E2E offline sales' }).click();
    await answer(page, 'Delete E2E offline sales?', 'Delete');
    await expect(page.getByRole('row', { name: /e2e-offline-1/ })).toHaveCount(0);
    // The connection it fed loses its account and says so.
    const fed = page.getByRole('region', { name: 'Connections' }).getByRole('row', { name: /E2E offline sales/ });
    await expect(fed).toContainText('Error');
    await fed.getByRole('button', { name: 'Remove E2E offline sales' }).click();
    await answer(page, 'Remove E2E offline sales?', 'Remove');
    await expect(fed).toHaveCount(0);
  });

  await test.step('open a dashboard: charts from the query, with data as of', async () => {
    await page.getByRole('link', { name: 'Performance overview' }).click();
    await expect(page.getByRole('heading', { name: 'Performance overview' })).toBeVisible();
    await expect(page.getByText(/^Data as of /)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Spend');
    await expect(
      page.getByRole('region', { name: 'All sources: spend by day' }).locator('canvas').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clicks and CTR by week' }).getByRole('row').nth(1)).toBeVisible();
  });

  await test.step('ask how many active campaigns: the Campaigns badge figure, streamed, with its figures', async () => {
    await page.goto(`${suite}/assistant`);
    await expect(page.getByRole('heading', { name: 'Assistant' })).toBeVisible();
    const badge = page.getByLabel(/^\d+ active$/).first();
    const active = Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
    await page.getByText('All advertisers', { exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your question' }).fill('How many active campaigns do we have?');
    // Streamed: Stop is offered while the answer is written. Watched from before the question, because on a busy
    // machine the whole answer may be written before a look after the click.
    const stopOffered = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const offered = () => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Stop');
          const watch = new MutationObserver(() => {
            if (!offered()) return;
            watch.disconnect();
            resolve(true);
          });
          watch.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('button', { name: 'Ask' }).click();
    expect(await stopOffered).toBe(true);
    const answer = page.getByRole('log', { name: 'Messages' }).getByLabel('Answer').last();
    await expect(answer).toContainText(
      `You have ${active.toLocaleString('en-US')} active campaigns (Blocked, Paused, Live or Pending)`,
    );
    // The query behind it, folded under "How I got this" until opened (from the keyboard here).
    await answer.getByRole('button', { name: /How I got this/ }).focus();
    await page.keyboard.press('Enter');
    await expect(answer.getByRole('region', { name: 'Tools and figures used' })).toContainText(
      `countActive: ${active.toLocaleString('en-US')}`,
    );
    await expect(answer).toContainText('Answered by the built-in engine');
  });

  await test.step("ask about one campaign's pacing and get the figure its overview shows", async () => {
    await page.goto(`/clients/1/campaigns/${campaign!.id}/overview`);
    const overview = page.getByRole('region', { name: 'Pacing' }).getByRole('heading');
    await expect(overview).toContainText(/^[\d.]+%/);
    const figure = /^([\d.]+)%/.exec((await overview.textContent()) ?? '')![1];
    await page.goto(`${suite}/assistant`);
    const advertiser = await apiGet<{ name: string }>(page, `/clients/1/advertisers/${campaign!.advertiserId}`);
    await page.getByText(advertiser.name, { exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    // The page suggests questions with this client's own names.
    await expect(page.getByRole('group', { name: 'Suggested questions' })).toContainText(advertiser.name);
    // With its id: two campaigns may share a name (the assistant would ask which one).
    await page
      .getByRole('textbox', { name: 'Your question' })
      .fill(`What is the spend and pacing of ${campaign!.name} (id ${campaign!.id})?`);
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByRole('log', { name: 'Messages' }).getByLabel('Answer').last();
    await expect(answer).toContainText(`${campaign!.name}`);
    await expect(answer).toContainText(/has delivered \$[\d,.]+ of its \$[\d,.]+ budget/);
    await expect(answer).toContainText(`Pacing is ${figure}%`);
    await answer.getByRole('button', { name: /How I got this/ }).click();
    await expect(answer.getByRole('region', { name: 'Tools and figures used' })).toContainText('campaign_pacing');
    await expect(answer.getByRole('region', { name: 'Tools and figures used' })).toContainText(
      /totalDeliveredBudget: [\d,.]+/,
    );
  });

  await test.step('the conversation survives a reload', async () => {
    await page.reload();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(
      `What is the spend and pacing of ${campaign!.name} (id ${campaign!.id})?`,
    );
    await expect(page.getByRole('log', { name: 'Messages' }).getByLabel('Answer').last()).toContainText(
      'has delivered',
    );
  });
});

test('a reporting-only user is offered no Purge, Remove or Delete: only who may use them sees them', async ({
  page,
  browser,
}) => {
  const destructive = /^(Purge|Remove|Delete)\b/;
  const connections = (p: Page) => p.getByRole('region', { name: 'Connections' }).locator('tbody tr[data-row-key]');
  // Acme's admin may change the workspace: each connection offers Purge and Remove.
  const admin = await (await browser.newContext()).newPage();
  await resumeSession(admin, 'admin@acme.test', '/clients/1/reporting-suite/1/data-connections');
  await expect(connections(admin).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Purge / }).first()).toBeVisible();

  // reports@acme.test (REPORTING_ONLY, advertisers 1 and 2) reads the same connections, with nothing to destroy.
  await resumeSession(page, 'reports@acme.test', '/clients/1/reporting-suite/1/data-connections');
  await expect(connections(page)).toHaveCount(await connections(admin).count());
  await expect(page.getByRole('button', { name: destructive })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete workspace/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add manual connection' })).toHaveCount(0);

  await page.goto('/clients/1/reporting-suite/all/dashboards/custom-report');
  await expect(page.getByRole('heading', { name: 'Custom reports' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: destructive })).toHaveCount(0);
});
