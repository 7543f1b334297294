import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN, deliveryConnectorOfFile } from '../../../tooling/testing/delivery-connector';
import { startTestGoogleAds } from '../../../tooling/testing/google-ads';
import { runConnectorSync } from './run-sync';

const CUSTOMER = '1234567890';
const TOKEN = 'ya29.stand-in-access-token';

const acme = deliveryConnectorOfFile({
  platform: 'GOOGLE_ADS',
  // Two campaigns of two ad groups: three are Acme's line items, the fourth no line item carries.
  start: (adGroupIds) =>
    startTestGoogleAds({
      tokens: { [TOKEN]: [CUSTOMER] },
      accounts: { [CUSTOMER]: { campaigns: 2, adGroupsPerCampaign: 2, adGroupIds } },
      pageSize: 25,
    }),
  settings: (ads) => ({
    googleAds: { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'test-developer-token', loginCustomerId: null },
  }),
  granted: {
    grant: {
      connectionId: 'conn-google-ads-test',
      sourceType: 'GOOGLE_ADS',
      name: 'Google Ads',
      accountId: '123-456-7890',
      accountName: 'Acme main account',
    },
    token: TOKEN,
  },
});
const { base, lastSync, sent } = acme;

describe('Google Ads connector: syncs from the Google Ads API (its stand-in) into line items', () => {
  test('Sync reads every page, writes each line item day once, and lists the ad group nobody carries', async () => {
    const { sync, rows } = await acme.monthSynced();
    assert.equal(sync.unmatchedCount, 1);
    assert.equal(sync.unmatched[0].rows, 30);
    assert.equal(acme.vendor.served.search, Math.ceil((4 * 30) / 25), 'one request per page of 25 rows');
    assert.ok(rows.every((r) => r.region === 'Unspecified' && r.impressions > 0));
    const connection = await acme.t.call(ADMIN, 'GET', base());
    assert.ok(connection.body.data.lastSyncAt);
    assert.equal(connection.body.data.lastError, null);
    // On the Imports list as the product writes dates, read from the platform's API.
    const [owner] = await acme.t.db.query<{ clientId: number }>(
      'SELECT client_id AS "clientId" FROM imports WHERE id = $1',
      [sync.importId],
    );
    const imported = await acme.t.call(ADMIN, 'GET', `/api/clients/${owner!.clientId}/imports/${sync.importId}`);
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.match(imported.body.data.fileName, /, \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/);
    assert.equal(imported.body.data.formatLabel, 'Google Ads API');
  });

  test('one sync at a time per connection: Sync again while one waits answers the waiting one', async () => {
    const jobsBefore = sent.length;
    await acme.t.call(ADMIN, 'PUT', base(), { sync: true });
    await acme.t.call(ADMIN, 'PUT', base(), { sync: true });
    assert.equal(sent.length, jobsBefore + 1, 'one job queued');
    assert.equal(sent.at(-1)!.singletonKey?.startsWith('connection-'), true);
    const history = (await acme.t.call(ADMIN, 'GET', `${base()}/syncs`)).body.data;
    assert.equal(history.filter((s: { status: string }) => s.status === 'queued').length, 1);
    await runConnectorSync(acme.deps, Number(sent.at(-1)!.data.syncId));
    assert.equal((await lastSync()).status, 'done');
  });

  test('a throttled and a failing request are waited out, then the sync completes', async () => {
    const served = await acme.faultsAreWaitedOut({
      fault: () => acme.vendor.fault({ status: 429, retryAfterSeconds: 1 }, { status: 503 }),
      served: () => acme.vendor.served.search,
    });
    assert.equal(served, 5 + 2, 'two answers were retried');
  });

  test('a restated day replaces what the line items held for it, never adds to it', async () => {
    await acme.restatedDayIsReplaced((day) => acme.vendor.restate(CUSTOMER, day));
  });

  test('a sync failing half way leaves the delivery as it was, and is retried', async () => {
    const fail = () => acme.vendor.fault(null, { status: 500 }, { status: 500 }, { status: 500 });
    const restate = (day: string) => acme.vendor.restate(CUSTOMER, day);
    await acme.failureHalfWayWritesNothing({ restate, fail }, /Google Ads: Internal error encountered/);
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops', async () => {
    acme.vendor.revoke(TOKEN);
    await acme.refusedTokenNeedsReconnecting(/^Needs reconnecting: Google Ads: Oauth token is invalid/);
    const told = await acme.t.db.query<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.title = $2`,
      [ADMIN, 'Google Ads needs reconnecting'],
    );
    assert.equal(told.length, 1, "the client's admins are told");
  });
});

test('a Google Ads connection typed by hand holds no grant: Sync copies as before, and queues no connector job', async () => {
  const [manual] = await acme.t.db.query<{ connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status, account_id)
     VALUES ($1, 'conn-google-ads-by-hand', 'GOOGLE_ADS', 'Typed by hand', true, 'manual', 'connected', '999-000-1111')
     RETURNING connection_id AS "connectionId"`,
    [acme.workspaceId],
  );
  const jobsBefore = sent.length;
  const url = `/analytics/workspaces/${acme.workspaceId}/connections/${manual!.connectionId}`;
  const put = await acme.t.call(ADMIN, 'PUT', url, { sync: true });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal(sent.length, jobsBefore, 'no connector sync was queued');
  assert.equal(put.body.data.status, 'connected');
  assert.ok(put.body.data.lastSyncAt, 'the copy ran');
});
