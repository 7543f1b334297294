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
import { metaAccount, metaAdSetDay, startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import { CONVERSION_ACTION_TYPES } from './meta-ads';
import { backfillWindow, queueConnectorSync, runConnectorSync, type ConnectorDeps } from './run-sync';

const ADMIN = 'admin@acme.test';
const ACCOUNT = '1029384756';
const TOKEN = 'EAAB.stand-in-meta-access-token';

let t: TestAnalytics;
let meta: MetaAdsStandIn;
let deps: ConnectorDeps;
let workspaceId: number;
let connectionRow: number;
let connectionId: string;
let adSetIds: string[];
let lineItemIds: number[];
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  ({ workspaceId, lineItemIds, platformIds: adSetIds } = await acmePlatformLineItems(t.db, 'META'));
  // Two campaigns of two ad sets: three are Acme's line items, the fourth no line item carries.
  meta = await startTestMetaAds({
    tokens: { [TOKEN]: [`act_${ACCOUNT}`] },
    accounts: { [ACCOUNT]: { campaigns: 2, adSetsPerCampaign: 2, adSetIds } },
    maxPageSize: 25,
  });
  const grant = {
    connectionId: 'conn-meta-ads-test',
    sourceType: 'META_ADS',
    name: 'Meta Ads',
    accountId: `act_${ACCOUNT}`,
    accountName: 'Acme on Meta',
  };
  const connection = await grantedConnection(t, workspaceId, grant, TOKEN);
  connectionRow = connection.id;
  connectionId = connection.connectionId;
  deps = connectorDeps(t, {
    metaAds: { graphUrl: meta.url, graphVersion: 'v23.0' },
    retry: { attempts: 3, backoffMs: 5, maxWaitMs: 5000 },
  });
});
after(async () => {
  await meta?.close();
  await t?.close();
});

const acmeConnection = deliveryConnection(ADMIN, sent, () => ({ t, workspaceId, connectionId, deps, lineItemIds }));
/** What daily_delivery holds for the synced line items from a day on, per line item and day. */
const { base, syncNow, lastSync, held } = acmeConnection;

describe('Meta Ads connector: syncs from the Marketing API (its stand-in) into line items', () => {
  test('Sync reads every page of ad set insights, writes each line item day once, and lists the ad set nobody carries', async () => {
    const { sync, rows } = await acmeConnection.monthSynced();
    assert.equal(sync.unmatchedCount, 1, 'the fourth ad set is listed, not guessed onto a line item');
    assert.equal(sync.unmatched[0].rows, 30);
    assert.ok(!adSetIds.includes(sync.unmatched[0].adGroupId));
    assert.equal(meta.served.insights, Math.ceil((4 * 30) / 25), 'one request per page of 25 rows');
    // The figures are Meta's: spend as it sent it, conversions the documented action types only.
    const plan = metaAccount(ACCOUNT, { campaigns: 2, adSetsPerCampaign: 2, adSetIds });
    const first = rows.find((r) => r.lineItemId === lineItemIds[0] && r.day === backfillWindow().from)!;
    const expected = metaAdSetDay(
      ACCOUNT,
      { campaign: plan.campaigns[0]!, adSet: plan.campaigns[0]!.adSets[0]! },
      first.day,
    );
    assert.equal(first.impressions, expected.impressions);
    assert.equal(Number(first.spend), expected.spendCents / 100);
    const conversions = expected.actions
      .filter((a) => CONVERSION_ACTION_TYPES.has(a.action_type))
      .reduce((n, a) => n + Number(a.value), 0);
    assert.equal(first.conversions, conversions);
    const connection = await t.call(ADMIN, 'GET', base());
    assert.ok(connection.body.data.lastSyncAt);
    assert.equal(connection.body.data.lastError, null);
  });

  test("Meta's rate limits (user, ads insights) and a 503 are waited out, then the sync completes", async () => {
    const before = meta.served.insights;
    meta.fault({ throttle: 17 }, null, { throttle: 80000 }, { status: 503 });
    const { ran } = await syncNow();
    assert.equal(ran, undefined);
    assert.equal((await lastSync()).status, 'done');
    assert.equal(meta.served.insights - before, 5 + 3, 'three answers were retried');
  });

  test('a restated day replaces what the line items held for it, never adds to it', async () => {
    await acmeConnection.restatedDayIsReplaced((day) => meta.restate(ACCOUNT, day));
  });

  test('a malformed page half way leaves the delivery as it was, and the sync is tried again', async () => {
    const fail = () => meta.fault(null, null, { malformed: true }, { malformed: true }, { malformed: true });
    const restate = (day: string) => meta.restate(ACCOUNT, day);
    const sync = await acmeConnection.failureHalfWayWritesNothing(
      { restate, fail },
      /Meta Ads sent a page that is not JSON/,
    );
    await runConnectorSync(deps, sync.id);
    assert.equal((await lastSync()).status, 'done', 'tried again, it completes');
  });

  test('a backfill longer than a month is read as an asynchronous report run', async () => {
    const runs = meta.served.reportRuns;
    const to = backfillWindow().to;
    const from = backfillWindow(60).from;
    const syncId = await queueConnectorSync(t.db, jobs, connectionRow, { from, to });
    await runConnectorSync(deps, syncId);
    const sync = await lastSync();
    assert.equal(sync.status, 'done', sync.error);
    assert.equal(sync.days, 60);
    assert.equal(sync.rows, 3 * 60);
    assert.equal(meta.served.reportRuns - runs, 1, 'one report run started');
    assert.equal((await held(from)).length, 3 * 60);
  });

  test('a report run Meta fails fails the sync for now, with nothing written', async () => {
    const before = await held(backfillWindow(60).from);
    meta.failNextReportRun();
    const syncId = await queueConnectorSync(t.db, jobs, connectionRow, backfillWindow(60));
    const ran = await runConnectorSync(deps, syncId).catch((error: unknown) => error);
    assert.ok(ran instanceof Error);
    assert.match((await lastSync()).error, /the report run ended as "Job Failed"/);
    assert.deepEqual(await held(backfillWindow(60).from), before);
    await runConnectorSync(deps, syncId);
    assert.equal((await lastSync()).status, 'done');
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops', async () => {
    meta.revoke(TOKEN);
    const error = /^Needs reconnecting: Meta Ads: Error validating access token.*\(code 190\/460\)$/;
    await acmeConnection.refusedTokenNeedsReconnecting(error);
  });
});
