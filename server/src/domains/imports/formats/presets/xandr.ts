import type { Preset } from '../preset';

/**
 * Xandr (Microsoft Invest): the Network Analytics report by day and line item, as the report service writes its
 * CSV (column names as the API names them: day, line_item_id, imps, clicks, total_convs, booked_revenue,
 * media_cost) or as the Invest UI labels them (Day, Line Item ID, Imps, Total Conversions, Booked Revenue...).
 * `line_item_id` is the platform line item id. Money is `booked_revenue` (what the advertiser is charged), else
 * `media_cost`; both are US dollars in Xandr's reporting (the advertiser-currency columns are not read).
 * An hourly report (hour instead of day) is not read: rows must be days.
 *
 * Sources: Xandr Digital Platform API docs, Network Analytics and Report Service (dimensions, metrics, CSV format).
 */
export const xandr: Preset = {
  id: 'xandr',
  label: 'Xandr',
  platform: 'XANDR',
  columns: {
    date: ['day'],
    id: ['line_item_id', 'Line Item ID'],
    impressions: ['imps', 'Impressions'],
    clicks: ['clicks'],
    conversions: ['total_convs', 'Total Conversions', 'Total Convs'],
    completions: ['video_completions', 'Video Completions'],
    viewableImpressions: ['imps_viewed', 'Viewed Imps'],
  },
  spend: [
    { header: 'booked_revenue', currency: 'USD' },
    { header: 'Booked Revenue', currency: 'USD' },
    { header: 'media_cost', currency: 'USD' },
    { header: 'Media Cost', currency: 'USD' },
  ],
  labels: ['line_item_name', 'Line Item', 'Line Item Name', 'advertiser_name', 'Advertiser', 'campaign_name'],
  required: [['date'], ['id'], ['impressions'], ['clicks'], ['conversions']],
};
