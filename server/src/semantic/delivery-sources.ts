import type { Dimension } from './dimensions';

/**
 * Where a report's delivery is read from: the facts (`daily_delivery`, one row per line item, day and region) or a
 * rollup of them summed ahead of time (migration 0801, kept by the database on every write to the facts). A rollup
 * keeps the same columns under the same names (sums of the facts' columns), so the metrics' and dimensions' SQL
 * reads it unchanged (as d), and it answers a query exactly when it keeps every grouping the query asks for and
 * the query filters on nothing it summed away. Sums of sums are the same sums: the figures are the same to the cent.
 */
export interface DeliverySource {
  table: 'daily_delivery' | DeliveryRollup;
  /** The groupings it keeps. */
  keeps: readonly Dimension[];
  /** It keeps the line item: reports join line_items (platform, channel, name, budget, pixel) and filter on them. */
  lineItems: boolean;
}

export const DELIVERY_ROLLUPS = ['delivery_campaign_days', 'delivery_region_days', 'delivery_line_item_days'] as const;
export type DeliveryRollup = (typeof DELIVERY_ROLLUPS)[number];

const BY_DAY: readonly Dimension[] = ['day', 'week', 'month', 'campaign', 'advertiser'];
const BY_LINE_ITEM: readonly Dimension[] = [
  ...BY_DAY,
  'platform',
  'adFormat',
  'lineItem',
  'lineItemName',
  'budget',
  'pixelId',
  'pixelName',
];

/** Smallest first: the first that answers a query is the one it reads. */
export const DELIVERY_SOURCES: readonly DeliverySource[] = [
  { table: 'delivery_campaign_days', keeps: BY_DAY, lineItems: false },
  { table: 'delivery_region_days', keeps: [...BY_DAY, 'region'], lineItems: false },
  { table: 'delivery_line_item_days', keeps: BY_LINE_ITEM, lineItems: true },
  { table: 'daily_delivery', keeps: [...BY_LINE_ITEM, 'region'], lineItems: true },
];

/** Filters every source answers (its columns are kept by every rollup), and those only line items answer. */
const KEPT_FILTERS = new Set(['campaignIds', 'advertiserIds', 'dateRange', 'groupBy', 'objectiveSql', 'limit']);
const LINE_ITEM_FILTERS = new Set([
  'platforms',
  'platformAdTypes',
  'platformLineItemIds',
  'platformPixelNames',
  'xandrPixelIds',
  'adomniCampaignIds',
  'withPixel',
]);

/**
 * The smallest source that answers a query exactly. A filter this file does not know of (one added to ReportFilter
 * later) reads the facts (q: a ReportQuery), so that a rollup never answers a question it cannot.
 */
export function deliverySourceOf(q: object, asked: readonly Dimension[]): DeliverySource {
  // A grouping by state splits the sums of each campaign and region (by-state.ts): those are what it reads.
  const groupBy: readonly Dimension[] = asked.includes('state')
    ? [...asked.filter((dim) => dim !== 'state'), 'campaign', 'advertiser', 'region']
    : asked;
  const filters = Object.entries(q)
    .filter(([key, value]) => value !== undefined && !(key === 'withPixel' && value === false))
    .map(([key]) => key);
  const facts = DELIVERY_SOURCES.find((s) => s.table === 'daily_delivery')!;
  if (filters.some((key) => !KEPT_FILTERS.has(key) && !LINE_ITEM_FILTERS.has(key))) return facts;
  const needsLineItems = filters.some((key) => LINE_ITEM_FILTERS.has(key));
  return (
    DELIVERY_SOURCES.find((s) => (s.lineItems || !needsLineItems) && groupBy.every((dim) => s.keeps.includes(dim))) ??
    facts
  );
}
