import { DATE_RANGES } from '@beacon/shared/api';
import type { CurrentUser } from '@beacon/shared/session';
import { aUser } from '@beacon/shared/testing';
import type { ReportCampaign } from '../features/campaign-reports/get-report-campaigns';
import type { ReportCampaignDetail } from '../features/campaign-reports/get-report-campaign';
import type { ReportRequest, ReportResult, ResultRow } from '../features/campaign-reports/run-campaign-report';
import type { CustomReport } from '../features/custom-reports/get-custom-reports';

const FULL = ['Conversions', 'Revenue', 'Clicks', 'Completion Rate', 'Viewability'] as const;
const defaults: ReportCampaignDetail['tabs'][number]['defaults'] = {
  dateRange: 'Campaign Lifetime',
  metric: 'Impressions',
  objective: 'Conversions',
  mapMode: 'heatmap',
  groupBy: ['day', 'platform'],
};

export const CAMPAIGN_LIST: ReportCampaign[] = [
  {
    id: 11,
    name: 'Trailhead Spring 2026',
    status: 'Live',
    advertiserId: 1,
    advertiserName: 'Trailhead Gear',
    startDate: '2026-03-01',
    endDate: '2026-05-31',
    budget: 50000,
    tabs: ['programmatic-overview', 'ctv', 'display', 'cross-channel'],
  },
  {
    id: 12,
    name: 'Summit Coffee Fall 2025',
    status: 'Completed',
    advertiserId: 2,
    advertiserName: 'Summit Coffee',
    startDate: '2025-09-01',
    endDate: '2025-10-31',
    budget: 12000,
    tabs: ['meta-ads'],
  },
];

export const CAMPAIGN: ReportCampaignDetail = {
  ...CAMPAIGN_LIST[0]!,
  tabs: [
    {
      specificationId: 1,
      key: 'programmatic-overview',
      name: 'Programmatic Overview',
      objectives: [...FULL],
      defaults,
    },
    { specificationId: 2, key: 'ctv', name: 'CTV', objectives: [...FULL], defaults },
    {
      specificationId: 3,
      key: 'display',
      name: 'Display',
      objectives: ['Conversions', 'Revenue', 'Clicks', 'Viewability'],
      defaults,
    },
  ],
  dataAsOf: '2026-04-14',
  choices: {
    dateRanges: [...DATE_RANGES],
    metrics: ['Clicks', 'Impressions', 'Completions', 'Conversions', 'Spend', 'Site Activities'],
  },
};

const day = (d: string, impressions: number) => ({
  day: d,
  impressions,
  clicks: impressions / 100,
  conversions: 3,
  spend: impressions / 50,
  objective: 0.9,
});

/** A report answer shaped as the hub answers it, varying with the request so that changes show. */
export function reportAnswer(request: ReportRequest): ReportResult {
  const ranged = request.dateRangeChoice && request.dateRangeChoice !== 'Campaign Lifetime';
  const scale = ranged ? 1 : 10;
  const sets: Record<string, ReportResult['queryResults'][number]['data']> = {
    totals: [
      {
        impressions: 120000 * scale,
        clicks: 1200 * scale,
        conversions: 30 * scale,
        spend: 2400 * scale,
        ctr: 0.01,
        objective: 80,
      },
    ],
    previousTotals: ranged
      ? [{ impressions: 100000, clicks: 1000, conversions: 30, spend: 2000, ctr: 0.01, objective: 66 }]
      : [],
    daily: ranged
      ? [day('2026-04-08', 50000), day('2026-04-09', 70000)]
      : [day('2026-03-01', 600000), day('2026-03-02', 600000)],
    pacing: [
      {
        lastCompleteDay: '2026-04-14',
        budget: 50000,
        spendToDate: 20000,
        expectedSpend: 21000,
        pacing: 0.95,
        flightDays: 92,
        elapsedDays: 45,
      },
    ],
    platform: [
      { platform: 'TRADE_DESK', impressions: 120000 * scale, clicks: 1200, conversions: 30, spend: 2400, ctr: 0.01 },
    ],
    platformAdType: [
      { adFormat: 'CTV', impressions: 120000 * scale, clicks: 1200, conversions: 30, spend: 2400, ctr: 0.01 },
    ],
    budgetGroup: [
      {
        lineItem: 7,
        lineItemName: 'CTV - Spring',
        platform: 'TRADE_DESK',
        adFormat: 'CTV',
        budget: 25000,
        impressions: 120000 * scale,
        clicks: 1200,
        conversions: 30,
        spend: 2400,
        ctr: 0.01,
      },
    ],
    region: [
      { region: 'West', impressions: 50000 },
      { region: 'Midwest', impressions: 20000 },
    ],
    // The regions' states, adding up to them.
    state: [
      { region: 'West', state: 'ca', impressions: 30000 },
      { region: 'West', state: 'wa', impressions: 12000 },
      { region: 'West', state: 'ak', impressions: 8000 },
      { region: 'Midwest', state: 'il', impressions: 14000 },
      { region: 'Midwest', state: 'ia', impressions: 6000 },
    ],
    forecastImpressions: [
      { day: '2026-04-15', value: 4000 },
      { day: '2026-04-16', value: 4000 },
    ],
  };
  return {
    report: { id: 2, name: 'CTV' },
    dataAsOf: '2026-04-14',
    dateRange: ranged ? { startDate: '2026-04-08', endDate: '2026-04-14' } : null,
    objective: request.objective
      ? {
          name: request.objective,
          label: request.objective === 'Clicks' ? 'Click-through rate' : 'Cost per conversion',
          unit: request.objective === 'Clicks' ? 'ratio' : 'currency',
        }
      : null,
    forecastMethod: 'Forecast: the average daily delivery of the last 14 complete days, carried forward for 14 days.',
    forecast: null,
    queryResults: (request.queries ?? []).map((name) => ({ name, data: sets[name] ?? [] })),
  };
}

export const CUSTOM_REPORTS: CustomReport[] = [
  {
    id: 1,
    name: 'Brand Lift Study',
    url: 'https://reports.example.test/lift',
    description: 'Quarterly brand lift.',
    destination: 'CLIENT_DASHBOARD',
    advertiserId: null,
    campaignId: null,
    createdAt: '2026-01-02T00:00:00Z',
  },
];

export const ME = (role: CurrentUser['role'], advertiserIds: number[]) =>
  aUser({
    id: 7,
    username: 'reports@acme.test',
    email: 'reports@acme.test',
    firstName: 'Riley',
    lastName: 'Reports',
    role,
    privileges: [],
    advertiserIds,
  });

/** A dashboard widget's answer as the hub sends it: the named sets' rows over the last 30 days to 04/14/2026. */
export const widgetAnswer = (sets: Record<string, ResultRow[]>) => ({
  data: {
    data: {
      report: null,
      dataAsOf: '2026-04-14',
      dateRange: { startDate: '2026-03-16', endDate: '2026-04-14' },
      objective: null,
      forecastMethod: '',
      forecast: null,
      queryResults: Object.entries(sets).map(([name, data]) => ({ name, data })),
    },
  },
});
