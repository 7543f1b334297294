import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { acrossClients, scopeCondition, type ScopedTable } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isAnyOf, rowsOf, type Tables } from '../../kernel/db/sql';

type TableName = keyof Tables;
type ColumnOf<T extends TableName> = keyof Tables[T] & string;

interface Upsert<T extends TableName> {
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
async function upsert<T extends TableName>(
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

export interface Records<T extends TableName, R> extends Omit<Upsert<T>, 'columns' | 'inserts' | 'updates'> {
  items: { record: R }[];
  /** The rows already stored, by their key: updated where a value differs; the others are created. */
  found: Map<string, number>;
  keyOf: (record: R) => string;
  /** A record's row: the columns it sets, the same ones for every record. */
  row: (record: R) => { [C in ColumnOf<T>]?: unknown };
}

/** What writing a batch's records did: how many rows it created and changed, and which. */
export interface Written {
  created: number;
  updated: number;
  ids: { created: Map<string, number>; updated: Set<number> };
}

/** A batch's records written as rows: those found are updated, the others created (`upsert`). */
export async function writeRecords<T extends TableName, R>(tx: Database, w: Records<T, R>): Promise<Written> {
  const inserts: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  for (const { record } of w.items) {
    const id = w.found.get(w.keyOf(record));
    if (id === undefined) inserts.push(w.row(record));
    else updates.push({ id, ...w.row(record) });
  }
  const columns = Object.keys(inserts[0] ?? updates[0] ?? {}) as ColumnOf<T>[];
  const ids = await upsert(tx, { table: w.table, columns, key: w.key, inserts, updates, within: w.within });
  return { created: ids.created.size, updated: ids.updated.size, ids };
}

/**
 * A batch's records known by their externalId, written as rows of `table` (its external_id column): those `found`
 * (by external id) are updated, the others created. A client's table is written within the client's scope; an agency
 * table, or children whose parents were read through the scope, with none.
 */
export function writeByExternalId<T extends TableName, R extends { externalId: string }>(
  tx: Database,
  table: T,
  w: Pick<Records<T, R>, 'items' | 'found' | 'row'> & { scope: ClientScope | null },
): Promise<Written> {
  return writeRecords(tx, {
    table,
    key: 'external_id' as ColumnOf<T>,
    items: w.items,
    found: w.found,
    keyOf: (r) => r.externalId,
    row: w.row,
    within: w.scope ? { scope: w.scope, table: table as T & ScopedTable } : null,
  });
}

/** Rows found by their key column (an external id): the key's id. */
export const idsBy = <K extends string>(key: K, rows: ({ id: number } & { [C in K]: string | null })[]) =>
  new Map(rows.map((row) => [row[key]!, row.id]));

/** Dollars to the cent, as numeric(14, 2) keeps them: a value sent again then compares equal to the one stored. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The external ids a batch's records are known by. */
export const keysOf = (items: { record: { externalId: string } }[]) => items.map((i) => i.record.externalId);

/**
 * The rows of an agency-wide table a batch names by external id: each one's id. Read across clients: the agency's
 * key reaches every client, and products are the agency's own.
 */
export async function agencyIds(tx: Database, table: 'clients' | 'products', externalIds: string[]) {
  const rows = await acrossClients(tx)
    .selectFrom(table)
    .select(['id', 'external_id'])
    .where(isAnyOf('external_id', externalIds))
    .execute();
  return idsBy('external_id', rows);
}
