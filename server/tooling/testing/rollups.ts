import assert from 'node:assert/strict';
import type { Database } from '../../src/kernel/db/database';

/**
 * Asserts that every delivery rollup (migration 0801) holds exactly the facts grouped its way (between two days,
 * yyyy-MM-dd, when given): no group more, none less, figure for figure.
 */
export async function rollupsHoldTheFacts(db: Database, days?: [first: string, last: string]): Promise<void> {
  const figures = `count(*)::int AS delivery_rows, sum(impressions)::bigint AS impressions,
    sum(viewable_impressions)::bigint AS viewable_impressions, sum(clicks)::bigint AS clicks,
    sum(completions)::bigint AS completions, sum(conversions)::bigint AS conversions,
    sum(site_activities)::bigint AS site_activities, sum(spend) AS spend`;
  const kept = `delivery_rows, impressions, viewable_impressions, clicks, completions, conversions, site_activities, spend`;
  const within = days ? `WHERE day BETWEEN '${days[0]}' AND '${days[1]}'` : '';
  for (const [table, keys] of [
    ['delivery_line_item_days', 'line_item_id, day, campaign_id, advertiser_id'],
    ['delivery_campaign_days', 'campaign_id, day, advertiser_id'],
    ['delivery_region_days', 'campaign_id, day, region, advertiser_id'],
  ]) {
    const facts = `SELECT ${keys}, ${figures} FROM daily_delivery ${within} GROUP BY ${keys}`;
    const rollup = `SELECT ${keys}, ${kept} FROM ${table} ${within}`;
    const [differ] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ((${facts} EXCEPT ${rollup}) UNION ALL (${rollup} EXCEPT ${facts})) AS d`,
    );
    assert.equal(differ!.n, 0, `${table} holds the facts`);
  }
}
