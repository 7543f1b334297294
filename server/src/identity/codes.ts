import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { tables } from '../access/scoped';
import type { Database } from '../db/database';
import type { IdentityLimits } from './config';
import { codeMismatch, expiredCode, limitExceeded } from './errors';

const hashCode = (sub: string, code: string) => createHash('sha256').update(`${sub}:${code}`).digest('hex');

/**
 * A fresh six-digit reset code for an account; it replaces any earlier one, so the last code sent is the one that
 * works. Too many codes within an hour is Cognito's LimitExceededException.
 */
export async function issueCode(db: Database, sub: string, limits: IdentityLimits): Promise<string> {
  const sent = await tables(db)
    .selectFrom('identity_codes')
    .select([sql<boolean>`window_started_at > now() - interval '1 hour'`.as('inWindow'), 'sent_in_window'])
    .where('sub', '=', sub)
    .executeTakeFirst();
  const inWindow = sent?.inWindow ?? false;
  // Refused before anything changes, so the code already sent keeps working.
  if (sent && inWindow && sent.sent_in_window >= limits.maxCodesPerHour) throw limitExceeded();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tables(db)
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
      oc.column('sub').doUpdateSet((eb) => ({
        code_hash: eb.ref('excluded.code_hash'),
        expires_at: eb.ref('excluded.expires_at'),
        failed_attempts: 0,
        // Within the hour the window goes on and counts one more code; after it, a new window starts.
        window_started_at: inWindow ? eb.ref('identity_codes.window_started_at') : sql<Date>`now()`,
        sent_in_window: inWindow ? eb('identity_codes.sent_in_window', '+', 1) : 1,
      })),
    )
    .execute();
  return code;
}

/** Checks a code and uses it up; wrong codes count towards LimitExceededException. */
export async function consumeCode(db: Database, sub: string, code: string, limits: IdentityLimits): Promise<void> {
  const row = await tables(db)
    .selectFrom('identity_codes')
    .select(['code_hash', sql<boolean>`expires_at > now()`.as('live'), 'failed_attempts'])
    .where('sub', '=', sub)
    .executeTakeFirst();
  if (!row || !row.code_hash) throw codeMismatch();
  if (row.failed_attempts >= limits.maxCodeAttempts) throw limitExceeded();
  if (row.code_hash !== hashCode(sub, code)) {
    await tables(db)
      .updateTable('identity_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('sub', '=', sub)
      .execute();
    throw codeMismatch();
  }
  if (!row.live) throw expiredCode();
  await tables(db)
    .updateTable('identity_codes')
    .set({ code_hash: null, expires_at: null })
    .where('sub', '=', sub)
    .execute();
}
