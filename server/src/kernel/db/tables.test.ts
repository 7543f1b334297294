import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { freshPostgresDatabase } from '../../../tooling/testing/fresh-database';
import { TABLES } from './tables';

/** A fresh, empty database: in-memory PGlite, or a new one on BEACON_TEST_DATABASE_URL's PostgreSQL. */
async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.BEACON_TEST_DATABASE_URL;
  if (url) {
    const fresh = await freshPostgresDatabase(url);
    return { db: fresh.db, drop: () => fresh.db.close().then(fresh.drop) };
  }
  const db = await openDatabase({});
  return { db, drop: () => db.close() };
}

type Shape = Record<string, Record<string, { udt: string; nullable: boolean; defaulted: boolean }>>;

test('the tables the queries are typed with are exactly the tables the migrations make, column by column', async () => {
  const { db, drop } = await freshDatabase();
  try {
    await migrate(db);
    const columns = await db.query<{
      t: string;
      c: string;
      udt: string;
      nullable: string;
      d: string | null;
      id: string;
    }>(`
      SELECT table_name AS t, column_name AS c, udt_name AS udt, is_nullable AS nullable, column_default AS d, is_identity AS id
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`);
    const migrated: Shape = {};
    for (const column of columns)
      (migrated[column.t] ??= {})[column.c] = {
        udt: column.udt,
        nullable: column.nullable === 'YES',
        defaulted: column.d !== null || column.id === 'YES',
      };
    const declared: Shape = {};
    for (const [table, tableColumns] of Object.entries(TABLES))
      for (const [name, column] of Object.entries(tableColumns))
        (declared[table] ??= {})[name] = { udt: column.udt, nullable: column.isNullable, defaulted: column.hasDefault };
    assert.deepEqual(declared, migrated);
  } finally {
    await drop();
  }
});
