import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import type { JobQueue } from '../../kernel/jobs/queue';
import { OAuthClients } from '../analytics/oauth/client';
import { metaAdsConnector } from './meta-ads';
import { runConnectorSync } from './run-sync';

const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let meta: MetaAdsStandIn;
let workspaceId: number;
const sent: Record<string, unknown>[] = [];
const jobs: JobQueue = { send: async (_queue, data) => (sent.push(data as never), 'job'), work: async () => {} };

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  const [row] = await t.db.query<{ id: number }>(
    'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NULL ORDER BY id LIMIT 1',
    [await clientIdOf(t.db, 'Acme Outdoor')],
  );
  workspaceId = row!.id;
  // No token of its own: it takes the stand-in OAuth provider's, checked at the provider.
  meta = await startTestMetaAds({ issuer: `${t.base}/oauth-provider` });
});
after(async () => {
  await meta?.close();
  await t?.close();
});

/** A browser that keeps cookies and follows nothing by itself. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const set of response.headers.getSetCookie()) {
      const [name, ...value] = set.split(';')[0]!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
}

/** Connects Meta Ads as a person does: the consent page's Allow, then /oauth/credentials. */
async function connectMetaAds() {
  const redirectUrl = `${t.base}/oauth-redirect`;
  const start = await t.call(
    ADMIN,
    'GET',
    `/analytics/oauth/url?sourceType=META_ADS&redirectUrl=${encodeURIComponent(redirectUrl)}&workspaceId=${workspaceId}`,
  );
  assert.equal(start.status, 200, JSON.stringify(start.body));
  const go = browser();
  let response = await go(start.body.data.url);
  const page = await (await go(new URL(response.headers.get('location')!, t.base).href)).text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, t.base).href;
  response = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'buyer@acme.test', decision: 'allow' }).toString(),
  });
  let back = new URL(response.headers.get('location')!, t.base);
  while (back.pathname !== '/oauth-redirect') {
    response = await go(back.href);
    back = new URL(response.headers.get('location')!, t.base);
  }
  const query = new URLSearchParams({
    sourceType: 'META_ADS',
    redirectUrl,
    code: back.searchParams.get('code')!,
    state: start.body.data.state,
    iss: back.searchParams.get('iss') ?? '',
  });
  const done = await t.call(ADMIN, 'GET', `/analytics/oauth/credentials?${query}`);
  assert.equal(done.status, 201, JSON.stringify(done.body));
  return done.body.data as { connection: { connectionId: string }; accessToken: string; accounts: { id: string }[] };
}

test('a Meta Ads connection made through OAuth syncs from the Marketing API with its token', async () => {
  const { connection, accessToken, accounts } = await connectMetaAds();
  const settings = { graphUrl: meta.url, graphVersion: 'v23.0' };
  assert.deepEqual(
    await metaAdsConnector(settings, accessToken).listAccounts(),
    accounts.map((a) => a.id),
    'the ad accounts the token reaches are the ones the person allowed, as act_ ids',
  );
  const base = `/analytics/workspaces/${workspaceId}/connections/${connection.connectionId}`;
  const put = await t.call(ADMIN, 'PUT', base, { accountId: accounts[1]!.id, sync: true });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  await runConnectorSync(
    {
      db: t.db,
      tokenKey: t.deps.tokenKey,
      clients: new OAuthClients(t.deps.oauth, t.deps.publicUrl),
      googleAds: { apiUrl: 'http://127.0.0.1:9', apiVersion: 'v19', developerToken: 'unused', loginCustomerId: null },
      metaAds: settings,
    },
    Number(sent.at(-1)!.syncId),
  );
  const [sync] = (await t.call(ADMIN, 'GET', `${base}/syncs`)).body.data;
  assert.equal(sync.status, 'done', sync.error);
  // The stand-in's own account holds ad sets no Acme line item carries: listed, nothing written.
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(meta.served.insights, 1);
});
