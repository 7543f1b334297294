import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clientOneOfFile } from '../../tooling/testing/client-scopes';
import { call } from '../../tooling/testing/call';
import { DELIVERY_SOURCES, deliverySourceOf } from './delivery-sources';
import type { Dimension } from './dimensions';
import { runDeliveryQuery, runReportQuery, type ReportFilter, type Row } from './query';

/**
 * Delivery by US state (by-state.ts): a report's delivery in each region, after its filters and sums, split over
 * the region's states by the campaign's weights, so that the states of a region add up exactly to the region's
 * figures, whatever the report asks and however it is grouped.
 */
const t = clientOneOfFile();

const UNITS = ['impressions', 'viewable_impressions', 'clicks', 'completions', 'conversions', 'site_activities'];
const unitsOf = (row: Row) => [...UNITS.map((u) => Number(row[u])), Math.round(Number(row.spend) * 100)];

/** Every group's states added up, by the group's other groupings and region, to the unit and the cent. */
function addedUp(states: Row[], by: string[]): Map<string, number[]> {
  const sums = new Map<string, number[]>();
  for (const row of states) {
    const key = JSON.stringify(by.map((dim) => row[dim]));
    const units = unitsOf(row);
    sums.set(
      key,
      (sums.get(key) ?? units.map(() => 0)).map((sum, i) => sum + units[i]!),
    );
  }
  return sums;
}

async function statesAddUp(q: ReportFilter, others: Dimension[]) {
  const groups = await runReportQuery(t.db, t.agency, { ...q, groupBy: [...others, 'region'] });
  const states = await runReportQuery(t.db, t.agency, { ...q, groupBy: [...others, 'region', 'state'] });
  assert.ok(groups.length > 0, JSON.stringify(q));
  const by = [...others, 'region'];
  const sums = addedUp(states, by);
  assert.equal(sums.size, groups.length, `every group has its states: ${JSON.stringify({ q, others })}`);
  for (const group of groups) {
    assert.deepEqual(sums.get(JSON.stringify(by.map((dim) => group[dim]))), unitsOf(group), JSON.stringify(group));
  }
}

async function busiestCampaign(): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `SELECT d.campaign_id AS id FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id
      WHERE c.client_id = 1 GROUP BY d.campaign_id ORDER BY count(*) DESC LIMIT 1`,
  );
  return row!.id;
}

type Body = { data: { queryResults: { name: string; data: Row[] }[] } };
const resultOf = (body: Body, name: string) => body.data.queryResults.find((r) => r.name === name)!.data;

