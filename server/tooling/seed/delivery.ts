import type { SeedContext } from './context';
import { CHANNELS, REGIONS } from './names';

/**
 * A deterministic pseudo-random number in [0, 1) from an integer SQL expression: squaring modulo a prime mixes
 * the bits well enough for believable noise, stays inside bigint, and is identical on PGlite and PostgreSQL.
 */
export function noise(expr: string): string {
  const x = `((${expr}) % 2147483647)`;
  return `((((${x} * ${x}) % 2147483647) * 48271 + 11) % 2147483647)::float8 / 2147483647`;
}

const values = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((r) => `(${r.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ')})`).join(', ');

/** A year of daily delivery per line item, day and region, generated entirely inside the database. */
export async function seedDelivery(ctx: SeedContext): Promise<void> {
  await seedStateWeights(ctx);
  const key = (salt: number) =>
    `li.id::bigint * 100003 + (g.day::date - c.start_date) * 7919 + r.idx * 131071 + ${salt * 524287}`;
  await ctx.db.query(
    `
    INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions, viewable_impressions, clicks,
      completions, conversions, site_activities, spend)
    SELECT li.id, c.id, c.advertiser_id, g.day::date, r.region,
      m.impressions,
      round(m.impressions * (0.55 + 0.3 * n.b))::int,
      round(CASE WHEN ch.format = 'DOOH' THEN 0 ELSE m.impressions * ch.ctr * (0.6 + 0.8 * n.c) END)::int,
      round(m.impressions * ch.vcr * (0.9 + 0.1 * n.b))::int,
      round(m.impressions * ch.ctr * (0.6 + 0.8 * n.c) * (0.02 + 0.05 * n.a) + CASE WHEN n.c > 0.93 THEN 1 ELSE 0 END)::int,
      round(m.impressions * 0.0018 * (0.5 + n.c))::int,
      m.spend
    FROM line_items li
    JOIN campaigns c ON c.id = li.campaign_id
    JOIN (VALUES ${values(CHANNELS.map(([p, f, cpm, ctr, vcr]) => [p, f, cpm, ctr, vcr]))}) AS ch(platform, format, cpm, ctr, vcr)
      ON ch.platform = li.platform AND ch.format = li.ad_format
    CROSS JOIN LATERAL generate_series(c.start_date::timestamp,
      (CASE c.status
        WHEN 'Cancelled' THEN c.start_date + (c.end_date - c.start_date) / 2
        WHEN 'Paused' THEN LEAST(c.end_date, $1::date - 8)
        WHEN 'Blocked' THEN LEAST(c.end_date, $1::date - 4)
        ELSE LEAST(c.end_date, $1::date - 1) END)::timestamp,
      interval '1 day') AS g(day)
    CROSS JOIN (VALUES ${values(REGIONS.map(([region, share], i) => [i + 1, region, share]))}) AS r(idx, region, share)
    CROSS JOIN LATERAL (SELECT ${noise(key(1))} AS a, ${noise(key(2))} AS b, ${noise(key(3))} AS c) AS n
    CROSS JOIN LATERAL (SELECT
      round((li.budget / GREATEST(c.end_date - c.start_date + 1, 1) * r.share * (0.7 + 0.6 * n.a)
        * CASE WHEN extract(isodow FROM g.day) >= 6 THEN 0.8 ELSE 1.08 END)::numeric, 2) AS spend) AS s
    CROSS JOIN LATERAL (SELECT s.spend, round(s.spend / ch.cpm * 1000)::int AS impressions) AS m
    WHERE c.start_date IS NOT NULL AND c.start_date < $1::date`,
    [ctx.today],
  );
}

/**
 * How each campaign's delivery in a region spreads over the region's states (migration 0901): the state's people,
 * leaned one way or the other per campaign (0.35 to 1.65 times), as a platform's geo report would tell it.
 */
async function seedStateWeights(ctx: SeedContext): Promise<void> {
  await ctx.db.query(`
    INSERT INTO campaign_state_weights (campaign_id, state, weight)
    SELECT c.id, s.code, round(s.population * (0.35 + 1.3 * ${noise('c.id::bigint * 7919 + s.idx * 104729')}))::bigint
    FROM campaigns c
    CROSS JOIN (SELECT code, population, row_number() OVER (ORDER BY code) AS idx FROM us_states) s
    WHERE c.start_date IS NOT NULL`);
}
