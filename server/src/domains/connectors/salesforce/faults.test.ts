import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { connectorDeps, keptJobs } from '../../../../tooling/testing/connector-sync';
import type { TestAnalytics } from '../../../../tooling/testing/test-analytics';
import { connectedSalesforce, type SalesforceStandIn } from '../../../../tooling/testing/salesforce';
import { runConnectorSync } from '../run-sync';
import { dueConnections, queueScheduledSyncs } from '../scheduled-syncs';

const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let sf: SalesforceStandIn;
let acme: number;
let base: string;
let connectionId: number;
const { jobs, sent } = keptJobs();

before(async () => {
  ({ t, sf, acme, base } = await connectedSalesforce(jobs, {
    org: { accounts: ['Ridgeline Supply'], opportunitiesPerAccount: 12 },
    batchSize: 5,
  }));
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM analytics_connections WHERE source_type = 'SALESFORCE' ORDER BY id DESC LIMIT 1`,
  );
  connectionId = row!.id;
});
after(async () => {
  await sf?.close();
  await t?.close();
});

const deps = () =>
  connectorDeps(t, {
    salesforce: { instanceUrl: sf.url, apiVersion: 'v62.0' },
    salesforceRetry: { attempts: 4, backoffMs: 1 },
  });

/** The job of the latest queued sync, run once (as the queue runs it; a failure it may retry is thrown). */
const runLatest = () => runConnectorSync(deps(), Number(sent.at(-1)!.data.syncId));
const latestSync = async () => (await t.call(ADMIN, 'GET', `${base}/syncs`)).body.data[0];
const written = async () =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM campaigns WHERE client_id = $1 AND external_id LIKE '006%'`,
      [acme],
    )
  )[0]!.n;

test('a sync interrupted half way writes nothing; the queue tries it again and then it completes', async () => {
  // Twelve records, five a batch: the third batch never comes, however often it is asked for.
  sf.failBatch(3);
  const put = await t.call(ADMIN, 'PUT', base, { sync: true });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  await assert.rejects(runLatest(), /Salesforce: An unexpected error occurred. \(UNKNOWN_EXCEPTION/);
  let sync = await latestSync();
  assert.equal(sync.status, 'queued', 'the queue tries it again');
  assert.match(sync.error, /UNKNOWN_EXCEPTION/);
  assert.equal(await written(), 0, 'figures change only when a sync completes');

  sf.failBatch(null);
  await runLatest();
  sync = await latestSync();
  assert.equal(sync.status, 'done', sync.error);
  assert.equal(sync.attempts, 2);
  assert.equal(await written(), 11, 'every campaign but the lost sale Beacon never had');
});

test("Salesforce's throttling (REQUEST_LIMIT_EXCEEDED) and its 5xx are waited out", async () => {
  const asked = sf.served.requests;
  sf.org.saveOpportunity({
    Name: 'Ridgeline Supply – Holiday push',
    StageName: 'Prospecting',
    Amount: 9_000,
    AccountId: [...sf.org.accounts.keys()][0]!,
  });
  sf.fault('throttle', 503, 'malformed');
  await t.call(ADMIN, 'PUT', base, { sync: true });
  await runLatest();
  const sync = await latestSync();
  assert.equal(sync.status, 'done', sync.error);
  assert.equal(sf.served.requests - asked, 4, 'three answers refused or broken, then the page');
  assert.equal(await written(), 12);
});

test('throttling past the tries fails the sync for now with Salesforce’s words and its API usage', async () => {
  // Four tries a request, three tries of the sync: twelve refusals.
  sf.fault(...Array.from({ length: 12 }, () => 'throttle' as const));
  await t.call(ADMIN, 'PUT', base, { sync: true });
  await assert.rejects(runLatest());
  await assert.rejects(runLatest());
  await runLatest();
  const sync = await latestSync();
  assert.equal(sync.status, 'failed', 'three tries in all');
  assert.match(
    sync.error,
    /^Salesforce: TotalRequests Limit exceeded\. \(REQUEST_LIMIT_EXCEEDED; api-usage=\d+\/15000\)$/,
  );
});

test('a session Salesforce refuses even after a refresh marks the connection "Needs reconnecting" and stops its syncs', async () => {
  assert.deepEqual(await dueConnections(t.db, 'SALESFORCE', 0), [connectionId]);
  const refreshesBefore = sf.served.requests;
  sf.revoke();
  await t.call(ADMIN, 'PUT', base, { sync: true });
  await runLatest();
  const sync = await latestSync();
  assert.equal(sync.status, 'failed');
  assert.match(sync.error, /^Needs reconnecting: Salesforce: Session expired or invalid \(INVALID_SESSION_ID/);
  assert.equal(sf.served.requests - refreshesBefore, 2, 'asked once, refreshed, asked again: then no more');
  const connection = (await t.call(ADMIN, 'GET', base)).body.data;
  assert.equal(connection.status, 'expired');
  assert.match(connection.lastError, /^Needs reconnecting/);
  const again = await t.call(ADMIN, 'PUT', base, { sync: true });
  assert.equal(again.status, 409);
  assert.deepEqual(await dueConnections(t.db, 'SALESFORCE', 1), [], 'no scheduled sync either');
});

test('connected Salesforce connections are queued a sync on schedule, once per interval', async () => {
  await t.db.query(`UPDATE analytics_connections SET status = 'connected', last_error = NULL WHERE id = $1`, [
    connectionId,
  ]);
  await t.db.query(`UPDATE connector_syncs SET queued_at = now() - interval '2 hours' WHERE connection_id = $1`, [
    connectionId,
  ]);
  const before = sent.length;
  assert.equal(await queueScheduledSyncs(t.db, jobs, { SALESFORCE: 60 }), 1);
  assert.equal(sent.length, before + 1);
  assert.equal(await queueScheduledSyncs(t.db, jobs, { SALESFORCE: 60 }), 0, 'queued within the hour: not again');
});

test('without an instance URL from the provider or the settings, the sync fails saying which setting to give', async () => {
  await runConnectorSync(
    { ...deps(), salesforce: { instanceUrl: null, apiVersion: 'v62.0' } },
    Number(sent.at(-1)!.data.syncId),
  );
  const sync = await latestSync();
  assert.equal(sync.status, 'failed', 'trying again would not help');
  assert.match(sync.error, /did not say where the organisation's REST API is: set BEACON_SALESFORCE_INSTANCE_URL$/);
});
