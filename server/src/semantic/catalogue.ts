import { DATE_RANGES } from './enumerations';
import {
  METRIC_COLUMNS,
  OBJECTIVE_FIGURES,
  OBJECTIVES_BY_TAB,
  REPORT_TABS,
  TAB_KEYS,
  type ReportQueryName,
} from './choices';
import { DIMENSIONS, type Dimension } from './dimensions';
import { FORECAST_DAYS, FORECAST_METHOD, FORECAST_METRICS, FORECAST_QUERIES } from './forecast';
import { CAMPAIGN_FIGURES, METRICS, type MetricKey } from './metrics';
import { ACTIVE, COUNT_LABELS, LIVE, PROPOSALS } from './statuses';
import { RELATIVE_RANGES } from './time';

/**
 * The report catalogue, declared once: the KPI tiles and the breakdowns (result sets with their columns) of a
 * campaign report. The reporting remote draws them from `GET /api/catalogue`, and the PDF and CSV are built from
 * the same lists here, so a tile or a result set cannot exist on one surface and not on another.
 */
export interface Tile {
  label: string;
  metric: MetricKey;
}
export const REPORT_TILES: Tile[] = [
  { label: 'Impressions', metric: 'impressions' },
  { label: 'Clicks', metric: 'clicks' },
  { label: 'Conversions', metric: 'conversions' },
  { label: 'Spend', metric: 'spend' },
  { label: 'CTR', metric: 'ctr' },
];

export interface Breakdown {
  set: ReportQueryName;
  title: string;
  /** One row of it, in words: 'budget group'. */
  noun: string;
  dimensions: { key: Dimension; label: string }[];
  metrics: MetricKey[];
}

const BREAKDOWN_METRICS: MetricKey[] = ['impressions', 'clicks', 'conversions', 'siteActivities', 'spend', 'ctr'];
const dim = (key: Dimension, label: string = DIMENSIONS[key].label) => ({ key, label });

export const REPORT_BREAKDOWNS: Breakdown[] = [
  {
    set: 'budgetGroup',
    title: 'Budget groups',
    noun: 'budget group',
    dimensions: [dim('lineItemName'), dim('platform'), dim('budget')],
    metrics: BREAKDOWN_METRICS,
  },
  { set: 'platform', title: 'Platforms', noun: 'platform', dimensions: [dim('platform')], metrics: BREAKDOWN_METRICS },
  {
    set: 'platformAdType',
    title: 'Channels',
    noun: 'channel',
    dimensions: [dim('adFormat')],
    metrics: BREAKDOWN_METRICS,
  },
  { set: 'region', title: 'Regions', noun: 'region', dimensions: [dim('region')], metrics: BREAKDOWN_METRICS },
  {
    set: 'pixel',
    title: 'Pixels',
    noun: 'pixel',
    dimensions: [dim('pixelName'), dim('pixelId')],
    metrics: BREAKDOWN_METRICS,
  },
  {
    set: 'doohCampaign',
    title: 'DOOH campaigns',
    noun: 'DOOH campaign',
    dimensions: [dim('lineItemName', 'DOOH campaign'), dim('lineItem', 'Adomni campaign id')],
    metrics: BREAKDOWN_METRICS,
  },
  {
    set: 'adPlatform',
    title: 'Ad platforms',
    noun: 'ad platform line',
    dimensions: [dim('platform'), dim('lineItemName', 'Line item')],
    metrics: BREAKDOWN_METRICS,
  },
];

/** The result sets a campaign report's screen asks for (and its PDF shows); the forecasts go on their own. */
export const REPORT_SETS: ReportQueryName[] = [
  'totals',
  'previousTotals',
  'previousPlatform',
  'daily',
  'pacing',
  ...REPORT_BREAKDOWNS.map((b) => b.set),
  'state',
];

/** Everything the semantic layer defines, as `GET /api/catalogue` publishes it. */
export function catalogue() {
  return {
    metrics: Object.entries(METRICS).map(([key, m]) => ({
      key,
      label: m.label,
      unit: m.unit,
      additive: m.additive,
      definition: m.definition,
    })),
    campaignFigures: Object.entries(CAMPAIGN_FIGURES).map(([key, f]) => ({ key, ...f })),
    dimensions: Object.entries(DIMENSIONS).map(([key, d]) => ({ key, label: d.label })),
    dateRanges: { named: [...DATE_RANGES], relative: [...RELATIVE_RANGES], lastCompleteDay: 'yesterday' },
    statuses: { live: [...LIVE], active: [...ACTIVE], proposals: [...PROPOSALS], labels: COUNT_LABELS },
    report: {
      tabs: TAB_KEYS.map((key) => ({ key, name: REPORT_TABS[key], objectives: OBJECTIVES_BY_TAB[key] })),
      tiles: REPORT_TILES,
      breakdowns: REPORT_BREAKDOWNS,
      sets: REPORT_SETS,
      forecast: { queries: FORECAST_QUERIES, metrics: FORECAST_METRICS, days: FORECAST_DAYS, method: FORECAST_METHOD },
      metricChoices: METRIC_COLUMNS,
      objectives: Object.fromEntries(
        Object.entries(OBJECTIVE_FIGURES).map(([name, o]) => [name, { label: o.label, unit: o.unit }]),
      ),
    },
  };
}
