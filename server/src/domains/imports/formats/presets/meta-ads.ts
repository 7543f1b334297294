import { isEmptyCell } from '../cells';
import type { Preset } from '../preset';

/**
 * Meta: an Ads Manager export (Reports > Export table data, CSV or XLSX) at the ad set level. Every row carries its
 * reporting period in `Reporting starts` and `Reporting ends`; a row is one day when the export is broken down by
 * day (a `Day` column, read first) or when both dates are the same day. A row spanning several days is an error: its
 * figures cannot be split into days without guessing. The optional summary row Meta adds has dates and figures
 * but no campaign, ad set or id, and is skipped.
 *
 * `Ad set ID` is the platform line item id (ad sets are where Meta sets budgets and schedules). Clicks are
 * `Link clicks`, else `Clicks (all)`; conversions are `Results` (what the ad set optimises for), else `Conversions`.
 * Money is `Amount spent (USD)`: the currency is in the header, and another one needs a rate.
 * Meta writes IDs as long numbers (17+ digits): a workbook whose ID cells are numbers has lost digits, refused per row.
 *
 * Sources: Meta Business Help Center (Ads Manager export, column names), Marketing API Insights reference
 * (ad set id, spend, impressions, actions). Localised exports (other languages) are not read.
 */
export const metaAds: Preset = {
  id: 'meta-ads',
  label: 'Meta Ads',
  platform: 'META',
  columns: {
    date: ['Day'],
    dateStart: ['Reporting starts'],
    dateEnd: ['Reporting ends'],
    id: ['Ad set ID'],
    impressions: ['Impressions'],
    clicks: ['Link clicks', 'Clicks (all)'],
    conversions: ['Results', 'Conversions'],
    completions: ['Video plays at 100%'],
  },
  spend: [
    { header: 'Amount spent (USD)', currency: 'USD' },
    { header: /^amount spent \((?<currency>[a-z]{3})\)$/, currency: 'header' },
  ],
  labels: ['Campaign name', 'Ad set name', 'Campaign ID', 'Account name'],
  required: [['dateStart', 'date'], ['id'], ['impressions'], ['clicks'], ['conversions']],
  isTotal: ({ labels, cell, hasFigures }) => hasFigures && isEmptyCell(cell('id')) && labels.every(isEmptyCell),
};