describe('delivery by state', () => {
  test("a report's states add up to its regions to the unit and the cent, on every filter and grouping", async () => {
    const campaign = await busiestCampaign();
    const [advertiser] = await t.db.query<{ id: number }>('SELECT advertiser_id AS id FROM campaigns WHERE id = $1', [
      campaign,
    ]);
    // Filters on what the campaign has: two of its platforms (or its one), one of its ad formats.
    const [mix] = await t.db.query<{ platforms: string[]; formats: string[] }>(
      `SELECT array_agg(DISTINCT platform ORDER BY platform) AS platforms,
        array_agg(DISTINCT ad_format ORDER BY ad_format) AS formats FROM line_items WHERE campaign_id = $1`,
      [campaign],
    );
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const range = { startDate: day(365), endDate: day(1) };
    for (const q of [
      { campaignIds: [campaign] },
      { campaignIds: [campaign], platforms: mix!.platforms.slice(0, 2) },
      { campaignIds: [campaign], platformAdTypes: mix!.formats.slice(-1) },
      { advertiserIds: [advertiser!.id], dateRange: range },
      {},
    ]) {
      await statesAddUp(q, []);
      await statesAddUp(q, ['month']);
    }
    await statesAddUp({ campaignIds: [campaign] }, ['day', 'platform']);
    await statesAddUp({ advertiserIds: [advertiser!.id] }, ['campaign']);
  });

  test('a split read from a rollup is the split read from the facts', async () => {
    const campaign = await busiestCampaign();
    const q = { campaignIds: [campaign], groupBy: ['region', 'state'] as Dimension[] };
    const source = deliverySourceOf(q, q.groupBy);
    assert.equal(source.table, 'delivery_region_days');
    const facts = DELIVERY_SOURCES.find((s) => s.table === 'daily_delivery')!;
    assert.deepStrictEqual(
      await runDeliveryQuery(t.db, t.agency, q, source),
      await runDeliveryQuery(t.db, t.agency, q, facts),
    );
  });

  test('a state grouping reads the sums of its campaigns and regions: a rollup, or the facts for line items', () => {
    assert.equal(deliverySourceOf({ campaignIds: [1] }, ['state']).table, 'delivery_region_days');
    assert.equal(deliverySourceOf({ campaignIds: [1] }, ['month', 'region', 'state']).table, 'delivery_region_days');
    assert.equal(deliverySourceOf({ platforms: ['XANDR'] }, ['region', 'state']).table, 'daily_delivery');
    assert.equal(deliverySourceOf({}, ['lineItemName', 'state']).table, 'daily_delivery');
    assert.equal(deliverySourceOf({ someFilterAddedLater: [1] }, ['state']).table, 'daily_delivery');
  });

  test("the campaign report's map: each state its own figure, with its region", async () => {
    const campaign = await busiestCampaign();
    const { status, body } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      campaignIds: [campaign],
      queries: ['region', 'state'],
      queryParams: {},
    });
    assert.equal(status, 200);
    const states = resultOf(body as Body, 'state');
    assert.ok(states.every((s) => typeof s.state === 'string' && typeof s.region === 'string'));
    // California and Wyoming are not given the same figure: states are not their region's average.
    const figure = (code: string) => Number(states.find((s) => s.state === code)?.impressions ?? 0);
    if (resultOf(body as Body, 'region').some((r) => r.region === 'West')) assert.ok(figure('ca') > figure('wy') * 5);
  });

  test('delivery written later is split at once; a campaign without weights spreads by population', async () => {
    const campaign = await busiestCampaign();
    // Seven impressions and five cents over the Northeast's nine states: each gets its share rounded down or up.
    await t.db.query(
      `INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions,
        viewable_impressions, clicks, completions, conversions, site_activities, spend)
      SELECT li.id, li.campaign_id, c.advertiser_id, DATE '2031-02-01', 'Northeast', 7, 5, 1, 0, 0, 0, 0.05
      FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE li.campaign_id = $1 ORDER BY li.id LIMIT 1`,
      [campaign],
    );
    const day = { campaignIds: [campaign], dateRange: { startDate: '2031-02-01', endDate: '2031-02-01' } };
    const split = await runReportQuery(t.db, t.agency, { ...day, groupBy: ['state'] });
    assert.equal(split.length, 9);
    assert.equal(
      split.reduce((sum, s) => sum + Number(s.impressions), 0),
      7,
    );
    assert.equal(
      split.reduce((sum, s) => sum + Math.round(Number(s.spend) * 100), 0),
      5,
    );
    // Each state's share is 7 x its weight over the region's, floored or one more (the largest remainders).
    const weights = await t.db.query<{ code: string; weight: string }>(
      `SELECT st.code, COALESCE(cw.weight, st.population) AS weight FROM us_states st
       LEFT JOIN campaign_state_weights cw ON cw.campaign_id = $1 AND cw.state = st.code
       WHERE st.region = 'Northeast'`,
      [campaign],
    );
    const whole = weights.reduce((sum, w) => sum + Number(w.weight), 0);
    for (const s of split) {
      const exact = (7 * Number(weights.find((w) => w.code === s.state)!.weight)) / whole;
      assert.ok([Math.floor(exact), Math.floor(exact) + 1].includes(Number(s.impressions)), `${s.state}: ${exact}`);
    }

    await t.db.query('DELETE FROM campaign_state_weights WHERE campaign_id = $1', [campaign]);
    await statesAddUp({ campaignIds: [campaign] }, ['month']);
    const byState = await runReportQuery(t.db, t.agency, { campaignIds: [campaign], groupBy: ['state'] });
    const of = (code: string) => Number(byState.find((s) => s.state === code)!.impressions);
    // New York has 31 times Vermont's people.
    assert.ok(of('ny') > of('vt') * 25, `${of('ny')} ${of('vt')}`);
  });
});
