import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { metaAccount, metaAdSetDay, startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import type { JobQueue } from '../../kernel/jobs/queue';
import { OAuthClients } from '../analytics/oauth/client';
import { saveTokens } from '../analytics/oauth/tokens';
import { CONVERSION_ACTION_TYPES } from './meta-ads';
import {
  backfillWindow,
  CONNECTOR_SYNC_QUEUE,
  queueConnectorSync,
  runConnectorSync,
  type ConnectorDeps,
} from './run-sync';

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
     WHERE c.client_id = $1 AND li.platform = 'META' AND li.platform_line_item_id IS NOT NULL
     ORDER BY li.id LIMIT 3`,
    [acme],
  );
  assert.equal(lineItems.length, 3, 'Acme has Meta line items with their ad set ids');
  lineItemIds = lineItems.map((l) => l.id);
  adSetIds = lineItems.map((l) => l.platformId);
  // Two campaigns of two ad sets: three are Acme's line items, the fourth no line item carries.
  meta = await startTestMetaAds({
    tokens: { [TOKEN]: [`act_${ACCOUNT}`] },
    accounts: { [ACCOUNT]: { campaigns: 2, adSetsPerCampaign: 2, adSetIds } },
    maxPageSize: 25,
  });
  const [connection] = await t.db.query<{ id: number; connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
       account_id, account_name)
     VALUES ($1, 'conn-meta-ads-test', 'META_ADS', 'Meta Ads', false, 'oauth', 'connected', $2, 'Acme on Meta')
     RETURNING id, connection_id AS "connectionId"`,
    [workspaceId, `act_${ACCOUNT}`],
  );
  connectionRow = connection!.id;
  connectionId = connection!.connectionId;
  await saveTokens(
    t.db,
    { id: workspaceId } as never,
    t.deps.tokenKey,
    connectionRow,
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
    googleAds: { apiUrl: 'http://127.0.0.1:9', apiVersion: 'v19', developerToken: 'unused', loginCustomerId: null },
    metaAds: { graphUrl: meta.url, graphVersion: 'v23.0' },
    retry: { attempts: 3, backoffMs: 5, maxWaitMs: 5000 },
  };
});
after(async () => {
  await meta?.close();
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
async function held(from = backfillWindow().from) {
  return t.db.query<{ lineItemId: number; day: string; impressions: number; conversions: number; spend: string }>(
    `SELECT line_item_id AS "lineItemId", day::text AS day, impressions, conversions, spend::text AS spend
     FROM daily_delivery WHERE line_item_id = ANY($1::int[]) AND day >= $2::date ORDER BY 1, 2, region`,
    [lineItemIds, from],
  );
}

describe('Meta Ads connector: syncs from the Marketing API (its stand-in) into line items', () => {
  test('Sync reads every page of ad set insights, writes each line item day once, and lists the ad set nobody carries', async () => {
    const { ran } = await syncNow();
    assert.equal(ran, undefined);
    const sync = await lastSync();
    assert.equal(sync.status, 'done', sync.error);
    assert.equal(sync.days, 30);
    assert.equal(sync.rows, 3 * 30);
    assert.equal(sync.unmatchedCount, 1, 'the fourth ad set is listed, not guessed onto a line item');
    assert.equal(sync.unmatched[0].rows, 30);
    assert.ok(!adSetIds.includes(sync.unmatched[0].adGroupId));
    assert.equal(meta.served.insights, Math.ceil((4 * 30) / 25), 'one request per page of 25 rows');
    const rows = await held();
    assert.equal(rows.length, 3 * 30);
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
    const restated = backfillWindow().to;
    const first = await held();
    meta.restate(ACCOUNT, restated);
    await syncNow();
    const second = await held();
    assert.equal(second.length, first.length, 'no day is held twice');
    const changed = second.filter((r, i) => r.impressions !== first[i]!.impressions || r.spend !== first[i]!.spend);
    assert.ok(changed.length > 0);
    assert.ok(changed.every((r) => r.day === restated));
  });

  test('a malformed page half way leaves the delivery as it was, and the sync is tried again', async () => {
    const before = await held();
    meta.restate(ACCOUNT, backfillWindow().from);
    meta.fault(null, null, { malformed: true }, { malformed: true }, { malformed: true });
    const { ran } = await syncNow();
    assert.ok(ran instanceof Error, 'the job fails, so the queue tries it again');
    const sync = await lastSync();
    assert.equal(sync.status, 'queued');
    assert.match(sync.error, /Meta Ads sent a page that is not JSON/);
    assert.deepEqual(await held(), before, 'nothing half-written: the first pages read are not applied');
    const [staged] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_staged_rows');
    assert.equal(staged!.n, 0);
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
    const { ran } = await syncNow();
    assert.equal(ran, undefined, 'not retried: a person must connect again');
    const sync = await lastSync();
    assert.equal(sync.status, 'failed');
    assert.match(sync.error, /^Needs reconnecting: Meta Ads: Error validating access token.*\(code 190\/460\)$/);
    const connection = await t.call(ADMIN, 'GET', base());
    assert.equal(connection.body.data.status, 'expired');
    assert.match(connection.body.data.lastError, /Needs reconnecting/);
    const again = await t.call(ADMIN, 'PUT', base(), { sync: true });
    assert.equal(again.status, 409);
  });
});
