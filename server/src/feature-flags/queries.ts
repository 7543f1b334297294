import type { Database } from '../db/database';

/** Whether each named flag is on for this caller: a flag is on for everyone, for internal users only, or for no one. */
export async function flagsFor(db: Database, names: string[], internal: boolean): Promise<Record<string, boolean>> {
  const rows = await db.query<{ name: string; audience: string }>(
    'SELECT name, audience FROM feature_flags WHERE name = ANY($1::text[])',
    [names],
  );
  return Object.fromEntries(
    names.map((name) => {
      const audience = rows.find((r) => r.name === name)?.audience ?? 'none';
      return [name, audience === 'all' || (audience === 'internal' && internal)];
    }),
  );
}
