import type { Preset } from '../preset';

/**
 * Beacon's own CSV (or XLSX): one row per line item and day, and per region when the file has a `region` column
 * (a file without it holds each line item's whole day). Columns: date (yyyy-MM-dd), platform (the catalogue's
 * code: XANDR, TRADE_DESK, META, GOOGLE_ADS, ADOMNI), platformLineItemId, region (optional), impressions, clicks,
 * conversions, spend (US dollars), and optionally completions, viewableImpressions, siteActivities. Names are
 * matched without case; no title or total lines.
 */
export const beacon: Preset = {
  id: 'beacon',
  label: 'Beacon',
  platform: null,
  columns: {
    date: ['date'],
    platform: ['platform'],
    id: ['platformLineItemId'],
    region: ['region'],
    impressions: ['impressions'],
    clicks: ['clicks'],
    conversions: ['conversions'],
    completions: ['completions'],
    viewableImpressions: ['viewableImpressions'],
    siteActivities: ['siteActivities'],
  },
  spend: [{ header: 'spend', currency: 'USD' }],
  labels: [],
  required: [['date'], ['platform'], ['id'], ['impressions'], ['clicks'], ['conversions']],
  isoDates: true,
};
