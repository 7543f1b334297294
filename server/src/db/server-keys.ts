import type { Database } from './database';

/**
 * A value every server process over one PostgreSQL must hold alike (a signing key, a secret): the first process
 * to ask stores its own, and every process gets the stored one. Only for PostgreSQL; PGlite keeps such values in
 * its data directory.
 */
export async function sharedValue(db: Database, name: string, mine: string): Promise<string> {
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, mine]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [name]);
  if (!row) throw new Error(`server key ${name} was not stored`);
  return row.value;
}
