import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';

/** Whether each named flag is on for this caller: a flag is on for everyone, for internal users only, or for no one. */
export async function flagsFor(db: Database, names: string[], internal: boolean): Promise<Record<string, boolean>> {
  const rows = await tables(db)
    .selectFrom('feature_flags')
    .select(['name', 'audience'])
    .where(isAnyOf('name', names))
    .execute();
  return Object.fromEntries(
    names.map((name) => {
      const audience = rows.find((r) => r.name === name)?.audience ?? 'none';
      return [name, audience === 'all' || (audience === 'internal' && internal)];
    }),
  );
}
