import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { LOCKS, lockInTransaction } from '../../kernel/db/locks';
import { kyselyOf } from '../../kernel/db/sql';
import { amountsLiteral, intsLiteral, textsLiteral } from './array-literals';
import type { DeliveryFigures } from './formats/types';
import { dropEmptyGroups, keptByWriter, rollupChanges, type RemovedExtent } from './delivery-rollups';
import type { StagedSlice } from './staged-slices';

/** The region a row holds when its file gives none: the line item's whole day. */
export const WHOLE_DAY_REGION = 'Unspecified';

/**
 * A delivery row placed on one of the client's line items (placement.ts, within the importer's scope), ready to
 * stage. `region` null: the line item's whole day.
 */
export interface PlacedDeliveryRow extends DeliveryFigures {
  row: number;
  lineItemId: number;
  campaignId: number;
  advertiserId: number;
  day: string;
  region: string | null;
}

const FIGURES = sql.raw('impressions, viewable_impressions, clicks, completions, conversions, site_activities, spend');

/** The columns of rows that name where each goes (line item, day, region), as array literals (array-literals.ts). */
function keyColumns(rows: PlacedDeliveryRow[]) {
  return {
    lineItems: intsLiteral(rows.map((r) => r.lineItemId)),
    days: textsLiteral(rows.map((r) => r.day)),
    regions: textsLiteral(rows.map((r) => r.region)),
  };
}

/**
 * Rows as a table in the statement itself (their columns as array literals, unnested: array-literals.ts): `row` (a
 * file's line, when `lines`), the keys and the figures.
 */
function givenRows(rows: PlacedDeliveryRow[], keys = keyColumns(rows), lines = true) {
  const ints = (pick: (row: PlacedDeliveryRow) => number) => intsLiteral(rows.map(pick));
  return sql`(SELECT * FROM unnest(
      ${lines ? sql`${ints((r) => r.row)}::int[], ` : sql``}${keys.lineItems}::int[], ${ints((r) => r.campaignId)}::int[],
      ${ints((r) => r.advertiserId)}::int[], ${keys.days}::date[], ${keys.regions}::text[],
      ${ints((r) => r.impressions)}::int[], ${ints((r) => r.viewableImpressions ?? 0)}::int[],
      ${ints((r) => r.clicks)}::int[], ${ints((r) => r.completions ?? 0)}::int[], ${ints((r) => r.conversions)}::int[],
      ${ints((r) => r.siteActivities ?? 0)}::int[], ${amountsLiteral(rows.map((r) => r.spend))}::numeric[])
    AS g(${lines ? sql`row, ` : sql``}line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}))`;
}

