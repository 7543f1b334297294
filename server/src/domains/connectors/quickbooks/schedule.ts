import type { FastifyInstance } from 'fastify';
import { acrossClients } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { startPeriodic } from '../../../kernel/jobs/periodic';
import type { JobQueue } from '../../../kernel/jobs/queue';
import { backfillWindow, queueConnectorSync } from '../run-sync';

/**
 * Queues a sync of every QuickBooks Online connection that is connected and has its company chosen: each one a job
 * on the connector-sync queue (one at a time per connection: one waiting or under way is left as it is). A
 * connection that needs reconnecting is not synced until it is connected again. Answers the syncs queued.
 */
export async function queueScheduledSyncs(db: Database, jobs: JobQueue): Promise<number[]> {
  const connections = await acrossClients(db)
    .selectFrom('analytics_connections')
    .select('id')
    .where('source_type', '=', 'QUICKBOOKS_ONLINE')
    .where('status', '=', 'connected')
    .where('auth_type', '=', 'oauth')
    .where('account_id', 'is not', null)
    .orderBy('id')
    .execute();
  const queued: number[] = [];
  for (const c of connections) queued.push(await queueConnectorSync(db, jobs, c.id, backfillWindow(1)));
  return queued;
}

/** Scheduled incremental syncs every `minutes` (BEACON_QBO_SYNC_MINUTES; 0: none), the first a minute after start. */
export function startQuickBooksSchedule(app: FastifyInstance, db: Database, jobs: JobQueue, minutes: number): void {
  startPeriodic(app, db, { name: 'QuickBooks Online syncs', seconds: minutes * 60, firstAfterMs: 60_000 }, () =>
    queueScheduledSyncs(db, jobs),
  );
}
