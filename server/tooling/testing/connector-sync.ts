import assert from 'node:assert/strict';
import type { Database } from '../../src/kernel/db/database';
import type { JobQueue } from '../../src/kernel/jobs/queue';
import { OAuthClients } from '../../src/domains/analytics/oauth/client';
import { saveTokens } from '../../src/domains/analytics/oauth/tokens';
import { CONNECTOR_SYNC_QUEUE, runConnectorSync, type ConnectorDeps } from '../../src/domains/connectors/run-sync';
import type { TestAnalytics } from './test-analytics';
import { clientIdOf } from './test-api';

/** A job the API queued, as the queue was asked for it. */
export interface SentJob {
  queue: string;
  data: Record<string, unknown>;
  singletonKey?: string;
  group?: { id: string };
}

/** The queue as the API sees it: sends are kept, and the test runs each job as a worker would. */
export function keptJobs(): { jobs: JobQueue; sent: SentJob[] } {
  const sent: SentJob[] = [];
  const jobs: JobQueue = {
    send: async (queue, data, options) => {
      sent.push({ queue, data: data as Record<string, unknown>, ...options });
      return String(sent.length);
    },
    work: async () => {},
  };
  return { jobs, sent };
}

/** Acme Outdoor (seeded) and its workspace of the whole client, where its connections are made. */
export async function acmeWorkspace(db: Database): Promise<{ acme: number; workspaceId: number }> {
  const acme = await clientIdOf(db, 'Acme Outdoor');
  const [workspace] = await db.query<{ id: number }>(
    'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NULL ORDER BY id LIMIT 1',
    [acme],
  );
  return { acme, workspaceId: workspace!.id };
}

/** A client's first line items on a platform that carry the platform's own id (an ad group's, an ad set's). */
async function platformLineItems(db: Database, clientId: number, platform: string, count = 3) {
  const lineItems = await db.query<{ id: number; platformId: string }>(
    `SELECT li.id, li.platform_line_item_id AS "platformId" FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
     WHERE c.client_id = $1 AND li.platform = $2 AND li.platform_line_item_id IS NOT NULL
     ORDER BY li.id LIMIT $3`,
    [clientId, platform, count],
  );
  assert.equal(lineItems.length, count, `the client has ${platform} line items with their platform ids`);
  return lineItems;
}

/** Acme's workspace and its first line items on a platform: their ids, and the platform's own ids on them. */
export async function acmePlatformLineItems(db: Database, platform: string) {
  const { acme, workspaceId } = await acmeWorkspace(db);
  const lineItems = await platformLineItems(db, acme, platform);
  return { workspaceId, lineItemIds: lineItems.map((l) => l.id), platformIds: lineItems.map((l) => l.platformId) };
}

/** Google Ads' settings where a test does not reach Google Ads. */
export const NO_GOOGLE_ADS = {
  apiUrl: 'http://127.0.0.1:9',
  apiVersion: 'v19',
  developerToken: 'unused',
  loginCustomerId: null,
};

/** What a connector's job needs of the test server, with the vendor's own settings. */
export function connectorDeps(t: TestAnalytics, vendor: Partial<ConnectorDeps>): ConnectorDeps {
  return {
    db: t.db,
    tokenKey: t.deps.tokenKey,
    clients: new OAuthClients(t.deps.oauth, t.deps.publicUrl),
    googleAds: NO_GOOGLE_ADS,
    ...vendor,
  };
}

/** A connection as it stands once a person has allowed it: its row, and the vendor's access token kept. */
export async function grantedConnection(
  t: TestAnalytics,
  workspaceId: number,
  grant: { connectionId: string; sourceType: string; name: string; accountId: string; accountName: string },
  accessToken: string,
): Promise<{ id: number; connectionId: string }> {
  const [connection] = await t.db.query<{ id: number; connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
       account_id, account_name)
     VALUES ($1, $2, $3, $4, false, 'oauth', 'connected', $5, $6) RETURNING id, connection_id AS "connectionId"`,
    [workspaceId, grant.connectionId, grant.sourceType, grant.name, grant.accountId, grant.accountName],
  );
  const tokens = { access_token: accessToken, expires_in: 3600 };
  await saveTokens(t.db, { id: workspaceId } as never, t.deps.tokenKey, connection!.id, tokens, null);
  return connection!;
}

/** Where a test's syncs run: its server, the connection's path and the connector's needs, once they are there. */
export interface SyncScene {
  t: TestAnalytics;
  /** /analytics/workspaces/{id}/connections/{connectionId} */
  base: string;
  deps: ConnectorDeps;
}

/** A person's Sync of one connection on the Data connections page, and the queue running its job. */
export function connectionSyncs(user: string, sent: SentJob[], scene: () => SyncScene) {
  /** The job of a sync run (again), as the queue runs it: a failure it would retry is answered, not thrown. */
  const runAgain = (syncId: number) => runConnectorSync(scene().deps, syncId).catch((error: unknown) => error);
  return {
    runAgain,
    /**
     * "Sync" as the Data connections page asks it (with the account chosen beside it, if any), then the queued job
     * run as the worker runs it.
     */
    async syncNow(choice: { accountId?: string } = {}): Promise<{ ran: unknown; job: SentJob }> {
      const { t, base } = scene();
      const put = await t.call(user, 'PUT', base, { ...choice, sync: true });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const job = sent.at(-1)!;
      assert.equal(job.queue, CONNECTOR_SYNC_QUEUE);
      return { ran: await runAgain(Number(job.data.syncId)), job };
    },
    /** The newest sync on the connection's history. */
    async lastSync() {
      const { t, base } = scene();
      const history = await t.call(user, 'GET', `${base}/syncs`);
      assert.equal(history.status, 200, JSON.stringify(history.body));
      return history.body.data[0];
    },
  };
}

/** What daily_delivery holds for line items from a day on, per line item, day and region. */
export function heldDelivery(db: Database, lineItemIds: number[], from: string) {
  return db.query<{
    lineItemId: number;
    day: string;
    region: string;
    impressions: number;
    conversions: number;
    spend: string;
  }>(
    `SELECT line_item_id AS "lineItemId", day::text AS day, region, impressions, conversions, spend::text AS spend
     FROM daily_delivery WHERE line_item_id = ANY($1::int[]) AND day >= $2::date ORDER BY 1, 2, 3`,
    [lineItemIds, from],
  );
}

/**
 * A person's Sync of a connection just made, on the account they chose, its job run with the vendor's settings:
 * the sync as the history shows it, done.
 */
export async function syncOnceDone(
  t: TestAnalytics,
  at: { user: string; sent: SentJob[]; base: string; accountId: string },
  vendor: Partial<ConnectorDeps>,
) {
  const deps = connectorDeps(t, vendor);
  const syncs = connectionSyncs(at.user, at.sent, () => ({ t, base: at.base, deps }));
  assert.equal((await syncs.syncNow({ accountId: at.accountId })).ran, undefined);
  const sync = await syncs.lastSync();
  assert.equal(sync.status, 'done', sync.error);
  return sync;
}
