import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { LOCKS } from '../../kernel/db/locks';
import { startPeriodic } from '../../kernel/jobs/periodic';
import { kyselyOf } from '../../kernel/db/sql';
import { INTAKE_RETENTION } from './intake-limits';

const DAY = 24 * 3600_000;

/**
 * Forgets what the intake keeps past its time (errors and page views after 30 days, replays after 7) and each
 * release's errors past its newest 10,000. Returns how many rows of each went.
 */
export async function pruneIntake(db: Database, now = new Date()) {
  const k = kyselyOf(db);
  const before = new Date(now.getTime() - INTAKE_RETENTION.days * DAY);
  const replaysBefore = new Date(now.getTime() - INTAKE_RETENTION.replayDays * DAY);
  const old = await k.deleteFrom('release_errors').where('received_at', '<', before).returning('id').execute();
  const beyond = await sql`
    DELETE FROM release_errors WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY remote, version ORDER BY id DESC) AS newest
        FROM release_errors) AS ranked
      WHERE newest > ${INTAKE_RETENTION.errorsPerRelease})
    RETURNING id`.execute(k);
  const views = await k.deleteFrom('release_page_views').where('viewed_at', '<', before).returning('id').execute();
  const replays = await k
    .deleteFrom('release_replays')
    .where('received_at', '<', replaysBefore)
    .returning('id')
    .execute();
  return { errors: old.length + beyond.rows.length, pageViews: views.length, replays: replays.length };
}

/** The retention pass, hourly, on one server process at a time. */
export function startIntakeUpkeep(app: FastifyInstance, db: Database): void {
  startPeriodic(app, db, { name: 'intake upkeep', seconds: 3600, lock: LOCKS.intakeUpkeep }, () => pruneIntake(db));
}
