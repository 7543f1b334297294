import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  claimSignature,
  createVerifier,
  derivedKey,
  fromHex,
  g,
  k,
  modPow,
  N,
  padHex,
  passwordExponent,
  scramble,
  serverEphemeral,
  verifyPasswordClaim,
} from './srp';
import { formatSrpTimestamp, parseSrpTimestamp } from './srp-timestamp';

const POOL = 'beaconlocal';
const USER = 'ada@example.com';
const PASSWORD = 'Corr3ct-Horse!';

/** The client half written out independently from the server code: S = (B - k·g^x)^(a + u·x). */
function clientClaim(password: string, challenge: { salt: string; B: string }, secretBlock: string, timestamp: string) {
  const a = fromHex(randomBytes(128).toString('hex')) % N;
  const A = modPow(g, a, N);
  const B = fromHex(challenge.B);
  const u = scramble(A, B);
  const x = passwordExponent(POOL, USER, password, challenge.salt);
  const base = (((B - ((k * modPow(g, x, N)) % N)) % N) + N) % N;
  const S = modPow(base, a + u * x, N);
  return { A: A.toString(16), signature: claimSignature(derivedKey(S, u), POOL, USER, secretBlock, timestamp) };
}

function serverCheck(password: string, tamper: { timestamp?: string } = {}) {
  const { salt, verifier } = createVerifier(POOL, USER, PASSWORD);
  const { b, B } = serverEphemeral(verifier);
  const secretBlock = randomBytes(64).toString('base64');
  const timestamp = formatSrpTimestamp(new Date());
  const { A, signature } = clientClaim(password, { salt, B }, secretBlock, timestamp);
  return verifyPasswordClaim({
    poolName: POOL,
    username: USER,
    verifier,
    b,
    B,
    A,
    secretBlock,
    timestamp: tamper.timestamp ?? timestamp,
    signature,
  });
}

