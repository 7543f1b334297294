import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { ScopedQueries } from '../kernel/access/scoped';
import { DIMENSIONS, type Dimension } from './dimensions';

/**
 * Delivery by US state. Delivery is kept per line item, day and region; a report grouped by state splits each
 * campaign's figures in a region over the region's states by the campaign's weights (migration 0901; a campaign
 * without weights spreads by population), after the report's filters and sums: at the report's own grouping (the
 * campaign and region, and the day or line item when the report is grouped by them). So the states of a region
 * add up exactly to the region's figures in every report, and the split reads a few rows per campaign and region
 * (summed by a rollup where one answers), not every fact row times its states.
 *
 * Whole units only (cents for spend): a figure v over states of weights w, in code order, gives each state
 * floor(v x W / T) - floor(v x (W - w) / T), W the running and T the total weight: the shares add up to v and each
 * is its exact share rounded down or up.
 */

/** What the split keeps of the facts beside the state, for the report's other groupings to read. */
export function splitKeys(others: readonly Dimension[]): string[] {
  const read = others.flatMap((dim) => {
    const text: string = DIMENSIONS[dim].sql;
    const columns = [...text.matchAll(/\bd\.(\w+)/g)].map((m) => m[1]!);
    return /\bli\./.test(text) ? [...columns, 'line_item_id'] : columns;
  });
  return [...new Set(['campaign_id', 'advertiser_id', 'region', ...read])];
}

/** The columns split (spend as cents), each a sum in whole units. */
const UNITS = ['impressions', 'viewable_impressions', 'clicks', 'completions', 'conversions', 'site_activities'];

/**
 * The facts split by state, as rows with the delivery columns' names (d.impressions, d.spend...) and `state`: the
 * report's grouping reads them as it reads the facts. `sums` is the report's scoped delivery grouped by `keys`,
 * with each of UNITS summed and `cents`.
 */
export function splitByState(
  s: ScopedQueries,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any scoped read of the delivery sums
  sums: SelectQueryBuilder<any, any, object>,
  keys: readonly string[],
) {
  const fact = sql.raw(keys.map((k) => `g.${k}`).join(', '));
  const weight = sql`COALESCE(cw.weight, st.population)::numeric`;
  const running = sql`sum(${weight}) OVER (PARTITION BY ${fact} ORDER BY st.code)`;
  const total = sql`sum(${weight}) OVER (PARTITION BY ${fact})`;
  const share = (v: Expression<unknown>) =>
    sql`(floor(${v} * ${running} / ${total}) - floor(${v} * (${running} - ${weight}) / ${total}))`;
  return s
    .with('sums', () => sums)
    .selectFrom('sums as g')
    .innerJoin('us_states as st', 'st.region', sql.ref('g.region') as never)
    .leftJoin('campaign_state_weights as cw', (join) =>
      join.onRef('cw.campaign_id', '=', sql.ref('g.campaign_id') as never).onRef('cw.state', '=', 'st.code'),
    )
    .select(keys.map((k) => sql.ref(`g.${k}`).as(k)))
    .select(sql.ref('st.code').as('state'))
    .select(UNITS.map((unit) => sql`${share(sql.ref(`g.${unit}`))}::bigint`.as(unit)))
    .select(sql`(${share(sql.ref('g.cents'))} / 100)::numeric(16, 2)`.as('spend'));
}

/** The sums a split reads, per key: each unit and spend in cents. */
export const SPLIT_SUMS = [
  ...UNITS.map((unit) => sql`sum(d.${sql.raw(unit)})::numeric`.as(unit)),
  sql`round(sum(d.spend) * 100)`.as('cents'),
];
