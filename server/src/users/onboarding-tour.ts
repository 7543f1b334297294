import type { Database } from '../db/database';

/** Whether a user has finished or dismissed the first-visit tour, in any browser, and when. */
export async function onboardingTourOf(db: Database, userId: number) {
  const [row] = await db.query<{ seenAt: string }>(
    `SELECT to_char(seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "seenAt"
       FROM user_onboarding_tours WHERE user_id = $1`,
    [userId],
  );
  return { seen: row !== undefined, seenAt: row?.seenAt ?? null };
}

/** Records that the user has seen the tour; seeing it again keeps the first date. */
export async function markOnboardingTourSeen(db: Database, userId: number) {
  await db.query(`INSERT INTO user_onboarding_tours (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
  return onboardingTourOf(db, userId);
}
