import { sql } from 'kysely';
import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';

/** Session replay sampling: the share of browser sessions recorded, 0 for off. */
export interface SessionReplaySetting {
  sampleRate: number;
  /** Who set it on the Releases page and when; null while the environment's default (BEACON_SESSION_REPLAY_RATE) holds. */
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The rate a BeaconAdmin set, or else the environment's default (off when it has none). */
export async function sessionReplaySetting(
  db: Database,
  environmentRate: number | undefined,
): Promise<SessionReplaySetting> {
  const row = await tables(db)
    .selectFrom('session_replay_settings')
    .select([
      'sample_rate as sampleRate',
      'updated_by as updatedBy',
      // With milliseconds: two changes within a second still read apart.
      sql<string>`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updatedAt'),
    ])
    .executeTakeFirst();
  return row ?? { sampleRate: environmentRate ?? 0, updatedBy: null, updatedAt: null };
}

/** Sets the rate for every browser that starts from now on (they read it in /config.json). */
export async function setSessionReplayRate(db: Database, sampleRate: number, by: string): Promise<void> {
  await tables(db)
    .insertInto('session_replay_settings')
    .values({ sample_rate: sampleRate, updated_by: by })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        sample_rate: eb.ref('excluded.sample_rate'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}
