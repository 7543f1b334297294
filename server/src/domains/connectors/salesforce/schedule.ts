import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { acrossClients } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import type { JobQueue } from '../../../kernel/jobs/queue';
import { startPeriodic } from '../../../kernel/jobs/periodic';
import { queueConnectorSync } from '../run-sync';

/**
 * Salesforce connections (made through OAuth, connected, with their organisation chosen) whose last sync was queued
 * `minutes` ago or more, or that never synced: each is due a sync.
 */
export async function dueSalesforceConnections(db: Database, minutes: number): Promise<number[]> {
  const rows = await acrossClients(db)
    .selectFrom('analytics_connections as x')
    .select('x.id')
    .where('x.source_type', '=', 'SALESFORCE')
    .where('x.auth_type', '=', 'oauth')
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
    .execute();
  return rows.map((r) => r.id);
}

/** Queues the due connections' syncs (one at a time per connection, as a person's Sync does). */
export async function queueDueSalesforceSyncs(db: Database, jobs: JobQueue, minutes: number): Promise<number> {
  const due = await dueSalesforceConnections(db, minutes);
  for (const id of due) await queueConnectorSync(db, jobs, id);
  return due.length;
}

/** Every minute, the Salesforce connections due a sync are queued; `minutes` 0 schedules none. */
export function startSalesforceSchedule(app: FastifyInstance, db: Database, jobs: JobQueue, minutes: number) {
  if (!(minutes > 0)) return;
  startPeriodic(app, db, { name: 'Salesforce syncs', seconds: 60 }, () => queueDueSalesforceSyncs(db, jobs, minutes));
}
