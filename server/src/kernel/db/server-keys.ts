import type { Database } from './database';
import { kyselyOf } from './sql';

/**
 * A value every server process over one PostgreSQL must hold alike (a signing key, a secret): the first process
 * to ask stores its own, and every process gets the stored one. Only for PostgreSQL; PGlite keeps such values in
 * its data directory.
 */
export async function sharedValue(db: Database, name: string, mine: string): Promise<string> {
  const keys = kyselyOf(db);
  await keys
    .insertInto('server_keys')
    .values({ name, value: mine })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await keys.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`server key ${name} was not stored`);
  return row.value;
}
