import { sql } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { kyselyOf } from '../../kernel/db/sql';

/**
 * A part of an import's staged rows, written in one transaction: days `from[i]` to `to[i]` of line item
 * `lineItems[i]`. A row replaces rows of its own line item and day only, so a slice's replace is whole.
 */
export interface StagedSlice {
  lineItems: number[];
  from: string[];
  to: string[];
}

/** Line items whose staged days are counted in one statement. */
const LINE_ITEMS_COUNTED = 8;

/**
 * The line items an import has staged rows of, each found by one probe of the staging's index (import, line item,
 * day) from the last, instead of a pass over every staged row.
 */
async function stagedLineItems(db: Database, importId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE li AS (
      SELECT min(line_item_id) AS id FROM import_staged_rows WHERE import_id = ${importId}
      UNION ALL
      SELECT (SELECT min(line_item_id) FROM import_staged_rows WHERE import_id = ${importId} AND line_item_id > li.id)
      FROM li WHERE li.id IS NOT NULL)
    SELECT id FROM li WHERE id IS NOT NULL`.execute(kyselyOf(db));
  return rows.map((r) => r.id);
}

/**
 * An import's staged rows still to write, in slices of about `rows` rows (a line item's day is never split). Their
 * days are counted a few line items at a time: on PGlite the one session answers nothing else while a statement runs.
 */
export async function stagedSlices(db: Database, importId: number, rows: number): Promise<StagedSlice[]> {
  const slices: StagedSlice[] = [];
  let size = 0;
  const lineItems = await stagedLineItems(db, importId);
  for (let at = 0; at < lineItems.length; at += LINE_ITEMS_COUNTED) {
    const { rows: days } = await sql<{ lineItemId: number; day: string; n: number }>`
      SELECT line_item_id AS "lineItemId", to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM import_staged_rows
      WHERE import_id = ${importId} AND line_item_id = ANY(${lineItems.slice(at, at + LINE_ITEMS_COUNTED)}::int[])
      GROUP BY line_item_id, day ORDER BY line_item_id, day`.execute(kyselyOf(db));
    for (const { lineItemId, day, n } of days) {
      let slice = slices.at(-1);
      if (!slice || (size > 0 && size + n > rows)) {
        slice = { lineItems: [], from: [], to: [] };
        slices.push(slice);
        size = 0;
      }
      if (slice.lineItems.at(-1) === lineItemId) slice.to[slice.to.length - 1] = day;
      else {
        slice.lineItems.push(lineItemId);
        slice.from.push(day);
        slice.to.push(day);
      }
      size += n;
    }
  }
  return slices;
}
