import { openDatabase, type Database } from '../../src/kernel/db/database';

/**
 * A new database on the PostgreSQL server at `url`, named for this process: empty, or a copy of `template`, and its
 * address; `drop` removes it.
 */
export async function freshPostgresDatabase(
  url: string,
  template?: string,
): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  const name = `beacon_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const db = await openDatabase({ url: databaseUrl(url, name) });
  return {
    db,
    url: databaseUrl(url, name),
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

/** The address of another database on the same PostgreSQL server. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * An empty database of a test's own: in-memory PGlite, or a new one on BEACON_TEST_DATABASE_URL's PostgreSQL (as in
 * CI), so that the same tests prove both drivers. `close` closes it and drops the latter.
 */
export async function emptyTestDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = process.env.BEACON_TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({});
    return { db, close: () => db.close() };
  }
  const fresh = await freshPostgresDatabase(url);
  return { db: fresh.db, close: () => fresh.db.close().then(fresh.drop) };
}
