import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server half of Cognito's SRP-6a, as Amplify's client (`@aws-amplify/auth`, utils/srp) computes the other
 * half. All numbers travel as hex; hashes are SHA-256 over the bytes of "padded" hex, Java BigInteger style.
 */

// RFC 5054's 3072-bit group, the one Cognito uses, with generator 2.
export const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

/** Even-length hex with a leading "00" when the top bit is set: the bytes Java's BigInteger.toByteArray gives. */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error('SRP values are never negative');
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

export const fromHex = (hex: string): bigint => BigInt(`0x${hex}`);
export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hashOfHex = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** k = H(N | g), the multiplier of SRP-6a. */
export const k = fromHex(hashOfHex(padHex(N) + padHex(g)));

/** x = H(salt | H(poolName | username | ":" | password)). */
export function passwordExponent(poolName: string, username: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${username}:${password}`);
  return fromHex(hashOfHex(padHex(fromHex(saltHex)) + inner));
}

/** What is stored instead of a password: a random salt and v = g^x. */
export function createVerifier(
  poolName: string,
  username: string,
  password: string,
): { salt: string; verifier: string } {
  // Normalised through padHex so the client, which re-pads the SALT it is sent, hashes the same bytes.
  const salt = padHex(fromHex(randomBytes(16).toString('hex')));
  return { salt, verifier: verifierFor(poolName, username, password, salt) };
}

export function verifierFor(poolName: string, username: string, password: string, salt: string): string {
  return padHex(modPow(g, passwordExponent(poolName, username, password, salt), N));
}

/** The server's ephemeral pair: b stays in the challenge state, B = k·v + g^b goes to the client. */
export function serverEphemeral(verifierHex: string): { b: string; B: string } {
  const v = fromHex(verifierHex);
  for (;;) {
    const b = fromHex(randomBytes(128).toString('hex')) % N;
    const B = (k * v + modPow(g, b, N)) % N;
    if (b !== 0n && B !== 0n) return { b: padHex(b), B: padHex(B) };
  }
}

/** u = H(A | B). */
export const scramble = (A: bigint, B: bigint): bigint => fromHex(hashOfHex(padHex(A) + padHex(B)));

/**
 * The 16-byte key both sides derive from the shared secret S: HKDF-SHA256 with u as salt and Cognito's
 * "Caldera Derived Key" as info. Amplify's hand-written HKDF is the standard one cut to one block.
 */
export function derivedKey(S: bigint, u: bigint): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'), 'Caldera Derived Key', 16),
  );
}

/** The server's S = (A · v^u)^b, or null when A is not acceptable (A mod N = 0 lets anyone in). */
export function serverSecret(A: bigint, B: bigint, bHex: string, verifierHex: string): { S: bigint; u: bigint } | null {
  if (A % N === 0n) return null;
  const u = scramble(A, B);
  if (u === 0n) return null;
  const S = modPow((A * modPow(fromHex(verifierHex), u, N)) % N, fromHex(bHex), N);
  return { S, u };
}

/** The PASSWORD_CLAIM_SIGNATURE: HMAC(key, poolName | username | secret block bytes | timestamp), base64. */
export function claimSignature(
  key: Buffer,
  poolName: string,
  username: string,
  secretBlock: string,
  timestamp: string,
): string {
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName),
        Buffer.from(username),
        Buffer.from(secretBlock, 'base64'),
        Buffer.from(timestamp),
      ]),
    )
    .digest('base64');
}

export interface PasswordClaim {
  poolName: string;
  username: string;
  verifier: string;
  b: string;
  B: string;
  A: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
}

/** True when the client's signature proves it knows the password behind the verifier. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const secret = serverSecret(fromHex(claim.A), fromHex(claim.B), claim.b, claim.verifier);
  if (!secret) return false;
  const key = derivedKey(secret.S, secret.u);
  const expected = Buffer.from(
    claimSignature(key, claim.poolName, claim.username, claim.secretBlock, claim.timestamp),
    'base64',
  );
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
