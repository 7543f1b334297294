import { cellText } from '../cells';
import type { Preset } from '../preset';

/**
 * Google Ads: the ad group report segmented by day, downloaded from Reports (CSV or XLSX). The download starts with
 * the report's name and its date range on lines of their own, then the column names, and ends with total lines whose
 * first cell says "Total: Account", "Total: Search", "Total: Ad groups"... (skipped). Figures use thousands separators
 * ("1,234") and "--" where there is none; Day is 2026-11-28 (Nov 28, 2026 in some locales).
 *
 * The ad group is Beacon's line item: `Ad group ID` is the platform line item id. `Cost` is in the account's currency,
 * which the `Currency code` column names on every row (or a "Cost (USD)" header): only USD is read unless the caller
 * gives a rate for the currency, so a file without either is refused rather than read as dollars.
 * Conversions are fractional under data-driven attribution and are rounded to whole ones.
 *
 * Sources: Google Ads API reporting guides (report header with name and date range, summary/total rows), Google Ads
 * Help on downloading reports; column names as the English UI writes them.
 */
export const googleAds: Preset = {
  id: 'google-ads',
  label: 'Google Ads',
  platform: 'GOOGLE_ADS',
  columns: {
    date: ['Day', 'Date'],
    id: ['Ad group ID'],
    currency: ['Currency code', 'Currency'],
    impressions: ['Impr.', 'Impressions'],
    clicks: ['Clicks'],
    conversions: ['Conversions', 'Conv.'],
    viewableImpressions: ['Viewable impr.', 'Viewable impressions'],
  },
  spend: [
    { header: 'Cost', currency: 'column' },
    { header: /^cost \((?<currency>[a-z]{3})\)$/, currency: 'header' },
  ],
  labels: ['Campaign', 'Campaign ID', 'Ad group', 'Account'],
  required: [['date'], ['id'], ['impressions'], ['clicks'], ['conversions']],
  isTotal: ({ line }) => /^total: /i.test(cellText(line.cells[0])),
};
