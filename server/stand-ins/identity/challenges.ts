import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { tables } from '../../src/kernel/access/scoped';
import type { Database } from '../../src/kernel/db/database';

export type ChallengeName = 'PASSWORD_VERIFIER' | 'NEW_PASSWORD_REQUIRED';

export interface Challenge<State> {
  sub: string | null;
  username: string;
  challenge: ChallengeName;
  state: State;
}

/** Stores what the answer to a challenge will be checked against; the id is Cognito's opaque Session string. */
export async function openChallenge<State>(
  db: Database,
  challenge: Challenge<State>,
  seconds: number,
): Promise<string> {
  const id = randomBytes(48).toString('base64');
  await tables(db)
    .insertInto('identity_challenges')
    .values({
      id,
      sub: challenge.sub,
      username: challenge.username,
      challenge: challenge.challenge,
      state: JSON.stringify(challenge.state),
      expires_at: sql<Date>`now() + make_interval(secs => ${seconds})`,
    })
    .execute();
  // Expired rows are only ever read to be refused; clearing them here keeps the table small without a timer.
  await tables(db)
    .deleteFrom('identity_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  return id;
}

/**
 * Takes a challenge out, once: a second answer to the same Session, right or wrong, finds nothing. Returns
 * 'expired' when it lapsed so the caller can say so, null when it never existed or was used.
 */
export async function takeChallenge<State>(
  db: Database,
  id: string,
  name: ChallengeName,
): Promise<Challenge<State> | 'expired' | null> {
  const row = await tables(db)
    .deleteFrom('identity_challenges')
    .where('id', '=', id)
    .where('challenge', '=', name)
    .returning(['sub', 'username', 'challenge', 'state', sql<boolean>`expires_at > now()`.as('live')])
    .$castTo<{ sub: string | null; username: string; challenge: ChallengeName; state: State; live: boolean }>()
    .executeTakeFirst();
  if (!row) return null;
  if (!row.live) return 'expired';
  const state = typeof row.state === 'string' ? (JSON.parse(row.state) as State) : row.state;
  return { sub: row.sub, username: row.username, challenge: row.challenge, state };
}
