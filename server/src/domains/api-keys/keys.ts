import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with, so that a leaked one is recognised by secret scanners and by people. */
export const KEY_PREFIX = 'bk_live_';

/**
 * A new secret: 32 random bytes after a prefix that says what it is (an API key, a deploy token). Only its hash is
 * stored; the secret itself is shown once. The list shows the prefix and four characters of the secret.
 */
export function newSecret(prefix: string): { key: string; prefix: string; hash: string } {
  const key = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, prefix.length + 4), hash: hashOf(key) };
}

/** A new API key. */
export const newKey = () => newSecret(KEY_PREFIX);

/** SHA-256 is enough for 256 random bits: there is no password to guess, and a lookup by hash stays one index read. */
export const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a bearer credential is shaped like one of our keys (an identity token is not). */
export const looksLikeKey = (credential: string) => credential.startsWith(KEY_PREFIX);
