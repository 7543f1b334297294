import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { formatCurrency, formatPercent } from '@beacon/shared/format';
import { clientScope, type AccessScope } from '../kernel/access/scope';
import { builtinAnswer } from '../domains/analytics/assistant/builtin-engine';
import { callTool, type ToolContext } from '../domains/analytics/assistant/tools';
import { readOutbox } from '../kernel/mail/outbox';
import { runScheduleLocked } from '../domains/report-delivery/scheduler';
import { call } from '../../tooling/testing/call';
import { pdfText } from '../../tooling/testing/pdf-text';
import { createTestApi, type TestApi } from '../../tooling/testing/test-api';
import { CAMPAIGN_FIGURES, METRICS } from './metrics';
import { resolveRange, todayUtc } from './time';

/**
 * One truth: the same figure, for the same campaign, advertiser and range, on every surface that shows it — the
 * campaign overview, each report tab, the Dashboards tiles, the builder, the PDF, the scheduled CSV, and the
 * assistant's tools and answers. Samples come from the seed (live campaigns of Acme Outdoor, its advertisers).
 */
let t: TestApi;
let ctx: ToolContext;
const noFocus = { campaignId: null, advertiserId: null };
const ADMIN = 'admin@acme.test';
const near = (a: number, b: number, within = 0.011) => Math.abs(a - b) <= within;

before(async () => {
  t = await createTestApi();
  // The assistant in-process, as the socket runs it for an agency user on Acme Outdoor (client 1).
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  ctx = { db: t.db, scope: clientScope(agency, 1), today: todayUtc(), privileges: ['INVOICES_READ'] };
});
after(async () => t.close());

const report = async (body: object) => {
  const { status, body: answer } = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/query', body);
  assert.equal(status, 200, JSON.stringify(answer));
  return answer.data as {
    dateRange: { startDate: string; endDate: string } | null;
    forecast: { note: string | null; totals: Record<string, number> } | null;
    queryResults: { name: string; data: Record<string, number | string | null>[] }[];
  };
};
const set = (r: Awaited<ReturnType<typeof report>>, name: string) =>
  r.queryResults.find((q) => q.name === name)?.data ?? [];

async function sampleCampaigns(status: string, limit: number) {
  return t.db.query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM campaigns c WHERE c.client_id = 1 AND c.status = $1
      AND EXISTS (SELECT 1 FROM daily_delivery d WHERE d.campaign_id = c.id) ORDER BY c.id LIMIT $2`,
    [status, limit],
  );
}

describe('one truth: pacing', () => {
  test('the overview, the report, every tab and the assistant give one pacing per campaign', async () => {
    const campaigns = await sampleCampaigns('Live', 3);
    assert.equal(campaigns.length, 3);
    for (const c of campaigns) {
      const overview = (await call(t, ADMIN, 'GET', `/api/clients/1/campaigns/${c.id}/pacing`)).body.data;
      assert.notEqual(overview.pacing, null, `${c.name} has a pacing`);
      const [whole] = set(await report({ campaignIds: [c.id], queries: ['pacing'] }), 'pacing');
      assert.equal(whole!.label, 'Pacing');
      assert.equal(whole!.pacing, overview.pacing, `${c.name}: report and overview`);
      assert.equal(whole!.spendToDate, overview.deliveredSpend);
      assert.equal(whole!.expectedSpend, overview.expectedSpend);
      assert.equal(overview.series.at(-1).deliveredSpend, overview.deliveredSpend, 'the chart ends on the figure');

      // Each tab: the campaign's own figure when the tab covers all its line items, else that channel's, said so.
      const detail = (await call(t, ADMIN, 'GET', `/api/clients/1/campaign-reports/campaigns/${c.id}`)).body.data;
      for (const tab of detail.tabs as { key: string; name: string }[]) {
        const [row] = set(await report({ campaignIds: [c.id], tab: tab.key, queries: ['pacing'] }), 'pacing');
        if (!row) continue; // a channel with no budget of its own
        if (row.scope === 'campaign') assert.equal(row.pacing, overview.pacing, `${tab.name} tab of ${c.name}`);
        else assert.equal(row.label, `${tab.name} pacing`);
      }

      // The channels (each platform alone) add up to the campaign.
      const platforms = await t.db.query<{ platform: string }>(
        'SELECT DISTINCT platform FROM line_items WHERE campaign_id = $1 ORDER BY 1',
        [c.id],
      );
      let delivered = 0;
      let expected = 0;
      for (const { platform } of platforms) {
        const [row] = set(
          await report({ campaignIds: [c.id], queries: ['pacing'], queryParams: { platforms: [platform] } }),
          'pacing',
        );
        delivered += Number(row?.spendToDate ?? 0);
        expected += Number(row?.expectedSpend ?? 0);
      }
      assert.ok(near(delivered, overview.deliveredSpend, 0.01 * platforms.length), `${c.name}: channels' delivery`);
      // Line item budgets are the campaign's budget split in cents, so the sum may differ by a cent per line.
      assert.ok(near(expected, overview.expectedSpend, 0.05 * platforms.length), `${c.name}: channels' plan`);

      const tool = await callTool(ctx, 'campaign_pacing', { campaignId: c.id });
      assert.equal(tool.figures.pacingPercent, overview.pacingPercent);
      // Named with its id: two campaigns may share a name (the assistant asks which one otherwise).
      const answer = await builtinAnswer(ctx, `What is the pacing of ${c.name} (id ${c.id})?`, noFocus);
      assert.ok(answer.text.includes(`Pacing is ${formatPercent(overview.pacing)}`), answer.text.slice(0, 300));
    }
  });
});

