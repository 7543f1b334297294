import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  acmePlatformLineItems,
  connectorDeps,
  grantedConnection,
  keptJobs,
} from '../../../tooling/testing/connector-sync';
import { deliveryConnection } from '../../../tooling/testing/delivery-sync-checks';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestGoogleAds, type GoogleAdsStandIn } from '../../../tooling/testing/google-ads';
import { runConnectorSync, type ConnectorDeps } from './run-sync';

const ADMIN = 'admin@acme.test';
const CUSTOMER = '1234567890';
const TOKEN = 'ya29.stand-in-access-token';

let t: TestAnalytics;
let ads: GoogleAdsStandIn;
let deps: ConnectorDeps;
let workspaceId: number;
let connectionId: string;
let lineItemIds: number[];
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  let adGroupIds: string[];
  ({ workspaceId, lineItemIds, platformIds: adGroupIds } = await acmePlatformLineItems(t.db, 'GOOGLE_ADS'));
  // Two campaigns of two ad groups: three are Acme's line items, the fourth no line item carries.
  ads = await startTestGoogleAds({
    tokens: { [TOKEN]: [CUSTOMER] },
    accounts: { [CUSTOMER]: { campaigns: 2, adGroupsPerCampaign: 2, adGroupIds } },
    pageSize: 25,
  });
  const grant = {
    connectionId: 'conn-google-ads-test',
    sourceType: 'GOOGLE_ADS',
    name: 'Google Ads',
    accountId: '123-456-7890',
    accountName: 'Acme main account',
  };
  connectionId = (await grantedConnection(t, workspaceId, grant, TOKEN)).connectionId;
  deps = connectorDeps(t, {
    googleAds: { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'test-developer-token', loginCustomerId: null },
    retry: { attempts: 3, backoffMs: 5, maxWaitMs: 5000 },
  });
});
after(async () => {
  await ads?.close();
  await t?.close();
});

const acmeConnection = deliveryConnection(ADMIN, sent, () => ({ t, workspaceId, connectionId, deps, lineItemIds }));
const { base, syncNow, lastSync } = acmeConnection;

describe('Google Ads connector: syncs from the Google Ads API (its stand-in) into line items', () => {
  test('Sync reads every page, writes each line item day once, and lists the ad group nobody carries', async () => {
    const { sync, rows } = await acmeConnection.monthSynced();
    assert.equal(sync.unmatchedCount, 1);
    assert.equal(sync.unmatched[0].rows, 30);
    assert.equal(ads.served.search, Math.ceil((4 * 30) / 25), 'one request per page of 25 rows');
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
    await acmeConnection.restatedDayIsReplaced((day) => ads.restate(CUSTOMER, day));
  });

  test('a sync failing half way leaves the delivery as it was, and is retried', async () => {
    const fail = () => ads.fault(null, { status: 500 }, { status: 500 }, { status: 500 });
    const restate = (day: string) => ads.restate(CUSTOMER, day);
    await acmeConnection.failureHalfWayWritesNothing({ restate, fail }, /Google Ads: Internal error encountered/);
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops', async () => {
    ads.revoke(TOKEN);
    await acmeConnection.refusedTokenNeedsReconnecting(/^Needs reconnecting: Google Ads: Oauth token is invalid/);
    const told = await t.db.query<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.title = $2`,
      [ADMIN, 'Google Ads needs reconnecting'],
    );
    assert.equal(told.length, 1, "the client's admins are told");
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
