import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acmeWorkspace, keptJobs, syncOnceDone } from '../../../tooling/testing/connector-sync';
import { connectThroughConsent } from '../../../tooling/testing/oauth-consent';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestGoogleAds, type GoogleAdsStandIn } from '../../../tooling/testing/google-ads';
import { startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import { googleAdsConnector } from './google-ads';
import { metaAdsConnector } from './meta-ads';

/** Ad platforms connected through OAuth: the grant a person allows is the token their connector syncs with. */
const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let ads: GoogleAdsStandIn;
let meta: MetaAdsStandIn;
let workspaceId: number;
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  workspaceId = (await acmeWorkspace(t.db)).workspaceId;
  // No tokens of their own: they take the stand-in OAuth provider's, checked at the provider.
  ads = await startTestGoogleAds({ issuer: `${t.base}/oauth-provider` });
  meta = await startTestMetaAds({ issuer: `${t.base}/oauth-provider` });
});
after(async () => {
  await ads?.close();
  await meta?.close();
  await t?.close();
});

/** Connects a platform as a person does: the consent page's Allow, then /oauth/credentials. */
const connectAs = (sourceType: string) =>
  connectThroughConsent(t, { user: ADMIN, workspaceId, sourceType, allowAs: 'buyer@acme.test' });

test('a Google Ads connection made through OAuth syncs from the Google Ads API with its token', async () => {
  const { connection, accessToken, accounts } = await connectAs('GOOGLE_ADS');
  const settings = { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'dev-token', loginCustomerId: null };
  const customers = await googleAdsConnector(settings, accessToken).listAccounts();
  assert.deepEqual(
    customers,
    accounts.map((a) => a.id.replace(/\D/g, '')),
    'the customers the token reaches are the accounts the person allowed',
  );
  const base = `/analytics/workspaces/${workspaceId}/connections/${connection.connectionId}`;
  const sync = await syncOnceDone(t, { user: ADMIN, sent, base, accountId: accounts[1]!.id }, { googleAds: settings });
  // The stand-in's own account holds ad groups no Acme line item carries: listed, nothing written.
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(ads.served.search, 1);
});

test('a Meta Ads connection made through OAuth syncs from the Marketing API with its token', async () => {
  const { connection, accessToken, accounts } = await connectAs('META_ADS');
  const settings = { graphUrl: meta.url, graphVersion: 'v23.0' };
  assert.deepEqual(
    await metaAdsConnector(settings, accessToken).listAccounts(),
    accounts.map((a) => a.id),
    'the ad accounts the token reaches are the ones the person allowed, as act_ ids',
  );
  const base = `/analytics/workspaces/${workspaceId}/connections/${connection.connectionId}`;
  const sync = await syncOnceDone(t, { user: ADMIN, sent, base, accountId: accounts[1]!.id }, { metaAds: settings });
  // The stand-in's own account holds ad sets no Acme line item carries: listed, nothing written.
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(meta.served.insights, 1);
});
