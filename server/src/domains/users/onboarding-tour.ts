import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';

/** Whether a user has finished or dismissed the first-visit tour, in any browser, and when. */
export async function onboardingTourOf(db: Database, userId: number) {
  const row = await tables(db)
    .selectFrom('user_onboarding_tours')
    .select(isoText('seen_at').as('seenAt'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { seen: row !== undefined, seenAt: row?.seenAt ?? null };
}

/** Records that the user has seen the tour; seeing it again keeps the first date. */
export async function markOnboardingTourSeen(db: Database, userId: number) {
  await tables(db)
    .insertInto('user_onboarding_tours')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return onboardingTourOf(db, userId);
}
