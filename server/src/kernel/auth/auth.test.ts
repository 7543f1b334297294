import assert from 'node:assert/strict';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, test } from 'node:test';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../../tooling/testing/test-identity';

const t = testApiOfFile();

const me = (authorization?: string) =>
  t.app.inject({ url: '/api/users/me', headers: authorization ? { authorization } : {} });

describe('bearer tokens', () => {
  test('a valid ID token resolves to the user row by email, case-insensitively', async () => {
    const token = await t.identity.mint('Admin@Acme.TEST');
    const response = await me(`Bearer ${token}`);
    assert.equal(response.statusCode, 200);
    assert.equal(JSON.parse(response.body).data.email, 'admin@acme.test');
  });

  test('missing, malformed, foreign or bent tokens are 401 with the error body; only a session that ran out "has expired"; no token at all asks to sign in', async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'admin@acme.test', token_use: 'id' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject('x')
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    const expired = 'Session has expired. Please sign in again.';
    const invalid = 'Invalid token. Please sign in again.';
    const signIn = 'Sign-in required. Please sign in.';
    const cases: [string, string | undefined, string][] = [
      ['no header', undefined, signIn],
      ['not bearer', 'Basic abc', signIn],
      ['bearer without a token', 'Bearer ', signIn],
      ['garbage', 'Bearer not-a-jwt', invalid],
      ['other key', `Bearer ${forged}`, invalid],
      ['wrong issuer', `Bearer ${await t.identity.mint('admin@acme.test', { iss: 'https://evil.example' })}`, invalid],
      ['wrong audience', `Bearer ${await t.identity.mint('admin@acme.test', { aud: 'other-app' })}`, invalid],
      ['access token', `Bearer ${await t.identity.mint('admin@acme.test', { token_use: 'access' })}`, invalid],
      ['no exp (never expires)', `Bearer ${await t.identity.mint('admin@acme.test', { exp: null })}`, invalid],
      [
        'expired',
        `Bearer ${await t.identity.mint('admin@acme.test', { exp: Math.floor(Date.now() / 1000) - 60 })}`,
        expired,
      ],
      ['unknown user', `Bearer ${await t.identity.mint('nobody@acme.test')}`, expired],
    ];
    for (const [name, header, message] of cases) {
      const response = await me(header);
      assert.equal(response.statusCode, 401, name);
      const body = JSON.parse(response.body);
      assert.equal(body.status, 401, name);
      assert.equal(body.message, message, name);
    }
    assert.ok((await exportJWK(other.publicKey)).n, 'the forged key is a real RSA key');
  });

  test('a disabled user is 401', async () => {
    await t.db.query("UPDATE users SET enabled = false WHERE email = 'staff@beacon.test'");
    const response = await me(`Bearer ${await t.identity.mint('staff@beacon.test')}`);
    assert.equal(response.statusCode, 401);
    await t.db.query("UPDATE users SET enabled = true WHERE email = 'staff@beacon.test'");
  });

  test('the OpenAPI document is public and lists every operation with an id', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const doc = JSON.parse(response.body);
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      (m) => Object.values(m),
    );
    assert.ok(operations.length >= 50, `${operations.length} operations`);
    assert.ok(
      operations.every((o) => o.operationId),
      'every operation has an operationId',
    );
    assert.equal(new Set(operations.map((o) => o.operationId)).size, operations.length, 'operation ids are unique');
  });
});
