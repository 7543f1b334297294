import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

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
  await db.query(
    `INSERT INTO identity_challenges (id, sub, username, challenge, state, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [id, challenge.sub, challenge.username, challenge.challenge, JSON.stringify(challenge.state), seconds],
  );
  // Expired rows are only ever read to be refused; clearing them here keeps the table small without a timer.
  await db.query('DELETE FROM identity_challenges WHERE expires_at < now()');
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
  const rows = await db.query<{
    sub: string | null;
    username: string;
    challenge: ChallengeName;
    state: State;
    live: boolean;
  }>(
    `DELETE FROM identity_challenges WHERE id = $1 AND challenge = $2
     RETURNING sub, username, challenge, state, expires_at > now() AS live`,
    [id, name],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.live) return 'expired';
  const state = typeof row.state === 'string' ? (JSON.parse(row.state) as State) : row.state;
  return { sub: row.sub, username: row.username, challenge: row.challenge, state };
}
