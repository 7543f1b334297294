import { clientScope, type AccessScope, type ClientScope } from '../../../kernel/access/scope';
import { acrossClients } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { HttpError } from '../../../kernel/http/errors';
import type { FileStore } from '../../../kernel/storage/file-store';
import type { WorkspaceRef } from '../../analytics/access';
import { syncConnection } from '../../analytics/connections/sync';
import type { OAuthClients } from '../../analytics/oauth/client';
import { freshTokens, markExpired } from '../../analytics/oauth/tokens';
import type { RetryPolicy } from '../google-ads';
import { syncOwner, updateSync } from '../history';
import { ConnectorError, ConnectorRefused } from '../port';
import { quickBooksClient, type QuickBooksSettings } from './client';
import { readCompany } from './read-company';
import { storeInvoicePdfs } from './pdfs';
import { needsReconnecting } from './reconnect-notice';
import { writeBillingInvoices } from './write-invoices';

export interface QuickBooksDeps {
  db: Database;
  tokenKey: Buffer;
  clients: OAuthClients;
  quickbooks: { settings: QuickBooksSettings; fileStore: FileStore };
  retry?: RetryPolicy;
}

/** Tries of one sync (the queue retries a failed job twice, a minute apart). */
const TRIES = 3;
/** A sync reads again what changed a little before the last one started: QuickBooks' clock is not ours. */
const OVERLAP_MS = 5 * 60_000;

/** The job acts for the workspace's client (all its advertisers, or the workspace's one). */
const jobScope = (clientId: number): ClientScope =>
  clientScope({ allClients: false, clientIds: [clientId], advertiserIds: null } as unknown as AccessScope, clientId);

/** When the connection's last completed sync started: the next one reads what changed since (null: a backfill). */
async function lastCompletedStart(db: Database, connectionId: number, syncId: number): Promise<Date | null> {
  const row = await acrossClients(db)
    .selectFrom('connector_syncs')
    .select('started_at')
    .where('connection_id', '=', connectionId)
    .where('status', '=', 'done')
    .where('id', '<>', syncId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.started_at ? new Date(row.started_at as unknown as string) : null;
}

/**
 * One sync of a QuickBooks Online connection into Billing: the invoices changed since the last completed sync
 * started (all of them the first time) and their PDFs are read, each on the advertiser its customer is mapped to;
 * an invoice of a customer nobody mapped yet is not written (the customer is listed at the connection's mappings,
 * never guessed). Everything is written in one transaction at the end, so Billing changes only when a sync
 * completes. A refused grant marks the connection "Needs reconnecting", tells its owners and stops its syncs.
 */
export async function runQuickBooksSync(deps: QuickBooksDeps, syncId: number): Promise<void> {
  const { db } = deps;
  const owner = await syncOwner(db, syncId);
  if (!owner || owner.status === 'done' || owner.status === 'failed') return;
  const scope = jobScope(owner.clientId);
  const workspace = {
    id: owner.workspaceId,
    clientId: owner.clientId,
    advertiserId: owner.advertiserId,
    scope,
  } as unknown as WorkspaceRef;
  const connection = { id: owner.connectionId, sourceType: owner.sourceType };
  await updateSync(db, syncId, { status: 'running', started: true, error: null });
  const stored: string[] = [];
  const fail = async (message: string, retry: boolean) => {
    await deps.quickbooks.fileStore.remove(stored.splice(0)).catch(() => undefined);
    const again = retry && owner.attempts + 1 < TRIES;
    await updateSync(db, syncId, { status: again ? 'queued' : 'failed', error: message, finished: !again });
    return again;
  };
  try {
    const realmId = (owner.accountId ?? '').replace(/\D/g, '');
    if (!realmId) throw new ConnectorError('Choose the QuickBooks company to sync first', false);
    const last = await lastCompletedStart(db, owner.connectionId, syncId);
    const since = last ? new Date(last.getTime() - OVERLAP_MS) : null;
    const tokens = await freshTokens(db, deps.tokenKey, deps.clients, { workspace, row: connection });
    const client = quickBooksClient(deps.quickbooks.settings, realmId, tokens.accessToken, deps.retry);
    const company = await readCompany(db, workspace, owner.connectionId, client, since);
    const pdfs = await storeInvoicePdfs(
      db,
      scope,
      deps.quickbooks.fileStore,
      client,
      company.mapped.map((i) => i.externalId),
      stored,
    );
    const today = new Date().toISOString().slice(0, 10);
    const from = since?.toISOString().slice(0, 10) ?? company.firstDay ?? today;
    const written = await db.transaction(async (tx) => {
      const done = await writeBillingInvoices(
        tx,
        scope,
        company.mapped.map((invoice) => ({ ...invoice, pdf: pdfs.get(invoice.externalId) ?? null })),
      );
      const skipped = [
        ...(done.conflicts.length > 0
          ? [
              `${done.conflicts.length} invoices were not written: their numbers are other invoices' (${done.conflicts.slice(0, 10).join(', ')})`,
            ]
          : []),
        ...company.problems.slice(0, 5),
      ];
      await acrossClients(tx)
        .updateTable('connector_syncs')
        .set({ from_day: from < today ? from : today, to_day: today })
        .where('id', '=', syncId)
        .execute();
      await updateSync(tx, syncId, {
        status: 'done',
        finished: true,
        // Invoices created or changed: one read again as it is stored is not counted.
        rows: done.created + done.updated,
        days: 0,
        unmatchedCount: company.unmatchedCustomers,
        unmatched: [],
        error: skipped.length > 0 ? skipped.join('; ') : null,
      });
      return done;
    });
    // Bytes the invoices no longer hold (replaced PDFs), once nothing refers to them.
    await deps.quickbooks.fileStore.remove(written.unheld).catch(() => undefined);
  } catch (error) {
    if (error instanceof ConnectorRefused || (error instanceof HttpError && error.status === 409)) {
      const message = `Needs reconnecting: ${error.message}`;
      await markExpired(db, workspace, connection.id, message);
      await fail(message, false);
      await needsReconnecting(db, owner, message);
      return;
    }
    if (error instanceof ConnectorError) {
      // Retried by the queue while tries remain; QuickBooks' message is shown either way.
      if (await fail(error.message, error.retryable)) throw error;
      return;
    }
    await fail('The sync stopped on an error in Beacon. Nothing was changed; it will be tried again.', true);
    throw error;
  }
  // The connection shows when it last synced (a source of no ad platform holds no analytics facts).
  await syncConnection(db, workspace, connection);
}
