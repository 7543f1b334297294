import { sql } from 'kysely';
import type { Database } from './database';
import { kyselyOf } from './sql';

/** Advisory-lock keys of work that must run on one server process at a time (first of the two int keys). */
export const LOCKS = {
  /** Migrating and seeding an empty database at start. */
  seed: 4243,
  /** The notification watcher's periodic check. */
  notificationWatch: 4244,
  /** A pass of the mail delivery worker over the outbox. */
  mailDelivery: 4245,
  /** The canary releases' analysis and steps. */
  canaryAnalysis: 4246,
  /** The error intake's retention pass. */
  intakeUpkeep: 4247,
  /**
   * A client's ingestion batches and the other writes of its delivery (second key: the client's id, 0 for the agency's
   * own records).
   */
  ingest: 4250,
  /** The connectors' daily syncs, queued by one process at a time. */
  connectorSchedule: 4251,
  /** A job asking for a place in its group (second key: the group's hash; kernel/jobs/group-admission.ts). */
  jobGroup: 4252,
} as const;

/**
 * Holds a two-key advisory lock until the transaction `tx` ends: work on the same thing (one client's ingestion)
 * waits for the one before it; `shared`, it waits only for exclusive holders, and runs beside other shared ones.
 * PGlite lives in one process, where transactions already run one at a time.
 */
export async function lockInTransaction(
  tx: Database,
  key: number,
  id: number,
  mode: 'exclusive' | 'shared' = 'exclusive',
): Promise<void> {
  if (tx.kind !== 'postgres') return;
  if (mode === 'shared') await sql`SELECT pg_advisory_xact_lock_shared(${key}, ${id})`.execute(kyselyOf(tx));
  else await sql`SELECT pg_advisory_xact_lock(${key}, ${id})`.execute(kyselyOf(tx));
}

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock, taken in a transaction on a connection of its
 * own (so it is released when `work` ends, even if the process dies), while `work` itself uses the pool. `wait`
 * queues behind another holder; otherwise `null` comes back at once when another process holds it (a periodic
 * job that another instance is already running). PGlite lives in one process: `work` simply runs.
 */
export async function withLock<T>(
  db: Database,
  key: number,
  mode: 'wait' | 'skip',
  work: () => Promise<T>,
): Promise<T | null> {
  if (db.kind !== 'postgres') return work();
  return db.transaction(async (tx) => {
    const locks = kyselyOf(tx);
    if (mode === 'wait') await sql`SELECT pg_advisory_xact_lock(${key})`.execute(locks);
    else {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${key}) AS locked`.execute(
        locks,
      );
      if (!rows[0]?.locked) return null;
    }
    return work();
  });
}