/** Stages a batch of an import's rows (one statement): nothing is replaced yet. */
export async function stageDelivery(db: Database, importId: number, rows: PlacedDeliveryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    INSERT INTO import_staged_rows (import_id, row, line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES})
    SELECT ${importId}, g.* FROM ${givenRows(rows)} AS g`.execute(kyselyOf(db));
}

/** Lines of the staged rows of `lineItems` that hold the same line item, day and region as an earlier line. */
export async function repeatedRows(db: Database, importId: number, lineItems: number[]) {
  const { rows } = await sql<{ row: number; first: number }>`
    SELECT row, first FROM (
      SELECT row, min(row) OVER (PARTITION BY line_item_id, day, coalesce(region, '')) AS first
      FROM import_staged_rows WHERE import_id = ${importId} AND line_item_id = ANY(${lineItems}::int[])) AS keyed
    WHERE row <> first ORDER BY row`.execute(kyselyOf(db));
  return rows;
}

/**
 * The staged rows (of `slice` only, when given): its line items and days bound the staging's index (import, line
 * item, day), so a slice reads its own rows and not all still staged; the EXISTS keeps each line item's own days.
 */
const stagedOf = (importId: number, slice: StagedSlice | null) =>
  slice
    ? sql`import_id = ${importId} AND line_item_id = ANY(${slice.lineItems}::int[])
        AND day BETWEEN ${[...slice.from].sort()[0]}::date AND ${[...slice.to].sort().at(-1)}::date AND EXISTS (
        SELECT 1 FROM unnest(${slice.lineItems}::int[], ${slice.from}::date[], ${slice.to}::date[]) AS r(li, a, b)
        WHERE r.li = line_item_id AND day BETWEEN r.a AND r.b)`
    : sql`import_id = ${importId}`;
/** The condition that a delivery row `d` is one that a row of `s` (line item, day, region or none) replaces. */
const SAME_DAY = sql`d.line_item_id = s.line_item_id AND d.day = s.day AND (s.region IS NULL OR d.region = s.region)`;

/** A row a write replaced: its line item, day (yyyy-MM-dd), region and figures (as FIGURES_TEXT gives them). */
export type ReplacedRow = [lineItemId: number, day: string, region: string, figures: string];

/** Figures as one text, to tell a row sent again from a changed one: the counts, then spend in cents. */
const FIGURES_TEXT = sql.raw(`concat_ws(' ', impressions, viewable_impressions, clicks, completions, conversions,
  site_activities, (spend * 100)::bigint)`);

/** What replaceDelivery writes. */
interface Replacement {
  /** A table of `row`, the keys and the figures. */
  rows: RawBuilder<unknown>;
  /** The distinct (line item, day, region) keys of `rows`, as a table `s`. */
  keys: RawBuilder<unknown>;
  /** Whether a key may repeat among `rows` (a line repeated in a file, when its valid rows are taken). */
  repeats: boolean;
  /**
   * Whether this is the import's one write (an ingestion batch), not a slice of it: then every row the import kept for
   * Undo is one this write replaced, the rollups take the net change of the two statements once (a row sent again as
   * it was changes no rollup), and the rows replaced are given back with their figures (ReplacedRow).
   */
  oneWrite: boolean;
  /**
   * The line items and days `rows` lie within, when known: the removal reads delivery only there (not a line item's
   * whole history), and does not run at all when delivery holds nothing there (new days).
   */
  extent?: Extent;
}

/** The line items a write touches and its first and last day (yyyy-MM-dd). */
interface Extent {
  lineItems: number[];
  first: string;
  last: string;
}

/** The condition that a delivery row `d` lies within `extent`. */
const within = (extent: Extent) =>
  sql`d.line_item_id = ANY(${intsLiteral(extent.lineItems)}::int[]) AND d.day BETWEEN ${extent.first}::date AND ${extent.last}::date`;

/** Whether delivery holds any row within `extent`: one probe of the primary key per line item. */
async function holdsAny(tx: Database, extent: Extent): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    SELECT EXISTS (SELECT 1 FROM daily_delivery d WHERE ${within(extent)}) AS held`.execute(kyselyOf(tx));
  return rows[0]!.held;
}

/** What a write removed: how many rows, their line items, campaigns, first and last day (and rows, on request). */
interface Removed extends RemovedExtent {
  n: number;
  rows: ReplacedRow[] | null;
}

/**
 * Removes what the rows of `keys` replace and keeps it for Undo (a data-modifying WITH: the removed rows are read
 * once); takes it off the rollups unless the write takes the net change itself (`oneWrite`, which gets the rows).
 * A one write (an ingestion batch, written beside others) also counts the rows it saw to remove: one that another
 * write removed while this waited for it is left out of the DELETE, and the rows that other write put in its place
 * are not seen, so the batch is refused as a serialization failure (40001) and runs again (ingest/batch.ts).
 */
