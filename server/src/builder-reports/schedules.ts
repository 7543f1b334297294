import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { HttpError, notFound } from '../api/errors';
import { iso } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Run, Schedule } from './schemas';
import { isTimeZone } from '../report-delivery/relative-range';
import { NEXT_RUN_SQL } from '../report-delivery/scheduler';

const SCHEDULE_IN_SCOPE = `EXISTS (SELECT 1 FROM advertisers a WHERE a.id = s.advertiser_id AND ${inScope('a.client_id', 'a.id')})`;
const COLUMNS = `s.id, s.type, s.name, s.frequency, s.recipients, s.format, s.builder_report_id AS "builderReportId", s.advertiser_id AS "advertiserId",
  s.date_range AS "dateRange", s.time_zone AS "timeZone", ${iso('s.created_at')} AS "createdAt", ${iso('s.next_run_at')} AS "nextRunAt",
  (SELECT ${iso('max(r.ran_at)')} FROM report_schedule_runs r WHERE r.schedule_id = s.id) AS "lastRunAt"`;

export async function listSchedules(db: Database, scope: ClientScope, advertiserId: number, type: string) {
  return db.query<Static<typeof Schedule>>(
    `SELECT ${COLUMNS} FROM report_schedules s
    WHERE ${SCHEDULE_IN_SCOPE} AND s.advertiser_id = $3 AND s.type = $4 ORDER BY s.created_at DESC, s.id DESC`,
    [...scopeParams(scope), advertiserId, type],
  );
}

export interface NewSchedule {
  name: string;
  frequency: string;
  recipients: string[];
  format?: string;
  builderReportId?: number;
  type?: string;
  dateRange?: string;
  timeZone?: string;
}

export async function createSchedule(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  userId: number,
  s: NewSchedule,
) {
  if (s.timeZone && !isTimeZone(s.timeZone))
    throw new HttpError(400, 'Invalid body', [{ field: 'timeZone', message: 'is not a known time zone' }]);
  if (s.builderReportId) {
    const report = await db.query('SELECT 1 FROM builder_reports WHERE id = $1 AND advertiser_id = $2', [
      s.builderReportId,
      advertiserId,
    ]);
    if (report.length === 0)
      throw new HttpError(400, 'Invalid body', [
        { field: 'builderReportId', message: 'is not a report of this advertiser' },
      ]);
  }
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO report_schedules AS s (advertiser_id, builder_report_id, type, name, frequency, recipients, format, created_by,
      date_range, time_zone, next_run_at)
    VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, ${NEXT_RUN_SQL('now()').replaceAll('s.time_zone', '$10::text').replaceAll('s.frequency', '$5::text')})
    RETURNING id`,
    [
      advertiserId,
      s.builderReportId ?? null,
      s.type ?? 'LOOKER',
      s.name,
      s.frequency,
      s.recipients,
      s.format ?? 'PDF',
      userId,
      s.dateRange ?? 'Last 7 days',
      s.timeZone ?? 'UTC',
    ],
  );
  const [created] = await db.query<Static<typeof Schedule>>(
    `SELECT ${COLUMNS} FROM report_schedules s WHERE ${SCHEDULE_IN_SCOPE} AND s.id = $3`,
    [...scopeParams(scope), row!.id],
  );
  return created!;
}

export async function deleteSchedule(db: Database, scope: ClientScope, advertiserId: number, id: number) {
  const rows = await db.query(
    `DELETE FROM report_schedules s WHERE ${SCHEDULE_IN_SCOPE} AND s.advertiser_id = $3 AND s.id = $4 RETURNING s.id`,
    [...scopeParams(scope), advertiserId, id],
  );
  if (rows.length === 0) throw notFound();
}

/** The schedule if the caller reaches it, else 404. */
export async function requireSchedule(db: Database, scope: ClientScope, advertiserId: number, id: number) {
  const owned = await db.query(
    `SELECT 1 FROM report_schedules s WHERE ${SCHEDULE_IN_SCOPE} AND s.advertiser_id = $3 AND s.id = $4`,
    [...scopeParams(scope), advertiserId, id],
  );
  if (owned.length === 0) throw notFound();
}

export async function scheduleHistory(db: Database, scope: ClientScope, advertiserId: number, id: number) {
  const owned = await db.query(
    `SELECT 1 FROM report_schedules s WHERE ${SCHEDULE_IN_SCOPE} AND s.advertiser_id = $3 AND s.id = $4`,
    [...scopeParams(scope), advertiserId, id],
  );
  if (owned.length === 0) throw notFound();
  return db.query<Static<typeof Run>>(
    `SELECT r.id, ${iso('r.ran_at')} AS "ranAt", r.status, r.message, r.recipients, r.format FROM report_schedule_runs r
    WHERE r.schedule_id = $1 ORDER BY r.ran_at DESC, r.id DESC`,
    [id],
  );
}
