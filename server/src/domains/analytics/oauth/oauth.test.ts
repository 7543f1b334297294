import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientIdOf } from '../../../../tooling/testing/test-api';
import { createTestAnalytics, type TestAnalytics } from '../../../../tooling/testing/test-analytics';

let t: TestAnalytics;
let workspaceId: number;
let redirectUrl: string;
const ADMIN = 'admin@acme.test';

before(async () => {
  t = await createTestAnalytics();
  const acme = await clientIdOf(t.db, 'Acme Outdoor');
  const [row] = await t.db.query<{ id: number }>(
    'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NOT NULL ORDER BY id LIMIT 1',
    [acme],
  );
  workspaceId = row!.id;
  redirectUrl = `${t.base}/oauth-redirect`;
});
after(async () => t.close());

/** A browser, as far as the provider needs one: follows nothing by itself, keeps cookies. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
}

/** From /oauth/url to the consent page, as a browser goes: the browser, the page's form action and the state. */
async function openConsent(sourceType: string, ws = workspaceId) {
  const start = await t.call(
    ADMIN,
    'GET',
    `/analytics/oauth/url?sourceType=${sourceType}&redirectUrl=${encodeURIComponent(redirectUrl)}&workspaceId=${ws}`,
  );
  assert.equal(start.status, 200, JSON.stringify(start.body));
  const authorizationUrl = new URL(start.body.data.url);
  assert.equal(authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorizationUrl.searchParams.get('code_challenge'));
  const go = browser();
  const response = await go(authorizationUrl.href);
  assert.equal(response.status, 303);
  const interaction = new URL(response.headers.get('location')!, t.base).href;
  const page = await go(interaction);
  const html = await page.text();
  assert.equal(page.status, 200, html);
  assert.equal(page.headers.get('x-frame-options'), 'DENY', 'a consent page is never framed');
  assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  assert.match(html, /<button type="submit" name="decision" value="allow">Allow<\/button>/);
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1]!, t.base).href;
  return { go, action, state: start.body.data.state as string };
}

/** From /oauth/url to the redirect back, clicking the consent page's Allow (or Deny) like a person. */
async function authorize(sourceType: string, decision: 'allow' | 'deny', email = 'buyer@acme.test', ws = workspaceId) {
  const { go, action, state } = await openConsent(sourceType, ws);
  let response = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, decision }).toString(),
  });
  assert.equal(response.status, 303, await response.clone().text());
  // Back through the provider's authorization endpoint, which now sends the browser to the host's page.
  for (let hops = 0; hops < 5; hops += 1) {
    const location = new URL(response.headers.get('location')!, t.base);
    if (location.pathname === '/oauth-redirect') return { back: location, state };
    response = await go(location.href);
    assert.ok([302, 303].includes(response.status), `${location.href} answered ${response.status}`);
  }
  throw new Error('never came back to /oauth-redirect');
}

