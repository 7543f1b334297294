import { isEmptyCell } from '../cells';
import type { Preset } from '../preset';

/**
 * Display & Video 360: a standard report (Reporting > Offline reports) with Date, Insertion Order and Line Item
 * dimensions. `Line Item ID` is the platform line item id. Money is the advertiser's cost, `Revenue (Adv Currency)`,
 * else `Media Cost (Advertiser Currency)`, in the currency the `Advertiser Currency` column names (USD, or a rate is
 * needed); `Revenue (USD)`/`Media Cost (USD)` are dollars. Dates are written 2026/11/28.
 *
 * A DV360 CSV ends its data with a totals row (figures, no date or dimension: skipped), then an empty line, then
 * the report's metadata ("Report Time:", "Date Range:", "Group By:", filters, MRC notes): every line after that
 * empty line is skipped as notes, unless it reads as a delivery row, which is then an error rather than dropped.
 *
 * DV360 is not yet a platform in Beacon's catalogue: rows carry the code DV360 (see IMPORT_PLATFORMS).
 *
 * Sources: DV360 Help (offline reports, report file layout), DoubleClick Bid Manager API docs (metric and
 * dimension names); Google's Looker DV360 blocks for the same names.
 */
export const dv360: Preset = {
  id: 'dv360',
  label: 'Display & Video 360',
  platform: 'DV360',
  columns: {
    date: ['Date'],
    id: ['Line Item ID'],
    currency: ['Advertiser Currency'],
    impressions: ['Impressions'],
    clicks: ['Clicks'],
    conversions: ['Total Conversions'],
    completions: ['Complete Views (Video)'],
    viewableImpressions: ['Active View: Viewable Impressions'],
  },
  spend: [
    { header: 'Revenue (Adv Currency)', currency: 'column' },
    { header: 'Media Cost (Advertiser Currency)', currency: 'column' },
    { header: 'Revenue (USD)', currency: 'USD' },
    { header: 'Media Cost (USD)', currency: 'USD' },
  ],
  labels: ['Advertiser', 'Advertiser ID', 'Insertion Order', 'Insertion Order ID', 'Line Item', 'Campaign'],
  required: [['date'], ['id'], ['impressions'], ['clicks'], ['conversions']],
  isTotal: ({ labels, cell, hasFigures }) =>
    hasFigures && isEmptyCell(cell('date')) && isEmptyCell(cell('id')) && labels.every(isEmptyCell),
  notesAfterBlankLine: true,
};
