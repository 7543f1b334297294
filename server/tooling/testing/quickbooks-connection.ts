import assert from 'node:assert/strict';
import type { JobQueue } from '../../src/kernel/jobs/queue';
import { openFileStore } from '../../src/kernel/storage/file-store';
import { OAuthClients } from '../../src/domains/analytics/oauth/client';
import { saveTokens } from '../../src/domains/analytics/oauth/tokens';
import { CONNECTOR_SYNC_QUEUE, runConnectorSync, type ConnectorDeps } from '../../src/domains/connectors/run-sync';
import { startTestQuickBooks, type QuickBooksStandIn, type TestQuickBooksOptions } from './quickbooks';
import { createTestAnalytics, type TestAnalytics } from './test-analytics';
import { clientIdOf } from './test-api';

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
  sent: { queue: string; data: Record<string, unknown> }[];
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
  options: { realmId?: string; pageSize?: number; plan?: TestQuickBooksOptions['companies'] } = {},
): Promise<QuickBooksConnection> {
  const realmId = options.realmId ?? '9130357894561234';
  const token = `eyJ.qbo-access-token.${realmId}`;
  const sent: QuickBooksConnection['sent'] = [];
  const jobs: JobQueue = {
    send: async (queue, data) => {
      sent.push({ queue, data: data as Record<string, unknown> });
      return String(sent.length);
    },
    work: async () => {},
  };
  const t = await createTestAnalytics({}, { jobs });
  const acme = await clientIdOf(t.db, 'Acme Outdoor');
  const [workspace] = await t.db.query<{ id: number }>(
    'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NULL ORDER BY id LIMIT 1',
    [acme],
  );
  const advertisers = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM advertisers WHERE client_id = $1 ORDER BY id LIMIT 2',
    [acme],
  );
  const qbo = await startTestQuickBooks({
    tokens: { [token]: [realmId] },
    companies: options.plan ?? { [realmId]: { customers: 3, invoices: 25 } },
  });
  const [connection] = await t.db.query<{ id: number; connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
       account_id, account_name)
     VALUES ($1, 'conn-qbo-test', 'QUICKBOOKS_ONLINE', 'QuickBooks Online', false, 'oauth', 'connected', $2, 'Acme books')
     RETURNING id, connection_id AS "connectionId"`,
    [workspace!.id, realmId],
  );
  await saveTokens(
    t.db,
    { id: workspace!.id } as never,
    t.deps.tokenKey,
    connection!.id,
    {
      access_token: token,
      expires_in: 3600,
    },
    null,
  );
  const deps: ConnectorDeps = {
    db: t.db,
    tokenKey: t.deps.tokenKey,
    clients: new OAuthClients(t.deps.oauth, t.deps.publicUrl),
    googleAds: { apiUrl: 'http://127.0.0.1:9', apiVersion: 'v19', developerToken: 'unused', loginCustomerId: null },
    quickbooks: {
      settings: { apiUrl: qbo.url, pageSize: options.pageSize ?? 10 },
      fileStore: openFileStore('disk', { db: t.db, filesDir: t.filesDir }),
    },
    retry: { attempts: 5, backoffMs: 5, maxWaitMs: 5000 },
  };
  const base = `/analytics/workspaces/${workspace!.id}/connections/${connection!.connectionId}`;
  const runAgain = (syncId: number) => runConnectorSync(deps, syncId).catch((error: unknown) => error);
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
    async syncNow() {
      const put = await t.call(QBO_ADMIN, 'PUT', base, { sync: true });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const job = sent.at(-1)!;
      assert.equal(job.queue, CONNECTOR_SYNC_QUEUE);
      return runAgain(Number(job.data.syncId));
    },
    runAgain,
    async lastSync() {
      const history = await t.call(QBO_ADMIN, 'GET', `${base}/syncs`);
      assert.equal(history.status, 200, JSON.stringify(history.body));
      return history.body.data[0];
    },
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
