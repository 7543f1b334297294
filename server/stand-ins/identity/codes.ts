import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { tables } from '../../src/kernel/access/scoped';
import type { Database } from '../../src/kernel/db/database';
import type { IdentityLimits } from './config';
import { codeMismatch, expiredCode, limitExceeded } from './errors';

const hashCode = (sub: string, code: string) => createHash('sha256').update(`${sub}:${code}`).digest('hex');

/** Whether an account's hour of codes (the window its first code opened) is still running. */
const IN_WINDOW = sql<boolean>`identity_codes.window_started_at > now() - interval '1 hour'`;

/**
 * A fresh six-digit reset code for an account; it replaces any earlier one, so the last code sent is the one that
 * works. Too many codes within an hour is Cognito's LimitExceededException. One statement counts and checks, so
 * requests sent at once are counted one after another (each waits for the row).
 */
export async function issueCode(db: Database, sub: string, limits: IdentityLimits): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const issued = await tables(db)
    .insertInto('identity_codes')
    .values({
      sub,
      code_hash: hashCode(sub, code),
      expires_at: sql<Date>`now() + make_interval(secs => ${limits.codeSeconds})`,
      failed_attempts: 0,
      window_started_at: sql<Date>`now()`,
      sent_in_window: 1,
    })
    .onConflict((oc) =>
      oc
        .column('sub')
        .doUpdateSet((eb) => ({
          code_hash: eb.ref('excluded.code_hash'),
          expires_at: eb.ref('excluded.expires_at'),
          failed_attempts: 0,
          // Within the hour the window goes on and counts one more code; after it, a new window starts.
          window_started_at: sql<Date>`CASE WHEN ${IN_WINDOW} THEN identity_codes.window_started_at ELSE now() END`,
          sent_in_window: sql<number>`CASE WHEN ${IN_WINDOW} THEN identity_codes.sent_in_window + 1 ELSE 1 END`,
        }))
        // Refused before anything changes, so the code already sent keeps working.
        .where(sql<boolean>`NOT (${IN_WINDOW} AND identity_codes.sent_in_window >= ${limits.maxCodesPerHour})`),
    )
    .returning('sub')
    .executeTakeFirst();
  if (!issued) throw limitExceeded();
  return code;
}

/**
 * Checks a code and uses it up. Each check is counted before it is made, in one statement, so that codes sent at
 * once are not all checked; beyond the limit, LimitExceededException (even for the right code).
 */
export async function consumeCode(db: Database, sub: string, code: string, limits: IdentityLimits): Promise<void> {
  const attempt = await tables(db)
    .updateTable('identity_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('sub', '=', sub)
    .where('code_hash', 'is not', null)
    .where('failed_attempts', '<', limits.maxCodeAttempts)
    .returning(['code_hash', sql<boolean>`expires_at > now()`.as('live')])
    .executeTakeFirst();
  if (!attempt) {
    const sent = await tables(db)
      .selectFrom('identity_codes')
      .select('sub')
      .where('sub', '=', sub)
      .where('code_hash', 'is not', null)
      .executeTakeFirst();
    throw sent ? limitExceeded() : codeMismatch();
  }
  if (attempt.code_hash !== hashCode(sub, code)) throw codeMismatch();
  if (!attempt.live) throw expiredCode();
  // Used once: of two right answers at once, only the first finds the code still there.
  const used = await tables(db)
    .updateTable('identity_codes')
    .set({ code_hash: null, expires_at: null })
    .where('sub', '=', sub)
    .where('code_hash', '=', attempt.code_hash)
    .returning('sub')
    .executeTakeFirst();
  if (!used) throw codeMismatch();
}
