import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { deliverSchedule } from './deliver';

/** The advisory-lock class of scheduled reports: (class, schedule id) is the lock of one schedule. */
export const SCHEDULE_LOCK_CLASS = 5050;

/** 06:00 in the schedule's time zone, one cadence step after the given moment's local day. */
export const NEXT_RUN_SQL = (at: string) =>
  `((date_trunc('day', ${at} AT TIME ZONE s.time_zone)
    + CASE s.frequency WHEN 'DAILY' THEN interval '1 day' WHEN 'WEEKLY' THEN interval '7 days' ELSE interval '1 month' END
    + time '06:00') AT TIME ZONE s.time_zone)`;

/**
 * Runs one schedule under its advisory lock, inside a transaction: another instance that reaches the same
 * schedule at the same moment gets no lock and skips it, and a schedule that is no longer due (already run by
 * another instance) is left alone unless forced ("Run now").
 */
export async function runScheduleLocked(db: Database, scheduleId: number, now: Date, force = false) {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
      SCHEDULE_LOCK_CLASS,
      scheduleId,
    ]);
    if (!lock?.locked) return null;
    const due = await tx.query(
      `SELECT 1 FROM report_schedules s WHERE s.id = $1 AND ($2::boolean OR s.next_run_at <= $3::timestamptz)`,
      [scheduleId, force, now.toISOString()],
    );
    if (due.length === 0) return null;
    const run = await deliverSchedule(tx, scheduleId, now);
    if (!force)
      await tx.query(`UPDATE report_schedules s SET next_run_at = ${NEXT_RUN_SQL('$2::timestamptz')} WHERE s.id = $1`, [
        scheduleId,
        now.toISOString(),
      ]);
    return run;
  });
}

/** One pass: plans schedules that have no next run yet, then runs every due one. Returns the runs made. */
export async function runDueSchedules(db: Database, now = new Date()) {
  await db.query(
    `UPDATE report_schedules s SET next_run_at = ${NEXT_RUN_SQL('$1::timestamptz')} WHERE s.next_run_at IS NULL`,
    [now.toISOString()],
  );
  const due = await db.query<{ id: number }>(
    'SELECT id FROM report_schedules WHERE next_run_at <= $1::timestamptz ORDER BY next_run_at, id LIMIT 100',
    [now.toISOString()],
  );
  const runs = [];
  for (const { id } of due) {
    const run = await runScheduleLocked(db, id, now);
    if (run) runs.push(run);
  }
  return runs;
}

/** Checks for due schedules every `seconds` (BEACON_REPORT_SCHEDULER_SECONDS, default 60; 0 turns it off). */
export function startReportScheduler(app: FastifyInstance, db: Database, seconds: number) {
  if (!(seconds > 0)) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDueSchedules(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled reports failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
