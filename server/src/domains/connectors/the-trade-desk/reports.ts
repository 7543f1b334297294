import type { Readable } from 'node:stream';
import { ConnectorError } from '../port';
import type { RetryPolicy, Sleep } from '../retried';
import type { TtdClient } from './rest';

/**
 * A report from TTD's My Reports, run for one advertiser over a window of days: the template Beacon's syncs use is
 * found by its name (`POST /myreports/reporttemplateheader/query`), a one-off report schedule of it is made for the
 * advertiser and the window (`POST /myreports/reportschedule`, `ReportFrequency: Once`, CSV, UTC, sortable dates),
 * its execution is polled (`POST /myreports/reportexecution/query/advertisers`) until `Complete`, and its file is
 * read from the execution's delivery (`ReportDeliveries[].DownloadURL`).
 */

/** Polls of an execution before the sync gives up for now (the queue tries it again). */
const MAX_POLLS = 60;

interface Paged<T> {
  Result?: T[];
  ResultCount?: number;
  TotalFilteredCount?: number;
}

interface TemplateHeader {
  ReportTemplateId?: number | string;
  Name?: string;
}

interface Execution {
  ReportExecutionId?: number | string;
  ReportExecutionState?: string;
  ReportDeliveries?: { DownloadURL?: string | null; DeliveredPath?: string | null }[];
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The id of the named template, or a clear error when the partner has none by that name. */
async function templateId(client: TtdClient, name: string): Promise<number | string> {
  const page = await client.post<Paged<TemplateHeader>>('/myreports/reporttemplateheader/query', {
    NameContains: name,
    PageStartIndex: 0,
    PageSize: 100,
  });
  if (!Array.isArray(page.Result)) throw new ConnectorError('The Trade Desk sent a malformed page', true);
  const found = page.Result.find((t) => t?.Name === name);
  if (found?.ReportTemplateId === undefined)
    throw new ConnectorError(
      `The Trade Desk: this partner has no My Reports template named "${name}" (Date, Advertiser, Campaign, Ad Group, Ad Group ID, Impressions, Clicks, Advertiser Cost (USD), Total Click + View Conversions)`,
      false,
    );
  return found.ReportTemplateId;
}

/** Runs the template's report for the advertiser over the days and answers its file as TTD delivers it. */
export async function runReport(
  client: TtdClient,
  template: string,
  advertiserId: string,
  range: { from: string; to: string },
  retry: RetryPolicy,
  sleep: Sleep,
): Promise<Readable> {
  const ReportTemplateId = await templateId(client, template);
  const schedule = await client.post<{ ReportScheduleId?: number | string }>('/myreports/reportschedule', {
    ReportScheduleName: `Beacon sync ${advertiserId} ${range.from} to ${range.to}`,
    ReportTemplateId,
    ReportFileFormat: 'CSV',
    ReportDateRange: 'Custom',
    ReportStartDateInclusive: `${range.from}T00:00:00`,
    ReportEndDateExclusive: `${nextDay(range.to)}T00:00:00`,
    TimeZone: 'UTC',
    ReportDateFormat: 'Sortable',
    ReportNumericFormat: 'US',
    IncludeHeaders: true,
    ReportFrequency: 'Once',
    AdvertiserFilters: [advertiserId],
  });
  const scheduleId = schedule.ReportScheduleId;
  if (scheduleId === undefined || scheduleId === null)
    throw new ConnectorError('The Trade Desk did not make the report schedule', true);
  for (let poll = 1; poll <= MAX_POLLS; poll += 1) {
    const page = await client.post<Paged<Execution>>('/myreports/reportexecution/query/advertisers', {
      AdvertiserIds: [advertiserId],
      ReportScheduleIds: [scheduleId],
      PageStartIndex: 0,
      PageSize: 10,
    });
    if (!Array.isArray(page.Result)) throw new ConnectorError('The Trade Desk sent a malformed page', true);
    const execution = page.Result[0];
    const state = execution?.ReportExecutionState;
    if (state === 'Complete') {
      const url = execution?.ReportDeliveries?.find((d) => d?.DownloadURL)?.DownloadURL;
      if (!url) throw new ConnectorError('The Trade Desk completed the report without a file to download', true);
      return client.download(url);
    }
    if (state === 'Failed') throw new ConnectorError('The Trade Desk: the report execution failed', true);
    await sleep(Math.min(retry.backoffMs * poll, retry.maxWaitMs));
  }
  throw new ConnectorError('The Trade Desk: the report did not complete in time', true);
}
