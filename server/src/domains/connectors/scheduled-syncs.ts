import { sql } from 'kysely';
import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import type { JobQueue } from '../../kernel/jobs/queue';
import { connectorSources, queueConnectorSync } from './run-sync';

/** A connection reads its source again once its newest sync was queued this long ago: a daily sync by default. */
export const DAILY_MINUTES = 24 * 60;
/** Connections queued in one pass at most, per source; the next pass takes the rest. */
const ONE_PASS = 500;

/** Minutes between two scheduled syncs, by source type (a source not named syncs daily; 0: never on schedule). */
export type SyncIntervals = Partial<Record<string, number>>;

/** The connections of one source due a scheduled sync, every `minutes`. */
export async function dueConnections(db: Database, sourceType: string, minutes: number): Promise<number[]> {
  const rows = await acrossClients(db)
    .selectFrom('analytics_connections as x')
    .select('x.id')
    .where('x.source_type', '=', sourceType)
    .where('x.auth_type', 'in', ['oauth', 'token'])
    .where('x.status', '=', 'connected')
    .where('x.account_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('connector_syncs as s')
            .select('s.id')
            .whereRef('s.connection_id', '=', 'x.id')
            .where('s.queued_at', '>', sql<Date>`now() - make_interval(mins => ${minutes}::int)`),
        ),
      ),
    )
    .orderBy('x.id')
    .limit(ONE_PASS)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Queues the scheduled sync of each connection due one: an OAuth (or API token) connection of a source with a connector,
 * connected, with its account chosen, whose newest sync (of any outcome) was queued its source's interval ago
 * (a day unless `intervals` says otherwise), or never. A delivery sync reads the backfill window again, so the days
 * platforms restate are read again too; a CRM's or a ledger's reads what changed. A connection that needs
 * reconnecting (expired), purged or typed by hand is left alone. Runs across clients on purpose: the scheduler
 * serves every client's connections.
 */
export async function queueScheduledSyncs(db: Database, jobs: JobQueue, intervals: SyncIntervals = {}) {
  let queued = 0;
  for (const sourceType of connectorSources) {
    const minutes = intervals[sourceType] ?? DAILY_MINUTES;
    if (!(minutes > 0)) continue;
    for (const id of await dueConnections(db, sourceType, minutes)) {
      await queueConnectorSync(db, jobs, id);
      queued += 1;
    }
  }
  return queued;
}
