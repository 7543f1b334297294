import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { acmePlatformLineItems, connectorDeps, keptJobs } from '../../../../tooling/testing/connector-sync';
import { deliveryConnection } from '../../../../tooling/testing/delivery-sync-checks';
import { createTestAnalytics, type TestAnalytics } from '../../../../tooling/testing/test-analytics';
import {
  startTestTheTradeDesk,
  ttdAdGroupDay,
  ttdPartner,
  type TheTradeDeskStandIn,
} from '../../../../tooling/testing/the-trade-desk';
import { backfillWindow, runConnectorSync, type ConnectorDeps } from '../run-sync';
import type { TheTradeDeskSettings } from './rest';

const ADMIN = 'admin@acme.test';
const TOKEN = 'ttd-api-token-of-acme-agency';
const OTHER_TOKEN = 'ttd-api-token-of-another-partner';
const PARTNER = 'acmprt1';
const OTHER_PARTNER = 'othprt9';
/** Advertisers of the partner: listed over three pages of 100. */
const ADVERTISERS = 230;
/** Ad groups of each advertiser no line item carries: the report runs to several pages of rows. */
const EXTRA_AD_GROUPS = 100;

let t: TestAnalytics;
let ttd: TheTradeDeskStandIn;
let deps: ConnectorDeps;
let workspaceId: number;
let connectionId: string;
let advertiserId: string;
let adGroupIds: string[];
let lineItemIds: number[];
const settings: TheTradeDeskSettings = { apiUrl: '', reportTemplate: 'Beacon daily ad group delivery' };
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs, theTradeDesk: settings });
  ({ workspaceId, lineItemIds, platformIds: adGroupIds } = await acmePlatformLineItems(t.db, 'TRADE_DESK'));
  const shape = { advertisers: ADVERTISERS, adGroupIds, extraAdGroups: EXTRA_AD_GROUPS };
  ttd = await startTestTheTradeDesk({
    tokens: { [TOKEN]: PARTNER, [OTHER_TOKEN]: OTHER_PARTNER },
    partners: { [PARTNER]: shape, [OTHER_PARTNER]: { advertisers: 1, adGroupIds } },
    runningPolls: 2,
  });
  settings.apiUrl = ttd.url;
  advertiserId = ttdPartner(PARTNER, shape).advertisers[0]!.id;
  deps = connectorDeps(t, { theTradeDesk: settings, retry: { attempts: 3, backoffMs: 5, maxWaitMs: 5000 } });
});
after(async () => {
  await ttd?.close();
  await t?.close();
});

/** "Sync" as the Data connections page asks it: the job waits its turn among The Trade Desk's. */
const acmeConnection = deliveryConnection(
  ADMIN,
  sent,
  () => ({ t, workspaceId, connectionId, deps, lineItemIds }),
  (job) => assert.equal(job.group?.id, 'THE_TRADE_DESK', "the sync waits its turn among The Trade Desk's"),
);
const { base, syncNow, lastSync } = acmeConnection;

