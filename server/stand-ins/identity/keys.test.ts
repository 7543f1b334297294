import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SignJWT, jwtVerify, createLocalJWKSet } from 'jose';
import { jwks, loadSigningKeys } from './keys';

describe('signing keys', () => {
  it('persist per directory: a restart keeps verifying tokens, another directory has other keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'beacon-keys-'));
    const other = mkdtempSync(join(tmpdir(), 'beacon-keys-'));
    try {
      const first = loadSigningKeys(join(dir, 'identity'));
      const token = await new SignJWT({ sub: 'x' })
        .setProtectedHeader({ alg: 'RS256', kid: first.kid })
        .sign(first.privateKey);
      const restarted = loadSigningKeys(join(dir, 'identity'));
      assert.equal(restarted.kid, first.kid);
      await jwtVerify(token, createLocalJWKSet(jwks(restarted) as never));
      assert.equal(statSync(join(dir, 'identity', 'keys.json')).mode & 0o777, 0o600);
      const elsewhere = loadSigningKeys(join(other, 'identity'));
      assert.notEqual(elsewhere.kid, first.kid);
      await assert.rejects(jwtVerify(token, createLocalJWKSet(jwks(elsewhere) as never)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('without a directory are made fresh and kept in memory', () => {
    assert.notEqual(loadSigningKeys().kid, loadSigningKeys().kid);
  });

  it('publish only the public half', () => {
    const [key] = jwks(loadSigningKeys()).keys;
    assert.deepEqual(Object.keys(key!).sort(), ['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });
});
