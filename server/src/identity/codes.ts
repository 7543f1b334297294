import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import type { IdentityLimits } from './config';
import { codeMismatch, expiredCode, limitExceeded } from './errors';

const hashCode = (sub: string, code: string) => createHash('sha256').update(`${sub}:${code}`).digest('hex');

/**
 * A fresh six-digit reset code for an account; it replaces any earlier one, so the last code sent is the one that
 * works. Too many codes within an hour is Cognito's LimitExceededException.
 */
export async function issueCode(db: Database, sub: string, limits: IdentityLimits): Promise<string> {
  const sent = await db.query<{ in_window: boolean; sent_in_window: number }>(
    `SELECT window_started_at > now() - interval '1 hour' AS in_window, sent_in_window FROM identity_codes WHERE sub = $1`,
    [sub],
  );
  // Refused before anything changes, so the code already sent keeps working.
  if (sent[0]?.in_window && sent[0].sent_in_window >= limits.maxCodesPerHour) throw limitExceeded();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO identity_codes (sub, code_hash, expires_at, failed_attempts, window_started_at, sent_in_window)
     VALUES ($1, $2, now() + make_interval(secs => $3), 0, now(), 1)
     ON CONFLICT (sub) DO UPDATE SET
       code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, failed_attempts = 0,
       window_started_at = CASE WHEN $4 THEN identity_codes.window_started_at ELSE now() END,
       sent_in_window = CASE WHEN $4 THEN identity_codes.sent_in_window + 1 ELSE 1 END`,
    [sub, hashCode(sub, code), limits.codeSeconds, sent[0]?.in_window ?? false],
  );
  return code;
}

/** Checks a code and uses it up; wrong codes count towards LimitExceededException. */
export async function consumeCode(db: Database, sub: string, code: string, limits: IdentityLimits): Promise<void> {
  const rows = await db.query<{ code_hash: string | null; live: boolean; failed_attempts: number }>(
    'SELECT code_hash, expires_at > now() AS live, failed_attempts FROM identity_codes WHERE sub = $1',
    [sub],
  );
  const row = rows[0];
  if (!row || !row.code_hash) throw codeMismatch();
  if (row.failed_attempts >= limits.maxCodeAttempts) throw limitExceeded();
  if (row.code_hash !== hashCode(sub, code)) {
    await db.query('UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE sub = $1', [sub]);
    throw codeMismatch();
  }
  if (!row.live) throw expiredCode();
  await db.query('UPDATE identity_codes SET code_hash = NULL, expires_at = NULL WHERE sub = $1', [sub]);
}
