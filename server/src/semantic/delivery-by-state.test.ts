import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call } from '../testing/call';
import { createTestApi, type TestApi } from '../testing/test-api';
import { deliverySourceOf } from './delivery-sources';

/**
 * Delivery by US state (migration 0901): every fact row (line item, day, region) split over its region's states,
 * so that the states of a region add up exactly to the region's figures, whatever the report asks.
 */
let t: TestApi;
before(async () => {
  t = await createTestApi();
});
after(async () => t.close());

const FIGURES = ['impressions', 'viewable_impressions', 'clicks', 'completions', 'conversions', 'site_activities'];
const SUMS = [...FIGURES.map((f) => `sum(${f})::bigint AS ${f}`), 'sum(spend)::numeric(16, 2) AS spend'].join(', ');

/** Fact rows of the campaigns chosen whose states do not add up to them (both ways): none when the split is exact. */
async function rowsThatDoNotAddUp(where: string, params: unknown[] = []): Promise<number> {
  const key = 'line_item_id, day, region';
  const [row] = await t.db.query<{ n: number }>(
    `WITH facts AS (SELECT ${key}, ${SUMS} FROM daily_delivery WHERE ${where} GROUP BY ${key}),
      states AS (SELECT ${key}, ${SUMS} FROM daily_state_delivery WHERE ${where} GROUP BY ${key})
    SELECT ((SELECT count(*) FROM (SELECT * FROM facts EXCEPT SELECT * FROM states) a) +
      (SELECT count(*) FROM (SELECT * FROM states EXCEPT SELECT * FROM facts) b))::int AS n`,
    params,
  );
  return row!.n;
}

async function busiestCampaign(): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `SELECT d.campaign_id AS id FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id
      WHERE c.client_id = 1 GROUP BY d.campaign_id ORDER BY count(*) DESC LIMIT 1`,
  );
  return row!.id;
}

type Row = Record<string, number | string>;
const resultOf = (body: { data: { queryResults: { name: string; data: Row[] }[] } }, name: string) =>
  body.data.queryResults.find((r) => r.name === name)!.data;

describe('delivery by state', () => {
  test("every fact row of an advertiser's campaigns is split over its region's states to the unit and the cent", async () => {
    const [advertiser] = await t.db.query<{ id: number; campaigns: number[] }>(
      `SELECT advertiser_id AS id, array_agg(DISTINCT campaign_id) AS campaigns FROM daily_delivery
        GROUP BY advertiser_id ORDER BY count(*) DESC LIMIT 1`,
    );
    assert.ok(advertiser!.campaigns.length > 3);
    // The campaigns' filter reaches the facts before the split (a filter on the advertiser's would as well).
    assert.equal(await rowsThatDoNotAddUp('campaign_id = ANY($1::int[])', [advertiser!.campaigns]), 0);
    const [states] = await t.db.query<{ n: number; regions: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT region)::int AS regions FROM us_states',
    );
    assert.deepEqual(states, { n: 51, regions: 4 }, 'the 50 states and DC, each in one of the four regions');
  });

  test("the report's states add up to its regions, on every channel filter, and each state differs", async () => {
    const campaign = await busiestCampaign();
    for (const queryParams of [{}, { platforms: ['XANDR', 'META'] }, { platformAdTypes: ['DISPLAY'] }]) {
      const { status, body } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
        campaignIds: [campaign],
        queries: ['region', 'state'],
        queryParams,
      });
      assert.equal(status, 200);
      const regions = resultOf(body, 'region');
      const states = resultOf(body, 'state');
      for (const region of regions) {
        const own = states.filter((s) => s.region === region.region);
        assert.ok(own.length >= 9, `${String(region.region)} has its states`);
        assert.equal(
          own.reduce((sum, s) => sum + Number(s.impressions), 0),
          region.impressions,
          `${String(region.region)} ${JSON.stringify(queryParams)}`,
        );
        assert.equal(
          own.reduce((sum, s) => sum + Number(s.clicks), 0),
          region.clicks,
        );
        const cents = own.reduce((sum, s) => sum + Math.round(Number(s.spend) * 100), 0);
        assert.equal(cents, Math.round(Number(region.spend) * 100));
      }
      // California and Wyoming are not given the same figure: states are not their region's average.
      const figure = (code: string) => Number(states.find((s) => s.state === code)?.impressions ?? 0);
      if (regions.some((r) => r.region === 'West')) assert.ok(figure('ca') > figure('wy') * 5);
    }
  });

  test('a state grouping reads the facts by state, with or without channel filters', () => {
    assert.equal(deliverySourceOf({ campaignIds: [1] }, ['state']).table, 'daily_state_delivery');
    assert.equal(deliverySourceOf({ platforms: ['XANDR'] }, ['region', 'state']).table, 'daily_state_delivery');
    assert.equal(deliverySourceOf({ someFilterAddedLater: [1] }, ['state']).table, 'daily_state_delivery');
  });

  test('delivery written later is split at once; a campaign without weights spreads by population', async () => {
    const campaign = await busiestCampaign();
    // Seven impressions over the Northeast's nine states and 0.05 over them in cents: the remainders decide.
    await t.db.query(
      `INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions,
        viewable_impressions, clicks, completions, conversions, site_activities, spend)
      SELECT li.id, li.campaign_id, c.advertiser_id, DATE '2031-02-01', 'Northeast', 7, 5, 1, 0, 0, 0, 0.05
      FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE li.campaign_id = $1 ORDER BY li.id LIMIT 1`,
      [campaign],
    );
    assert.equal(await rowsThatDoNotAddUp('campaign_id = $1', [campaign]), 0);
    const split = await t.db.query<{ state: string; impressions: number; spend: string }>(
      `SELECT state, impressions, spend FROM daily_state_delivery
        WHERE campaign_id = $1 AND day = DATE '2031-02-01' ORDER BY state`,
      [campaign],
    );
    assert.equal(split.length, 9);
    assert.equal(
      split.reduce((sum, s) => sum + s.impressions, 0),
      7,
    );
    assert.ok(split.every((s) => s.impressions <= 2));

    await t.db.query('DELETE FROM campaign_state_weights WHERE campaign_id = $1', [campaign]);
    assert.equal(await rowsThatDoNotAddUp('campaign_id = $1', [campaign]), 0);
    const [byPopulation] = await t.db.query<{ ny: number; vt: number }>(
      `SELECT sum(impressions) FILTER (WHERE state = 'ny')::int AS ny, sum(impressions) FILTER (WHERE state = 'vt')::int AS vt
        FROM daily_state_delivery WHERE campaign_id = $1 AND region = 'Northeast'`,
      [campaign],
    );
    // New York has 31 times Vermont's people.
    assert.ok(byPopulation!.ny > byPopulation!.vt * 25, JSON.stringify(byPopulation));
  });
});
