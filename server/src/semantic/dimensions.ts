/** A line item's columns that reports group and filter by (line_items li), as the in-process copy keeps them. */
export interface LineItemView {
  platform: string;
  adFormat: string;
  name: string;
  budget: number;
  pixelName: string | null;
}

/** One row of delivery as the in-process copy of the rollups reads it (delivery-copy.ts). */
export interface DeliveryRowView {
  /** yyyy-MM-dd */
  day: string;
  region: string | null;
  /** Delivery split by state (by-state.ts): the state's code; otherwise none. */
  state: string | null;
  lineItemId: number;
  campaignId: number;
  advertiserId: number;
  li: LineItemView | null;
}

/** The Monday that starts a day's week (`date_trunc('week', ...)`), yyyy-MM-dd. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * What figures may be grouped by, and the SQL each grouping reads (d: daily_delivery, li: line_items), with the
 * same value read from a row of the in-process copy of the rollups (`of`). Codes (platforms, ad formats) are
 * grouped by code and shown by their names (`PLATFORM_LABELS`, `AD_FORMAT_LABELS`).
 */
export const DIMENSIONS = {
  day: { label: 'Day', sql: `to_char(d.day, 'YYYY-MM-DD')`, of: (r: DeliveryRowView) => r.day },
  week: {
    label: 'Week',
    sql: `to_char(date_trunc('week', d.day), 'YYYY-MM-DD')`,
    of: (r: DeliveryRowView) => mondayOf(r.day),
  },
  month: { label: 'Month', sql: `to_char(d.day, 'YYYY-MM')`, of: (r: DeliveryRowView) => r.day.slice(0, 7) },
  platform: { label: 'Platform', sql: 'li.platform', of: (r: DeliveryRowView) => r.li!.platform },
  adFormat: { label: 'Channel', sql: 'li.ad_format', of: (r: DeliveryRowView) => r.li!.adFormat },
  region: { label: 'Region', sql: 'd.region', of: (r: DeliveryRowView) => r.region },
  // A state's code ('ca'), of the report's delivery split by state (by-state.ts).
  state: { label: 'State', sql: 'd.state', of: (r: DeliveryRowView) => r.state },
  lineItem: { label: 'Budget group id', sql: 'd.line_item_id', of: (r: DeliveryRowView) => r.lineItemId },
  lineItemName: { label: 'Budget group', sql: 'li.name', of: (r: DeliveryRowView) => r.li!.name },
  // A budget group's booked budget: an amount, formatted as one wherever it is shown (DIMENSION_UNITS).
  budget: { label: 'Budget', sql: 'li.budget::float8', of: (r: DeliveryRowView) => r.li!.budget, unit: 'currency' },
  campaign: { label: 'Campaign', sql: 'd.campaign_id', of: (r: DeliveryRowView) => r.campaignId },
  advertiser: { label: 'Advertiser', sql: 'd.advertiser_id', of: (r: DeliveryRowView) => r.advertiserId },
  // Each advertiser has one Xandr conversion pixel; its id is the advertiser's (see XANDR_PIXEL_ID).
  pixelId: {
    label: 'Pixel id',
    sql: `CASE WHEN li.platform = 'XANDR' AND li.pixel_name IS NOT NULL THEN d.advertiser_id END`,
    of: (r: DeliveryRowView) => (r.li!.platform === 'XANDR' && r.li!.pixelName !== null ? r.advertiserId : null),
  },
  pixelName: { label: 'Pixel', sql: 'li.pixel_name', of: (r: DeliveryRowView) => r.li!.pixelName },
} as const satisfies Record<
  string,
  { label: string; sql: string; of: (r: DeliveryRowView) => string | number | null; unit?: 'currency' }
>;
export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];