async function removeReplaced(tx: Database, importId: number, r: Replacement): Promise<Removed> {
  const { keys, oneWrite, extent } = r;
  if (extent && !(await holdsAny(tx, extent)))
    return { n: 0, lineItems: [], campaigns: [], first: '', last: '', rows: null };
  const where = sql`${SAME_DAY}${extent ? sql` AND ${within(extent)}` : sql``}`;
  const { rows } = await sql<Removed & { seen: number | null }>`
      WITH ${oneWrite ? sql`seen AS (SELECT count(*)::int AS n FROM daily_delivery d WHERE EXISTS (SELECT 1 FROM ${keys} WHERE ${where})),` : sql``}
      gone AS (
        DELETE FROM daily_delivery d USING ${keys} WHERE ${where}
        RETURNING d.line_item_id, d.campaign_id, d.advertiser_id, d.day, d.region, d.impressions,
          d.viewable_impressions, d.clicks, d.completions, d.conversions, d.site_activities, d.spend, d.import_id),
      kept AS (
        INSERT INTO import_replaced (import_id, line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES},
          replaced_import_id)
        SELECT ${importId}, line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}, import_id FROM gone)
      ${oneWrite ? sql`` : sql`, ${rollupChanges('gone', -1)}`}
      SELECT ${oneWrite ? sql`(SELECT n FROM seen)` : sql`NULL`} AS seen, count(*)::int AS n,
        array_agg(DISTINCT line_item_id) AS "lineItems",
        array_agg(DISTINCT campaign_id) AS campaigns, to_char(min(day), 'YYYY-MM-DD') AS first,
        to_char(max(day), 'YYYY-MM-DD') AS last,
        ${oneWrite ? sql`json_agg(json_build_array(line_item_id, to_char(day, 'YYYY-MM-DD'), region, ${FIGURES_TEXT}))` : sql`NULL`} AS rows
      FROM gone`.execute(kyselyOf(tx));
  const { seen, ...removed } = rows[0]!;
  if (seen !== null && seen > removed.n)
    throw Object.assign(new Error('Delivery this batch replaces was replaced by another write meanwhile'), {
      code: '40001',
    });
  return removed;
}

/**
 * Makes `rows` the truth for an import, in the caller's transaction: what they replace (a whole-day row every region
 * of its line item and day; a region's row that region) is removed and kept for Undo, then they are written, and the
 * rollups follow from both (delivery-rollups.ts), in two statements (more when something was replaced). Returns how
 * many rows were written and replaced.
 */
async function replaceDelivery(tx: Database, importId: number, replacement: Replacement) {
  const { rows, repeats, oneWrite } = replacement;
  const k = kyselyOf(tx);
  return keptByWriter(tx, async () => {
    const removed = await removeReplaced(tx, importId, replacement);
    // A line repeated in a file (refused, unless the valid rows were taken): its first line is the one kept.
    const source = repeats
      ? sql`SELECT DISTINCT ON (line_item_id, day, coalesce(region, '')) * FROM ${rows} AS r
          ORDER BY line_item_id, day, coalesce(region, ''), row`
      : sql`SELECT * FROM ${rows} AS r`;
    const written = await sql<{ n: number }>`
      WITH written AS (
        INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}, import_id)
        SELECT line_item_id, campaign_id, advertiser_id, day, coalesce(region, ${WHOLE_DAY_REGION}), ${FIGURES},
          ${importId}
        FROM (${source}) AS r
        RETURNING line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}),
      ${
        oneWrite
          ? sql`changes AS (
              SELECT 1 AS sign, line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES} FROM written
              UNION ALL
              SELECT -1, line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}
              FROM import_replaced WHERE import_id = ${importId}),
            ${rollupChanges('changes', 'signed')}`
          : rollupChanges('written', 1)
      }
      SELECT count(*)::int AS n FROM written`.execute(k);
    if (removed.n > 0) await dropEmptyGroups(tx, removed);
    return { written: written.rows[0]!.n, replaced: removed.n, replacedRows: removed.rows ?? [] };
  });
}

