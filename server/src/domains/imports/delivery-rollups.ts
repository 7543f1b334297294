import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { kyselyOf } from '../../kernel/db/sql';

/**
 * The delivery rollups (migration 0801) as the writer of imports keeps them: once per slice, from the rows it
 * removed and the rows it wrote, inside the slice's transaction. The statement triggers leave the writer's own
 * statements to it (beacon.delivery_rollups, 0917) and keep every other write.
 */
const ROLLUPS = [
  { table: 'delivery_line_item_days', keys: 'line_item_id, day, campaign_id, advertiser_id' },
  { table: 'delivery_campaign_days', keys: 'campaign_id, day, advertiser_id' },
  { table: 'delivery_region_days', keys: 'campaign_id, day, region, advertiser_id' },
] as const;

const SUMMED = ['impressions', 'viewable_impressions', 'clicks', 'completions', 'conversions', 'site_activities'];

/**
 * Common table expressions (`name_1`, `name_2`, `name_3`) that add (sign 1) or take away (sign -1) the delivery rows
 * of the statement's expression `source` (daily_delivery's columns) to or from each rollup, grouped as each keeps
 * them, in the order of their keys (writers side by side lock the groups they share in one order: neither waits for
 * the other while holding what the other waits for). With sign 'signed', `source` has a `sign` column (1 for a row
 * written, -1 for one removed): each group gets its net change once, and a group whose rows came back as they were is
 * not touched. A group taken down to no rows is left for `dropEmptyGroups`.
 */
export function rollupChanges(source: string, sign: 1 | -1 | 'signed'): RawBuilder<unknown> {
  const times = sign === 'signed' ? 'sign' : String(sign);
  const parts = ROLLUPS.map(({ table, keys }, i) => {
    const sums = [...SUMMED, 'spend'].map((c) => `sum(${times} * ${c})`);
    const rows = sign === 'signed' ? 'sum(sign)' : `${sign} * count(*)`;
    const changed = sign === 'signed' ? `HAVING ${[rows, ...sums].map((c) => `${c} <> 0`).join(' OR ')}` : '';
    const added = ['delivery_rows', ...SUMMED, 'spend'].map((c) => `${c} = r.${c} + excluded.${c}`).join(', ');
    return `${source}_${i + 1} AS (
      INSERT INTO ${table} AS r (${keys}, delivery_rows, ${SUMMED.join(', ')}, spend)
      SELECT ${keys}, ${rows}, ${sums.join(', ')} FROM ${source} GROUP BY ${keys} ${changed} ORDER BY ${keys}
      ON CONFLICT (${keys}) DO UPDATE SET ${added})`;
  });
  return sql.raw(parts.join(',\n'));
}

/** Where rows were removed: their line items and campaigns, and their first and last day. */
export interface RemovedExtent {
  lineItems: number[];
  campaigns: number[];
  first: string;
  last: string;
}

/**
 * Deletes the rollups' groups left without rows within the extent of what a slice removed (a group exists exactly
 * while it has fact rows, as in GROUP BY). Each rollup's key begins with the line item or campaign and the day.
 */
export async function dropEmptyGroups(tx: Database, removed: RemovedExtent): Promise<void> {
  const k = kyselyOf(tx);
  for (const { table, keys } of ROLLUPS) {
    const [owner, ids] = keys.startsWith('line_item_id')
      ? ['line_item_id', removed.lineItems]
      : ['campaign_id', removed.campaigns];
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(owner)} = ANY(${ids}::int[])
      AND day BETWEEN ${removed.first}::date AND ${removed.last}::date AND delivery_rows <= 0`.execute(k);
  }
}

/** Runs `work` (the writer's statements) with the rollup triggers leaving them to the writer. */
export async function keptByWriter<T>(tx: Database, work: () => Promise<T>): Promise<T> {
  const k = kyselyOf(tx);
  await sql`SELECT set_config('beacon.delivery_rollups', 'by writer', true)`.execute(k);
  const result = await work();
  await sql`SELECT set_config('beacon.delivery_rollups', '', true)`.execute(k);
  return result;
}
