import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestGoogleAds, type GoogleAdsStandIn } from '../../../tooling/testing/google-ads';
import type { JobQueue } from '../../kernel/jobs/queue';
import { OAuthClients } from '../analytics/oauth/client';
import { saveTokens } from '../analytics/oauth/tokens';
import { backfillWindow, CONNECTOR_SYNC_QUEUE, runConnectorSync, type ConnectorDeps } from './run-sync';

const ADMIN = 'admin@acme.test';
const CUSTOMER = '1234567890';
const TOKEN = 'ya29.stand-in-access-token';

let t: TestAnalytics;
let ads: GoogleAdsStandIn;
let deps: ConnectorDeps;
let workspaceId: number;
let connectionId: string;
let lineItemIds: number[];
const sent: { queue: string; data: Record<string, unknown>; singletonKey?: string }[] = [];

/** The queue as the API sees it: sends are kept, and the test runs each job as a worker would. */
const jobs: JobQueue = {
  send: async (queue, data, options) => {
    sent.push({ queue, data: data as Record<string, unknown>, ...options });
    return String(sent.length);
  },
  work: async () => {},
};

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  const acme = await clientIdOf(t.db, 'Acme Outdoor');
  const [workspace] = await t.db.query<{ id: number }>(
    'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NULL ORDER BY id LIMIT 1',
    [acme],
  );
  workspaceId = workspace!.id;
  const lineItems = await t.db.query<{ id: number; platformId: string }>(
    `SELECT li.id, li.platform_line_item_id AS "platformId" FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
     WHERE c.client_id = $1 AND li.platform = 'GOOGLE_ADS' AND li.platform_line_item_id IS NOT NULL
     ORDER BY li.id LIMIT 3`,
    [acme],
  );
  assert.equal(lineItems.length, 3, 'Acme has Google Ads line items with their ad group ids');
  lineItemIds = lineItems.map((l) => l.id);
  // Two campaigns of two ad groups: three are Acme's line items, the fourth no line item carries.
  ads = await startTestGoogleAds({
    tokens: { [TOKEN]: [CUSTOMER] },
    accounts: { [CUSTOMER]: { campaigns: 2, adGroupsPerCampaign: 2, adGroupIds: lineItems.map((l) => l.platformId) } },
    pageSize: 25,
  });
  const [connection] = await t.db.query<{ id: number; connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
       account_id, account_name)
     VALUES ($1, 'conn-google-ads-test', 'GOOGLE_ADS', 'Google Ads', false, 'oauth', 'connected', '123-456-7890',
       'Acme main account') RETURNING id, connection_id AS "connectionId"`,
    [workspaceId],
  );
  connectionId = connection!.connectionId;
  await saveTokens(
    t.db,
    { id: workspaceId } as never,
    t.deps.tokenKey,
    connection!.id,
    {
      access_token: TOKEN,
      expires_in: 3600,
    },
    null,
  );
  deps = {
    db: t.db,
    tokenKey: t.deps.tokenKey,
    clients: new OAuthClients(t.deps.oauth, t.deps.publicUrl),
    googleAds: { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'test-developer-token', loginCustomerId: null },
    retry: { attempts: 3, backoffMs: 5, maxWaitMs: 5000 },
  };
});
after(async () => {
  await ads?.close();
  await t?.close();
});

const base = () => `/analytics/workspaces/${workspaceId}/connections/${connectionId}`;

/** "Sync" as the Data connections page asks it, then the queued job run as the worker runs it. */
async function syncNow(): Promise<{ ran: unknown }> {
  const put = await t.call(ADMIN, 'PUT', base(), { sync: true });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const job = sent.at(-1)!;
  assert.equal(job.queue, CONNECTOR_SYNC_QUEUE);
  const ran = await runConnectorSync(deps, Number(job.data.syncId)).catch((error: unknown) => error);
  return { ran };
}

async function lastSync() {
  const history = await t.call(ADMIN, 'GET', `${base()}/syncs`);
  assert.equal(history.status, 200, JSON.stringify(history.body));
  return history.body.data[0];
}

/** What daily_delivery holds for the synced line items, per line item and day. */
async function held() {
  return t.db.query<{ lineItemId: number; day: string; region: string; impressions: number; spend: string }>(
    `SELECT line_item_id AS "lineItemId", day::text AS day, region, impressions, spend::text AS spend
     FROM daily_delivery WHERE line_item_id = ANY($1::int[]) AND day >= $2::date ORDER BY 1, 2, 3`,
    [lineItemIds, backfillWindow().from],
  );
}

describe('Google Ads connector: syncs from the Google Ads API (its stand-in) into line items', () => {
  test('Sync reads every page, writes each line item day once, and lists the ad group nobody carries', async () => {
    const { ran } = await syncNow();
    assert.equal(ran, undefined);
    const sync = await lastSync();
    assert.equal(sync.status, 'done', sync.error);
    assert.equal(sync.days, 30);
    assert.equal(sync.rows, 3 * 30);
    assert.equal(sync.unmatchedCount, 1);
    assert.equal(sync.unmatched[0].rows, 30);
    assert.equal(ads.served.search, Math.ceil((4 * 30) / 25), 'one request per page of 25 rows');
    const rows = await held();
    assert.equal(rows.length, 3 * 30);
    assert.ok(rows.every((r) => r.region === 'Unspecified' && r.impressions > 0));
    const connection = await t.call(ADMIN, 'GET', base());
    assert.ok(connection.body.data.lastSyncAt);
    assert.equal(connection.body.data.lastError, null);
    // On the Imports list as the product writes dates, read from the platform's API.
    const [owner] = await t.db.query<{ clientId: number }>(
      'SELECT client_id AS "clientId" FROM imports WHERE id = $1',
      [sync.importId],
    );
    const imported = await t.call(ADMIN, 'GET', `/api/clients/${owner!.clientId}/imports/${sync.importId}`);
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.match(imported.body.data.fileName, /, \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/);
    assert.equal(imported.body.data.formatLabel, 'Google Ads API');
  });

  test('one sync at a time per connection: Sync again while one waits answers the waiting one', async () => {
    const jobsBefore = sent.length;
    await t.call(ADMIN, 'PUT', base(), { sync: true });
    await t.call(ADMIN, 'PUT', base(), { sync: true });
    assert.equal(sent.length, jobsBefore + 1, 'one job queued');
    assert.equal(sent.at(-1)!.singletonKey?.startsWith('connection-'), true);
    const history = (await t.call(ADMIN, 'GET', `${base()}/syncs`)).body.data;
    assert.equal(history.filter((s: { status: string }) => s.status === 'queued').length, 1);
    await runConnectorSync(deps, Number(sent.at(-1)!.data.syncId));
    assert.equal((await lastSync()).status, 'done');
  });

  test('a throttled and a failing request are waited out, then the sync completes', async () => {
    const before = ads.served.search;
    ads.fault({ status: 429, retryAfterSeconds: 1 }, { status: 503 });
    const { ran } = await syncNow();
    assert.equal(ran, undefined);
    assert.equal((await lastSync()).status, 'done');
    assert.equal(ads.served.search - before, 5 + 2, 'two answers were retried');
  });

  test('a restated day replaces what the line items held for it, never adds to it', async () => {
    const restated = backfillWindow().to;
    const first = await held();
    ads.restate(CUSTOMER, restated);
    await syncNow();
    const second = await held();
    assert.equal(second.length, first.length, 'no day is held twice');
    const changed = second.filter((r, i) => r.impressions !== first[i]!.impressions || r.spend !== first[i]!.spend);
    assert.ok(changed.length > 0);
    assert.ok(changed.every((r) => r.day === restated));
  });

  test('a sync failing half way leaves the delivery as it was, and is retried', async () => {
    const before = await held();
    ads.restate(CUSTOMER, backfillWindow().from);
    ads.fault(null, { status: 500 }, { status: 500 }, { status: 500 });
    const { ran } = await syncNow();
    assert.ok(ran instanceof Error, 'the job fails, so the queue tries it again');
    const sync = await lastSync();
    assert.equal(sync.status, 'queued');
    assert.match(sync.error, /Google Ads: Internal error encountered/);
    assert.deepEqual(await held(), before, 'nothing half-written');
    const [staged] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_staged_rows');
    assert.equal(staged!.n, 0);
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops', async () => {
    ads.revoke(TOKEN);
    const { ran } = await syncNow();
    assert.equal(ran, undefined, 'not retried: a person must connect again');
    const sync = await lastSync();
    assert.equal(sync.status, 'failed');
    assert.match(sync.error, /^Needs reconnecting: Google Ads: Oauth token is invalid/);
    const connection = await t.call(ADMIN, 'GET', base());
    assert.equal(connection.body.data.status, 'expired');
    assert.match(connection.body.data.lastError, /Needs reconnecting/);
    const told = await t.db.query<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.title = $2`,
      [ADMIN, 'Google Ads needs reconnecting'],
    );
    assert.equal(told.length, 1, "the client's admins are told");
    const again = await t.call(ADMIN, 'PUT', base(), { sync: true });
    assert.equal(again.status, 409);
  });
});

test('a Google Ads connection typed by hand holds no grant: Sync copies as before, and queues no connector job', async () => {
  const [manual] = await t.db.query<{ connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status, account_id)
     VALUES ($1, 'conn-google-ads-by-hand', 'GOOGLE_ADS', 'Typed by hand', true, 'manual', 'connected', '999-000-1111')
     RETURNING connection_id AS "connectionId"`,
    [workspaceId],
  );
  const jobsBefore = sent.length;
  const url = `/analytics/workspaces/${workspaceId}/connections/${manual!.connectionId}`;
  const put = await t.call(ADMIN, 'PUT', url, { sync: true });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal(sent.length, jobsBefore, 'no connector sync was queued');
  assert.equal(put.body.data.status, 'connected');
  assert.ok(put.body.data.lastSyncAt, 'the copy ran');
});
