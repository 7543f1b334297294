import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acmeWorkspace, connectionSyncs, connectorDeps, keptJobs } from '../../../tooling/testing/connector-sync';
import { connectThroughConsent } from '../../../tooling/testing/oauth-consent';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import { metaAdsConnector } from './meta-ads';

const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let meta: MetaAdsStandIn;
let workspaceId: number;
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  workspaceId = (await acmeWorkspace(t.db)).workspaceId;
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
  const deps = connectorDeps(t, { metaAds: settings });
  const syncs = connectionSyncs(ADMIN, sent, () => ({ t, base, deps }));
  assert.equal((await syncs.syncNow({ accountId: accounts[1]!.id })).ran, undefined);
  const sync = await syncs.lastSync();
  assert.equal(sync.status, 'done', sync.error);
  // The stand-in's own account holds ad sets no Acme line item carries: listed, nothing written.
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(meta.served.insights, 1);
});
