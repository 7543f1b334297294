import type { Preset } from '../preset';

/**
 * The Trade Desk: a My Reports custom report (CSV or XLSX) with Date, Advertiser, Campaign, Ad Group and Ad Group ID
 * as dimensions. `Ad Group ID` (TTD's alphanumeric id) is the platform line item id. Money is the advertiser's cost:
 * `Advertiser Cost (USD)`, or `Advertiser Cost (Adv Currency)` with the `Advertiser Currency Code` column naming each
 * row's currency (another currency than USD needs a rate). Conversions are `Total Click + View Conversions` (TTD may
 * number them per tracking tag, "01 - Total Click + View Conversions": the first is read). Video completions are
 * `Player Completed Views`. Dates are 2026-11-28 or 11/28/2026 (month first).
 *
 * Sources: TTD's report documentation is behind its partner portal; the names follow what reporting connectors
 * document publicly (Adverity's TTD guide: Advertiser Cost (Advertiser Currency) vs (Partner Currency)) and the
 * common variants are accepted.
 */
export const theTradeDesk: Preset = {
  id: 'the-trade-desk',
  label: 'The Trade Desk',
  platform: 'TRADE_DESK',
  columns: {
    date: ['Date', 'Day'],
    id: ['Ad Group ID'],
    currency: ['Advertiser Currency Code', 'Advertiser Currency', 'Currency Code'],
    impressions: ['Impressions'],
    clicks: ['Clicks'],
    conversions: [
      'Total Click + View Conversions',
      /^\d+ - total click \+ view conversions$/,
      'Conversions',
      'Total Conversions',
    ],
    completions: ['Player Completed Views', 'Completed Views'],
  },
  spend: [
    { header: 'Advertiser Cost (USD)', currency: 'USD' },
    { header: /^advertiser cost \((?<currency>adv(?:ertiser)? currency)\)$/, currency: 'header' },
  ],
  labels: ['Advertiser', 'Campaign', 'Ad Group', 'Advertiser ID', 'Campaign ID'],
  required: [['date'], ['id'], ['impressions'], ['clicks'], ['conversions']],
};
