import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { HttpError } from '../../kernel/http/errors';
import type { JobQueue } from '../../kernel/jobs/queue';
import type { WorkspaceRef } from '../analytics/access';
import { syncConnection } from '../analytics/connections/sync';
import type { OAuthClients } from '../analytics/oauth/client';
import { freshTokens, markExpired } from '../analytics/oauth/tokens';
import {
  applyStagedDelivery,
  dropStagedDelivery,
  stageDelivery,
  type PlacedDeliveryRow,
} from '../imports/apply-delivery';
import { placementKey, placementsOf } from '../imports/placement';
import { createImport, updateImport } from '../imports/queries';
import { googleAdsConnector, type GoogleAdsSettings, type RetryPolicy } from './google-ads';
import { metaAdsConnector, type MetaAdsSettings } from './meta-ads';
import { createSync, pendingSync, syncOwner, updateSync, type UnmatchedAdGroup } from './history';
import { ConnectorError, ConnectorRefused, type DeliveryConnector } from './port';
import { runQuickBooksSync, type QuickBooksDeps } from './quickbooks/sync';
import { runSalesforceSync, type CrmSyncDeps } from './salesforce/sync';

/** The queue connector syncs run on (kernel/jobs/queue.ts), and its job's data: `{ syncId }`. */
export const CONNECTOR_SYNC_QUEUE = 'connector-sync';
/** Days a sync reads back by default: a backfill, and the window in which platforms restate their recent days. */
export const BACKFILL_DAYS = 30;
/** Tries of one sync (the queue retries a failed job twice, a minute apart). */
const TRIES = 3;
const UNMATCHED_KEPT = 50;

export interface ConnectorDeps extends Partial<Omit<CrmSyncDeps, 'db' | 'tokenKey' | 'clients'>> {
  db: Database;
  tokenKey: Buffer;
  clients: OAuthClients;
  googleAds: GoogleAdsSettings;
  metaAds?: MetaAdsSettings;
  /** QuickBooks Online's API and where invoice PDFs are stored: its connections fill Billing. */
  quickbooks?: QuickBooksDeps['quickbooks'];
  retry?: RetryPolicy;
}

/** Source types whose connections read their platform through a connector (others copy the seeded delivery). */
export const connectorSources = new Set(['GOOGLE_ADS', 'META_ADS', 'QUICKBOOKS_ONLINE', 'SALESFORCE']);

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
  await jobs.send(CONNECTOR_SYNC_QUEUE, { syncId }, { singletonKey: `connection-${connectionId}` });
  return syncId;
}

/** The pages of `pages`, the next one asked for while the caller works on this one (the platform is remote). */
async function* readAhead<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const { done, value } = await next;
      if (done) return;
      next = iterator.next();
      // A page that fails while this one is staged is reported when its turn comes, not as unhandled.
      next.catch(() => undefined);
      yield value;
    }
  } finally {
    await iterator.return?.();
  }
}

/** The job acts for the workspace's client (all its advertisers, or the workspace's one). */
const jobScope = (clientId: number): ClientScope =>
  clientScope({ allClients: false, clientIds: [clientId], advertiserIds: null } as unknown as AccessScope, clientId);

function connectorFor(deps: ConnectorDeps, sourceType: string, accessToken: string): DeliveryConnector {
  if (sourceType === 'GOOGLE_ADS') return googleAdsConnector(deps.googleAds, accessToken, deps.retry);
  if (sourceType === 'META_ADS' && deps.metaAds) return metaAdsConnector(deps.metaAds, accessToken, deps.retry);
  throw new ConnectorError(`${sourceType} has no connector`, false);
}

/**
 * Runs one sync: reads the account's delivery for the window page by page, places each ad group's day on the line
 * item carrying that ad group id, stages the rows, and makes them the truth in one transaction (the import's
 * replace of each line item's day), so figures change only when the whole window is read. A platform that
 * refuses the grant marks the connection "Needs reconnecting"; one that fails for now fails the job, which the
 * queue tries again. Ad groups no line item carries are counted and listed, never guessed.
 */
