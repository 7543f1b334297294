import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { describe, test } from 'node:test';
import { apiRateLimits, readConfig } from '../../kernel/config/config';
import { cognitoCall } from '../../../tooling/testing/identity/test-server';
import { srpSignIn } from '../../../tooling/testing/identity/test-srp-client';
import { TEMPORARY_PASSWORD } from '../../../tooling/seed/accounts';
import { testAppOfFile } from '../../../tooling/testing/test-app';
import { contentSecurityPolicy, policySources } from '../../kernel/http/security-headers';

const CDN = 'https://cdn.beacon.example';

describe('the server as deployed: headers, tokens and proxies', () => {
  const t = testAppOfFile({ BEACON_REMOTES_BASE_URL: `${CDN}/releases/` });
  const proxied = testAppOfFile({ BEACON_TRUSTED_PROXIES: '127.0.0.1' });

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

  test('a script keeps nosniff and its resource policy, not the headers only a document reads', async () => {
    mkdirSync(t.config.hostDist, { recursive: true });
    writeFileSync(join(t.config.hostDist, 'main.js'), 'console.log(1)');
    const script = await fetch(`${t.url}/main.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
    assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(script.headers.get('cross-origin-resource-policy'), 'same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      assert.equal(script.headers.get(name), null, name);
    }
    // A page, and an answer of the API, still carry them all.
    for (const path of ['/', '/api/users/me']) {
      assert.ok((await fetch(`${t.url}${path}`)).headers.get('content-security-policy'), path);
    }
  });

  test('the CSP names the configured identity, notification and error-reporting origins', () => {
    const config = readConfig({
      BEACON_COGNITO_USER_POOL_ID: 'us-east-1_real',
      BEACON_REMOTES_BASE_URL: CDN,
      BEACON_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      BEACON_TOUR_SCRIPT_URL: 'https://tour.example/tour.js',
      BEACON_NOTIFY_URL: 'https://api.magicbell.com',
    });
    const sources = policySources(config);
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

describe('token times are bounded on the hub, the analytics API and the notification routes', () => {
  const t = testAppOfFile();

  test('issued in the future or living past a day: invalid; within the skew and a day: good', async () => {
    const token = await t.signIn('admin@acme.test');
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const resign = (times: { iat?: number; exp?: number }) => {
      const { iat: _iat, exp: _exp, ...rest } = claims;
      return new SignJWT({ ...rest, ...times })
        .setProtectedHeader({ alg: 'RS256', kid: t.identity.keys.kid })
        .sign(t.identity.keys.privateKey);
    };
    const cases: [string, { iat?: number; exp?: number }, number][] = [
      ['as signed', { iat: claims.iat!, exp: claims.exp! }, 200],
      ['issued 30 s ahead (clock skew)', { iat: now + 30, exp: now + 3600 }, 200],
      ['living exactly a day', { iat: now - 10, exp: now - 10 + 86400 }, 200],
      ['issued an hour from now', { iat: now + 3600, exp: now + 7200 }, 401],
      ['expiring in the year 2200', { iat: now, exp: Math.floor(Date.UTC(2200, 0, 1) / 1000) }, 401],
      ['living a day and a second', { iat: now - 10, exp: now - 9 + 86400 }, 401],
      ['without an issue time', { exp: now + 3600 }, 401],
    ];
    for (const [name, times, status] of cases) {
      const bearer = await resign(times);
      for (const path of ['/api/users/me', '/analytics/tenant', '/api/notifications?page=1']) {
        const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
        assert.equal(response.status, status, `${name}: ${path}`);
        if (status === 401)
          assert.equal(
            ((await response.json()) as { message: string }).message,
            'Invalid token. Please sign in again.',
            `${name}: ${path}`,
          );
      }
    }
  });
});

describe('per-address limits and the identity service as OIDC tooling sees it', () => {
  const t = testAppOfFile({ BEACON_SIGN_IN_RATE_LIMIT: '4', BEACON_API_RATE_LIMIT: '6' });

  test("sign-in attempts per address beyond the limit answer Cognito's TooManyRequestsException", async () => {
    const poolName = t.identity.poolName;
    // Two calls per sign-in (InitiateAuth, RespondToAuthChallenge): two sign-ins use the four attempts.
    assert.ok(await t.signIn('admin@acme.test'));
    assert.equal((await srpSignIn(t.url, 'staff@beacon.test', 'wrong-password', { poolName })).status, 400);
    const refused = await srpSignIn(t.url, 'admin@beacon.test', 'Beacon-Demo-2026!', { poolName });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.__type, 'TooManyRequestsException');
    // Other operations (the keys, a refresh) are not sign-in attempts.
    assert.equal((await fetch(`${t.url}/identity/.well-known/jwks.json`)).status, 200);
    const refresh = await cognitoCall(t.url, 'InitiateAuth', {
      ClientId: t.config.identity.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'nope' },
    });
    assert.notEqual(refresh.body.__type, 'TooManyRequestsException');
  });

  test('requests without a token, per address, beyond twice a user’s limit answer 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: unknown;
    let retryAfter: string | null = null;
    for (let i = 0; i < 14; i++) {
      const response = await fetch(`${t.url}/api/openapi.json`);
      statuses.push(response.status);
      last = await response.json();
      retryAfter = response.headers.get('retry-after');
    }
    assert.deepEqual(statuses, [...Array<number>(12).fill(200), 429, 429]);
    assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= 60, `Retry-After: ${retryAfter}`);
    // A forged token is no way around it: it is counted by address too.
    const forged = await fetch(`${t.url}/api/users/me`, { headers: { authorization: 'Bearer forged' } });
    assert.equal(forged.status, 429);
    assert.deepEqual(last, {
      status: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please wait a moment and try again.',
      fields: [],
    });
  });

  test('serves <issuer>/.well-known/openid-configuration; jwks_uri answers the keys that sign the tokens', async () => {
    const issuer = t.identity.config.issuer;
    const path = new URL(issuer).pathname;
    const response = await fetch(`${t.url}${path}/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    const doc = (await response.json()) as Record<string, unknown>;
    assert.equal(doc.issuer, issuer);
    assert.equal(doc.jwks_uri, `${issuer}/.well-known/jwks.json`);
    assert.deepEqual(doc.id_token_signing_alg_values_supported, ['RS256']);
    assert.deepEqual(doc.subject_types_supported, ['public']);
    const keys = (await (await fetch(`${t.url}${new URL(String(doc.jwks_uri)).pathname}`)).json()) as {
      keys: { kid: string }[];
    };
    assert.equal(keys.keys[0]!.kid, t.identity.keys.kid);
  });
});

describe('API limits per user and per client, not per address', () => {
  const t = testAppOfFile({ BEACON_API_RATE_LIMIT: '6', BEACON_API_CLIENT_RATE_LIMIT: '8' });

  const statusesOf = async (token: string, path: string, times: number) => {
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < times; i++) {
      const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    return answers;
  };

  test('one office, one address: a user at the limit holds back only their client, never the others', async () => {
    const [acmeAdmin, acmeReports, staff, northwind] = await Promise.all(
      ['admin@acme.test', 'reports@acme.test', 'staff@beacon.test', 'franchise@northwind.test'].map((e) => t.signIn(e)),
    );
    const first = await statusesOf(acmeAdmin!, '/api/users/me', 7);
    assert.deepEqual(
      first.map((a) => a.status),
      [200, 200, 200, 200, 200, 200, 429],
    );
    assert.ok(Number(first[6]!.retryAfter) >= 1, 'Retry-After');
    // Acme's other user has the client's last two of eight; then the client waits.
    const colleague = await statusesOf(acmeReports!, '/api/users/me', 3);
    assert.deepEqual(
      colleague.map((a) => a.status),
      [200, 200, 429],
    );
    // The same address, other users and clients: untouched, on the hub and the analytics API alike.
    assert.deepEqual(
      (await statusesOf(staff!, '/api/users/me', 3)).map((a) => a.status),
      [200, 200, 200],
    );
    assert.deepEqual(
      (await statusesOf(northwind!, '/analytics/tenant', 7)).map((a) => a.status),
      [200, 200, 200, 200, 200, 200, 429],
    );
  });

  test('BEACON_API_RATE_LIMIT=0 turns the API limits off; a bad value stops the server, naming it', () => {
    assert.equal(apiRateLimits(readConfig({ BEACON_API_RATE_LIMIT: '0' })), undefined);
    assert.deepEqual(apiRateLimits(readConfig({})), {
      perUser: 3000,
      perClient: 30000,
      perAnonymousAddress: 6000,
      windowSeconds: 60,
    });
    assert.throws(() => readConfig({ BEACON_API_RATE_LIMIT: 'lots' }), /BEACON_API_RATE_LIMIT must be a whole number/);
  });
});

describe('the new-password challenge', () => {
  const t = testAppOfFile();

  test("carries the user's attributes as Cognito does: a JSON string, without sub", async () => {
    const challenged = await srpSignIn(t.url, 'invited@acme.test', TEMPORARY_PASSWORD, {
      poolName: t.identity.poolName,
    });
    assert.equal(challenged.body.ChallengeName, 'NEW_PASSWORD_REQUIRED');
    const parameters = challenged.body.ChallengeParameters as Record<string, string>;
    assert.equal(typeof parameters.userAttributes, 'string');
    assert.deepEqual(JSON.parse(parameters.userAttributes!), { email_verified: 'true', email: 'invited@acme.test' });
    assert.equal(parameters.requiredAttributes, '[]');
  });
});