describe('one truth: spend over a range', () => {
  test('report totals, Dashboards, builder, PDF, scheduled CSV and the assistant agree for the last 30 days', async () => {
    const [advertiser] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM advertisers WHERE client_id = 1 ORDER BY id LIMIT 1',
    );
    const range = resolveRange('Last 30 days', todayUtc());
    const totals = await report({
      advertiserIds: [advertiser!.id],
      dateRangeChoice: 'Last 30 days',
      queries: ['totals'],
    });
    assert.deepEqual(totals.dateRange, range);
    const [sum] = set(totals, 'totals');
    const spend = Number(sum!.spend);
    assert.ok(spend > 0, 'the advertiser delivered in the last 30 days');

    // Dashboards: the all-advertisers page's request, one row per advertiser.
    const dashboards = await report({
      dateRangeChoice: 'Last 30 days',
      groupBy: ['advertiser'],
      queries: ['breakdown'],
    });
    const row = set(dashboards, 'breakdown').find((r) => Number(r.advertiser) === advertiser!.id);
    assert.equal(row!.spend, spend);

    // Builder: its own query, the same range.
    const builder = await call(t, ADMIN, 'POST', `/api/clients/1/advertisers/${advertiser!.id}/builder-reports/query`, {
      columnNamesToQuery: ['spend', 'ctr'],
      queryParams: { dateRange: range },
    });
    assert.equal(builder.status, 200, JSON.stringify(builder.body));
    assert.equal(builder.body.data.rows[0].spend, spend);
    assert.equal(builder.body.data.rows[0].ctr, sum!.ctr);

    // The PDF shows the screen's tiles in the screen's formats.
    const pdf = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/pdf', {
      advertiserIds: [advertiser!.id],
      dateRangeChoice: 'Last 30 days',
      title: 'One truth',
    });
    assert.equal(pdf.status, 200);
    const text = pdfText(pdf.raw.rawPayload);
    assert.ok(text.includes(formatCurrency(spend)), `the PDF shows ${formatCurrency(spend)}`);
    assert.ok(text.includes(formatPercent(Number(sum!.ctr))), `the PDF shows CTR ${formatPercent(Number(sum!.ctr))}`);
    assert.ok(text.includes('Regions'), 'the PDF has the screen’s region breakdown');

    // A scheduled CSV over the same relative range: amounts in dollars, rates as rounded percentages.
    const [schedule] = await t.db.query<{ id: number }>(
      `INSERT INTO report_schedules (advertiser_id, builder_report_id, name, frequency, recipients, format, date_range, time_zone, next_run_at)
      VALUES ($1, NULL, 'One truth', 'DAILY', '{one-truth@acmeoutdoor.com}', 'CSV', 'Last 30 days', 'UTC', now() + interval '1 day')
      RETURNING id`,
      [advertiser!.id],
    );
    assert.equal((await runScheduleLocked(t.db, schedule!.id, new Date(), true))?.status, 'SUCCESS');
    const [mail] = await readOutbox(t.db, 'one-truth@acmeoutdoor.com');
    const csv = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\r\n');
    const columns = header!.split(',');
    const spendAt = columns.indexOf('Spend (USD)');
    assert.ok(spendAt >= 0, header);
    const csvSpend = lines.reduce((total, line) => total + Number(line.split(',')[spendAt]), 0);
    assert.ok(near(csvSpend, spend, 0.01 * lines.length), `CSV ${csvSpend} against ${spend}`);

    // The assistant: its tool and its answer.
    const tool = await callTool(ctx, 'advertiser_spend', { advertiserId: advertiser!.id, ...range });
    assert.equal(tool.figures.spend, Math.round(spend * 100) / 100);
    const answer = await builtinAnswer(ctx, `How much has ${advertiser!.name} spent in the last 30 days?`, noFocus);
    assert.ok(answer.text.includes(formatCurrency(spend)), answer.text.slice(0, 300));
  });

  test('a day without conversions has no cost per conversion on the report, its PDF and in the assistant: —, never $0', async () => {
    const [day] = await t.db.query<{ campaignId: number; day: string }>(
      `SELECT d.campaign_id AS "campaignId", to_char(d.day, 'YYYY-MM-DD') AS day
         FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id
        WHERE c.client_id = 1 GROUP BY 1, 2 HAVING sum(d.conversions) = 0 AND sum(d.spend) > 0
        ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    assert.ok(day, 'the seed has a campaign day that spent without a conversion');
    const dateRange = { startDate: day.day, endDate: day.day };
    const body = { campaignIds: [day.campaignId], dateRangeChoice: 'Custom', queryParams: { dateRange } };
    const [totals] = set(await report({ ...body, queries: ['totals'] }), 'totals');
    assert.ok(Number(totals!.spend) > 0);
    assert.equal(totals!.conversions, 0);
    assert.equal(totals!.costPerConversion, null, 'the report has no cost per conversion');
    assert.notEqual(totals!.cpm, null, 'a rate whose base is there still has its value');

    const pdf = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/pdf', {
      ...body,
      objective: 'Conversions',
      title: 'No conversions',
    });
    assert.equal(pdf.status, 200);
    const text = pdfText(pdf.raw.rawPayload);
    assert.match(text, /Cost per conversion—Not comparable with the previous period/);
    assert.doesNotMatch(text, /[▲▼]|%²/, 'the arrows are drawn, not written in a font that lacks them');

    const tool = await callTool(ctx, 'query_metrics', {
      metrics: ['costPerConversion', 'spend'],
      campaignIds: [day.campaignId],
      ...dateRange,
    });
    assert.equal(tool.figures.costPerConversion, '—');
    assert.equal(tool.figures.spend, Math.round(Number(totals!.spend) * 100) / 100);

    // Ranked by the least cost per conversion, the campaigns without conversions come last, not first at $0.
    const ranked = await callTool(ctx, 'query_metrics', {
      metrics: ['costPerConversion'],
      groupBy: 'campaign',
      order: 'least',
      range: 'Last 30 days',
    });
    const values = (ranked.data as { rows: { values: { costPerConversion: number | null } }[] }).rows.map(
      (r) => r.values.costPerConversion,
    );
    const firstNone = values.indexOf(null);
    assert.ok(values[0] !== null && values[0]! > 0, `the best is a real cost: ${values.slice(0, 3).join(', ')}`);
    if (firstNone >= 0)
      assert.ok(
        values.slice(firstNone).every((v) => v === null),
        'none ranks among the values',
      );
  });

  test('MTD and YTD end on the last complete day in reports and in the assistant', async () => {
    for (const [choice, words] of [
      ['MTD', 'so far this month'],
      ['YTD', 'this year'],
    ] as const) {
      const r = await report({ advertiserIds: [1], dateRangeChoice: choice, queries: ['totals'] });
      assert.deepEqual(r.dateRange, resolveRange(choice, todayUtc()));
      const answer = await builtinAnswer(ctx, `Which channel is best for clicks ${words}?`, noFocus);
      const channels = answer.toolCalls.find((c) => c.name === 'query_metrics');
      assert.equal(channels?.arguments.groupBy, 'adFormat');
      assert.equal(channels?.figures.endDate, resolveRange(choice, todayUtc()).endDate);
      assert.equal(channels?.figures.startDate, resolveRange(choice, todayUtc()).startDate);
    }
  });
});

describe('one truth: statuses', () => {
  test('"active" is the list filter and the badge; "live" is the status, for advertisers and the assistant', async () => {
    const metrics = (await call(t, ADMIN, 'GET', '/api/clients/1/campaigns/metrics')).body.data;
    const active = await call(t, ADMIN, 'GET', '/api/clients/1/campaigns?filter=active&pageSize=1');
    assert.equal(active.body.page.total, metrics.countActive);
    assert.equal(metrics.countLive, metrics.countByStatus.Live);
    const advertisers = await call(t, ADMIN, 'GET', '/api/clients/1/advertisers?pageSize=500');
    const liveByAdvertiser = (advertisers.body.data as { countsForCurrentClient: { countOfCampaignsActive: number } }[])
      .map((a) => a.countsForCurrentClient.countOfCampaignsActive)
      .reduce((total, n) => total + n, 0);
    assert.equal(liveByAdvertiser, metrics.countLive);
    const live = await builtinAnswer(ctx, 'How many live campaigns do we have?', noFocus);
    assert.ok(live.text.startsWith(`You have ${metrics.countLive} live campaigns`), live.text.slice(0, 200));
    const activeAnswer = await builtinAnswer(ctx, 'How many active campaigns do we have?', noFocus);
    assert.ok(activeAnswer.text.startsWith(`You have ${metrics.countActive} active campaigns`));
  });
});

describe('one truth: forecast', () => {
  test('a campaign that cannot deliver is forecast nothing, and the report says why', async () => {
    for (const [status, why] of [
      ['Blocked', /blocked/],
      ['Paused', /paused/],
      ['Completed', /completed|ended/],
    ] as const) {
      const [c] = await sampleCampaigns(status, 1);
      if (!c) continue;
      const r = await report({ campaignIds: [c.id], queries: ['forecastImpressions', 'forecastSpend'] });
      assert.equal(set(r, 'forecastImpressions').length, 14);
      assert.ok(
        set(r, 'forecastImpressions').every((d) => d.value === 0),
        `${status}: nothing forecast`,
      );
      assert.equal(r.forecast?.totals.forecastSpend, 0);
      assert.match(String(r.forecast?.note), why);
    }
  });

  test("a live campaign's forecast starts today and its total is the sum of its days", async () => {
    const [c] = await sampleCampaigns('Live', 1);
    const r = await report({ campaignIds: [c!.id], queries: ['forecastImpressions'] });
    const days = set(r, 'forecastImpressions');
    assert.equal(days[0]!.day, todayUtc());
    assert.equal(
      r.forecast?.totals.forecastImpressions,
      days.reduce((total, d) => total + Number(d.value), 0),
    );
  });
});

describe('one truth: the docs', () => {
  test("docs/figures.md lists every figure with the server's own definition", () => {
    const doc = readFileSync(new URL('../../../docs/figures.md', import.meta.url), 'utf8');
    const figures = doc.slice(doc.indexOf('## Figures'), doc.indexOf('## Delivery rollups'));
    for (const [key, f] of [...Object.entries(METRICS), ...Object.entries(CAMPAIGN_FIGURES)])
      assert.ok(
        figures.includes(`| ${f.label} | \`${key}\` |`) && figures.includes(f.definition),
        `${key} in docs/figures.md`,
      );
  });
});
