/**
 * What figures may be grouped by, and the SQL each grouping reads (d: daily_delivery or a rollup of it, li:
 * line_items). Codes (platforms, ad formats) are grouped by code and shown by their names (`PLATFORM_LABELS`,
 * `AD_FORMAT_LABELS`).
 */
export const DIMENSIONS = {
  day: { label: 'Day', sql: `to_char(d.day, 'YYYY-MM-DD')` },
  week: {
    label: 'Week',
    sql: `to_char(date_trunc('week', d.day), 'YYYY-MM-DD')`,
  },
  month: { label: 'Month', sql: `to_char(d.day, 'YYYY-MM')` },
  platform: { label: 'Platform', sql: 'li.platform' },
  adFormat: { label: 'Channel', sql: 'li.ad_format' },
  region: { label: 'Region', sql: 'd.region' },
  // A state's code ('ca'), of the report's delivery split by state (by-state.ts).
  state: { label: 'State', sql: 'd.state' },
  lineItem: { label: 'Budget group id', sql: 'd.line_item_id' },
  lineItemName: { label: 'Budget group', sql: 'li.name' },
  // A budget group's booked budget: an amount, formatted as one wherever it is shown (DIMENSION_UNITS).
  budget: { label: 'Budget', sql: 'li.budget::float8', unit: 'currency' },
  campaign: { label: 'Campaign', sql: 'd.campaign_id' },
  advertiser: { label: 'Advertiser', sql: 'd.advertiser_id' },
  // Each advertiser has one Xandr conversion pixel; its id is the advertiser's (see XANDR_PIXEL_ID).
  pixelId: {
    label: 'Pixel id',
    sql: `CASE WHEN li.platform = 'XANDR' AND li.pixel_name IS NOT NULL THEN d.advertiser_id END`,
  },
  pixelName: { label: 'Pixel', sql: 'li.pixel_name' },
} as const satisfies Record<string, { label: string; sql: string; unit?: 'currency' }>;
export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];
