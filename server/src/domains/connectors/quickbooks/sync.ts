import { acrossClients } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import type { FileStore } from '../../../kernel/storage/file-store';
import { syncConnection } from '../../analytics/connections/sync';
import type { OAuthClients } from '../../analytics/oauth/client';
import { freshTokens } from '../../analytics/oauth/tokens';
import type { RetryPolicy } from '../retried';
import { updateSync } from '../history';
import { ConnectorError } from '../port';
import { lastCompletedStart, runSync, type SyncOwner } from '../sync-run';
import { quickBooksClient, type QuickBooksSettings } from './client';
import { readCompany } from './read-company';
import { storeInvoicePdfs } from './pdfs';
import { removeDeletedInvoices, writeBillingInvoices } from './write-invoices';

export interface QuickBooksDeps {
  db: Database;
  tokenKey: Buffer;
  clients: OAuthClients;
  quickbooks: { settings: QuickBooksSettings; fileStore: FileStore };
  retry?: RetryPolicy;
}

/** A sync reads again what changed a little before the last one started: QuickBooks' clock is not ours. */
const OVERLAP_MS = 5 * 60_000;

/**
 * One sync of a QuickBooks Online connection into Billing: the invoices changed since the last completed sync
 * started (all of them the first time) and their PDFs are read, each on the advertiser its customer is mapped to;
 * an invoice of a customer nobody mapped yet is not written (the customer is listed at the connection's mappings,
 * never guessed). Everything is written in one transaction at the end, so Billing changes only when a sync
 * completes. A refused grant marks the connection "Needs reconnecting", tells its owners and stops its syncs.
 */
export async function runQuickBooksSync(deps: QuickBooksDeps, syncId: number, owner: SyncOwner): Promise<void> {
  const { db } = deps;
  const stored: string[] = [];
  const undo = () => deps.quickbooks.fileStore.remove(stored.splice(0)).catch(() => undefined);
  const run = await runSync(
    db,
    syncId,
    owner,
    async ({ scope, workspace, connection }) => {
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
        const removed = await removeDeletedInvoices(tx, scope, company.deleted);
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
          // Invoices created, changed or deleted: one read again as it is stored is not counted.
          rows: done.created + done.updated + removed.removed,
          days: 0,
          unmatchedCount: company.unmatchedCustomers,
          unmatched: [],
          error: skipped.length > 0 ? skipped.join('; ') : null,
        });
        return { unheld: [...done.unheld, ...removed.unheld] };
      });
      // Bytes the invoices no longer hold (replaced PDFs), once nothing refers to them.
      await deps.quickbooks.fileStore.remove(written.unheld).catch(() => undefined);
    },
    undo,
  );
  // The connection shows when it last synced (a source of no ad platform holds no analytics facts).
  if (run) await syncConnection(db, run.workspace, run.connection);
}
