import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generatedAccount } from './catalog';
import { startMetaAdsStandIn, type MetaAdsStandIn } from './server';
import { fixedTokens } from './token-check';

const TOKEN = 'EAAB.stand-in';
let meta: MetaAdsStandIn;

before(async () => {
  meta = await startMetaAdsStandIn({
    tokenCheck: fixedTokens({ [TOKEN]: ['act_77'] }),
    accountOf: (id) => generatedAccount(id, { campaigns: 1, adSetsPerCampaign: 3 }),
    maxPageSize: 4,
  });
});
after(async () => meta?.close());

const insights = (params: Record<string, string>, path = '/v23.0/act_77/insights') =>
  fetch(`${meta.url}${path}?${new URLSearchParams({ access_token: TOKEN, ...params })}`);
const daily = {
  level: 'adset',
  time_increment: '1',
  time_range: JSON.stringify({ since: '2026-11-01', until: '2026-11-02' }),
  fields: 'adset_id,impressions,spend,actions',
  limit: '4',
};

describe('Meta Ads stand-in: the insights edge as the Marketing API answers it', () => {
  test('pages follow paging.cursors.after, and the last page has no paging.next', async () => {
    const first = await (await insights(daily)).json();
    assert.equal(first.data.length, 4);
    assert.ok(first.paging.next.startsWith(meta.url));
    assert.equal(typeof first.data[0].impressions, 'string');
    assert.match(first.data[0].spend, /^\d+(\.\d{1,2})?$/);
    assert.equal(first.data[0].date_start, '2026-11-01');
    const second = await (await insights({ ...daily, after: first.paging.cursors.after })).json();
    assert.equal(second.data.length, 2, 'two days of three ad sets');
    assert.equal(second.paging.next, undefined);
  });

  test('errors come in Graph API form, with the code Meta uses', async () => {
    const bad = await insights({ ...daily, time_range: 'last week' });
    assert.equal(bad.status, 400);
    const body = await bad.json();
    assert.equal(body.error.code, 100);
    assert.equal(body.error.type, 'OAuthException');
    assert.ok(body.error.fbtrace_id);
    const other = await (await insights(daily, '/v23.0/act_78/insights')).json();
    assert.equal(other.error.code, 200);
  });

  test('a throttle answers its rate-limit code with the usage headers', async () => {
    meta.fault({ throttle: 80000, regainMinutes: 3 });
    const answer = await insights(daily);
    const body = await answer.json();
    assert.equal(body.error.code, 80000);
    assert.equal(body.error.is_transient, true);
    const usage = JSON.parse(answer.headers.get('x-business-use-case-usage')!);
    assert.equal(usage['77'][0].estimated_time_to_regain_access, 3);
  });

  test('a report run runs, completes, and its rows are read from it', async () => {
    const started = await fetch(`${meta.url}/v23.0/act_77/insights`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: TOKEN, ...daily }).toString(),
    });
    const { report_run_id: id } = await started.json();
    const poll = async () => (await fetch(`${meta.url}/v23.0/${id}?access_token=${TOKEN}`)).json();
    assert.equal((await poll()).async_status, 'Job Running');
    assert.equal((await poll()).async_status, 'Job Completed');
    const rows = await (await insights({ limit: '10' }, `/v23.0/${id}/insights`)).json();
    assert.equal(rows.data.length, 4, 'no more than the page size, whatever the limit');
    assert.ok(rows.paging.next.includes(`/v23.0/${id}/insights`));
  });

  test('a revoked token is refused with OAuthException 190', async () => {
    meta.revoke(TOKEN);
    const body = await (await insights(daily)).json();
    assert.equal(body.error.code, 190);
  });
});