describe('OAuth connections: authorization code with PKCE against the stand-in provider', () => {
  let connectionId = '';

  test('the provider is a real OpenID provider under /oauth-provider', async () => {
    const discovery = await fetch(`${t.base}/oauth-provider/.well-known/openid-configuration`);
    assert.equal(discovery.status, 200);
    const doc = (await discovery.json()) as { issuer: string; code_challenge_methods_supported: string[] };
    assert.equal(doc.issuer, `${t.base}/oauth-provider`);
    assert.ok(doc.code_challenge_methods_supported.includes('S256'));
  });

  test('Allow, then /oauth/credentials completes the connection, its tokens encrypted at rest', async () => {
    const { back, state } = await authorize('META_ADS', 'allow');
    assert.equal(back.searchParams.get('state'), state);
    const code = back.searchParams.get('code')!;
    assert.ok(code);
    const query = new URLSearchParams({
      sourceType: 'META_ADS',
      redirectUrl,
      code,
      state,
      iss: back.searchParams.get('iss') ?? '',
    });
    const done = await t.call(ADMIN, 'GET', `/analytics/oauth/credentials?${query}`);
    assert.equal(done.status, 201, JSON.stringify(done.body));
    const { connection, accessToken, accounts } = done.body.data;
    connectionId = connection.connectionId;
    assert.equal(connection.status, 'connected');
    assert.equal(connection.authType, 'oauth');
    assert.equal(connection.sourceType, 'META_ADS');
    assert.equal(connection.hasTokens, true);
    assert.ok(connection.lastSyncAt);
    assert.ok(accessToken);
    assert.equal(accounts.length, 2);
    assert.equal(connection.accountId, accounts[0].id);
    assert.ok(!('refreshToken' in done.body.data), 'the refresh token stays on the server');

    const [stored] = await t.db.query<{ access: Uint8Array; refresh: Uint8Array }>(
      'SELECT access_token AS access, refresh_token AS refresh FROM analytics_connection_tokens t JOIN analytics_connections x ON x.id = t.connection_id WHERE x.connection_id = $1',
      [connectionId],
    );
    assert.ok(stored!.refresh, 'a refresh token is kept');
    assert.ok(
      !Buffer.from(stored!.access).toString('latin1').includes(accessToken),
      'the access token is not stored in clear',
    );

    // The code was for one use.
    const replay = await t.call(ADMIN, 'GET', `/analytics/oauth/credentials?${query}`);
    assert.equal(replay.status, 400);
  });

  test('a source connected through OAuth gets its dashboard, not "No Dashboards"', async () => {
    // An Acme workspace that has not connected Google Ads (the client's own reads only its DSP).
    const [ws] = await t.db.query<{ id: number }>(
      `SELECT w.id FROM analytics_workspaces w
      WHERE w.client_id = $1 AND NOT EXISTS (SELECT 1 FROM analytics_dashboards d WHERE d.workspace_id = w.id AND d.data_source = 'google_ads')
      ORDER BY w.id LIMIT 1`,
      [await clientIdOf(t.db, 'Acme Outdoor')],
    );
    const dashboards = async () =>
      (await t.call(ADMIN, 'GET', `/analytics/workspaces/${ws!.id}/dashboards`)).body.data as {
        name: string;
        dataSource: string;
      }[];
    const before = await dashboards();
    const { back, state } = await authorize('GOOGLE_ADS', 'allow', 'buyer@acme.test', ws!.id);
    const query = new URLSearchParams({
      sourceType: 'GOOGLE_ADS',
      redirectUrl,
      code: back.searchParams.get('code')!,
      state,
      iss: back.searchParams.get('iss') ?? '',
    });
    const done = await t.call(ADMIN, 'GET', `/analytics/oauth/credentials?${query}`);
    assert.equal(done.status, 201, JSON.stringify(done.body));
    const after = await dashboards();
    assert.deepEqual(
      after.filter((d) => !before.some((b) => b.dataSource === d.dataSource)).map((d) => `${d.dataSource}: ${d.name}`),
      ['google_ads: Google Ads performance'],
    );
  });

  test('accounts, me and a refreshed access token', async () => {
    const accounts = await t.call(ADMIN, 'GET', `/analytics/accounts?sourceType=META_ADS&connectionId=${connectionId}`);
    assert.equal(accounts.status, 200, JSON.stringify(accounts.body));
    assert.equal(accounts.body.data.length, 2);
    const fresh = await t.call(
      ADMIN,
      'GET',
      `/analytics/oauth/accessToken?sourceType=META_ADS&connectionId=${connectionId}`,
    );
    assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
    assert.ok(fresh.body.data.expiresInSeconds > 0);
    const byToken = await t.call(
      ADMIN,
      'GET',
      `/analytics/accounts?sourceType=META_ADS&accessToken=${encodeURIComponent(fresh.body.data.accessToken)}&expiresInSeconds=3600`,
    );
    assert.equal(byToken.status, 200);
    assert.deepEqual(byToken.body.data, accounts.body.data);
    const me = await t.call(ADMIN, 'GET', `/analytics/oauth/me?connectionId=${connectionId}`);
    assert.equal(me.status, 200, JSON.stringify(me.body));
    assert.equal(me.body.data[0].email, 'buyer@acme.test');
    assert.equal(me.body.data[0].subject, 'META_ADS:buyer@acme.test');
    const all = await t.call(ADMIN, 'GET', '/analytics/oauth/me');
    assert.ok(all.body.data.some((i: { connectionId: string }) => i.connectionId === connectionId));
    // Another client's user cannot use it.
    const foreign = await t.call('newterms@globex.test', 'GET', `/analytics/oauth/me?connectionId=${connectionId}`);
    assert.ok([403, 404].includes(foreign.status));
    const garbage = await t.call(ADMIN, 'GET', '/analytics/accounts?sourceType=META_ADS&accessToken=not-a-token');
    assert.ok(garbage.status >= 400 && garbage.status < 500, `${garbage.status}`);
  });

  test('a refresh token is matched to its connection; purge forgets tokens and data', async () => {
    const unknown = await t.call(ADMIN, 'GET', '/analytics/oauth/accessToken?sourceType=META_ADS&refreshToken=unknown');
    assert.equal(unknown.status, 404);
    const purged = await t.call(ADMIN, 'POST', `/analytics/connections/${connectionId}/purge`);
    assert.equal(purged.body.data.status, 'purged');
    assert.equal(purged.body.data.hasTokens, false);
    const after = await t.call(
      ADMIN,
      'GET',
      `/analytics/oauth/accessToken?sourceType=META_ADS&connectionId=${connectionId}`,
    );
    assert.equal(after.status, 409);
  });

  test('a token that runs out is refreshed; when the provider refuses the refresh, the connection reads expired', async () => {
    const { back, state } = await authorize('GOOGLE_ADS', 'allow', 'search@acme.test');
    const query = new URLSearchParams({
      sourceType: 'GOOGLE_ADS',
      redirectUrl,
      code: back.searchParams.get('code')!,
      state,
    });
    const done = await t.call(ADMIN, 'GET', `/analytics/oauth/credentials?${query}`);
    assert.equal(done.status, 201, JSON.stringify(done.body));
    const { connectionId: id, id: rowId } = done.body.data.connection;
    const runOut = () =>
      t.db.query(
        `UPDATE analytics_connection_tokens SET expires_at = now() - interval '1 hour' WHERE connection_id = $1`,
        [rowId],
      );
    await runOut();
    const refreshed = await t.call(ADMIN, 'GET', `/analytics/accounts?sourceType=GOOGLE_ADS&connectionId=${id}`);
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal((await t.call(ADMIN, 'GET', `/analytics/connections/${id}`)).body.data.status, 'connected');
    // The platform forgets the grant (a password change, a revoked app): the next refresh is refused.
    await t.db.query(`DELETE FROM oauth_provider_payloads WHERE model = 'RefreshToken'`);
    await runOut();
    const refused = await t.call(ADMIN, 'GET', `/analytics/oauth/me?connectionId=${id}`);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    const expired = (await t.call(ADMIN, 'GET', `/analytics/connections/${id}`)).body.data;
    assert.equal(expired.status, 'expired');
    assert.ok(expired.lastError);
  });

  test('Deny comes back with access_denied; bad input is 4xx', async () => {
    const { back } = await authorize('DSP', 'deny');
    assert.equal(back.searchParams.get('error'), 'access_denied');
    for (const url of [
      `/analytics/oauth/url?sourceType=META_ADS&redirectUrl=${encodeURIComponent('https://evil.example/oauth-redirect')}&workspaceId=${workspaceId}`,
      `/analytics/oauth/url?sourceType=CSV_UPLOAD&redirectUrl=${encodeURIComponent(redirectUrl)}&workspaceId=${workspaceId}`,
      `/analytics/oauth/url?sourceType=META_ADS&redirectUrl=${encodeURIComponent(redirectUrl)}`,
      `/analytics/oauth/credentials?sourceType=GOOGLE_ADS&redirectUrl=${encodeURIComponent(redirectUrl)}&code=abc`,
      '/analytics/oauth/accessToken?sourceType=META_ADS',
    ]) {
      const response = await t.call(ADMIN, 'GET', url);
      assert.ok(response.status >= 400 && response.status < 500, `${url}: ${response.status}`);
    }
  });

  test('a consent form larger than a person sends is refused with a 413; the page still takes the real one', async () => {
    const { go, action } = await openConsent('META_ADS');
    const post = (body: string) =>
      go(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const large = await post(new URLSearchParams({ email: 'x'.repeat(17 * 1024), decision: 'allow' }).toString());
    assert.equal(large.status, 413, await large.text());
    const allowed = await post(new URLSearchParams({ email: 'buyer@acme.test', decision: 'allow' }).toString());
    assert.equal(allowed.status, 303, await allowed.text());
  });
});
