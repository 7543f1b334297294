/**
 * The product's delivery metrics, declared once (one truth). Each is a sum over daily delivery (d) or a rate
 * computed from summed parts, never an average of rates, so it is right at any grouping. Screens, PDFs, CSVs,
 * schedules and the assistant read these definitions; `GET /api/catalogue` publishes them (and the README's
 * Figures section lists them) so that an analyst can check every figure.
 */
export type Unit = 'count' | 'currency' | 'ratio';

export interface MetricDefinition {
  label: string;
  unit: Unit;
  /** How it is computed, in words an analyst reads. */
  definition: string;
  /** PostgreSQL over daily_delivery d. */
  sql: string;
  /** True for a sum; false for a rate from sums (rates never add up across rows). */
  additive: boolean;
  /**
   * Which way is good news: more delivery and better rates are `higher`; what the delivery costs (spend, CPM,
   * CPC, cost per conversion) is `lower`. Screens colour a change by it (green when good, red when not).
   */
  better: 'higher' | 'lower';
}

const sum = (column: string) => `COALESCE(sum(d.${column}), 0)::float8`;
const ratio = (numerator: string, denominator: string, factor = '') =>
  `CASE WHEN sum(${denominator}) > 0 THEN sum(${numerator})::float8 / sum(${denominator})${factor} ELSE 0 END`;

export const METRICS = {
  impressions: {
    label: 'Impressions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Ad impressions served.',
    sql: sum('impressions'),
  },
  viewableImpressions: {
    label: 'Viewable impressions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Impressions measured as viewable.',
    sql: sum('viewable_impressions'),
  },
  clicks: {
    label: 'Clicks',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Clicks on ads.',
    sql: sum('clicks'),
  },
  completions: {
    label: 'Completions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Video and audio ads played to the end.',
    sql: sum('completions'),
  },
  conversions: {
    label: 'Conversions',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Conversions attributed to the ads.',
    sql: sum('conversions'),
  },
  siteActivities: {
    label: 'Site activities',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Visits and actions recorded by the advertiser’s pixels.',
    sql: sum('site_activities'),
  },
  engagements: {
    label: 'Engagements',
    unit: 'count',
    additive: true,
    better: 'higher',
    definition: 'Clicks plus site activities.',
    sql: `(COALESCE(sum(d.clicks), 0) + COALESCE(sum(d.site_activities), 0))::float8`,
  },
  spend: {
    label: 'Spend',
    unit: 'currency',
    additive: true,
    better: 'lower',
    definition: 'Media cost delivered (what the client is billed for the delivery), in US dollars.',
    sql: sum('spend'),
  },
  ctr: {
    label: 'CTR',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: 'Click-through rate: clicks ÷ impressions.',
    sql: ratio('d.clicks', 'd.impressions'),
  },
  cpm: {
    label: 'CPM',
    unit: 'currency',
    additive: false,
    better: 'lower',
    definition: 'Cost per thousand impressions: spend ÷ impressions × 1,000.',
    sql: ratio('d.spend', 'd.impressions', ' * 1000'),
  },
  cpc: {
    label: 'CPC',
    unit: 'currency',
    additive: false,
    better: 'lower',
    definition: 'Cost per click: spend ÷ clicks.',
    sql: ratio('d.spend', 'd.clicks'),
  },
  costPerConversion: {
    label: 'Cost per conversion',
    unit: 'currency',
    additive: false,
    better: 'lower',
    definition: 'Spend ÷ conversions.',
    sql: ratio('d.spend', 'd.conversions'),
  },
  completionRate: {
    label: 'Completion rate',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: 'Completions ÷ impressions.',
    sql: ratio('d.completions', 'd.impressions'),
  },
  viewability: {
    label: 'Viewability',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: 'Viewable impressions ÷ impressions.',
    sql: ratio('d.viewable_impressions', 'd.impressions'),
  },
  engagementRate: {
    label: 'Engagement rate',
    unit: 'ratio',
    additive: false,
    better: 'higher',
    definition: '(Clicks + site activities) ÷ impressions.',
    sql: `CASE WHEN sum(d.impressions) > 0 THEN (COALESCE(sum(d.clicks), 0) + COALESCE(sum(d.site_activities), 0))::float8 / sum(d.impressions) ELSE 0 END`,
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
