import { reportQueryDateRange } from './report-query';
import { useState } from 'react';
import type { ReportTab } from './get-report-campaign';
import type { ReportDefaults } from './get-report-defaults';
import type { ReportQueryName, ReportRequest } from './run-campaign-report';

export type Objective = NonNullable<ReportRequest['objective']>;
export type DateRangeChoice = NonNullable<ReportRequest['dateRangeChoice']>;
export type MapMode = 'heatmap' | 'region';

export interface ReportSettings {
  objective: Objective | undefined;
  dateRange: DateRangeChoice;
  /** The Custom range's days (yyyy-MM-dd), each set on its own. */
  customStart?: string;
  customEnd?: string;
  metric: ReportDefaults['metric'];
  mapMode: MapMode;
}

export const settingsOf = (defaults: ReportDefaults): ReportSettings => ({
  objective: defaults.objective,
  dateRange: defaults.dateRange,
  metric: defaults.metric,
  mapMode: defaults.mapMode ?? 'heatmap',
});

/**
 * A report's settings, starting from the defaults the server declares for it. The page keys the report by tab, so
 * choosing a report resets its defaults and its results (spec section 4).
 */
export function useReportSettings(defaults: ReportDefaults) {
  const [settings, setSettings] = useState<ReportSettings>(() => settingsOf(defaults));
  const change = (patch: Partial<ReportSettings>) => setSettings((s) => ({ ...s, ...patch }));
  return [settings, change] as const;
}

/**
 * The report request for the settings. A named range is resolved by the server; Custom sends its dates only
 * when both are given (spec section 5); a forecast query is never sent a range.
 */
export function reportRequest(
  campaignId: number,
  tab: ReportTab,
  s: ReportSettings,
  queries: ReportQueryName[],
  forecastQueries: ReportQueryName[],
) {
  const forecast = queries.length > 0 && queries.every((q) => forecastQueries.includes(q));
  const range =
    s.dateRange === 'Custom'
      ? reportQueryDateRange(
          forecast ? queries[0]! : 'report',
          { startDate: s.customStart, endDate: s.customEnd },
          forecastQueries,
        )
      : undefined;
  const request: ReportRequest = {
    campaignIds: [campaignId],
    tab: tab.key,
    queries,
    ...(s.objective && !forecast ? { objective: s.objective } : {}),
    ...(forecast || s.dateRange === 'Custom' ? {} : { dateRangeChoice: s.dateRange }),
    ...(range ? { queryParams: { dateRange: range } } : {}),
  };
  return request;
}
