import type { Database } from '../../src/kernel/db/database';

/** Column name and its PostgreSQL type, e.g. `['client_id', 'int']`. */
export type Column = readonly [name: string, type: string];

/**
 * Inserts many rows in one statement: each column travels as one array parameter and `unnest` turns them back
 * into rows. Far faster than row-by-row inserts, and the same SQL on PGlite and PostgreSQL.
 */
export async function bulkInsert(
  db: Database,
  table: string,
  columns: readonly Column[],
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const chunk = 5000;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params = columns.map((_, i) => part.map((row) => row[i] ?? null));
    const names = columns.map(([name]) => name).join(', ');
    const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    await db.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`, params);
  }
}

/** After inserting explicit ids, moves each identity sequence past them. */
export async function resetIdentities(db: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    );
  }
}
