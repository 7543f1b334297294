/**
 * The product's delivery metrics, declared once (one truth). Each is a sum over daily delivery (d) or a rate
 * computed from summed parts, never an average of rates, so it is right at any grouping. Screens, PDFs, CSVs,
 * schedules and the assistant read these definitions; `GET /api/catalogue` publishes them (and docs/figures.md
 * lists them) so that an analyst can check every figure.
 */
export type Unit = 'count' | 'currency' | 'ratio';

export interface MetricDefinition {
  label: string;
  unit: Unit;
  /** How it is computed, in words an analyst reads. */
  definition: string;
  /** PostgreSQL over daily_delivery d. */
  sql: string;
  /**
   * What a rate without a value lacked, in words ('no conversions'); a sum always has a value. A rate whose base is
   * zero (cost per conversion without a conversion) is NULL, shown as '—', never 0 (a $0 cost per conversion would
   * read as the best there is).
   */
  none?: string;
  /** True for a sum; false for a rate from sums (rates never add up across rows). */
  additive: boolean;
  /**
   * Which way is good news: more delivery and better rates are `higher`; what the delivery costs (spend, CPM,
   * CPC, cost per conversion) is `lower`. Screens colour a change by it (green when good, red when not).
   */
  better: 'higher' | 'lower';
}

/** The columns of daily delivery (and of every rollup) that metrics sum. */
export const SUMMED_COLUMNS = [
  'impressions',
  'viewable_impressions',
  'clicks',
  'completions',
  'conversions',
  'site_activities',
  'spend',
] as const;
type Summed = (typeof SUMMED_COLUMNS)[number];

/** Each metric is built once from its parts, as SQL over daily delivery or a rollup of it (d). */
const sum = (column: Summed) => ({ sql: `COALESCE(sum(d.${column}), 0)::float8` });
const sumOf = (a: Summed, b: Summed) => ({ sql: `(COALESCE(sum(d.${a}), 0) + COALESCE(sum(d.${b}), 0))::float8` });
const ratio = (numerator: Summed | ReturnType<typeof sumOf>, denominator: Summed, factor?: 1000) => {
  const top = typeof numerator === 'string' ? `sum(d.${numerator})::float8` : numerator.sql;
  return {
    none: `no ${denominator}`,
    // No base, no rate: NULL (not 0) when the denominator sums to zero.
    sql: `CASE WHEN sum(d.${denominator}) > 0 THEN ${top} / sum(d.${denominator})${factor ? ` * ${factor}` : ''} END`,
  };
};

export const METRICS = {
  impressions: {
    label: 'Impressions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Ad impressions served.',
    ...sum('impressions'),
  },
  viewableImpressions: {
    label: 'Viewable impressions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Impressions measured as viewable.',
    ...sum('viewable_impressions'),
  },
  clicks: {
    label: 'Clicks',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Clicks on ads.',
    ...sum('clicks'),
  },
  completions: {
    label: 'Completions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Video and audio ads played to the end.',
    ...sum('completions'),
  },
  conversions: {
    label: 'Conversions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Conversions attributed to the ads.',
    ...sum('conversions'),
  },
  siteActivities: {
    label: 'Site activities',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Visits and actions recorded by the advertiser’s pixels.',
    ...sum('site_activities'),
  },
  engagements: {
    label: 'Engagements',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Clicks plus site activities.',
    ...sumOf('clicks', 'site_activities'),
  },
  spend: {
    label: 'Spend',
    unit: 'currency',
    additive: true,
    better: 'lower',
    definition: 'Media cost delivered (what the client is billed for the delivery), in US dollars.',
    ...sum('spend'),
  },
  ctr: {
    label: 'CTR',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: 'Click-through rate: clicks ÷ impressions.',
    ...ratio('clicks', 'impressions'),
  },
  cpm: {
    label: 'CPM',
    unit: 'currency',
    additive: false,
    better: 'lower',
    definition: 'Cost per thousand impressions: spend ÷ impressions × 1,000.',
    ...ratio('spend', 'impressions', 1000),
  },
  cpc: {
    label: 'CPC',
    unit: 'currency',
    additive: false,
    better: 'lower',
    definition: 'Cost per click: spend ÷ clicks.',
    ...ratio('spend', 'clicks'),
  },
  costPerConversion: {
    label: 'Cost per conversion',
    unit: 'currency',
    additive: false,
    better: 'lower',
    definition: 'Spend ÷ conversions.',
    ...ratio('spend', 'conversions'),
  },
  completionRate: {
    label: 'Completion rate',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: 'Completions ÷ impressions.',
    ...ratio('completions', 'impressions'),
  },
  viewability: {
    label: 'Viewability',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: 'Viewable impressions ÷ impressions.',
    ...ratio('viewable_impressions', 'impressions'),
  },
  engagementRate: {
    label: 'Engagement rate',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: '(Clicks + site activities) ÷ impressions.',
    ...ratio(sumOf('clicks', 'site_activities'), 'impressions'),
  },
} as const satisfies Record<string, MetricDefinition>;

export type MetricKey = keyof typeof METRICS;
export const METRIC_KEYS = Object.keys(METRICS) as MetricKey[];
export const isMetricKey = (key: string): key is MetricKey => key in METRICS;

/**
 * A campaign's own figures (from its booking, not its delivery): defined here so that the campaign list, its
 * overview, the assistant and exports say the same. c: campaigns.
 */
export const CAMPAIGN_FIGURES = {
  budget: {
    label: 'Budget',
    unit: 'currency',
    definition: 'The booked budget of the campaign (its insertion order), in US dollars.',
  },
  deliveredSpend: {
    label: 'Delivered',
    unit: 'currency',
    definition: 'Spend delivered over the whole flight so far (the sum of daily delivery).',
  },
  bookedImpressions: {
    label: 'Booked impressions',
    unit: 'count',
    definition:
      'For a CPM rate, budget ÷ rate × 1,000, rounded; for an added-value rate, its added-value impressions; other rate types have none (spec section 9). Not delivered impressions.',
  },
  pacing: {
    label: 'Pacing',
    unit: 'ratio',
    definition:
      'Spend delivered to the last complete day (yesterday) ÷ the spend expected by then, the budget spread evenly over the flight. A channel’s pacing uses that channel’s line items: their delivery and their budgets.',
  },
  daysRemaining: {
    label: 'Days left',
    unit: 'count',
    definition: 'Days from today to the flight’s end; never negative.',
  },
} as const;
