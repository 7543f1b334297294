import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acmeWorkspace, connectionSyncs, connectorDeps, keptJobs } from '../../../tooling/testing/connector-sync';
import { connectThroughConsent } from '../../../tooling/testing/oauth-consent';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestGoogleAds, type GoogleAdsStandIn } from '../../../tooling/testing/google-ads';
import { googleAdsConnector } from './google-ads';

const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let ads: GoogleAdsStandIn;
let workspaceId: number;
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  workspaceId = (await acmeWorkspace(t.db)).workspaceId;
  // No token of its own: it takes the stand-in OAuth provider's, checked at the provider.
  ads = await startTestGoogleAds({ issuer: `${t.base}/oauth-provider` });
});
after(async () => {
  await ads?.close();
  await t?.close();
});

/** Connects Google Ads as a person does: the consent page's Allow, then /oauth/credentials. */
const connectGoogleAds = () =>
  connectThroughConsent(t, { user: ADMIN, workspaceId, sourceType: 'GOOGLE_ADS', allowAs: 'buyer@acme.test' });

test('a Google Ads connection made through OAuth syncs from the Google Ads API with its token', async () => {
  const { connection, accessToken, accounts } = await connectGoogleAds();
  const settings = { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'dev-token', loginCustomerId: null };
  const customers = await googleAdsConnector(settings, accessToken).listAccounts();
  assert.deepEqual(
    customers,
    accounts.map((a) => a.id.replace(/\D/g, '')),
    'the customers the token reaches are the accounts the person allowed',
  );
  const base = `/analytics/workspaces/${workspaceId}/connections/${connection.connectionId}`;
  const deps = connectorDeps(t, { googleAds: settings });
  const syncs = connectionSyncs(ADMIN, sent, () => ({ t, base, deps }));
  assert.equal((await syncs.syncNow({ accountId: accounts[1]!.id })).ran, undefined);
  const sync = await syncs.lastSync();
  assert.equal(sync.status, 'done', sync.error);
  // The stand-in's own account holds ad groups no Acme line item carries: listed, nothing written.
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(ads.served.search, 1);
});
