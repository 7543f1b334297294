import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatFigure, reportInsightOf } from '@beacon/shared/format';
import { call } from '../../../tooling/testing/call';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { REPORT_SETS, REPORT_TILES } from '../../semantic/catalogue';
import { METRICS } from '../../semantic/metrics';

let t: TestApi;
let campaignId: number;
before(async () => {
  t = await createTestApi();
  // An Acme campaign that delivered in the last 30 days and in the 30 before, on more than one platform: its insight
  // compares, and can name a driving channel.
  const [row] = await t.db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c JOIN line_items li ON li.campaign_id = c.id
      WHERE c.client_id = 1
        AND EXISTS (SELECT 1 FROM daily_delivery d WHERE d.line_item_id = li.id AND d.day < current_date - 30)
        AND EXISTS (SELECT 1 FROM daily_delivery d WHERE d.campaign_id = c.id AND d.day >= current_date - 30)
      GROUP BY c.id HAVING count(DISTINCT li.platform) > 1
      ORDER BY c.id LIMIT 1`,
  );
  campaignId = row!.id;
});
after(async () => t.close());

type Row = Record<string, number | string | null>;
type Result = { queryResults: { name: string; data: Row[] }[] };
const figures = REPORT_TILES.map((tile) => ({ label: tile.label, key: tile.metric, unit: METRICS[tile.metric].unit }));
const request = (range: object) => ({ campaignIds: [campaignId], queries: REPORT_SETS, ...range });
const rowOf = (result: Result, from: string): Row | undefined => {
  const [set, platform] = from.split(':');
  const name = set === 'channel' ? 'platform' : set === 'previousChannel' ? 'previousPlatform' : set!;
  const rows = result.queryResults.find((r) => r.name === name)?.data ?? [];
  return platform ? rows.find((r) => r.platform === platform) : rows[0];
};

describe("a report's written insight", () => {
  test('names only figures the report itself shows, as its tiles format them', async () => {
    const { status, body } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      ...request({ dateRangeChoice: 'Last 30 days' }),
    });
    assert.equal(status, 200);
    const insight = reportInsightOf(body.data as Result, figures);
    assert.match(insight.text, /^Spend was \$/);
    assert.match(insight.text, /on the period before|held steady/, 'it compares with the period before');
    assert.ok(
      insight.facts.some((f) => f.from.startsWith('channel:')),
      'it names the channel that drove spend',
    );
    for (const fact of insight.facts) {
      const row = rowOf(body.data as Result, fact.from);
      assert.ok(row, `${fact.from} is one of the report's sets`);
      assert.equal(fact.value, Number(row[fact.key] ?? 0), `${fact.label} from ${fact.from}`);
    }
    const spend = insight.facts.find((f) => f.from === 'totals' && f.key === 'spend')!;
    assert.ok(insight.text.includes(formatFigure(spend.value, 'currency')), insight.text);
  });

  test('a campaign with no delivery in the range says so rather than inventing a change', async () => {
    const { body } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      ...request({ queryParams: { dateRange: { startDate: '2001-01-01', endDate: '2001-01-31' } } }),
    });
    assert.equal(
      reportInsightOf(body.data as Result, figures).text,
      'No delivery in this period yet, so there is nothing to compare.',
    );
  });

  test("the PDF carries the screen's paragraph under Summary", async () => {
    const range = { dateRangeChoice: 'Last 30 days' };
    const screen = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', request(range));
    const pdf = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/pdf', {
      campaignIds: [campaignId],
      title: 'Insight report',
      ...range,
    });
    assert.equal(pdf.status, 200);
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const text = squeeze(pdfText(pdf.raw.rawPayload));
    assert.ok(text.includes('Summary'));
    assert.ok(text.includes(squeeze(reportInsightOf(screen.body.data as Result, figures).text)));
  });
});
