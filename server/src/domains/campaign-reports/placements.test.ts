import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientScope, type AccessScope } from '../../kernel/access/scope';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { PLACEMENT_COLUMNS, placementRows } from './placements';

let t: TestApi;
let campaign: { id: number; advertiserId: number; clientId: number };
const staff = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;

before(async () => {
  t = await createTestApi();
  const [row] = await t.db.query<{ id: number; advertiserId: number; clientId: number }>(
    `SELECT c.id, c.advertiser_id AS "advertiserId", c.client_id AS "clientId" FROM campaigns c
    WHERE EXISTS (SELECT 1 FROM line_items li JOIN daily_delivery d ON d.line_item_id = li.id
      WHERE li.campaign_id = c.id AND li.ad_format = 'RICH_MEDIA')
    ORDER BY c.id LIMIT 1`,
  );
  campaign = row!;
});
after(async () => t.close());

describe('the rich media review: placements of a campaign', () => {
  test('each placement with its creative and size; their impressions add up to the rich media delivery', async () => {
    const rows = await placementRows(t.db, clientScope(staff, campaign.clientId), { campaignIds: [campaign.id] });
    assert.ok(rows.length >= 3);
    for (const row of rows) {
      assert.deepEqual(Object.keys(row), [...PLACEMENT_COLUMNS]);
      assert.match(String(row.size), /^\d+x\d+$/);
      assert.ok(String(row.creative).length > 0 && String(row.placement).length > 0);
    }
    const impressions = rows.map((r) => Number(r.impressions));
    assert.deepEqual(
      impressions,
      [...impressions].sort((a, b) => b - a),
      'most impressions first',
    );
    const [delivered] = await t.db.query<{ n: number }>(
      `SELECT sum(d.impressions)::float8 AS n FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
      WHERE d.campaign_id = $1 AND li.ad_format = 'RICH_MEDIA'`,
      [campaign.id],
    );
    assert.equal(
      impressions.reduce((a, b) => a + b, 0),
      delivered!.n,
    );
  });

  test('rates are summed engagements (interactions) over summed impressions, not an average of daily rates', async () => {
    const [row] = await placementRows(t.db, clientScope(staff, campaign.clientId), { campaignIds: [campaign.id] });
    const [sums] = await t.db.query<{ impressions: number; engagements: number; interactions: number; daily: number }>(
      `SELECT sum(impressions)::float8 AS impressions, sum(engagements)::float8 AS engagements,
        sum(interactions)::float8 AS interactions, avg(engagements::float8 / NULLIF(impressions, 0)) AS daily
      FROM placement_delivery WHERE placement_id = $1`,
      [row!.placementId],
    );
    assert.equal(row!.engagements, sums!.engagements);
    assert.equal(row!.engagementRate, sums!.engagements / sums!.impressions);
    assert.equal(row!.interactionRate, sums!.interactions / sums!.impressions);
    assert.notEqual(row!.engagementRate, sums!.daily, 'the average of daily rates differs: it is not what is shown');
  });

  test('a date range keeps only its days; a range backwards is a 400', async () => {
    const [last] = await t.db.query<{ day: string }>(
      `SELECT to_char(max(pd.day), 'YYYY-MM-DD') AS day FROM placement_delivery pd JOIN placements p ON p.id = pd.placement_id
      JOIN line_items li ON li.id = p.line_item_id WHERE li.campaign_id = $1`,
      [campaign.id],
    );
    const dateRange = { startDate: last!.day, endDate: last!.day };
    const rows = await placementRows(t.db, clientScope(staff, campaign.clientId), {
      campaignIds: [campaign.id],
      dateRange,
    });
    const [day] = await t.db.query<{ n: number }>(
      `SELECT sum(pd.impressions)::float8 AS n FROM placement_delivery pd JOIN placements p ON p.id = pd.placement_id
      JOIN line_items li ON li.id = p.line_item_id WHERE li.campaign_id = $1 AND pd.day = $2::date`,
      [campaign.id, last!.day],
    );
    assert.equal(
      rows.reduce((n, r) => n + Number(r.impressions), 0),
      day!.n,
    );
    await assert.rejects(
      placementRows(t.db, clientScope(staff, campaign.clientId), {
        campaignIds: [campaign.id],
        dateRange: { startDate: '2026-02-01', endDate: '2026-01-01' },
      }),
      (e: { statusCode?: number; status?: number }) => (e.statusCode ?? e.status) === 400,
    );
  });

  test("a user limited to other advertisers sees none of the campaign's placements", async () => {
    const other = { allClients: false, clientIds: [campaign.clientId], advertiserIds: [-1] } as unknown as AccessScope;
    assert.deepEqual(
      await placementRows(t.db, clientScope(other, campaign.clientId), { campaignIds: [campaign.id] }),
      [],
    );
  });
});
