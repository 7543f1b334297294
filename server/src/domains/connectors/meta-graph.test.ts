import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import { metaAdsConnector } from './meta-ads';
import { ConnectorError, ConnectorRefused } from './port';

const TOKEN = 'EAAB.graph-client-token';
const ACCOUNTS = ['act_1001', 'act_1002', 'act_1003', 'act_1004', 'act_1005'];
let meta: MetaAdsStandIn;

before(async () => {
  meta = await startTestMetaAds({ tokens: { [TOKEN]: ACCOUNTS, 'EAAB.other': ['act_2002'] }, maxPageSize: 10 });
});
after(async () => meta?.close());

/** The connector with its waits written down instead of slept. */
function connector(token = TOKEN, maxWaitMs = 120_000) {
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);
  const settings = { graphUrl: meta.url, graphVersion: 'v23.0' };
  return { waits, meta: metaAdsConnector(settings, token, { attempts: 4, backoffMs: 100, maxWaitMs }, sleep) };
}

async function readAll(c: ReturnType<typeof connector>, account = 'act_1001', days = 3) {
  const rows = [];
  const to = '2026-11-30';
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  for await (const page of c.meta.readDelivery(account, { from, to })) rows.push(...page);
  return rows;
}

describe('Meta Ads over the Graph API: accounts, throttling and refusals', () => {
  test('the ad accounts a token reaches are listed page by page, as act_ ids', async () => {
    const c = connector();
    assert.deepEqual(await c.meta.listAccounts(), ACCOUNTS);
  });

  test('an ads insights rate limit waits the time Meta says access comes back, then reads on', async () => {
    const c = connector();
    meta.fault({ throttle: 80000, regainMinutes: 2 });
    const rows = await readAll(c);
    assert.equal(rows.length, 8 * 3, 'every ad set of every day');
    assert.deepEqual(c.waits, [2 * 60_000], 'x-business-use-case-usage: estimated_time_to_regain_access, in minutes');
  });

  test('answers whose usage nears the limit make the next request wait first', async () => {
    const c = connector();
    meta.busy(97, 1);
    try {
      await readAll(c);
    } finally {
      meta.busy(null);
    }
    assert.deepEqual(c.waits, [60_000, 60_000], 'three pages: the second and third wait');
  });

  test('a rate limit without a time to regain access backs off longer each time', async () => {
    const c = connector();
    meta.fault({ throttle: 4 }, { throttle: 613 }, { status: 500 });
    await readAll(c);
    assert.deepEqual(c.waits, [100, 200, 400]);
  });

  test('a rate limit longer than the sync may wait fails at once, for the queue to try again later', async () => {
    const c = connector(TOKEN, 60_000);
    meta.fault({ throttle: 17, regainMinutes: 30 });
    const error = await readAll(c).catch((e: unknown) => e);
    assert.ok(error instanceof ConnectorError && error.retryable);
    assert.match(error.message, /^Meta Ads: \(#17\) User request limit reached \(code 17\)$/);
    assert.deepEqual(c.waits, []);
  });

  test('Meta failing every try gives its message, retryable', async () => {
    const c = connector();
    meta.fault({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const error = await readAll(c).catch((e: unknown) => e);
    assert.ok(error instanceof ConnectorError && error.retryable);
    assert.match(error.message, /Please retry your request later\. \(code 2\)$/);
  });

  test('an account the token does not reach is refused for good, and is not retried', async () => {
    const c = connector('EAAB.other');
    const error = await readAll(c, 'act_1001').catch((e: unknown) => e);
    assert.ok(error instanceof ConnectorError && !error.retryable && !(error instanceof ConnectorRefused));
    assert.match(error.message, /\(#200\)/);
    assert.deepEqual(c.waits, []);
  });

  test('an unknown token is the grant refused (OAuthException 190)', async () => {
    const c = connector('EAAB.unknown');
    const error = await c.meta.listAccounts().catch((e: unknown) => e);
    assert.ok(error instanceof ConnectorRefused);
  });

  test('an account id is its act_ id, whether written with act_ or as its number', async () => {
    const c = connector();
    assert.equal((await readAll(c, '1002', 1)).length, 8);
    await assert.rejects(readAll(c, 'act_'), /is no Meta ad account id/);
  });
});
