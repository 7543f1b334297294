import { METRIC_CHOICES, type OBJECTIVES, OBJECTIVES_BY_REPORT_TAB } from '../api/enumerations';

/**
 * The reporting suite's choices, declared once here: route schemas are built from these lists, so the OpenAPI
 * document (and the front end's generated types) carry them, and anything else answers 400.
 */
export { OBJECTIVES, DATE_RANGES } from '../api/enumerations';
export const METRICS = METRIC_CHOICES;
export type Objective = (typeof OBJECTIVES)[number];
export type Metric = (typeof METRIC_CHOICES)[number];

/** The column of a result row that each metric choice reads. */
export const METRIC_COLUMNS: Record<Metric, string> = {
  Clicks: 'clicks',
  Impressions: 'impressions',
  Completions: 'completions',
  Conversions: 'conversions',
  Spend: 'spend',
  'Site Activities': 'siteActivities',
};

/** The tabs of campaign reporting, by specification key, in order. */
export const REPORT_TABS = {
  'programmatic-overview': 'Programmatic Overview',
  ctv: 'CTV',
  display: 'Display',
  native: 'Native',
  'online-video': 'Online Video',
  audio: 'Audio',
  'rich-media': 'Rich Media Engagements',
  dooh: 'Digital Out of Home',
  'cross-channel': 'Cross-Channel',
  'meta-ads': 'Meta Ads',
  'google-ads': 'Google Ads',
} as const;
export type TabKey = keyof typeof REPORT_TABS;
export const TAB_KEYS = Object.keys(REPORT_TABS) as TabKey[];

/** Objectives per tab, from the one list in api/enumerations.ts (spec section 9), keyed here by tab key. */
export const OBJECTIVES_BY_TAB = Object.fromEntries(
  TAB_KEYS.map((key) => [key, [...OBJECTIVES_BY_REPORT_TAB[REPORT_TABS[key]]]]),
) as Record<TabKey, Objective[]>;

export const isTabKey = (key: string): key is TabKey => key in REPORT_TABS;

/**
 * What each objective is judged by, computed from sums so it stays right at any grouping (d: daily_delivery).
 * Revenue is the media revenue billed (spend); Impression Share is the share of the scope's impressions on the
 * same channels, filled in by the query after the fact.
 */
export const OBJECTIVE_FIGURES: Record<
  Objective,
  { label: string; unit: 'currency' | 'percent' | 'number'; sql: string }
> = {
  Conversions: {
    label: 'Cost per conversion',
    unit: 'currency',
    sql: 'CASE WHEN sum(d.conversions) > 0 THEN sum(d.spend)::float8 / sum(d.conversions) ELSE 0 END',
  },
  Revenue: { label: 'Revenue', unit: 'currency', sql: 'COALESCE(sum(d.spend), 0)::float8' },
  Clicks: {
    label: 'Click-through rate',
    unit: 'percent',
    sql: 'CASE WHEN sum(d.impressions) > 0 THEN sum(d.clicks)::float8 / sum(d.impressions) ELSE 0 END',
  },
  'Completion Rate': {
    label: 'Completion rate',
    unit: 'percent',
    sql: 'CASE WHEN sum(d.impressions) > 0 THEN sum(d.completions)::float8 / sum(d.impressions) ELSE 0 END',
  },
  Viewability: {
    label: 'Viewability',
    unit: 'percent',
    sql: 'CASE WHEN sum(d.impressions) > 0 THEN sum(d.viewable_impressions)::float8 / sum(d.impressions) ELSE 0 END',
  },
  Engagements: {
    label: 'Engagement rate',
    unit: 'percent',
    sql: 'CASE WHEN sum(d.impressions) > 0 THEN (sum(d.clicks) + sum(d.site_activities))::float8 / sum(d.impressions) ELSE 0 END',
  },
  'Impression Share': { label: 'Impression share', unit: 'percent', sql: 'COALESCE(sum(d.impressions), 0)::float8' },
};

/** The named result sets a report query can ask for. */
export const REPORT_QUERIES = [
  'totals',
  'previousTotals',
  'breakdown',
  'daily',
  'platform',
  'platformAdType',
  'budgetGroup',
  'pixel',
  'doohCampaign',
  'adPlatform',
  'region',
  'pacing',
  'forecastImpressions',
  'forecastClicks',
  'forecastConversions',
  'forecastSpend',
] as const;
export type ReportQueryName = (typeof REPORT_QUERIES)[number];

/** The four 14-day forecast queries: they look ahead from the last delivery day and never take a date range. */
export const FORECAST_QUERIES = [
  'forecastImpressions',
  'forecastClicks',
  'forecastConversions',
  'forecastSpend',
] as const;
export const FORECAST_DAYS = 14;
export const FORECAST_METHOD =
  'Forecast: the average daily delivery of the last 14 complete days, carried forward for 14 days, stopping at the flight end and at the remaining budget.';
