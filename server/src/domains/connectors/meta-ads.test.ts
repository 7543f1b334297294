import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN, deliveryConnectorOfFile } from '../../../tooling/testing/delivery-connector';
import { metaAccount, metaAdSetDay, startTestMetaAds } from '../../../tooling/testing/meta-ads';
import { CONVERSION_ACTION_TYPES } from './meta-ads';
import { backfillWindow, queueConnectorSync, runConnectorSync } from './run-sync';

const ACCOUNT = '1029384756';
const TOKEN = 'EAAB.stand-in-meta-access-token';

const acme = deliveryConnectorOfFile({
  platform: 'META',
  // Two campaigns of two ad sets: three are Acme's line items, the fourth no line item carries.
  start: (adSetIds) =>
    startTestMetaAds({
      tokens: { [TOKEN]: [`act_${ACCOUNT}`] },
      accounts: { [ACCOUNT]: { campaigns: 2, adSetsPerCampaign: 2, adSetIds } },
      maxPageSize: 25,
    }),
  settings: (meta) => ({ metaAds: { graphUrl: meta.url, graphVersion: 'v23.0' } }),
  granted: {
    grant: {
      connectionId: 'conn-meta-ads-test',
      sourceType: 'META_ADS',
      name: 'Meta Ads',
      accountId: `act_${ACCOUNT}`,
      accountName: 'Acme on Meta',
    },
    token: TOKEN,
  },
});
/** `held`: what daily_delivery holds for the synced line items from a day on, per line item and day. */
const { base, lastSync, held } = acme;

describe('Meta Ads connector: syncs from the Marketing API (its stand-in) into line items', () => {
  test('Sync reads every page of ad set insights, writes each line item day once, and lists the ad set nobody carries', async () => {
    const { sync, rows } = await acme.monthSynced();
    assert.equal(sync.unmatchedCount, 1, 'the fourth ad set is listed, not guessed onto a line item');
    assert.equal(sync.unmatched[0].rows, 30);
    assert.ok(!acme.platformIds.includes(sync.unmatched[0].adGroupId));
    assert.equal(acme.vendor.served.insights, Math.ceil((4 * 30) / 25), 'one request per page of 25 rows');
    // The figures are Meta's: spend as it sent it, conversions the documented action types only.
    const plan = metaAccount(ACCOUNT, { campaigns: 2, adSetsPerCampaign: 2, adSetIds: acme.platformIds });
    const first = rows.find((r) => r.lineItemId === acme.lineItemIds[0] && r.day === backfillWindow().from)!;
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
    const connection = await acme.t.call(ADMIN, 'GET', base());
    assert.ok(connection.body.data.lastSyncAt);
    assert.equal(connection.body.data.lastError, null);
  });

  test("Meta's rate limits (user, ads insights) and a 503 are waited out, then the sync completes", async () => {
    const served = await acme.faultsAreWaitedOut({
      fault: () => acme.vendor.fault({ throttle: 17 }, null, { throttle: 80000 }, { status: 503 }),
      served: () => acme.vendor.served.insights,
    });
    assert.equal(served, 5 + 3, 'three answers were retried');
  });

  test('a restated day replaces what the line items held for it, never adds to it', async () => {
    await acme.restatedDayIsReplaced((day) => acme.vendor.restate(ACCOUNT, day));
  });

  test('a malformed page half way leaves the delivery as it was, and the sync is tried again', async () => {
    const fail = () => acme.vendor.fault(null, null, { malformed: true }, { malformed: true }, { malformed: true });
    const restate = (day: string) => acme.vendor.restate(ACCOUNT, day);
    const sync = await acme.failureHalfWayWritesNothing({ restate, fail }, /Meta Ads sent a page that is not JSON/);
    await runConnectorSync(acme.deps, sync.id);
    assert.equal((await lastSync()).status, 'done', 'tried again, it completes');
  });

  test('a backfill longer than a month is read as an asynchronous report run', async () => {
    const runs = acme.vendor.served.reportRuns;
    const to = backfillWindow().to;
    const from = backfillWindow(60).from;
    const syncId = await queueConnectorSync(acme.t.db, acme.jobs, acme.connection.id, { from, to });
    await runConnectorSync(acme.deps, syncId);
    const sync = await lastSync();
    assert.equal(sync.status, 'done', sync.error);
    assert.equal(sync.days, 60);
    assert.equal(sync.rows, 3 * 60);
    assert.equal(acme.vendor.served.reportRuns - runs, 1, 'one report run started');
    assert.equal((await held(from)).length, 3 * 60);
  });

  test('a report run Meta fails fails the sync for now, with nothing written', async () => {
    const before = await held(backfillWindow(60).from);
    acme.vendor.failNextReportRun();
    const syncId = await queueConnectorSync(acme.t.db, acme.jobs, acme.connection.id, backfillWindow(60));
    const ran = await runConnectorSync(acme.deps, syncId).catch((error: unknown) => error);
    assert.ok(ran instanceof Error);
    assert.match((await lastSync()).error, /the report run ended as "Job Failed"/);
    assert.deepEqual(await held(backfillWindow(60).from), before);
    await runConnectorSync(acme.deps, syncId);
    assert.equal((await lastSync()).status, 'done');
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops', async () => {
    acme.vendor.revoke(TOKEN);
    const error = /^Needs reconnecting: Meta Ads: Error validating access token.*\(code 190\/460\)$/;
    await acme.refusedTokenNeedsReconnecting(error);
  });
});
