import { sql } from 'kysely';
import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import type { JobQueue } from '../../kernel/jobs/queue';
import { connectorSources, queueConnectorSync } from './run-sync';

/** A connection reads its platform again once its newest sync was queued this long ago (a daily sync). */
export const DAILY_SYNC_HOURS = 24;
/** Connections queued in one pass at most; the next pass takes the rest. */
const ONE_PASS = 500;

/**
 * Queues the daily sync of each connection due one: an OAuth connection of a source with a connector, connected,
 * with its account chosen, whose newest sync (of any outcome) was queued over a day ago, or never. Each sync reads
 * the backfill window again, so the days platforms restate are read again too. A connection that needs
 * reconnecting (expired), purged or typed by hand is left alone. Runs across clients on purpose: the scheduler
 * serves every client's connections.
 */
export async function queueDailySyncs(db: Database, jobs: JobQueue): Promise<number> {
  const due = await acrossClients(db)
    .selectFrom('analytics_connections as x')
    .select('x.id')
    .where('x.source_type', 'in', [...connectorSources])
    .where('x.auth_type', '=', 'oauth')
    .where('x.status', '=', 'connected')
    .where('x.account_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('connector_syncs as s')
            .select('s.id')
            .whereRef('s.connection_id', '=', 'x.id')
            .where('s.queued_at', '>', sql<Date>`now() - make_interval(hours => ${DAILY_SYNC_HOURS})`),
        ),
      ),
    )
    .orderBy('x.id')
    .limit(ONE_PASS)
    .execute();
  for (const { id } of due) await queueConnectorSync(db, jobs, id);
  return due.length;
}
