/** What a report may group by, and the SQL each grouping reads (d: daily_delivery, li: line_items). */
export const DIMENSIONS = {
  day: `to_char(d.day, 'YYYY-MM-DD')`,
  week: `to_char(date_trunc('week', d.day), 'YYYY-MM-DD')`,
  month: `to_char(d.day, 'YYYY-MM')`,
  platform: 'li.platform',
  adFormat: 'li.ad_format',
  region: 'd.region',
  lineItem: 'd.line_item_id',
  lineItemName: 'li.name',
  budget: 'li.budget::float8',
  campaign: 'd.campaign_id',
  advertiser: 'd.advertiser_id',
  // Each advertiser has one Xandr conversion pixel; its id is the advertiser's (see XANDR_PIXEL_ID).
  pixelId: `CASE WHEN li.platform = 'XANDR' AND li.pixel_name IS NOT NULL THEN d.advertiser_id END`,
  pixelName: 'li.pixel_name',
} as const;
export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];

/** Sums first; rates are computed from the sums so that they stay right at any grouping. */
export const METRICS = {
  impressions: 'COALESCE(sum(d.impressions), 0)::float8',
  viewableImpressions: 'COALESCE(sum(d.viewable_impressions), 0)::float8',
  clicks: 'COALESCE(sum(d.clicks), 0)::float8',
  completions: 'COALESCE(sum(d.completions), 0)::float8',
  conversions: 'COALESCE(sum(d.conversions), 0)::float8',
  siteActivities: 'COALESCE(sum(d.site_activities), 0)::float8',
  spend: 'COALESCE(sum(d.spend), 0)::float8',
  ctr: 'CASE WHEN sum(d.impressions) > 0 THEN sum(d.clicks)::float8 / sum(d.impressions) ELSE 0 END',
  completionRate: 'CASE WHEN sum(d.impressions) > 0 THEN sum(d.completions)::float8 / sum(d.impressions) ELSE 0 END',
  viewability:
    'CASE WHEN sum(d.impressions) > 0 THEN sum(d.viewable_impressions)::float8 / sum(d.impressions) ELSE 0 END',
  cpm: 'CASE WHEN sum(d.impressions) > 0 THEN sum(d.spend)::float8 / sum(d.impressions) * 1000 ELSE 0 END',
} as const;
