import type { Preset } from '../preset';

/**
 * Adomni (digital out of home): a campaign performance report by day. Adomni's public API docs say a campaign is
 * what other platforms call a line item, and report plays, impressions, spend and CPM; the export's exact column
 * names are not documented publicly, so the common variants are accepted: the id is `Campaign ID` (or `Line Item ID`
 * / `Ad Group ID`), impressions are `Impressions`, else `Plays` (a screen's play is its impression when no audience
 * estimate is given), money is `Spend` in US dollars. Screens cannot be clicked and Adomni counts no conversions:
 * without those columns both are 0.
 *
 * Sources: Adomni API documentation (campaigns as line items; plays, impressions, spend).
 */
export const adomni: Preset = {
  id: 'adomni',
  label: 'Adomni',
  platform: 'ADOMNI',
  columns: {
    date: ['Date', 'Day'],
    id: ['Campaign ID', 'Line Item ID', 'Ad Group ID'],
    impressions: ['Impressions', 'Plays'],
    clicks: ['Clicks'],
    conversions: ['Conversions'],
  },
  spend: [
    { header: 'Spend', currency: 'USD' },
    { header: 'Spend (USD)', currency: 'USD' },
    { header: 'Amount Spent', currency: 'USD' },
  ],
  labels: ['Campaign', 'Campaign Name', 'Campaign Group', 'Line Item', 'Ad Group'],
  required: [['date'], ['id'], ['impressions']],
  absentAs: { clicks: 0, conversions: 0 },
};
