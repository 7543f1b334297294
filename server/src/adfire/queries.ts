import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { day } from '../api/schemas';
import type { Database } from '../db/database';
import type { DeliveryDay } from './anomalies';

/** How many flight days the monitor looks back over, ending with the last complete day. */
export const MONITOR_DAYS = 30;

export interface MonitoredCampaign {
  expectedDailySpend: number;
  days: DeliveryDay[];
}

/** The campaign's daily delivery over the monitored window; flight days without a row count as zero. */
export async function monitoredDelivery(
  db: Database,
  scope: ClientScope,
  campaignId: number,
): Promise<MonitoredCampaign> {
  const [campaign] = await db.query<{ expectedDailySpend: number }>(
    `
    SELECT (c.total_budget / GREATEST(COALESCE(c.end_date, c.est_end_date) - COALESCE(c.start_date, c.est_start_date) + 1, 1))::float8
      AS "expectedDailySpend"
    FROM campaigns c WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3`,
    [...scopeParams(scope), campaignId],
  );
  if (!campaign) throw notFound();
  const days = await db.query<DeliveryDay>(
    `
    WITH c AS (SELECT start_date AS s, COALESCE(end_date, est_end_date) AS e FROM campaigns WHERE id = $1),
    daily AS (
      SELECT d.day, sum(d.spend)::float8 AS spend, sum(d.impressions)::int AS impressions,
        sum(d.viewable_impressions)::int AS viewable, sum(d.clicks)::int AS clicks
      FROM daily_delivery d WHERE d.campaign_id = $1 AND d.day < current_date GROUP BY d.day)
    SELECT ${day('g.day')} AS day, COALESCE(daily.spend, 0) AS spend, COALESCE(daily.impressions, 0) AS impressions,
      COALESCE(daily.viewable, 0) AS "viewableImpressions", COALESCE(daily.clicks, 0) AS clicks
    FROM c CROSS JOIN LATERAL generate_series(GREATEST(c.s, current_date - $2::int)::timestamp,
      LEAST(c.e, current_date - 1)::timestamp, interval '1 day') AS g(day)
    LEFT JOIN daily ON daily.day = g.day::date
    WHERE c.s IS NOT NULL
    ORDER BY g.day`,
    [campaignId, MONITOR_DAYS],
  );
  return { expectedDailySpend: campaign.expectedDailySpend, days };
}
