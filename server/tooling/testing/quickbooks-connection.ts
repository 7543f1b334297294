import assert from 'node:assert/strict';
import { openFileStore } from '../../src/kernel/storage/file-store';
import type { ConnectorDeps } from '../../src/domains/connectors/run-sync';
import {
  acmeWorkspace,
  connectionSyncs,
  connectorDeps,
  grantedConnection,
  keptJobs,
  type SentJob,
} from './connector-sync';
import { startTestQuickBooks, type QuickBooksStandIn, type TestQuickBooksOptions } from './quickbooks';
import { createTestAnalytics, type TestAnalytics } from './test-analytics';

export const QBO_ADMIN = 'admin@acme.test';

/** An invoice as the hub's Billing API lists it. */
export interface HubInvoice {
  id: number;
  docNumber: string;
  totalAmount: number;
  balance: number;
  transactionDate: string;
  dueDate: string;
  status: string;
  advertiserId: number | null;
  customerName: string;
}

/** Acme's workspace with a QuickBooks Online connection to a company of the stand-in, as a test drives it. */
export interface QuickBooksConnection {
  t: TestAnalytics;
  qbo: QuickBooksStandIn;
  deps: ConnectorDeps;
  acme: number;
  realmId: string;
  token: string;
  /** Acme's first advertisers. */
  advertisers: { id: number; name: string }[];
  /** /analytics/workspaces/{id}/connections/{connectionId} */
  base: string;
  sent: SentJob[];
  /** "Sync" as the Data connections page asks it, then the queued job run as the worker runs it. */
  syncNow(): Promise<unknown>;
  /** The job of a sync run again, as the queue tries it again. */
  runAgain(syncId: number): Promise<unknown>;
  lastSync(): Promise<Record<string, unknown> & { id: number; status: string; error: string | null }>;
  /** Billing's invoices of the stand-in's company (by their numbers), through the hub's API. */
  billing(): Promise<HubInvoice[]>;
  close(): Promise<void>;
}

export async function quickBooksConnection(
  options: {
    realmId?: string;
    pageSize?: number;
    plan?: TestQuickBooksOptions['companies'];
    /** A QuickBooks customer id the agency keeps as its first advertiser's external id: matched at once. */
    firstAdvertiserIs?: string;
  } = {},
): Promise<QuickBooksConnection> {
  const realmId = options.realmId ?? '9130357894561234';
  const token = `eyJ.qbo-access-token.${realmId}`;
  const { jobs, sent } = keptJobs();
  const t = await createTestAnalytics({}, { jobs });
  const { acme, workspaceId } = await acmeWorkspace(t.db);
  const advertisers = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM advertisers WHERE client_id = $1 ORDER BY id LIMIT 2',
    [acme],
  );
  if (options.firstAdvertiserIs)
    await t.db.query('UPDATE advertisers SET external_id = $1 WHERE id = $2', [
      options.firstAdvertiserIs,
      advertisers[0]!.id,
    ]);
  const qbo = await startTestQuickBooks({
    tokens: { [token]: [realmId] },
    companies: options.plan ?? { [realmId]: { customers: 3, invoices: 25 } },
  });
  const grant = {
    connectionId: 'conn-qbo-test',
    sourceType: 'QUICKBOOKS_ONLINE',
    name: 'QuickBooks Online',
    accountId: realmId,
    accountName: 'Acme books',
  };
  const connection = await grantedConnection(t, workspaceId, grant, token);
  const deps = connectorDeps(t, {
    quickbooks: {
      settings: { apiUrl: qbo.url, pageSize: options.pageSize ?? 10 },
      fileStore: openFileStore('disk', { db: t.db, filesDir: t.filesDir }),
    },
    retry: { attempts: 5, backoffMs: 5, maxWaitMs: 5000 },
  });
  const base = `/analytics/workspaces/${workspaceId}/connections/${connection.connectionId}`;
  const syncs = connectionSyncs(QBO_ADMIN, sent, () => ({ t, base, deps }));
  return {
    t,
    qbo,
    deps,
    acme,
    realmId,
    token,
    advertisers,
    base,
    sent,
    syncNow: async () => (await syncs.syncNow()).ran,
    runAgain: syncs.runAgain,
    lastSync: syncs.lastSync,
    async billing() {
      const numbers = new Set(qbo.company(realmId).invoices.map((i) => i.DocNumber));
      const all: HubInvoice[] = [];
      for (let page = 1; ; page += 1) {
        const list = await t.call(QBO_ADMIN, 'GET', `/api/clients/${acme}/invoices?pageSize=500&page=${page}`);
        assert.equal(list.status, 200, JSON.stringify(list.body));
        all.push(...(list.body.data as HubInvoice[]));
        if (all.length >= list.body.page.total || list.body.data.length === 0) break;
      }
      return all.filter((i) => numbers.has(i.docNumber));
    },
    async close() {
      await qbo.close();
      await t.close();
    },
  };
}
