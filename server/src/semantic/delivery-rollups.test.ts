import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ClientScope } from '../kernel/access/scope';
import type { Database } from '../kernel/db/database';
import { clientOneOfFile } from '../../tooling/testing/client-scopes';
import { OBJECTIVE_FIGURES } from './choices';
import { REPORT_BREAKDOWNS } from './catalogue';
import { DELIVERY_ROLLUPS, DELIVERY_SOURCES, deliverySourceOf, type DeliverySource } from './delivery-sources';
import { DIMENSION_NAMES, type Dimension } from './dimensions';
import { runDeliveryQuery, runReportQuery, type ReportQuery } from './query';
import { resolveRange, todayUtc } from './time';

/**
 * The delivery rollups give the facts' figures to the cent: every rollup, every grouping it keeps and every
 * catalogue breakdown, every metric, for a campaign, an advertiser over a range and a whole client, asked of the
 * rollup and of daily_delivery itself; and they follow every write to the facts (insert, update, delete, truncate).
 */
const t = clientOneOfFile();
const FACTS = DELIVERY_SOURCES.find((s) => s.table === 'daily_delivery')!;
const ROLLUP_SOURCES = DELIVERY_SOURCES.filter((s) => s !== FACTS);

async function busiestCampaign(): Promise<{ id: number; advertiserId: number }> {
  const [row] = await t.db.query<{ id: number; advertiserId: number }>(
    `SELECT d.campaign_id AS id, min(d.advertiser_id) AS "advertiserId" FROM daily_delivery d
      JOIN advertisers a ON a.id = d.advertiser_id WHERE a.client_id = 1
      GROUP BY d.campaign_id ORDER BY count(*) DESC LIMIT 1`,
  );
  return row!;
}

/**
 * The groupings to try on a source: none, each it keeps alone, each catalogue breakdown, the report's budget groups
 * and the benches' groupings, where the source keeps them.
 */
function groupingsOf(source: DeliverySource): Dimension[][] {
  const breakdowns = REPORT_BREAKDOWNS.map((b) => b.dimensions.map((d) => d.key));
  const more: Dimension[][] = [
    ['lineItem', 'lineItemName', 'platform', 'adFormat', 'budget'],
    ['advertiser', 'month'],
    ['day', 'platform'],
  ];
  const all: Dimension[][] = [[], ...source.keeps.map((dim) => [dim]), ...breakdowns, ...more];
  return all.filter((dims) => dims.every((dim) => source.keeps.includes(dim)));
}

async function sameAsFacts(scope: ClientScope, q: ReportQuery, source: DeliverySource) {
  const fromRollup = await runDeliveryQuery(t.db, scope, q, source);
  const fromFacts = await runDeliveryQuery(t.db, scope, q, FACTS);
  assert.ok(fromFacts.length > 0, `the facts answer ${JSON.stringify(q)}`);
  assert.deepStrictEqual(fromRollup, fromFacts, `${source.table}: ${JSON.stringify(q)}`);
}

describe('delivery rollups give the facts’ figures', () => {
  test('every rollup, grouping and metric, for a campaign, an advertiser over a range and the whole client', async () => {
    const campaign = await busiestCampaign();
    const lastMonth = resolveRange('Last 30 days', todayUtc());
    const subjects: [ClientScope, Omit<ReportQuery, 'groupBy'>][] = [
      [t.agency, { campaignIds: [campaign.id] }],
      [t.agency, { advertiserIds: [campaign.advertiserId], dateRange: lastMonth }],
      [t.agency, {}],
      [t.limited, { dateRange: lastMonth, objectiveSql: OBJECTIVE_FIGURES['Conversions'].sql }],
    ];
    for (const source of ROLLUP_SOURCES)
      for (const [scope, subject] of subjects)
        for (const groupBy of groupingsOf(source)) await sameAsFacts(scope, { ...subject, groupBy }, source);
  });

  test('channel and pixel filters read line items, and their rollup answers them as the facts do', async () => {
    const lineItems = DELIVERY_SOURCES.find((s) => s.table === 'delivery_line_item_days')!;
    const filters: Omit<ReportQuery, 'groupBy'>[] = [
      { platforms: ['XANDR'] },
      { platformAdTypes: ['DISPLAY', 'VIDEO'] },
      { withPixel: true },
      { platforms: ['ADOMNI', 'META'], dateRange: resolveRange('Previous Month', todayUtc()) },
    ];
    for (const filter of filters)
      for (const groupBy of groupingsOf(lineItems)) {
        assert.equal(deliverySourceOf(filter, groupBy).table, 'delivery_line_item_days');
        await sameAsFacts(t.agency, { ...filter, groupBy }, lineItems);
      }
  });

  test('each query reads the smallest source that answers it, and the facts where none does', () => {
    const asked = (q: object, groupBy: Dimension[]) => deliverySourceOf(q, groupBy).table;
    assert.equal(asked({ campaignIds: [1] }, ['day']), 'delivery_campaign_days');
    assert.equal(asked({}, ['advertiser', 'month']), 'delivery_campaign_days');
    assert.equal(asked({ campaignIds: [1] }, ['region']), 'delivery_region_days');
    assert.equal(asked({ campaignIds: [1] }, ['platform']), 'delivery_line_item_days');
    assert.equal(asked({ platforms: ['XANDR'] }, []), 'delivery_line_item_days');
    // A region within channels needs line items and regions at once: only the facts keep both.
    assert.equal(asked({ platforms: ['XANDR'] }, ['region']), 'daily_delivery');
    assert.equal(asked({ someFilterAddedLater: [1] }, []), 'daily_delivery');
    // Every grouping is answered by some source (the state is split from the region's sums: by-state.ts).
    for (const dim of DIMENSION_NAMES.filter((name) => name !== 'state'))
      assert.ok(
        DELIVERY_SOURCES.some((s) => s.keeps.includes(dim)),
        dim,
      );
  });
});

