import type { Database } from '../../src/kernel/db/database';
import { kyselyOf } from '../../src/kernel/db/sql';
import { rollupChanges } from '../../src/domains/imports/delivery-rollups';
import type { ClientRange, RollupUpkeep } from './context';
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

const key = (salt: number) =>
  `li.id::bigint * 100003 + (g.day::date - c.start_date) * 7919 + r.idx * 131071 + ${salt * 524287}`;

/** A year of daily delivery per line item, day and region of the clients $2 to $3, generated inside the database. */
const DELIVERY = `
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
    WHERE c.start_date IS NOT NULL AND c.start_date < $1::date AND c.client_id BETWEEN $2 AND $3`;

/**
 * The delivery of a slice of clients. The statement triggers of migration 0801 leave it alone (0917's setting, for
 * the slice's transaction): with the rollups kept 'per slice', the same statement adds its rows to them as the writer
 * of imports does (delivery-rollups.ts); 'at the end', `buildRollups` sums the whole table once the slices are in.
 */
export async function seedDelivery(
  db: Database,
  today: string,
  range: ClientRange,
  rollups: RollupUpkeep,
): Promise<void> {
  await seedStateWeights(db, range);
  await db.query(`SELECT set_config('beacon.delivery_rollups', 'by writer', true)`);
  const params = [today, range.first, range.last];
  if (rollups === 'at the end') await db.query(DELIVERY, params);
  else {
    const upkeep = rollupChanges('written', 1).compile(kyselyOf(db)).sql;
    await db.query(`WITH written AS (${DELIVERY} RETURNING *), ${upkeep} SELECT count(*) FROM written`, params);
  }
  await db.query(`SELECT set_config('beacon.delivery_rollups', '', true)`);
}

/** The three rollups of migration 0801, summed from the whole of daily_delivery: one statement each, after the slices. */
export async function buildRollups(db: Database): Promise<void> {
  const sums = `count(*), sum(impressions), sum(viewable_impressions), sum(clicks), sum(completions), sum(conversions),
    sum(site_activities), sum(spend)`;
  // Each statement groups the whole table: on PostgreSQL, room to sort in memory (this transaction only).
  if (db.kind === 'postgres') await db.query(`SELECT set_config('work_mem', '256MB', true)`);
  for (const [table, keys] of [
    ['delivery_line_item_days', 'line_item_id, day, campaign_id, advertiser_id'],
    ['delivery_campaign_days', 'campaign_id, day, advertiser_id'],
    ['delivery_region_days', 'campaign_id, day, region, advertiser_id'],
  ]) {
    await db.query(`INSERT INTO ${table} SELECT ${keys}, ${sums} FROM daily_delivery GROUP BY ${keys}`);
  }
}

/**
 * How each campaign's delivery in a region spreads over the region's states (migration 0901): the state's people,
 * leaned one way or the other per campaign (0.35 to 1.65 times), as a platform's geo report would tell it.
 */
async function seedStateWeights(db: Database, range: ClientRange): Promise<void> {
  await db.query(
    `
    INSERT INTO campaign_state_weights (campaign_id, state, weight)
    SELECT c.id, s.code, round(s.population * (0.35 + 1.3 * ${noise('c.id::bigint * 7919 + s.idx * 104729')}))::bigint
    FROM campaigns c
    CROSS JOIN (SELECT code, population, row_number() OVER (ORDER BY code) AS idx FROM us_states) s
    WHERE c.start_date IS NOT NULL AND c.client_id BETWEEN $1 AND $2`,
    [range.first, range.last],
  );
}
