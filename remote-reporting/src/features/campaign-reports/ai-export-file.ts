import { PLATFORM_LABELS } from '@beacon/shared/api';
import type { ReportResult } from './run-campaign-report';

type Unit = 'date' | 'id' | 'text' | 'code' | 'count' | 'currency (USD)' | 'ratio (0 to 1)' | 'days';
interface ColumnDefinition {
  description: string;
  unit: Unit;
  /** A code column's values and what each means. */
  values?: Record<string, string>;
}

/** What each column of the report's result sets means, in the product's words, and its unit. */
const COLUMNS: Record<string, ColumnDefinition> = {
  day: { description: 'Calendar day (yyyy-MM-dd)', unit: 'date' },
  week: { description: 'Monday starting the week (yyyy-MM-dd)', unit: 'date' },
  month: { description: 'Calendar month (yyyy-MM)', unit: 'date' },
  advertiser: { description: 'Advertiser id', unit: 'id' },
  campaign: { description: 'Campaign id', unit: 'id' },
  platform: { description: 'Ad platform the line item runs on', unit: 'code', values: PLATFORM_LABELS },
  adFormat: { description: 'Platform ad type (channel) of the line item', unit: 'code' },
  region: { description: 'US region of delivery', unit: 'text' },
  lineItem: { description: 'Line item (budget group) id', unit: 'id' },
  lineItemName: { description: 'Line item (budget group) name', unit: 'text' },
  budget: { description: "Line item's booked budget", unit: 'currency (USD)' },
  pixelId: { description: 'Conversion pixel id', unit: 'id' },
  pixelName: { description: 'Conversion pixel name', unit: 'text' },
  impressions: { description: 'Impressions delivered', unit: 'count' },
  viewableImpressions: { description: 'Impressions measured as viewable', unit: 'count' },
  clicks: { description: 'Clicks', unit: 'count' },
  completions: { description: 'Video or audio ads played to the end', unit: 'count' },
  conversions: { description: 'Conversions recorded by the pixel', unit: 'count' },
  siteActivities: { description: 'Site activities recorded by the pixel', unit: 'count' },
  spend: { description: 'Delivered spend', unit: 'currency (USD)' },
  ctr: { description: 'Click-through rate: sum of clicks ÷ sum of impressions', unit: 'ratio (0 to 1)' },
  completionRate: { description: 'Completion rate: sum of completions ÷ sum of impressions', unit: 'ratio (0 to 1)' },
  viewability: { description: 'Viewability: viewable impressions ÷ impressions', unit: 'ratio (0 to 1)' },
  cpm: { description: 'Cost per thousand impressions: spend ÷ impressions × 1000', unit: 'currency (USD)' },
  objective: { description: "The report's objective figure (see objective)", unit: 'text' },
  value: { description: 'Forecast value for the day', unit: 'count' },
  placementId: { description: 'Rich media placement id', unit: 'id' },
  placement: { description: 'Where the rich media creative runs', unit: 'text' },
  creative: { description: 'Rich media creative', unit: 'text' },
  size: { description: 'Creative size in pixels (width x height)', unit: 'text' },
  engagements: { description: 'Engagements: an expand, a hover of a second or more, a video start', unit: 'count' },
  interactions: { description: 'Interactions: every tap, swipe or click inside the ad', unit: 'count' },
  engagementRate: { description: 'Engagement rate: sum of engagements ÷ sum of impressions', unit: 'ratio (0 to 1)' },
  interactionRate: {
    description: 'Interaction rate: sum of interactions ÷ sum of impressions',
    unit: 'ratio (0 to 1)',
  },
  lastCompleteDay: { description: 'Last complete day of delivery pacing is measured to', unit: 'date' },
  spendToDate: { description: 'Spend delivered to the last complete day', unit: 'currency (USD)' },
  expectedSpend: {
    description: 'Spend expected by the last complete day: budget × elapsed ÷ flight days',
    unit: 'currency (USD)',
  },
  pacing: { description: 'Pacing: spend to date ÷ expected spend', unit: 'ratio (0 to 1)' },
  flightDays: { description: 'Days in the flight', unit: 'days' },
  elapsedDays: { description: 'Days of the flight elapsed to the last complete day', unit: 'days' },
};

/** What each result set holds. */
const RESULT_SETS: Record<string, string> = {
  totals: 'The totals over the report dates',
  previousTotals: 'The totals over as many days just before the report dates',
  breakdown: 'The report grouped by its dimensions',
  daily: 'One row per day',
  platform: 'One row per ad platform',
  platformAdType: 'One row per platform ad type',
  budgetGroup: 'One row per line item (budget group)',
  pixel: 'One row per conversion pixel',
  doohCampaign: 'One row per digital out-of-home campaign',
  adPlatform: 'One row per ad platform line item',
  region: 'One row per US region',
  pacing: 'Pacing to the last complete day',
  forecastImpressions: 'Impressions forecast for the next 14 days',
  forecastClicks: 'Clicks forecast for the next 14 days',
  forecastConversions: 'Conversions forecast for the next 14 days',
  forecastSpend: 'Spend forecast for the next 14 days',
  placement: 'One row per rich media placement (rich media review)',
};

export interface AiExportContext {
  /** The campaign (or advertiser) and tab the report is of, as the screen names them. */
  title: string;
  /** The tab's name, e.g. "CTV". */
  tab?: string;
}

/**
 * The report's data for AI tools, as one self-describing JSON document: what it is, its dates, every result set's
 * rows as the server sent them (numbers as numbers, rates as ratios), and a data dictionary of the sets and columns
 * present (description and unit of each; codes with their names).
 */
export function aiExportOf(result: ReportResult, context: AiExportContext, exportedAt = new Date()) {
  const columns = new Set(result.queryResults.flatMap((set) => set.data.flatMap((row) => Object.keys(row))));
  return {
    about: `Campaign report data: ${context.title}${context.tab ? `, ${context.tab}` : ''}. Rates are ratios computed from summed parts (sum of clicks ÷ sum of impressions), never averages of rates.`,
    exportedAt: exportedAt.toISOString(),
    dataAsOf: result.dataAsOf,
    dateRange: result.dateRange ?? 'Campaign lifetime',
    objective: result.objective,
    dataDictionary: {
      resultSets: Object.fromEntries(
        result.queryResults.map((set) => [set.name, RESULT_SETS[set.name] ?? 'A result set of the report']),
      ),
      columns: Object.fromEntries(
        [...columns].map((c) => [c, COLUMNS[c] ?? { description: 'Not described', unit: 'text' }]),
      ),
    },
    resultSets: Object.fromEntries(result.queryResults.map((set) => [set.name, set.data])),
  };
}
