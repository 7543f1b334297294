import type { Database } from '../db/database';

/** Session replay sampling: the share of browser sessions recorded, 0 for off. */
export interface SessionReplaySetting {
  sampleRate: number;
  /** Who set it on the Releases page and when; null while the environment's default (BEACON_SESSION_REPLAY_RATE) holds. */
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The rate a BeaconAdmin set, or else the environment's default (off when it has none). */
export async function sessionReplaySetting(db: Database, environmentRate: number | undefined) {
  const [row] = await db.query<{ sampleRate: number; updatedBy: string; updatedAt: string }>(
    `SELECT sample_rate AS "sampleRate", updated_by AS "updatedBy",
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
       FROM session_replay_settings`,
  );
  return row ?? { sampleRate: environmentRate ?? 0, updatedBy: null, updatedAt: null };
}

/** Sets the rate for every browser that starts from now on (they read it in /config.json). */
export async function setSessionReplayRate(db: Database, sampleRate: number, by: string) {
  await db.query(
    `INSERT INTO session_replay_settings (sample_rate, updated_by) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET sample_rate = EXCLUDED.sample_rate, updated_by = EXCLUDED.updated_by,
       updated_at = now()`,
    [sampleRate, by],
  );
}
