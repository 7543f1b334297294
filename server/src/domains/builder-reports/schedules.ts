import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { HttpError, invalidField, notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { isTimeZone } from '../../semantic/time';
import { nextRunAfter } from '../report-delivery/scheduler';
import { customDashboardById } from '../custom-dashboards/queries';
import { isAdvertisersReport } from './queries';
import { refusedRecipients } from './recipients';
import type { Run, Schedule } from './schemas';

/** One advertiser's schedules as the caller reaches them (scoped through the advertiser). */
const schedulesOf = (db: Database, scope: ClientScope, advertiserId: number) =>
  scoped(db, scope).selectFrom('report_schedules as s').where('s.advertiser_id', '=', advertiserId);

const COLUMNS = [
  's.id',
  's.type',
  's.name',
  's.frequency',
  's.recipients',
  's.format',
  's.builder_report_id as builderReportId',
  's.custom_dashboard_id as customDashboardId',
  's.advertiser_id as advertiserId',
  's.date_range as dateRange',
  's.time_zone as timeZone',
  isoText('s.created_at').as('createdAt'),
  isoText<string | null>('s.next_run_at').as('nextRunAt'),
  sql<string | null>`(SELECT ${isoText(sql`max(r.ran_at)`)} FROM report_schedule_runs r WHERE r.schedule_id = s.id)`.as(
    'lastRunAt',
  ),
] as const;

type Row = Static<typeof Schedule>;

export async function listSchedules(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  type: string,
): Promise<Row[]> {
  return schedulesOf(db, scope, advertiserId)
    .select(COLUMNS)
    .where('s.type', '=', type)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export interface NewSchedule {
  name: string;
  frequency: string;
  recipients: string[];
  format?: string;
  builderReportId?: number;
  customDashboardId?: number;
  type?: string;
  dateRange?: string;
  timeZone?: string;
}

/** A dashboard the maker may open, on this advertiser or the whole client, mailed as a PDF: else 400 by field. */
async function checkDashboard(
  db: Database,
  maker: { scope: ClientScope; userId: number; role: string },
  advertiserId: number,
  s: NewSchedule,
) {
  if (s.customDashboardId === undefined) return;
  if (s.builderReportId !== undefined)
    throw invalidField('customDashboardId', 'schedule a report or a dashboard, not both');
  if (s.format === 'CSV') throw invalidField('format', 'a dashboard is sent as a PDF');
  const dashboard = await customDashboardById(db, maker, s.customDashboardId).catch(() => null);
  if (!dashboard || (dashboard.advertiserId !== null && dashboard.advertiserId !== advertiserId))
    throw invalidField('customDashboardId', 'is not a dashboard of this advertiser that you may open');
}

export async function createSchedule(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  maker: { id: number; role: string },
  s: NewSchedule,
): Promise<Row> {
  const userId = maker.id;
  if (s.timeZone && !isTimeZone(s.timeZone)) throw invalidField('timeZone', 'is not a known time zone');
  await checkDashboard(db, { scope, userId, role: maker.role }, advertiserId, s);
  if (s.builderReportId && !(await isAdvertisersReport(db, scope, advertiserId, s.builderReportId)))
    throw invalidField('builderReportId', 'is not a report of this advertiser');
  const refused = new Set(await refusedRecipients(db, advertiserId, s.recipients));
  if (refused.size)
    throw new HttpError(
      400,
      'Invalid body',
      s.recipients.flatMap((r, i) =>
        refused.has(r)
          ? [
              {
                field: `recipients.${i}`,
                message: 'is neither a Beacon user who can see this advertiser nor at its domain',
              },
            ]
          : [],
      ),
    );
  const insert = await scoped(db, scope).insertInto('report_schedules', {
    advertiser_id: advertiserId,
    builder_report_id: s.builderReportId ?? null,
    custom_dashboard_id: s.customDashboardId ?? null,
    type: s.type ?? 'LOOKER',
    name: s.name,
    frequency: s.frequency,
    recipients: s.recipients,
    format: s.format ?? 'PDF',
    created_by: userId,
    date_range: s.dateRange ?? 'Last 7 days',
    time_zone: s.timeZone ?? 'UTC',
  });
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  // Planned as the scheduler plans it (a schedule left without one is planned by the scheduler's next pass).
  return scoped(db, scope)
    .updateTable('report_schedules as s')
    .set({ next_run_at: nextRunAfter(sql`now()`) })
    .where('s.id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteSchedule(db: Database, scope: ClientScope, advertiserId: number, id: number) {
  const [deleted] = await scoped(db, scope)
    .deleteFrom('report_schedules as s')
    .where('s.advertiser_id', '=', advertiserId)
    .where('s.id', '=', id)
    .returning('s.id')
    .execute();
  if (!deleted) throw notFound();
}

/** The schedule if the caller reaches it, else 404. */
export async function requireSchedule(db: Database, scope: ClientScope, advertiserId: number, id: number) {
  const owned = await schedulesOf(db, scope, advertiserId).select('s.id').where('s.id', '=', id).executeTakeFirst();
  if (!owned) throw notFound();
}

export async function scheduleHistory(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  id: number,
): Promise<Static<typeof Run>[]> {
  await requireSchedule(db, scope, advertiserId, id);
  return schedulesOf(db, scope, advertiserId)
    .innerJoin('report_schedule_runs as r', 'r.schedule_id', 's.id')
    .select(['r.id', isoText('r.ran_at').as('ranAt'), 'r.status', 'r.message', 'r.recipients', 'r.format'])
    .where('s.id', '=', id)
    .orderBy('r.ran_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}
