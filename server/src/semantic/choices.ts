import { METRIC_CHOICE_COLUMNS, METRIC_CHOICES, type OBJECTIVES, OBJECTIVES_BY_REPORT_TAB } from './enumerations';
import { METRICS as METRIC_DEFINITIONS, type MetricKey, type Unit } from './metrics';

/**
 * The reporting suite's choices, declared once here: route schemas are built from these lists, so the OpenAPI
 * document (and the front end's generated types) carry them, and anything else answers 400.
 */
export { OBJECTIVES, DATE_RANGES } from './enumerations';
export const METRICS = METRIC_CHOICES;
export type Objective = (typeof OBJECTIVES)[number];
export type Metric = (typeof METRIC_CHOICES)[number];

/** The column of a result row that each metric choice reads. */
export const METRIC_COLUMNS: Record<Metric, MetricKey> = METRIC_CHOICE_COLUMNS;

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
 * What each objective is judged by: a metric of the semantic layer, computed from sums so it stays right at any
 * grouping. Revenue is the media revenue billed (spend); Impression Share is the share of the scope's impressions on
 * the same channels, filled in by the report after the fact.
 */
export const OBJECTIVE_METRICS: Record<Objective, MetricKey> = {
  Conversions: 'costPerConversion',
  Revenue: 'spend',
  Clicks: 'ctr',
  'Completion Rate': 'completionRate',
  Viewability: 'viewability',
  Engagements: 'engagementRate',
  'Impression Share': 'impressions',
};

/** What each objective's figure is called on its tile and chart (its metric's label said in full). */
const OBJECTIVE_LABELS: Record<Objective, string> = {
  Conversions: 'Cost per conversion',
  Revenue: 'Revenue',
  Clicks: 'Click-through rate',
  'Completion Rate': 'Completion rate',
  Viewability: 'Viewability',
  Engagements: 'Engagement rate',
  'Impression Share': 'Impression share',
};

export const OBJECTIVE_FIGURES = Object.fromEntries(
  Object.entries(OBJECTIVE_METRICS).map(([objective, key]) => {
    const metric = METRIC_DEFINITIONS[key];
    const share = objective === 'Impression Share';
    return [
      objective,
      { label: OBJECTIVE_LABELS[objective as Objective], unit: share ? 'ratio' : metric.unit, sql: metric.sql },
    ];
  }),
) as Record<Objective, { label: string; unit: Unit; sql: string }>;

/** The named result sets a report query can ask for. */
export const REPORT_QUERIES = [
  'totals',
  'previousTotals',
  'breakdown',
  'daily',
  'platform',
  'previousPlatform',
  'platformAdType',
  'budgetGroup',
  'pixel',
  'doohCampaign',
  'adPlatform',
  'region',
  'state',
  'placement',
  'pacing',
  'forecastImpressions',
  'forecastClicks',
  'forecastConversions',
  'forecastSpend',
] as const;
export type ReportQueryName = (typeof REPORT_QUERIES)[number];
