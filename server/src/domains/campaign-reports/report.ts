import type { ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { OBJECTIVE_FIGURES, type Objective, type ReportQueryName } from '../../semantic/choices';
import type { Dimension } from '../../semantic/dimensions';
import { FORECAST_QUERIES, forecastOf, type ForecastQuery } from '../../semantic/forecast';
import { pacingOf } from '../../semantic/pacing';
import { placementRows } from './placements';
import { readTogether } from '../../kernel/db/read-together';
import {
  assertDateRange,
  lastDeliveryDay,
  reportRows,
  runReportQuery,
  type ReportFilter,
  type Row,
} from '../../semantic/query';
import { previousPeriod } from '../../semantic/time';

export interface ReportRequest {
  filter: ReportFilter;
  queries: ReportQueryName[];
  groupBy: Dimension[];
  objective?: Objective;
  /** What the report's channels are called ('Display'), for a channel's pacing. */
  channelName?: string;
}

const narrow = (asked: string[] | undefined, only: string[]) => (asked ? asked.filter((p) => only.includes(p)) : only);

/**
 * Runs the named result sets of one report. Each set is one grouped query over the same filter, so they add up
 * to the totals; the forecast queries ignore the date range and look ahead from the last delivery day. The sets,
 * the last delivery day and pacing's flights and delivery are asked together, in one statement (readTogether).
 */
export async function runReport(db: Database, scope: ClientScope, r: ReportRequest) {
  assertDateRange(r.filter.dateRange);
  const f = r.filter;
  const objectiveSql = r.objective ? OBJECTIVE_FIGURES[r.objective].sql : undefined;
  const together = readTogether(db);
  const run = (q: Omit<Parameters<typeof runReportQuery>[2], 'objectiveSql'>) =>
    reportRows(db, scope, { ...q, objectiveSql }, together);
  const wants = (name: ReportQueryName) => r.queries.includes(name);
  const forecasts = r.queries.filter((q): q is ForecastQuery => (FORECAST_QUERIES as readonly string[]).includes(q));
  // Pacing and the forecast cover the report's campaigns and channels, whatever its date range.
  const subject = {
    campaignIds: f.campaignIds,
    advertiserIds: f.advertiserIds,
    platforms: f.platforms,
    adFormats: f.platformAdTypes,
  };

  const lastDay = lastDeliveryDay(db, scope, f, together);
  const sets: Partial<Record<ReportQueryName, () => Promise<Row[]>>> = {
    totals: () =>
      run({ ...f, groupBy: [] }).then((rows) => (r.objective === 'Impression Share' ? shareOf(rows, []) : rows)),
    previousTotals: () =>
      f.dateRange
        ? run({ ...f, dateRange: previousPeriod(f.dateRange), groupBy: [] }).then((rows) =>
            r.objective === 'Impression Share' ? shareOf(rows, [], previousPeriod(f.dateRange!)) : rows,
          )
        : Promise.resolve([]),
    breakdown: () => run({ ...f, groupBy: r.groupBy }),
    daily: () =>
      run({ ...f, groupBy: ['day'] }).then((rows) =>
        r.objective === 'Impression Share' ? shareOf(rows, ['day']) : rows,
      ),
    platform: () => run({ ...f, groupBy: ['platform'] }),
    // The period before's channels: what the written insight names as the driver of a change.
    previousPlatform: () =>
      f.dateRange ? run({ ...f, dateRange: previousPeriod(f.dateRange), groupBy: ['platform'] }) : Promise.resolve([]),
    platformAdType: () => run({ ...f, groupBy: ['adFormat'] }),
    budgetGroup: () => run({ ...f, groupBy: ['lineItem', 'lineItemName', 'platform', 'adFormat', 'budget'] }),
    pixel: () => run({ ...f, withPixel: true, groupBy: ['pixelId', 'pixelName'] }),
    doohCampaign: () =>
      run({ ...f, platforms: narrow(f.platforms, ['ADOMNI']), groupBy: ['lineItem', 'lineItemName'] }),
    adPlatform: () =>
      run({ ...f, platforms: narrow(f.platforms, ['META', 'GOOGLE_ADS']), groupBy: ['platform', 'lineItemName'] }),
    region: () => run({ ...f, groupBy: ['region'] }),
    // The map's states, each row with its region (the states of a region add up to it).
    state: () => run({ ...f, groupBy: ['region', 'state'] }),
    // The rich media review: per placement, rates from summed parts (placements.ts).
    placement: () => placementRows(db, scope, f),
  };
  // Impression share: the report's impressions each day over the whole scope's on the same channels.
  async function shareOf(rows: Row[], groupBy: Dimension[], dateRange = f.dateRange) {
    const all = await runReportQuery(db, scope, {
      ...f,
      dateRange,
      campaignIds: undefined,
      advertiserIds: undefined,
      groupBy,
    });
    const byDay = new Map(all.map((row) => [row.day ?? 'all', Number(row.impressions)]));
    return rows.map((row) => ({ ...row, objective: Number(row.impressions) / (byDay.get(row.day ?? 'all') || 1) }));
  }
  const names = r.queries.filter((q) => q in sets);
  const asked = Promise.all([
    lastDay,
    Promise.all(names.map((q) => sets[q]!())),
    wants('pacing') ? pacingRow(db, scope, subject, r.channelName, together) : Promise.resolve([]),
  ]);
  await together.flush();
  const [dataAsOf, results, pace] = await asked;
  const ahead = forecasts.length ? await forecastOf(db, scope, subject, forecasts) : null;
  const queryResults = r.queries.map((name) => ({
    name,
    data:
      name in sets
        ? results[names.indexOf(name)]!
        : name === 'pacing'
          ? pace
          : (ahead?.rows[name as ForecastQuery] ?? []),
  }));
  return {
    queryResults,
    dataAsOf,
    forecast: ahead ? { note: ahead.note, totals: ahead.totals as Record<string, number> } : null,
  };
}

/** The report's pacing as one row: the campaign's, or its channels' when the report leaves some line items out. */
async function pacingRow(
  db: Database,
  scope: ClientScope,
  subject: Parameters<typeof pacingOf>[2],
  channelName: string | undefined,
  together: ReturnType<typeof readTogether>,
): Promise<Row[]> {
  const p = await pacingOf(db, scope, subject, undefined, together);
  if (p.pacing === null) return [];
  return [
    {
      scope: p.scope,
      label: p.scope === 'channel' && channelName ? `${channelName} pacing` : 'Pacing',
      lastCompleteDay: p.throughDay,
      budget: p.budget,
      spendToDate: p.deliveredSpend,
      expectedSpend: p.expectedSpend,
      pacing: p.pacing,
    },
  ];
}
