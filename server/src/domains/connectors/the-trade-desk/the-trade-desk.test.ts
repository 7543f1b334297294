import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN, deliveryConnectorOfFile } from '../../../../tooling/testing/delivery-connector';
import { startTestTheTradeDesk, ttdAdGroupDay, ttdPartner } from '../../../../tooling/testing/the-trade-desk';
import { backfillWindow, runConnectorSync } from '../run-sync';
import type { TheTradeDeskSettings } from './rest';

const TOKEN = 'ttd-api-token-of-acme-agency';
const OTHER_TOKEN = 'ttd-api-token-of-another-partner';
const PARTNER = 'acmprt1';
const OTHER_PARTNER = 'othprt9';
/** Advertisers of the partner: listed over three pages of 100. */
const ADVERTISERS = 230;
/** Ad groups of each advertiser no line item carries: the report runs to several pages of rows. */
const EXTRA_AD_GROUPS = 100;

/** Where the API and the connector reach The Trade Desk: its stand-in, once started. */
const settings: TheTradeDeskSettings = { apiUrl: '', reportTemplate: 'Beacon daily ad group delivery' };
const shapeOf = (adGroupIds: string[]) => ({ advertisers: ADVERTISERS, adGroupIds, extraAdGroups: EXTRA_AD_GROUPS });

/** Connected by the test itself, with its API token; "Sync" waits its turn among The Trade Desk's jobs. */
const acme = deliveryConnectorOfFile({
  platform: 'TRADE_DESK',
  analytics: { theTradeDesk: settings },
  start: async (adGroupIds) => {
    const ttd = await startTestTheTradeDesk({
      tokens: { [TOKEN]: PARTNER, [OTHER_TOKEN]: OTHER_PARTNER },
      partners: { [PARTNER]: shapeOf(adGroupIds), [OTHER_PARTNER]: { advertisers: 1, adGroupIds } },
      runningPolls: 2,
    });
    settings.apiUrl = ttd.url;
    return ttd;
  },
  settings: () => ({ theTradeDesk: settings }),
  checkJob: (job) => assert.equal(job.group?.id, 'THE_TRADE_DESK', "the sync waits its turn among The Trade Desk's"),
});
/** The partner's first advertiser, whose ad groups are Acme's line items. */
const advertiserId = () => ttdPartner(PARTNER, shapeOf(acme.platformIds)).advertisers[0]!.id;
const { base, lastSync } = acme;