/** Rows where a rollup and the facts summed at its grain differ (both ways): none when the rollup is right. */
async function differences(db: Database): Promise<Record<string, number>> {
  const sums = `count(*)::int AS delivery_rows, sum(impressions) AS impressions, sum(viewable_impressions) AS
    viewable_impressions, sum(clicks) AS clicks, sum(completions) AS completions, sum(conversions) AS conversions,
    sum(site_activities) AS site_activities, sum(spend) AS spend`;
  const columns = `delivery_rows, impressions, viewable_impressions, clicks, completions, conversions,
    site_activities, spend`;
  const keys: Record<(typeof DELIVERY_ROLLUPS)[number], string> = {
    delivery_campaign_days: 'campaign_id, day, advertiser_id',
    delivery_region_days: 'campaign_id, day, region, advertiser_id',
    delivery_line_item_days: 'line_item_id, day, campaign_id, advertiser_id',
  };
  const found: Record<string, number> = {};
  for (const rollup of DELIVERY_ROLLUPS) {
    const key = keys[rollup];
    const [row] = await db.query<{ n: number }>(
      `WITH facts AS (SELECT ${key}, ${sums} FROM daily_delivery GROUP BY ${key}),
        rollup AS (SELECT ${key}, ${columns} FROM ${rollup})
      SELECT ((SELECT count(*) FROM (SELECT * FROM facts EXCEPT SELECT * FROM rollup) a) +
        (SELECT count(*) FROM (SELECT * FROM rollup EXCEPT SELECT * FROM facts) b))::int AS n`,
    );
    found[rollup] = row!.n;
  }
  return found;
}
const NONE = Object.fromEntries(DELIVERY_ROLLUPS.map((r) => [r, 0]));

describe('the rollups follow every write to daily delivery', () => {
  test('the seed wrote them with the facts', async () => {
    assert.deepStrictEqual(await differences(t.db), NONE);
  });

  test('delivery added, corrected and withdrawn shows in the report at once', async () => {
    const campaign = await busiestCampaign();
    const totals = async () => (await runReportQuery(t.db, t.agency, { campaignIds: [campaign.id], groupBy: [] }))[0]!;
    const before = await totals();
    // A new day of delivery for one line item in two regions (one statement), as an ingestion would write it.
    await t.db.query(
      `INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions,
        viewable_impressions, clicks, completions, conversions, site_activities, spend)
      SELECT li.id, li.campaign_id, c.advertiser_id, DATE '2031-01-01', r.region, 1000, 600, 7, 0, 1, 2, 12.34
      FROM line_items li JOIN campaigns c ON c.id = li.campaign_id, (VALUES ('West'), ('Midwest')) AS r(region)
      WHERE li.campaign_id = $1 ORDER BY li.id LIMIT 2`,
      [campaign.id],
    );
    assert.deepStrictEqual(await differences(t.db), NONE);
    const added = await totals();
    assert.equal(added.impressions, Number(before.impressions) + 2000);
    assert.equal(Number(added.spend).toFixed(2), (Number(before.spend) + 24.68).toFixed(2));

    await t.db.query(`UPDATE daily_delivery SET clicks = clicks + 3, spend = spend + 0.01 WHERE campaign_id = $1`, [
      campaign.id,
    ]);
    assert.deepStrictEqual(await differences(t.db), NONE);

    await t.db.query(`DELETE FROM daily_delivery WHERE campaign_id = $1 AND day = DATE '2031-01-01'`, [campaign.id]);
    assert.deepStrictEqual(await differences(t.db), NONE);
    const [gone] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM delivery_campaign_days WHERE campaign_id = $1 AND day = DATE '2031-01-01'`,
      [campaign.id],
    );
    assert.equal(gone!.n, 0, 'a day without delivery left has no rollup row');
  });

  test('a deleted campaign takes its delivery and its rollups with it', async () => {
    const [doomed] = await t.db.query<{ id: number }>(
      `SELECT d.campaign_id AS id FROM daily_delivery d GROUP BY d.campaign_id ORDER BY d.campaign_id DESC LIMIT 1`,
    );
    await t.db.query('DELETE FROM line_items WHERE campaign_id = $1', [doomed!.id]);
    assert.deepStrictEqual(await differences(t.db), NONE);
    const [left] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM delivery_line_item_days WHERE campaign_id = $1',
      [doomed!.id],
    );
    assert.equal(left!.n, 0);
  });

  test('emptying the facts empties the rollups', async () => {
    await t.db.exec('TRUNCATE daily_delivery');
    const [left] = await t.db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM delivery_campaign_days) + (SELECT count(*) FROM delivery_region_days) +
        (SELECT count(*) FROM delivery_line_item_days))::int AS n`,
    );
    assert.equal(left!.n, 0);
  });
});