export async function runConnectorSync(deps: ConnectorDeps, syncId: number): Promise<void> {
  const { db } = deps;
  const owner = await syncOwner(db, syncId);
  if (!owner || owner.status === 'done' || owner.status === 'failed') return;
  if (owner.sourceType === 'QUICKBOOKS_ONLINE' && deps.quickbooks)
    return runQuickBooksSync({ ...deps, quickbooks: deps.quickbooks }, syncId);
  // A CRM's records become campaigns and proposals, not delivery (connectors/salesforce/).
  if (owner.sourceType === 'SALESFORCE') return runSalesforceSync(deps, syncId, owner);
  const scope = jobScope(owner.clientId);
  const workspace = {
    id: owner.workspaceId,
    clientId: owner.clientId,
    advertiserId: owner.advertiserId,
    scope,
  } as unknown as WorkspaceRef;
  const connection = { id: owner.connectionId, sourceType: owner.sourceType };
  await updateSync(db, syncId, { status: 'running', started: true, error: null });
  let importId: number | null = null;
  const fail = async (message: string, retry: boolean) => {
    if (importId !== null) {
      await dropStagedDelivery(db, importId);
      await updateImport(db, scope, importId, { status: 'failed', message, finished: true });
    }
    const again = retry && owner.attempts + 1 < TRIES;
    await updateSync(db, syncId, { status: again ? 'queued' : 'failed', error: message, finished: !again });
    return again;
  };
  try {
    if (!owner.accountId) throw new ConnectorError('Choose the account to sync first', false);
    const tokens = await freshTokens(db, deps.tokenKey, deps.clients, { workspace, row: connection });
    const connector = connectorFor(deps, owner.sourceType, tokens.accessToken);
    const placements = await placementsOf(db, scope);
    importId = await createImport(db, scope, {
      source: 'connector',
      dryRun: false,
      acceptValidRows: true,
      format: connector.platform,
      fileName: `${owner.connectionName}: account ${owner.accountId}, ${owner.from} to ${owner.to}`,
      createdBy: `Connection ${owner.connectionName}`,
    });
    await updateImport(db, scope, importId, { status: 'running' });
    await updateSync(db, syncId, { status: 'running', importId });
    const unmatched = new Map<string, UnmatchedAdGroup>();
    const days = new Set<string>();
    const lineItems = new Set<number>();
    let rows = 0;
    for await (const page of readAhead(connector.readDelivery(owner.accountId, owner))) {
      const placed: PlacedDeliveryRow[] = [];
      for (const r of page) {
        const at = placements.get(placementKey(connector.platform, r.adGroupId));
        if (!at || (owner.advertiserId !== null && at.advertiserId !== owner.advertiserId)) {
          const seen = unmatched.get(r.adGroupId);
          if (seen) seen.rows += 1;
          else unmatched.set(r.adGroupId, { ...r, rows: 1 });
          continue;
        }
        placed.push({ ...r, row: rows, region: null, ...at });
        rows += 1;
        days.add(r.day);
        lineItems.add(at.lineItemId);
      }
      await stageDelivery(db, importId, placed);
    }
    const sorted = [...days].sort();
    const listed = [...unmatched.values()]
      .sort((a, b) => b.rows - a.rows || a.adGroupId.localeCompare(b.adGroupId))
      .slice(0, UNMATCHED_KEPT)
      .map(({ adGroupId, adGroupName, campaignId, campaignName, rows: n }) => ({
        adGroupId,
        adGroupName,
        campaignId,
        campaignName,
        rows: n,
      }));
    const made = importId;
    await db.transaction(async (tx) => {
      await applyStagedDelivery(tx, made);
      await updateImport(tx, scope, made, {
        status: 'done',
        finished: true,
        message: null,
        rowsRead: rows + [...unmatched.values()].reduce((n, u) => n + u.rows, 0),
        rowsAccepted: rows,
        rowsRejected: 0,
        firstDay: sorted[0] ?? null,
        lastDay: sorted.at(-1) ?? null,
        lineItems: lineItems.size,
      });
      await updateSync(tx, syncId, {
        status: 'done',
        finished: true,
        rows,
        days: days.size,
        unmatchedCount: unmatched.size,
        unmatched: listed,
        error: null,
      });
    });
  } catch (error) {
    if (error instanceof ConnectorRefused || (error instanceof HttpError && error.status === 409)) {
      const message = `Needs reconnecting: ${error.message}`;
      await markExpired(db, workspace, connection.id, message);
      await fail(message, false);
      return;
    }
    if (error instanceof ConnectorError) {
      // Retried by the queue while tries remain; the vendor's message is shown either way.
      if (await fail(error.message, error.retryable)) throw error;
      return;
    }
    await fail('The sync stopped on an error in Beacon. Nothing was changed; it will be tried again.', true);
    throw error;
  }
  // The connection's analytics facts are read again from the delivery the sync wrote.
  await syncConnection(db, workspace, connection);
}