describe('The Trade Desk connector: connects with an API token and syncs My Reports delivery into line items', () => {
  test("a token TTD refuses is not kept, and one partner's token cannot connect another partner", async () => {
    const path = `/analytics/workspaces/${acme.workspaceId}/connections/token`;
    const refused = await acme.t.call(ADMIN, 'POST', path, { sourceType: 'THE_TRADE_DESK', token: 'not-a-ttd-token' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /The Trade Desk refused this API token: .*Authentication failed/);
    const foreign = await acme.t.call(ADMIN, 'POST', path, {
      sourceType: 'THE_TRADE_DESK',
      token: OTHER_TOKEN,
      partnerId: PARTNER,
    });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.message, new RegExp(`does not reach partner ${PARTNER}`));
    const [kept] = await acme.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics_connections WHERE source_type = 'THE_TRADE_DESK'`,
    );
    assert.equal(kept!.n, 0);
  });

  test("connecting lists every page of the partner's advertisers; the token is kept encrypted and never answered", async () => {
    const made = await acme.t.call(ADMIN, 'POST', `/analytics/workspaces/${acme.workspaceId}/connections/token`, {
      sourceType: 'THE_TRADE_DESK',
      token: TOKEN,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.data.accounts.length, ADVERTISERS);
    assert.equal(acme.vendor.served.advertisers, Math.ceil(ADVERTISERS / 100), 'one request per page of 100');
    assert.equal(made.body.data.connection.authType, 'token');
    assert.equal(made.body.data.connection.status, 'connected');
    assert.ok(!made.raw.body.includes(TOKEN), 'the token is never sent back');
    acme.connection.connectionId = made.body.data.connection.connectionId;
    const [stored] = await acme.t.db.query<{ access: string; subject: string }>(
      `SELECT t.access_token AS access, t.subject FROM analytics_connection_tokens t
       JOIN analytics_connections x ON x.id = t.connection_id WHERE x.connection_id = $1`,
      [acme.connection.connectionId],
    );
    assert.ok(stored && !stored.access.includes(TOKEN), 'encrypted at rest');
    assert.equal(stored.subject, PARTNER);
    const listed = await acme.t.call(
      ADMIN,
      'GET',
      `/analytics/accounts?sourceType=THE_TRADE_DESK&connectionId=${encodeURIComponent(acme.connection.connectionId)}`,
    );
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.equal(listed.body.data[0].id, advertiserId());
    const chosen = await acme.t.call(ADMIN, 'PUT', base(), { accountId: advertiserId(), accountName: 'Advertiser 1' });
    assert.equal(chosen.status, 200);
  });

  test('Sync runs the report, reads every row of its file in pages, writes each line item day once, and lists the rest', async () => {
    const { sync, rows } = await acme.monthSynced();
    assert.equal(sync.unmatchedCount, EXTRA_AD_GROUPS, 'the ad groups no line item carries are listed, not guessed');
    assert.equal(acme.vendor.served.schedules, 1);
    assert.ok(acme.vendor.served.polls >= 3, 'polled while Pending and Running');
    const first = rows.find((r) => r.lineItemId === acme.lineItemIds[0] && r.day === backfillWindow().from)!;
    const expected = ttdAdGroupDay(advertiserId(), acme.platformIds[0]!, first.day);
    assert.equal(first.impressions, expected.impressions);
    assert.equal(first.conversions, expected.conversions);
    assert.equal(Number(first.spend), expected.costCents / 100);
  });

  test("TTD's 429s and a 503 are waited out as their Retry-After says, then the sync completes", async () => {
    const polls = await acme.faultsAreWaitedOut({
      fault: () =>
        acme.vendor.fault({ status: 429, retryAfter: 0 }, { status: 503, retryAfter: 0 }, null, {
          status: 429,
          retryAfter: 0,
        }),
      served: () => acme.vendor.served.polls,
    });
    assert.ok(polls > 0, 'the report polled again');
  });

  test('a restated day replaces what the line items held for it, never adds to it', async () => {
    await acme.restatedDayIsReplaced((day) => acme.vendor.restate(advertiserId(), day));
  });

  test('a report file that breaks off half way leaves the delivery as it was, and the sync is tried again', async () => {
    const restate = (day: string) => acme.vendor.restate(advertiserId(), day);
    const fail = () => acme.vendor.breakNextFile();
    const error = /The Trade Desk's report could not be read to its end/;
    const sync = await acme.failureHalfWayWritesNothing({ restate, fail }, error);
    await runConnectorSync(acme.deps, sync.id);
    assert.equal((await lastSync()).status, 'done', 'tried again, it completes');
  });

  test("a token cannot read another partner's advertiser: the connection needs reconnecting", async () => {
    const other = ttdPartner(OTHER_PARTNER, { advertisers: 1, adGroupIds: acme.platformIds }).advertisers[0]!.id;
    await acme.t.call(ADMIN, 'PUT', base(), { accountId: other });
    const error = new RegExp(`^Needs reconnecting: The Trade Desk: .*advertiser ${other}.*\\(HTTP 403\\)$`);
    await acme.refusedTokenNeedsReconnecting(error);
    // Connected again with the right account, it syncs.
    await acme.t.db.query(
      `UPDATE analytics_connections SET status = 'connected', last_error = NULL WHERE connection_id = $1`,
      [acme.connection.connectionId],
    );
    await acme.t.call(ADMIN, 'PUT', base(), { accountId: advertiserId() });
  });

  test('a revoked token marks the connection "Needs reconnecting" and stops its syncs', async () => {
    acme.vendor.revoke(TOKEN);
    await acme.refusedTokenNeedsReconnecting(
      /^Needs reconnecting: The Trade Desk: Authentication failed.*\(HTTP 401\)$/,
    );
  });
});