describe('The Trade Desk connector: connects with an API token and syncs My Reports delivery into line items', () => {
  test("a token TTD refuses is not kept, and one partner's token cannot connect another partner", async () => {
    const path = `/analytics/workspaces/${workspaceId}/connections/token`;
    const refused = await t.call(ADMIN, 'POST', path, { sourceType: 'THE_TRADE_DESK', token: 'not-a-ttd-token' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /The Trade Desk refused this API token: .*Authentication failed/);
    const foreign = await t.call(ADMIN, 'POST', path, {
      sourceType: 'THE_TRADE_DESK',
      token: OTHER_TOKEN,
      partnerId: PARTNER,
    });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.message, new RegExp(`does not reach partner ${PARTNER}`));
    const [kept] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics_connections WHERE source_type = 'THE_TRADE_DESK'`,
    );
    assert.equal(kept!.n, 0);
  });

  test("connecting lists every page of the partner's advertisers; the token is kept encrypted and never answered", async () => {
    const made = await t.call(ADMIN, 'POST', `/analytics/workspaces/${workspaceId}/connections/token`, {
      sourceType: 'THE_TRADE_DESK',
      token: TOKEN,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.data.accounts.length, ADVERTISERS);
    assert.equal(ttd.served.advertisers, Math.ceil(ADVERTISERS / 100), 'one request per page of 100');
    assert.equal(made.body.data.connection.authType, 'token');
    assert.equal(made.body.data.connection.status, 'connected');
    assert.ok(!made.raw.body.includes(TOKEN), 'the token is never sent back');
    connectionId = made.body.data.connection.connectionId;
    const [stored] = await t.db.query<{ access: string; subject: string }>(
      `SELECT t.access_token AS access, t.subject FROM analytics_connection_tokens t
       JOIN analytics_connections x ON x.id = t.connection_id WHERE x.connection_id = $1`,
      [connectionId],
    );
    assert.ok(stored && !stored.access.includes(TOKEN), 'encrypted at rest');
    assert.equal(stored.subject, PARTNER);
    const listed = await t.call(
      ADMIN,
      'GET',
      `/analytics/accounts?sourceType=THE_TRADE_DESK&connectionId=${encodeURIComponent(connectionId)}`,
    );
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.equal(listed.body.data[0].id, advertiserId);
    const chosen = await t.call(ADMIN, 'PUT', base(), { accountId: advertiserId, accountName: 'Advertiser 1' });
    assert.equal(chosen.status, 200);
  });

  test('Sync runs the report, reads every row of its file in pages, writes each line item day once, and lists the rest', async () => {
    const { sync, rows } = await acmeConnection.monthSynced();
    assert.equal(sync.unmatchedCount, EXTRA_AD_GROUPS, 'the ad groups no line item carries are listed, not guessed');
    assert.equal(ttd.served.schedules, 1);
    assert.ok(ttd.served.polls >= 3, 'polled while Pending and Running');
    const first = rows.find((r) => r.lineItemId === lineItemIds[0] && r.day === backfillWindow().from)!;
    const expected = ttdAdGroupDay(advertiserId, adGroupIds[0]!, first.day);
    assert.equal(first.impressions, expected.impressions);
    assert.equal(first.conversions, expected.conversions);
    assert.equal(Number(first.spend), expected.costCents / 100);
  });

  test("TTD's 429s and a 503 are waited out as their Retry-After says, then the sync completes", async () => {
    const polls = ttd.served.polls;
    ttd.fault({ status: 429, retryAfter: 0 }, { status: 503, retryAfter: 0 }, null, { status: 429, retryAfter: 0 });
    const { ran } = await syncNow();
    assert.equal(ran, undefined);
    assert.equal((await lastSync()).status, 'done');
    assert.ok(ttd.served.polls > polls);
  });

  test('a restated day replaces what the line items held for it, never adds to it', async () => {
    await acmeConnection.restatedDayIsReplaced((day) => ttd.restate(advertiserId, day));
  });

  test('a report file that breaks off half way leaves the delivery as it was, and the sync is tried again', async () => {
    const restate = (day: string) => ttd.restate(advertiserId, day);
    const fail = () => ttd.breakNextFile();
    const error = /The Trade Desk's report could not be read to its end/;
    const sync = await acmeConnection.failureHalfWayWritesNothing({ restate, fail }, error);
    await runConnectorSync(deps, sync.id);
    assert.equal((await lastSync()).status, 'done', 'tried again, it completes');
  });

  test("a token cannot read another partner's advertiser: the connection needs reconnecting", async () => {
    const other = ttdPartner(OTHER_PARTNER, { advertisers: 1, adGroupIds }).advertisers[0]!.id;
    await t.call(ADMIN, 'PUT', base(), { accountId: other });
    const error = new RegExp(`^Needs reconnecting: The Trade Desk: .*advertiser ${other}.*\\(HTTP 403\\)$`);
    await acmeConnection.refusedTokenNeedsReconnecting(error);
    // Connected again with the right account, it syncs.
    await t.db.query(
      `UPDATE analytics_connections SET status = 'connected', last_error = NULL WHERE connection_id = $1`,
      [connectionId],
    );
    await t.call(ADMIN, 'PUT', base(), { accountId: advertiserId });
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops its syncs', async () => {
    ttd.revoke(TOKEN);
    await acmeConnection.refusedTokenNeedsReconnecting(
      /^Needs reconnecting: The Trade Desk: Authentication failed.*\(HTTP 401\)$/,
    );
  });
});
