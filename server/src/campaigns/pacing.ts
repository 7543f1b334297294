import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { day } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Pacing } from './schemas';

/**
 * Delivered against expected spend, day by day, to the last complete day (yesterday). Expected spend is the
 * budget spread evenly over the flight, so on day n of an N-day flight n/N of the budget should be spent.
 */
export async function campaignPacing(db: Database, scope: ClientScope, campaignId: number) {
  const [campaign] = await db.query<{ budget: number; start: string | null; end: string | null; through: string }>(
    `
    SELECT c.total_budget::float8 AS budget, ${day('COALESCE(c.start_date, c.est_start_date)')} AS start,
      ${day('COALESCE(c.end_date, c.est_end_date)')} AS "end", ${day('current_date - 1')} AS through
    FROM campaigns c WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3`,
    [...scopeParams(scope), campaignId],
  );
  if (!campaign) throw notFound();
  const series = await db.query<{ day: string; deliveredSpend: number; expectedSpend: number }>(
    `
    WITH c AS (
      SELECT total_budget, COALESCE(start_date, est_start_date) AS s, COALESCE(end_date, est_end_date) AS e
      FROM campaigns WHERE id = $1),
    spend AS (
      SELECT d.day, sum(d.spend) AS spend FROM daily_delivery d WHERE d.campaign_id = $1 AND d.day < current_date GROUP BY d.day)
    SELECT ${day('g.day')} AS day,
      round(sum(COALESCE(spend.spend, 0)) OVER (ORDER BY g.day), 2)::float8 AS "deliveredSpend",
      round(c.total_budget * ((g.day::date - c.s + 1)::numeric / GREATEST(c.e - c.s + 1, 1)), 2)::float8 AS "expectedSpend"
    FROM c CROSS JOIN LATERAL generate_series(c.s::timestamp, LEAST(c.e, current_date - 1)::timestamp, interval '1 day') AS g(day)
    LEFT JOIN spend ON spend.day = g.day::date
    WHERE c.s IS NOT NULL AND c.e IS NOT NULL
    ORDER BY g.day`,
    [campaignId],
  );
  const [latest] = await db.query<{ asOf: string | null }>(
    `SELECT ${day('max(d.day)')} AS "asOf" FROM daily_delivery d WHERE d.campaign_id = $1 AND d.day < current_date`,
    [campaignId],
  );
  const last = series.at(-1);
  const delivered = last?.deliveredSpend ?? 0;
  const expected = last?.expectedSpend ?? 0;
  const result: Static<typeof Pacing> = {
    budget: campaign.budget,
    throughDay: campaign.through,
    dataAsOf: latest?.asOf ?? null,
    deliveredSpend: delivered,
    expectedSpend: expected,
    // Percent of the expected spend delivered; none before the flight has a complete day.
    pacingPercent: expected > 0 ? Math.round((delivered / expected) * 1000) / 10 : null,
    series,
  };
  return result;
}
