import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import { dayText, rowsOf } from '../../kernel/db/sql';
import type { Database } from '../../kernel/db/database';
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
  const theCampaign = scoped(db, scope).selectFrom('campaigns as c').where('c.id', '=', campaignId);
  const campaign = await theCampaign
    .select(
      sql<number>`(c.total_budget / GREATEST(COALESCE(c.end_date, c.est_end_date)
        - COALESCE(c.start_date, c.est_start_date) + 1, 1))::float8`.as('expectedDailySpend'),
    )
    .executeTakeFirst();
  if (!campaign) throw notFound();
  const flight = theCampaign.select([
    'c.id',
    'c.start_date as s',
    sql<Date>`COALESCE(c.end_date, c.est_end_date)`.as('e'),
  ]);
  const days = await rowsOf<DeliveryDay>(
    db,
    sql`
    WITH c AS ${flight},
    daily AS (
      SELECT d.day, sum(d.spend)::float8 AS spend, sum(d.impressions)::int AS impressions,
        sum(d.viewable_impressions)::int AS viewable, sum(d.clicks)::int AS clicks
      FROM daily_delivery d WHERE d.campaign_id IN (SELECT id FROM c) AND d.day < current_date GROUP BY d.day)
    SELECT ${dayText('g.day')} AS day, COALESCE(daily.spend, 0) AS spend, COALESCE(daily.impressions, 0) AS impressions,
      COALESCE(daily.viewable, 0) AS "viewableImpressions", COALESCE(daily.clicks, 0) AS clicks
    FROM c CROSS JOIN LATERAL generate_series(GREATEST(c.s, current_date - ${MONITOR_DAYS}::int)::timestamp,
      LEAST(c.e, current_date - 1)::timestamp, interval '1 day') AS g(day)
    LEFT JOIN daily ON daily.day = g.day::date
    WHERE c.s IS NOT NULL
    ORDER BY g.day`,
  );
  return { expectedDailySpend: campaign.expectedDailySpend, days };
}
