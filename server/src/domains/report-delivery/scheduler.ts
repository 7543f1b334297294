import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { rowsOf } from '../../kernel/db/sql';
import { startPeriodic } from '../../kernel/jobs/periodic';
import { deliverSchedule } from './deliver';

/** The advisory-lock class of scheduled reports: (class, schedule id) is the lock of one schedule. */
export const SCHEDULE_LOCK_CLASS = 5050;

/** 06:00 in the schedule's (`s`) time zone, one cadence step after the given moment's local day. */
export const nextRunAfter = (at: RawBuilder<unknown>) =>
  sql<Date>`((date_trunc('day', ${at} AT TIME ZONE s.time_zone)
    + CASE s.frequency WHEN 'DAILY' THEN interval '1 day' WHEN 'WEEKLY' THEN interval '7 days' ELSE interval '1 month' END
    + time '06:00') AT TIME ZONE s.time_zone)`;

const moment = (at: Date) => sql<Date>`${at.toISOString()}::timestamptz`;

/**
 * Runs one schedule under its advisory lock, inside a transaction: another instance that reaches the same
 * schedule at the same moment gets no lock and skips it, and a schedule that is no longer due (already run by
 * another instance) is left alone unless forced ("Run now"). The scheduler runs every client's schedules: it
 * reads them across clients, and each delivery reads its report in the schedule's own scope.
 */
export async function runScheduleLocked(db: Database, scheduleId: number, now: Date, force = false) {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf(
      tx,
      sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}, ${scheduleId}) AS locked`,
    );
    if (!lock?.locked) return null;
    const due = await acrossClients(tx)
      .selectFrom('report_schedules as s')
      .select('s.id')
      .where('s.id', '=', scheduleId)
      .$if(!force, (q) => q.where('s.next_run_at', '<=', moment(now)))
      .executeTakeFirst();
    if (!due) return null;
    const run = await deliverSchedule(tx, scheduleId, now);
    if (!force)
      await acrossClients(tx)
        .updateTable('report_schedules as s')
        .set({ next_run_at: nextRunAfter(moment(now)) })
        .where('s.id', '=', scheduleId)
        .execute();
    return run;
  });
}

/** One pass: plans schedules that have no next run yet, then runs every due one. Returns the runs made. */
export async function runDueSchedules(db: Database, now = new Date()) {
  const agency = acrossClients(db);
  await agency
    .updateTable('report_schedules as s')
    .set({ next_run_at: nextRunAfter(moment(now)) })
    .where('s.next_run_at', 'is', null)
    .execute();
  const due = await agency
    .selectFrom('report_schedules')
    .select('id')
    .where('next_run_at', '<=', moment(now))
    .orderBy('next_run_at')
    .orderBy('id')
    .limit(100)
    .execute();
  const runs = [];
  for (const { id } of due) {
    const run = await runScheduleLocked(db, id, now);
    if (run) runs.push(run);
  }
  return runs;
}

/** Checks for due schedules every `seconds` (BEACON_REPORT_SCHEDULER_SECONDS, default 60; 0 turns it off). */
export function startReportScheduler(app: FastifyInstance, db: Database, seconds: number) {
  startPeriodic(app, db, { name: 'scheduled reports', seconds }, () => runDueSchedules(db));
}
