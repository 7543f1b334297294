import { sql } from 'kysely';
import type { ClientScope } from '../access/scope';
import { scoped } from '../access/scoped';
import { notFound } from '../api/errors';
import { asFloat, dayText, rowsOf } from '../db/sql';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Pacing } from './schemas';

/**
 * Delivered against expected spend, day by day, to the last complete day (yesterday). Expected spend is the
 * budget spread evenly over the flight, so on day n of an N-day flight n/N of the budget should be spent.
 */
export async function campaignPacing(db: Database, scope: ClientScope, campaignId: number) {
  const theCampaign = scoped(db, scope).selectFrom('campaigns as c').where('c.id', '=', campaignId);
  const campaign = await theCampaign
    .select([
      asFloat('c.total_budget').as('budget'),
      dayText<string | null>(sql`COALESCE(c.start_date, c.est_start_date)`).as('start'),
      dayText<string | null>(sql`COALESCE(c.end_date, c.est_end_date)`).as('end'),
      dayText(sql`current_date - 1`).as('through'),
    ])
    .executeTakeFirst();
  if (!campaign) throw notFound();
  const flight = theCampaign.select([
    'c.id',
    'c.total_budget',
    sql<Date>`COALESCE(c.start_date, c.est_start_date)`.as('s'),
    sql<Date>`COALESCE(c.end_date, c.est_end_date)`.as('e'),
  ]);
  const series = await rowsOf<{ day: string; deliveredSpend: number; expectedSpend: number }>(
    db,
    sql`
    WITH c AS ${flight},
    spend AS (
      SELECT d.day, sum(d.spend) AS spend FROM daily_delivery d
      WHERE d.campaign_id IN (SELECT id FROM c) AND d.day < current_date GROUP BY d.day)
    SELECT ${dayText('g.day')} AS day,
      round(sum(COALESCE(spend.spend, 0)) OVER (ORDER BY g.day), 2)::float8 AS "deliveredSpend",
      round(c.total_budget * ((g.day::date - c.s + 1)::numeric / GREATEST(c.e - c.s + 1, 1)), 2)::float8 AS "expectedSpend"
    FROM c CROSS JOIN LATERAL generate_series(c.s::timestamp, LEAST(c.e, current_date - 1)::timestamp, interval '1 day') AS g(day)
    LEFT JOIN spend ON spend.day = g.day::date
    WHERE c.s IS NOT NULL AND c.e IS NOT NULL
    ORDER BY g.day`,
  );
  const latest = await scoped(db, scope)
    .selectFrom('daily_delivery as d')
    .select(dayText<string | null>(sql`max(d.day)`).as('asOf'))
    .where('d.campaign_id', '=', campaignId)
    .where('d.day', '<', sql<Date>`current_date`)
    .executeTakeFirst();
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