describe('SRP', () => {
  it('pads hex like Java BigInteger.toByteArray, as Amplify does', () => {
    assert.equal(padHex(20n), '14');
    assert.equal(padHex(236n), '00ec');
    assert.equal(padHex(0x80n), '0080');
    assert.equal(padHex(0xabcn), '0abc');
    assert.equal(padHex(0x7fffn), '7fff');
    assert.equal(padHex(N).length, 3072 / 4 + 2);
  });

  it('computes modular powers', () => {
    assert.equal(modPow(3n, 200n, 1_000_007n), 3n ** 200n % 1_000_007n);
    assert.equal(modPow(g, 0n, N), 1n);
  });

  it('derives the key as Amplify\'s one-block HKDF over "Caldera Derived Key"', () => {
    const S = fromHex(randomBytes(384).toString('hex')) % N;
    const u = fromHex(randomBytes(32).toString('hex'));
    const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
      .update(Buffer.from(padHex(S), 'hex'))
      .digest();
    const okm = createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
      .digest()
      .subarray(0, 16);
    assert.deepEqual(derivedKey(S, u), okm);
  });

  it('stores a salt and verifier from which the password is checked, not the password', () => {
    const { salt, verifier } = createVerifier(POOL, USER, PASSWORD);
    assert.equal(padHex(fromHex(salt)), salt);
    assert.equal(verifier, padHex(modPow(g, passwordExponent(POOL, USER, PASSWORD, salt), N)));
    assert.ok(!verifier.includes(Buffer.from(PASSWORD).toString('hex')));
    assert.notEqual(createVerifier(POOL, USER, PASSWORD).verifier, verifier, 'a fresh salt each time');
  });

  it('accepts the right password and refuses a wrong one or a changed timestamp', () => {
    assert.equal(serverCheck(PASSWORD), true);
    assert.equal(serverCheck('Wr0ng-Horse!'), false);
    assert.equal(serverCheck(PASSWORD, { timestamp: 'Mon Jan 1 00:00:00 UTC 2024' }), false);
  });

  it('refuses A = 0 or A = N, which would make the secret predictable', () => {
    const { verifier } = createVerifier(POOL, USER, PASSWORD);
    const { b, B } = serverEphemeral(verifier);
    const base = { poolName: POOL, username: USER, verifier, b, B, secretBlock: 'AAAA', timestamp: 'x' };
    // With S = 0 the key is known to anyone: sign with it and make sure it still fails.
    const signature = claimSignature(derivedKey(0n, scramble(N, fromHex(B))), POOL, USER, 'AAAA', 'x');
    assert.equal(verifyPasswordClaim({ ...base, A: N.toString(16), signature }), false);
    assert.equal(verifyPasswordClaim({ ...base, A: '0', signature }), false);
  });

  it('agrees with the SRP client inside @aws-amplify/auth', async () => {
    // Amplify's own helper, loaded from its files (its package exports do not expose it).
    const amplifyRequire = createRequire(createRequire(import.meta.url).resolve('aws-amplify'));
    const authDir = dirname(amplifyRequire.resolve('@aws-amplify/auth/package.json'));
    const srp = (await import(pathToFileURL(join(authDir, 'dist/esm/providers/cognito/utils/srp/index.mjs')).href)) as {
      getAuthenticationHelper(pool: string): Promise<{
        A: { toString(radix: number): string };
        getPasswordAuthenticationKey(input: {
          username: string;
          password: string;
          serverBValue: unknown;
          salt: unknown;
        }): Promise<Uint8Array>;
      }>;
      getNowString(): string;
      getSignatureString(input: {
        userPoolName: string;
        username: string;
        challengeParameters: Record<string, string>;
        dateNow: string;
        hkdf: Uint8Array;
      }): string;
    };
    const { BigInteger } = (await import(
      pathToFileURL(join(authDir, 'dist/esm/providers/cognito/utils/srp/BigInteger/index.mjs')).href
    )) as {
      BigInteger: new (hex: string, radix: number) => unknown;
    };
    for (const password of [PASSWORD, 'Wr0ng-Horse!']) {
      const { salt, verifier } = createVerifier(POOL, USER, PASSWORD);
      const { b, B } = serverEphemeral(verifier);
      const secretBlock = randomBytes(64).toString('base64');
      const helper = await srp.getAuthenticationHelper(POOL);
      const hkdf = await helper.getPasswordAuthenticationKey({
        username: USER,
        password,
        serverBValue: new BigInteger(B, 16),
        salt: new BigInteger(salt, 16),
      });
      const timestamp = srp.getNowString();
      assert.ok(parseSrpTimestamp(timestamp), `Amplify's timestamp ${timestamp} parses`);
      const signature = srp.getSignatureString({
        userPoolName: POOL,
        username: USER,
        challengeParameters: { SECRET_BLOCK: secretBlock },
        dateNow: timestamp,
        hkdf,
      });
      const ok = verifyPasswordClaim({
        poolName: POOL,
        username: USER,
        verifier,
        b,
        B,
        A: helper.A.toString(16),
        secretBlock,
        timestamp,
        signature,
      });
      assert.equal(ok, password === PASSWORD);
    }
  });
});

describe('SRP timestamp', () => {
  it("formats as Amplify's getNowString: unpadded day, padded time, UTC", () => {
    assert.equal(formatSrpTimestamp(new Date(Date.UTC(2026, 10, 21, 9, 5, 3))), 'Sat Nov 21 09:05:03 UTC 2026');
    assert.equal(formatSrpTimestamp(new Date(Date.UTC(2025, 11, 1, 23, 0, 0))), 'Mon Dec 1 23:00:00 UTC 2025');
  });

  it('parses only that exact form', () => {
    assert.equal(parseSrpTimestamp('Sat Nov 21 09:05:03 UTC 2026')?.toISOString(), '2026-11-21T09:05:03.000Z');
    assert.equal(parseSrpTimestamp('Fri Nov 21 09:05:03 UTC 2026'), null, 'wrong weekday');
    assert.equal(parseSrpTimestamp('Mon Dec 01 23:00:00 UTC 2025'), null, 'padded day');
    assert.equal(parseSrpTimestamp('Sat Feb 31 09:05:03 UTC 2026'), null, 'no such date');
    assert.equal(parseSrpTimestamp('2026-11-21T09:05:03Z'), null);
  });
});