/**
 * Takes the lock of the import's client's ingestion (lockInTransaction) alone, until the transaction ends: a file's
 * slice, a connector's sync and an Undo wait for the ingestion batches in flight, which wait for them in turn (the
 * batches share it among themselves: ingest/delivery.ts). PGlite runs one transaction at a time: nothing to read.
 */
async function aloneOnTheClient(tx: Database, importId: number): Promise<void> {
  if (tx.kind !== 'postgres') return;
  const { client_id } = await kyselyOf(tx)
    .selectFrom('imports')
    .select('client_id')
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  await lockInTransaction(tx, LOCKS.ingest, client_id);
}

/**
 * Makes an import's staged rows (of `slice` only, when given) the truth, in the caller's transaction
 * (replaceDelivery); they leave the staging.
 */
export async function applyStagedDelivery(tx: Database, importId: number, slice: StagedSlice | null = null) {
  await aloneOnTheClient(tx, importId);
  const staged = stagedOf(importId, slice);
  const rows = sql`(SELECT row, line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}
    FROM import_staged_rows WHERE ${staged})`;
  const done = await replaceDelivery(tx, importId, {
    rows,
    keys: sql`(SELECT DISTINCT line_item_id, day, region FROM ${rows} AS r) AS s`,
    repeats: true,
    oneWrite: false,
  });
  await sql`DELETE FROM import_staged_rows WHERE ${staged}`.execute(kyselyOf(tx));
  return done;
}

/**
 * Makes rows checked whole in memory (an ingestion batch, whose keys never repeat) the truth for an import, without
 * staging them; gives back the rows it replaced too.
 */
export async function writeDelivery(tx: Database, importId: number, rows: PlacedDeliveryRow[]) {
  const keys = keyColumns(rows);
  let [first, last] = [rows[0]?.day ?? '', rows[0]?.day ?? ''];
  for (const { day } of rows) {
    if (day < first) first = day;
    else if (day > last) last = day;
  }
  return replaceDelivery(tx, importId, {
    rows: givenRows(rows, keys, false),
    // Its keys are its rows' own, each once (a batch refuses a repeated key before it writes).
    keys: sql`(SELECT * FROM unnest(${keys.lineItems}::int[], ${keys.days}::date[], ${keys.regions}::text[])
      AS k(line_item_id, day, region)) AS s`,
    repeats: false,
    oneWrite: true,
    ...(rows.length > 0 && { extent: { lineItems: [...new Set(rows.map((r) => r.lineItemId))], first, last } }),
  });
}

/** Forgets an import's staged rows (a dry run's, a refused file's, or a run that starts again). */
export async function dropStagedDelivery(db: Database, importId: number): Promise<void> {
  await sql`DELETE FROM import_staged_rows WHERE import_id = ${importId}`.execute(kyselyOf(db));
}

/**
 * Takes an import back, in the caller's transaction: its rows go, and what it replaced comes back where no later
 * import has written since (nor from an import already undone).
 */
export async function undoDelivery(tx: Database, importId: number): Promise<void> {
  await aloneOnTheClient(tx, importId);
  const k = kyselyOf(tx);
  await sql`DELETE FROM daily_delivery WHERE import_id = ${importId}`.execute(k);
  await sql`
    INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, ${FIGURES}, import_id)
    SELECT r.line_item_id, r.campaign_id, r.advertiser_id, r.day, r.region, r.impressions, r.viewable_impressions,
      r.clicks, r.completions, r.conversions, r.site_activities, r.spend, r.replaced_import_id
    FROM import_replaced r
    WHERE r.import_id = ${importId}
      AND NOT EXISTS (SELECT 1 FROM daily_delivery d
                      WHERE d.line_item_id = r.line_item_id AND d.day = r.day AND d.region = r.region)
      AND NOT EXISTS (SELECT 1 FROM imports i WHERE i.id = r.replaced_import_id AND i.status = 'undone')`.execute(k);
  await sql`DELETE FROM import_replaced WHERE import_id = ${importId}`.execute(k);
}
