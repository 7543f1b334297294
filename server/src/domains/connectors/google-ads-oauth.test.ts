import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { connectThroughConsent } from '../../../tooling/testing/oauth-consent';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestGoogleAds, type GoogleAdsStandIn } from '../../../tooling/testing/google-ads';
import type { JobQueue } from '../../kernel/jobs/queue';
import { OAuthClients } from '../analytics/oauth/client';
import { googleAdsConnector } from './google-ads';
import { runConnectorSync } from './run-sync';

const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let ads: GoogleAdsStandIn;
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
  const put = await t.call(ADMIN, 'PUT', base, { accountId: accounts[1]!.id, sync: true });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  await runConnectorSync(
    {
      db: t.db,
      tokenKey: t.deps.tokenKey,
      clients: new OAuthClients(t.deps.oauth, t.deps.publicUrl),
      googleAds: settings,
    },
    Number(sent.at(-1)!.syncId),
  );
  const [sync] = (await t.call(ADMIN, 'GET', `${base}/syncs`)).body.data;
  assert.equal(sync.status, 'done', sync.error);
  // The stand-in's own account holds ad groups no Acme line item carries: listed, nothing written.
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(ads.served.search, 1);
});
