import type { Database } from '../../kernel/db/database';
import { acrossClients } from '../../kernel/access/scoped';
import type { JobQueue } from '../../kernel/jobs/queue';
import { runDeliverySync, type DeliverySyncDeps } from './delivery-sync';
import { createSync, pendingSync, syncOwner } from './history';
import { runQuickBooksSync, type QuickBooksDeps } from './quickbooks/sync';
import { runSalesforceSync, type CrmSyncDeps } from './salesforce/sync';

/** The queue connector syncs run on (kernel/jobs/queue.ts), and its job's data: `{ syncId }`. */
export const CONNECTOR_SYNC_QUEUE = 'connector-sync';
/** Days a sync reads back by default: a backfill, and the window in which platforms restate their recent days. */
export const BACKFILL_DAYS = 30;

export interface ConnectorDeps extends DeliverySyncDeps, Partial<Omit<CrmSyncDeps, 'db' | 'tokenKey' | 'clients'>> {
  /** QuickBooks Online's API and where invoice PDFs are stored: its connections fill Billing. */
  quickbooks?: QuickBooksDeps['quickbooks'];
}

/** Source types whose connections read their platform through a connector (others copy the seeded delivery). */
export const connectorSources = new Set([
  'GOOGLE_ADS',
  'META_ADS',
  'THE_TRADE_DESK',
  'QUICKBOOKS_ONLINE',
  'SALESFORCE',
]);

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function backfillWindow(days = BACKFILL_DAYS, today = Date.now()) {
  return { from: isoDay(today - (days - 1) * 86_400_000), to: isoDay(today) };
}

/**
 * Queues a sync of the connection: one at a time per connection (a sync waiting or under way is the one
 * answered), its history row written first so that it shows at once.
 */
export async function queueConnectorSync(
  db: Database,
  jobs: JobQueue,
  connectionId: number,
  range = backfillWindow(),
): Promise<number> {
  const pending = await pendingSync(db, connectionId);
  if (pending) return pending.id;
  const syncId = await createSync(db, connectionId, range);
  const { source_type: vendor } = await acrossClients(db)
    .selectFrom('analytics_connections')
    .select('source_type')
    .where('id', '=', connectionId)
    .executeTakeFirstOrThrow();
  await jobs.send(CONNECTOR_SYNC_QUEUE, { syncId }, syncJobOptions(connectionId, vendor));
  return syncId;
}

/**
 * How a sync job is queued: one waiting per connection, and in its vendor's group, so that at most the vendor's cap
 * of syncs run at once across the server (workConnectorSyncs).
 */
export const syncJobOptions = (connectionId: number, vendor: string) => ({
  singletonKey: `connection-${connectionId}`,
  group: { id: vendor, tier: vendor },
});

/**
 * Takes connector syncs off the queue: at most `caps[vendor]` syncs of one vendor at once across every server
 * process (pg-boss counts each group's active jobs when it hands one out; a sync over its vendor's cap waits on
 * the queue for a place), and as many at once in this process as the caps add up to (at most 8).
 */
export async function workConnectorSyncs(
  jobs: JobQueue,
  caps: Record<string, number>,
  run: (syncId: number) => Promise<void>,
): Promise<void> {
  const total = Object.values(caps).reduce((n, cap) => n + cap, 0);
  await jobs.work(CONNECTOR_SYNC_QUEUE, async ({ syncId }) => run(Number(syncId)), {
    concurrency: Math.max(1, Math.min(8, total)),
    groupLimits: { default: 1, tiers: caps },
  });
}

/**
 * Runs one sync as its source reads: an ad platform's delivery into line items (delivery-sync.ts), QuickBooks
 * Online's invoices into Billing, Salesforce's opportunities into campaigns and proposals. A sync already over
 * (done, or failed past its tries) is left as it is.
 */
export async function runConnectorSync(deps: ConnectorDeps, syncId: number): Promise<void> {
  const owner = await syncOwner(deps.db, syncId);
  if (!owner || owner.status === 'done' || owner.status === 'failed') return;
  if (owner.sourceType === 'QUICKBOOKS_ONLINE' && deps.quickbooks)
    return runQuickBooksSync({ ...deps, quickbooks: deps.quickbooks }, syncId, owner);
  // A CRM's records become campaigns and proposals, not delivery (connectors/salesforce/).
  if (owner.sourceType === 'SALESFORCE') return runSalesforceSync(deps, syncId, owner);
  return runDeliverySync(deps, syncId, owner);
}
