import { sql } from 'kysely';
import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import { acrossClients, scoped } from '../../kernel/access/scoped';
import { formatDate } from '@beacon/shared/format';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { refusedRecipients } from '../builder-reports/recipients';
import { runBuilderReport } from '../builder-reports/run';
import { sendMail } from '../../kernel/mail/outbox';
import { renderMail } from '../../kernel/mail/templates';
import { scheduledDashboardPdf } from './dashboard-file';
import { builderReportPdf, reportCsv } from './report-file';
import { localDay, resolveRange, type RelativeRange } from '../../semantic/time';

const DEFAULT_COLUMNS = ['day', 'impressions', 'clicks', 'conversions', 'spend'];

/**
 * Runs one schedule now: its builder report over its relative date range (in its time zone), as CSV or PDF, or its
 * dashboard as a PDF, mailed to every recipient, and recorded as a run. A failure is recorded too, and never thrown.
 */
export async function deliverSchedule(db: Database, scheduleId: number, now = new Date()) {
  // Whose schedule it is: the scheduler runs every client's schedules, so it finds this one's client across them.
  const owner = await acrossClients(db)
    .selectFrom('report_schedules as s')
    .innerJoin('advertisers as a', 'a.id', 's.advertiser_id')
    .select(['a.client_id as clientId', 's.advertiser_id as advertiserId'])
    .where('s.id', '=', scheduleId)
    .executeTakeFirst();
  if (!owner) return null;
  // The scheduler acts for the schedule: its client, and only its advertiser.
  const scope = clientScope(
    { allClients: false, clientIds: [owner.clientId], advertiserIds: [owner.advertiserId] } as unknown as AccessScope,
    owner.clientId,
  );
  const s = await scoped(db, scope)
    .selectFrom('report_schedules as s')
    .innerJoin('advertisers as a', 'a.id', 's.advertiser_id')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .leftJoin('builder_reports as b', 'b.id', 's.builder_report_id')
    .select([
      's.id',
      's.name',
      's.advertiser_id as advertiserId',
      'a.name as advertiserName',
      'c.brand',
      's.recipients',
      's.format',
      's.date_range as dateRange',
      's.time_zone as timeZone',
      's.custom_dashboard_id as dashboardId',
      's.created_by as makerId',
      'b.name as reportName',
      'b.column_names as columns',
    ])
    .$narrowType<{ format: 'PDF' | 'CSV'; dateRange: RelativeRange }>()
    .where('s.id', '=', scheduleId)
    .executeTakeFirst();
  if (!s) return null;
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let message: string;
  // Checked again on each run: someone disabled or taken off the advertiser since the schedule was made gets nothing.
  const refused = new Set(await refusedRecipients(db, s.advertiserId, s.recipients));
  const recipients = s.recipients.filter((r) => !refused.has(r));
  const left = refused.size ? `; not sent to ${[...refused].join(', ')}, who may no longer receive it` : '';
  try {
    if (recipients.length === 0) throw new Error(`No recipient may receive this report${left}`);
    const range = resolveRange(s.dateRange, localDay(now, s.timeZone));
    const period = `${s.dateRange} (${formatDate(range.startDate)} – ${formatDate(range.endDate)}, ${s.timeZone})`;
    const base = `${s.name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'report'}-${range.endDate}`;
    const lines = [period, `Schedule: ${s.name}`];
    const attachment =
      s.dashboardId !== null
        ? {
            filename: `${base}.pdf`,
            contentType: 'application/pdf',
            content: await scheduledDashboardPdf(
              db,
              scope,
              { dashboardId: s.dashboardId, makerId: s.makerId, range: s.dateRange },
              // Its widgets' own dates follow in the document (a widget may have a range of its own).
              { brand: s.brand, lines: [s.advertiserName, `Schedule: ${s.name}`] },
            ),
          }
        : await builderReportFile(db, scope, s, range, { base, lines });
    const title = `${s.dashboardId === null ? (s.reportName ?? s.name) : s.name}: ${s.advertiserName}`;
    const subject = `Scheduled report: ${s.name}`;
    const mail = await renderMail(s.brand, {
      heading: subject,
      paragraphs: [`${title}\n${period}`, `The report is attached (${attachment.filename}).`],
    });
    for (const to of recipients) await sendMail(db, { to, subject, ...mail, attachments: [attachment] });
    message = `Delivered to ${recipients.length} recipient(s)${left}`;
  } catch (error) {
    status = 'FAILED';
    message = error instanceof Error ? error.message.slice(0, 300) : 'Delivery failed';
  }
  // A run of the schedule just read in scope.
  const run = await acrossClients(db)
    .insertInto('report_schedule_runs')
    .values({
      schedule_id: s.id,
      ran_at: sql<Date>`${now.toISOString()}::timestamptz`,
      status,
      message,
      recipients,
      format: s.format,
    })
    .returning(['id', isoText('ran_at').as('ranAt')])
    .executeTakeFirstOrThrow();
  return { id: run.id, ranAt: run.ranAt, status, message, recipients, format: s.format };
}

/** A builder report's file over the schedule's range: its columns (or the default ones), as CSV or PDF. */
async function builderReportFile(
  db: Database,
  scope: ClientScope,
  s: {
    advertiserId: number;
    advertiserName: string;
    brand: string | null;
    name: string;
    reportName: string | null;
    columns: string[] | null;
    format: 'PDF' | 'CSV';
  },
  range: { startDate: string; endDate: string },
  { base, lines }: { base: string; lines: string[] },
) {
  const columns = s.columns?.length ? s.columns : DEFAULT_COLUMNS;
  const report = await runBuilderReport(db, scope, s.advertiserId, {
    columnNamesToQuery: columns,
    queryParams: { dateRange: range },
  });
  const title = `${s.reportName ?? s.name}: ${s.advertiserName}`;
  return s.format === 'CSV'
    ? {
        filename: `${base}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: reportCsv(report.columns, report.rows),
      }
    : {
        filename: `${base}.pdf`,
        contentType: 'application/pdf',
        content: await builderReportPdf(s.brand, title, lines, report.columns, report.rows),
      };
}
