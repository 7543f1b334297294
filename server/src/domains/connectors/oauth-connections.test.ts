import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acmeWorkspace, keptJobs, syncOnceDone } from '../../../tooling/testing/connector-sync';
import { connectThroughConsent } from '../../../tooling/testing/oauth-consent';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { startTestGoogleAds, type GoogleAdsStandIn } from '../../../tooling/testing/google-ads';
import { startTestMetaAds, type MetaAdsStandIn } from '../../../tooling/testing/meta-ads';
import { startTestQuickBooks, type QuickBooksStandIn } from '../../../tooling/testing/quickbooks';
import { openFileStore } from '../../kernel/storage/file-store';
import { loadTokens } from '../analytics/oauth/tokens';
import { googleAdsConnector } from './google-ads';
import { metaAdsConnector } from './meta-ads';

/** Vendors connected through OAuth: the grant a person allows is the token their connector syncs with. */
const ADMIN = 'admin@acme.test';
let t: TestAnalytics;
let ads: GoogleAdsStandIn;
let meta: MetaAdsStandIn;
let qbo: QuickBooksStandIn;
let workspaceId: number;
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics({}, { jobs });
  workspaceId = (await acmeWorkspace(t.db)).workspaceId;
  // No tokens of their own: they take the stand-in OAuth provider's, checked at the provider.
  ads = await startTestGoogleAds({ issuer: `${t.base}/oauth-provider` });
  meta = await startTestMetaAds({ issuer: `${t.base}/oauth-provider` });
  qbo = await startTestQuickBooks({ issuer: `${t.base}/oauth-provider` });
});
after(async () => {
  await ads?.close();
  await meta?.close();
  await qbo?.close();
  await t?.close();
});

/** Connects a platform as a person does: the consent page's Allow, then /oauth/credentials. */
const connectAs = (sourceType: string, allowAs = 'buyer@acme.test', extra: Record<string, string> = {}) =>
  connectThroughConsent(t, { user: ADMIN, workspaceId, sourceType, allowAs, extra });

/** An account id's digits: Google Ads' customer id, QuickBooks' realm. */
const digitsOf = (id: string) => id.replace(/\D/g, '');

/** Where a connection's API is, as the data sources page calls it. */
const connectionPath = (connection: { connectionId: string }) =>
  `/analytics/workspaces/${workspaceId}/connections/${connection.connectionId}`;
/** A sync of the account the person chose (their second), run to its end with the vendor's settings. */
const syncOfSecondAccount = (
  connection: { connectionId: string },
  accounts: { id: string }[],
  vendor: Parameters<typeof syncOnceDone>[2],
) => syncOnceDone(t, { user: ADMIN, sent, base: connectionPath(connection), accountId: accounts[1]!.id }, vendor);

/**
 * An ad platform connected through OAuth and synced with the person's token: the account they chose holds ad groups
 * (ad sets) of the stand-in's own that no Acme line item carries, listed, nothing written, in one call to the
 * platform's API. Answers the token and the ids of the accounts the person allowed.
 */
async function syncedWithItsToken(
  sourceType: string,
  vendor: Parameters<typeof syncOnceDone>[2],
  served: () => number,
) {
  const { connection, accessToken, accounts } = await connectAs(sourceType);
  const sync = await syncOfSecondAccount(connection, accounts, vendor);
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 8);
  assert.equal(served(), 1);
  return { accessToken, allowed: accounts.map((a) => a.id) };
}

test('a Google Ads connection made through OAuth syncs from the Google Ads API with its token', async () => {
  const googleAds = { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'dev-token', loginCustomerId: null };
  const { accessToken, allowed } = await syncedWithItsToken('GOOGLE_ADS', { googleAds }, () => ads.served.search);
  const customers = await googleAdsConnector(googleAds, accessToken).listAccounts();
  // The customers the token reaches are the accounts the person allowed (the digits of their ids).
  assert.deepEqual(customers, allowed.map(digitsOf));
});

test('a Meta Ads connection made through OAuth syncs from the Marketing API with its token', async () => {
  const metaAds = { graphUrl: meta.url, graphVersion: 'v23.0' };
  const { accessToken, allowed } = await syncedWithItsToken('META_ADS', { metaAds }, () => meta.served.insights);
  // The ad accounts the token reaches are the ones the person allowed, as act_ ids.
  assert.deepEqual(await metaAdsConnector(metaAds, accessToken).listAccounts(), allowed);
});

test('a QuickBooks Online connection made through OAuth syncs the company the grant reaches, its customers waiting to be mapped', async () => {
  const { connection, accounts } = await connectAs('QUICKBOOKS_ONLINE', 'books@acme.test');
  assert.equal(accounts.length, 2, "the stand-in provider's accounts are the companies");
  // The access token ran out: the sync refreshes it first (with the refresh token), and QuickBooks takes the new one.
  const [row] = await t.db.query<{ id: number }>(
    `UPDATE analytics_connection_tokens k SET expires_at = now() - interval '1 minute'
     FROM analytics_connections x WHERE x.id = k.connection_id AND x.connection_id = $1 RETURNING x.id`,
    [connection.connectionId],
  );
  const ref = { id: workspaceId } as never;
  const before = await loadTokens(t.db, ref, t.deps.tokenKey, row!.id);
  const sync = await syncOfSecondAccount(connection, accounts, {
    quickbooks: {
      settings: { apiUrl: qbo.url },
      fileStore: openFileStore('disk', { db: t.db, filesDir: t.filesDir }),
    },
  });
  const after = await loadTokens(t.db, ref, t.deps.tokenKey, row!.id);
  assert.notEqual(after!.accessToken, before!.accessToken);
  assert.ok(after!.expiresAt!.getTime() > Date.now());
  // The realm is the account id's digits; none of its four customers is an Acme advertiser yet.
  assert.ok(qbo.served.queries.length > 0);
  assert.equal(qbo.company(digitsOf(accounts[1]!.id)).customers.length, 4);
  assert.equal(sync.rows, 0);
  assert.equal(sync.unmatchedCount, 4);
  const mappings = await t.call(ADMIN, 'GET', `${connectionPath(connection)}/mappings`);
  assert.equal(mappings.body.data.length, 4);

  // QuickBooks fills Billing: the workspace gets no ad performance dashboard for it.
  const boards = await t.db.query(`SELECT id FROM analytics_dashboards WHERE workspace_id = $1 AND name = $2`, [
    workspaceId,
    'QuickBooks Online performance',
  ]);
  assert.equal(boards.length, 0);
});

test("the company Intuit names on its redirect (realmId) is the connection's account", async () => {
  const { accounts } = await connectAs('QUICKBOOKS_ONLINE', 'books@acme.test', { realmId: '9130357894561234' });
  assert.deepEqual(
    accounts.map((a) => a.id),
    ['9130357894561234'],
  );
});
