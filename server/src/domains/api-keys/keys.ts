import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with, so that a leaked one is recognised by secret scanners and by people. */
export const KEY_PREFIX = 'bk_live_';
/** How much of a key the list and the activity log show: the prefix and four characters of the secret. */
const SHOWN_LENGTH = KEY_PREFIX.length + 4;

/** A new key: 32 random bytes after the prefix. Only its hash is stored; the key itself is shown once. */
export function newKey(): { key: string; prefix: string; hash: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), hash: hashOf(key) };
}

/** SHA-256 is enough for 256 random bits: there is no password to guess, and a lookup by hash stays one index read. */
export const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a bearer credential is shaped like one of our keys (an identity token is not). */
export const looksLikeKey = (credential: string) => credential.startsWith(KEY_PREFIX);
