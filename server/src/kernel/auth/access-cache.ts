import { createHash } from 'node:crypto';
import type { AccessScope } from '../access/scope';
import type { Database } from '../db/database';
import { notifiedEntries } from '../db/notified-entries';

/** The channel the access triggers (migration 0701) announce changes on. */
export const ACCESS_CHANNEL = 'beacon_access';
/** Tokens kept at most; beyond it the oldest go first. */
const MAX_ENTRIES = 10_000;

export interface AccessCache {
  /** The scope kept for this token, while it is fresh and the token has not expired. */
  get(token: string, now?: number): AccessScope | null;
  /** Keeps the scope for `seconds`, never past the token's own expiry (`exp`, in seconds). */
  set(token: string, scope: AccessScope, exp: number | undefined, now?: number): void;
  clear(): void;
}

/**
 * What a verified token may reach (its user and scope), kept per server process for a few seconds
 * (BEACON_ACCESS_CACHE_SECONDS, default 10; 0 turns it off), so that a request does not verify the signature,
 * look up the sign-in, the user and their advertisers again. It is forgotten whole the moment the database says
 * anything it depends on changed (users, assignments, advertisers, sign-outs: triggers on beacon_access, heard
 * by every process); the few seconds bound only a change this process could not hear (a dropped connection).
 */
export async function createAccessCache(db: Database, seconds: number): Promise<AccessCache | undefined> {
  if (!(seconds > 0)) return undefined;
  const entries = await notifiedEntries<AccessScope>(db, ACCESS_CHANNEL, MAX_ENTRIES);
  if (!entries) return undefined;
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    get: (token, now = Date.now()) => entries.get(keyOf(token), now) ?? null,
    set(token, scope, exp, now = Date.now()) {
      const until = Math.min(now + seconds * 1000, exp === undefined ? 0 : exp * 1000);
      if (until > now) entries.set(keyOf(token), scope, until);
    },
    clear: entries.clear,
  };
}
