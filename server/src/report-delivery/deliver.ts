import { clientScope, type AccessScope } from '../access/scope';
import { formatDate } from '@beacon/shared/format';
import type { Database } from '../db/database';
import { runBuilderReport } from '../builder-reports/run';
import { sendMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { builderReportPdf, reportCsv } from './report-file';
import { localDay, resolveRange, type RelativeRange } from '../semantic/time';

interface DueSchedule {
  id: number;
  name: string;
  clientId: number;
  advertiserId: number;
  advertiserName: string;
  brand: string;
  recipients: string[];
  format: 'PDF' | 'CSV';
  dateRange: RelativeRange;
  timeZone: string;
  reportName: string | null;
  columns: string[] | null;
}

const DEFAULT_COLUMNS = ['day', 'impressions', 'clicks', 'conversions', 'spend'];

/**
 * Runs one schedule now: its builder report over its relative date range (in its time zone), as CSV or PDF,
 * mailed to every recipient, and recorded as a run. A failure is recorded too, and never thrown.
 */
export async function deliverSchedule(db: Database, scheduleId: number, now = new Date()) {
  const [s] = await db.query<DueSchedule>(
    `SELECT s.id, s.name, a.client_id AS "clientId", s.advertiser_id AS "advertiserId", a.name AS "advertiserName", c.brand,
      s.recipients, s.format, s.date_range AS "dateRange", s.time_zone AS "timeZone", b.name AS "reportName", b.column_names AS columns
    FROM report_schedules s JOIN advertisers a ON a.id = s.advertiser_id JOIN clients c ON c.id = a.client_id LEFT JOIN builder_reports b ON b.id = s.builder_report_id
    WHERE s.id = $1`,
    [scheduleId],
  );
  if (!s) return null;
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let message: string;
  try {
    const range = resolveRange(s.dateRange, localDay(now, s.timeZone));
    // The scheduler acts for the schedule: its client, and only its advertiser.
    const scope = clientScope(
      { allClients: false, clientIds: [s.clientId], advertiserIds: [s.advertiserId] } as unknown as AccessScope,
      s.clientId,
    );
    const columns = s.columns?.length ? s.columns : DEFAULT_COLUMNS;
    const report = await runBuilderReport(db, scope, s.advertiserId, {
      columnNamesToQuery: columns,
      queryParams: { dateRange: range },
    });
    const title = `${s.reportName ?? s.name}: ${s.advertiserName}`;
    const period = `${s.dateRange} (${formatDate(range.startDate)} – ${formatDate(range.endDate)}, ${s.timeZone})`;
    const base = `${s.name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'report'}-${range.endDate}`;
    const attachment =
      s.format === 'CSV'
        ? {
            filename: `${base}.csv`,
            contentType: 'text/csv; charset=utf-8',
            content: reportCsv(report.columns, report.rows),
          }
        : {
            filename: `${base}.pdf`,
            contentType: 'application/pdf',
            content: await builderReportPdf(title, [period, `Schedule: ${s.name}`], report.columns, report.rows),
          };
    const subject = `Scheduled report: ${s.name}`;
    const mail = await renderMail(s.brand, {
      heading: subject,
      paragraphs: [`${title}\n${period}`, `The report is attached (${attachment.filename}).`],
    });
    for (const to of s.recipients) await sendMail(db, { to, subject, ...mail, attachments: [attachment] });
    message = `Delivered to ${s.recipients.length} recipient(s)`;
  } catch (error) {
    status = 'FAILED';
    message = error instanceof Error ? error.message.slice(0, 300) : 'Delivery failed';
  }
  const [run] = await db.query<{ id: number; ranAt: string }>(
    `INSERT INTO report_schedule_runs (schedule_id, ran_at, status, message, recipients, format)
    VALUES ($1, $2, $3, $4, $5::text[], $6)
    RETURNING id, to_char(ran_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "ranAt"`,
    [s.id, now.toISOString(), status, message, s.recipients, s.format],
  );
  return { id: run!.id, ranAt: run!.ranAt, status, message, recipients: s.recipients, format: s.format };
}
