import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scopeCondition, type ScopedTable } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { rowsOf, type Tables } from '../../kernel/db/sql';

type TableName = keyof Tables;
type ColumnOf<T extends TableName> = keyof Tables[T] & string;

export interface Upsert<T extends TableName> {
  table: T;
  /** The columns a record sets; every row carries each of them. */
  columns: ColumnOf<T>[];
  /** The column new rows are told apart by in the answer (external_id, or a category's slug). */
  key: ColumnOf<T>;
  /** Rows to create. */
  inserts: Record<string, unknown>[];
  /** Rows found already, with their `id`: changed only where a value differs. */
  updates: Record<string, unknown>[];
  /**
   * The scope every updated row must lie in, for a client's table. Agency tables, and children whose parents were
   * read through the scope (line items of campaigns found in it), have none.
   */
  within: { scope: ClientScope; table: T & ScopedTable } | null;
}

/**
 * Writes a batch's rows in two statements whatever their number: the rows travel as one JSON parameter, read back
 * as rows of the table's own type (`jsonb_populate_recordset`), so PostgreSQL casts every value to its column. A row
 * whose values are all as stored is not touched, which is what makes posting a batch twice change nothing.
 */
export async function upsert<T extends TableName>(
  tx: Database,
  u: Upsert<T>,
): Promise<{ created: Map<string, number>; updated: Set<number> }> {
  const table = sql.table(u.table);
  const rows = (values: Record<string, unknown>[]) =>
    sql`jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(values)}::jsonb)`;
  const columns = sql.join(u.columns.map((c) => sql.ref(c)));
  const incoming = sql.join(u.columns.map((c) => sql.ref(`v.${c}`)));
  const created = new Map<string, number>();
  if (u.inserts.length > 0) {
    const inserted = await rowsOf<{ id: number; key: string }>(
      tx,
      sql`INSERT INTO ${table} (${columns}) SELECT ${incoming} FROM ${rows(u.inserts)} AS v
        RETURNING id, ${sql.ref(u.key)}::text AS key`,
    );
    for (const row of inserted) created.set(row.key, row.id);
  }
  const updated = new Set<number>();
  if (u.updates.length > 0) {
    const stored = sql.join(u.columns.map((c) => sql.ref(`x.${c}`)));
    const scope = u.within ? scopeCondition(u.within.scope, u.within.table, 'x') : sql`TRUE`;
    const changed = await rowsOf<{ id: number }>(
      tx,
      sql`UPDATE ${table} AS x SET ${sql.join(u.columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`))}
        FROM ${rows(u.updates)} AS v
        WHERE x.id = v.id AND ${scope} AND ROW(${stored}) IS DISTINCT FROM ROW(${incoming})
        RETURNING x.id`,
    );
    for (const row of changed) updated.add(row.id);
  }
  return { created, updated };
}

/** A batch's rows split into those to create and those found (by their key), each made by `row`. */
export function split<R>(
  items: { record: R }[],
  found: Map<string, number>,
  keyOf: (record: R) => string,
  row: (record: R) => Record<string, unknown>,
): { inserts: Record<string, unknown>[]; updates: Record<string, unknown>[] } {
  const inserts: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  for (const { record } of items) {
    const id = found.get(keyOf(record));
    if (id === undefined) inserts.push(row(record));
    else updates.push({ id, ...row(record) });
  }
  return { inserts, updates };
}

/** Dollars to the cent, as numeric(14, 2) keeps them: a value sent again then compares equal to the one stored. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
