import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { connectThroughConsent } from '../../../tooling/testing/oauth-consent';
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

/** Connects Meta Ads as a person does: the consent page's Allow, then /oauth/credentials. */
const connectMetaAds = () =>
  connectThroughConsent(t, { user: ADMIN, workspaceId, sourceType: 'META_ADS', allowAs: 'buyer@acme.test' });

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
