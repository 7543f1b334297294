import assert from 'node:assert/strict';
import { decodeJwt, SignJWT } from 'jose';
import { after, before, describe, test } from 'node:test';
import { readConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';
import { contentSecurityPolicy, policySources } from './security-headers';

const CDN = 'https://cdn.beacon.example';

describe('the server as deployed: headers, tokens and proxies', () => {
  let t: TestApp;
  let proxied: TestApp;
  before(async () => {
    t = await createTestApp({ BEACON_REMOTES_BASE_URL: `${CDN}/releases/` });
    proxied = await createTestApp({ BEACON_TRUSTED_PROXIES: '127.0.0.1' });
  });
  after(async () => {
    await t.close();
    await proxied.close();
  });

  test('every response carries the CSP and the usual security headers; HSTS only over https', async () => {
    for (const path of ['/', '/config.json', '/api/openapi.json', '/api/users/me', '/identity/.well-known/jwks.json']) {
      const response = await fetch(`${t.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, new RegExp(`script-src 'self' ${CDN}(;|$)`), path);
      assert.match(csp, /style-src 'self' 'unsafe-inline'/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, new RegExp(`connect-src 'self' ws://127\\.0\\.0\\.1:\\d+ ${CDN}`), path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
      assert.equal(response.headers.get('strict-transport-security'), null, path);
    }
    // Only a trusted proxy can say the request came over https.
    const https = { 'x-forwarded-proto': 'https' };
    assert.equal((await fetch(`${t.url}/healthz`, { headers: https })).headers.get('strict-transport-security'), null);
    const behindProxy = await fetch(`${proxied.url}/healthz`, { headers: https });
    assert.match(behindProxy.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
    assert.match(behindProxy.headers.get('content-security-policy') ?? '', /connect-src 'self' wss:\/\//);
  });

  test('the CSP names the configured identity, notification and error-reporting origins', () => {
    const config = readConfig({
      BEACON_COGNITO_USER_POOL_ID: 'us-east-1_real',
      BEACON_REMOTES_BASE_URL: CDN,
      BEACON_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      BEACON_TOUR_SCRIPT_URL: 'https://tour.example/tour.js',
    });
    const sources = policySources(config, { BEACON_NOTIFY_URL: 'https://api.magicbell.com' });
    const csp = contentSecurityPolicy(sources, { protocol: 'https', host: 'portal.example' } as never);
    assert.match(csp, /script-src 'self' https:\/\/cdn\.beacon\.example https:\/\/tour\.example;/);
    for (const origin of [
      'wss://portal.example',
      'https://cognito-idp.us-east-1.amazonaws.com',
      'https://api.magicbell.com',
      'wss://api.magicbell.com',
      'https://o1.ingest.sentry.io',
    ])
      assert.ok(
        csp
          .split('; ')
          .find((d) => d.startsWith('connect-src'))!
          .includes(origin),
        origin,
      );
  });

  test('X-Forwarded-Host reaches /config.json only from a configured proxy', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const direct = (await (await fetch(`${t.url}/config.json`, { headers: forged })).json()) as {
      auth: { Cognito: { userPoolEndpoint: string } };
    };
    assert.equal(direct.auth.Cognito.userPoolEndpoint, `${t.url}/identity/`);
    const viaProxy = (await (await fetch(`${proxied.url}/config.json`, { headers: forged })).json()) as {
      auth: { Cognito: { userPoolEndpoint: string } };
    };
    assert.equal(viaProxy.auth.Cognito.userPoolEndpoint, 'https://evil.example/identity/');
  });

  test('a real token re-signed without exp is refused as invalid; a forged one is not "expired"', async () => {
    const token = await t.signIn('admin@acme.test');
    const me = (bearer: string) => fetch(`${t.url}/api/users/me`, { headers: { authorization: `Bearer ${bearer}` } });
    assert.equal((await me(token)).status, 200);
    const { exp: _exp, ...claims } = decodeJwt(token);
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: t.identity.keys.kid })
      .sign(t.identity.keys.privateKey);
    const never = await me(forever);
    assert.equal(never.status, 401);
    assert.equal(((await never.json()) as { message: string }).message, 'Invalid token. Please sign in again.');
    const [header, payload] = token.split('.');
    const forged = await me(`${header}.${payload}.${'A'.repeat(342)}`);
    assert.equal(forged.status, 401);
    assert.deepEqual(await forged.json(), {
      status: 401,
      error: 'Unauthorized',
      message: 'Invalid token. Please sign in again.',
      fields: [],
    });
    const stale = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'RS256', kid: t.identity.keys.kid })
      .sign(t.identity.keys.privateKey);
    assert.equal(
      ((await (await me(stale)).json()) as { message: string }).message,
      'Session has expired. Please sign in again.',
    );
  });
});
