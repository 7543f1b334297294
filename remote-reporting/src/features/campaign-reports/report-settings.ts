import { reportQueryDateRange } from '@beacon/shared';
import { useState } from 'react';
import type { ReportTab } from './get-report-campaign';
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
  metric: ReportTab['defaults']['metric'];
  mapMode: MapMode;
}

/** The report's result sets; the four 14-day forecasts go in their own request, which never takes a range. */
export const REPORT_QUERIES: ReportQueryName[] = [
  'totals',
  'previousTotals',
  'daily',
  'pacing',
  'platform',
  'platformAdType',
  'budgetGroup',
  'pixel',
  'doohCampaign',
  'adPlatform',
  'region',
];
export const FORECAST_QUERIES: ReportQueryName[] = [
  'forecastImpressions',
  'forecastClicks',
  'forecastConversions',
  'forecastSpend',
];

export const defaultsOf = (tab: ReportTab): ReportSettings => ({
  objective: tab.defaults.objective,
  dateRange: tab.defaults.dateRange,
  metric: tab.defaults.metric,
  mapMode: tab.defaults.mapMode ?? 'heatmap',
});

/** A tab's settings, starting from its defaults. The page keys this by tab, so choosing a tab resets them. */
export function useReportSettings(tab: ReportTab) {
  const [settings, setSettings] = useState<ReportSettings>(() => defaultsOf(tab));
  const change = (patch: Partial<ReportSettings>) => setSettings((s) => ({ ...s, ...patch }));
  return [settings, change] as const;
}

/**
 * The report request for the settings. A named range is resolved by the server; Custom sends its dates only
 * when both are given (spec section 5); a forecast query is never sent a range.
 */
export function reportRequest(campaignId: number, tab: ReportTab, s: ReportSettings, queries: ReportQueryName[]) {
  const forecast = queries.every((q) => FORECAST_QUERIES.includes(q));
  const range =
    s.dateRange === 'Custom'
      ? reportQueryDateRange(
          forecast ? queries[0]! : 'report',
          { startDate: s.customStart, endDate: s.customEnd },
          FORECAST_QUERIES,
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
