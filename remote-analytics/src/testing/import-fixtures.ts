import type { Import } from '../features/imports/get-imports';

/** An import as the hub answers it: a Google Ads report of three rows, imported whole, unless told otherwise. */
export function anImport(fields: Partial<Import> = {}): Import {
  return {
    id: 100,
    status: 'done',
    source: 'file',
    dryRun: false,
    acceptValidRows: false,
    format: 'google-ads',
    formatLabel: 'Google Ads',
    fileName: 'google-ads-november.csv',
    progress: 100,
    rowsRead: 3,
    rowsAccepted: 3,
    rowsRejected: 0,
    errors: [],
    message: null,
    preview: PREVIEW,
    days: { from: '2026-11-01', to: '2026-11-02' },
    lineItems: 2,
    createdAt: '2026-11-20T14:05:00Z',
    createdBy: 'admin@acme.test',
    finishedAt: '2026-11-20T14:05:09Z',
    undoneAt: null,
    undoneBy: null,
    ...fields,
  };
}

const row = (fields: Partial<Import['preview'][number]>): Import['preview'][number] => ({
  row: 4,
  date: '2026-11-01',
  platform: 'GOOGLE_ADS',
  platformLineItemId: '1201',
  lineItemName: 'Search - Brand',
  campaignName: 'Trailhead Fall Search',
  region: null,
  impressions: 12345,
  clicks: 321,
  conversions: 12,
  spend: 1234.5,
  ...fields,
});

export const PREVIEW: Import['preview'] = [
  row({}),
  row({ row: 5, date: '2026-11-02', impressions: 10000, clicks: 250, conversions: 9, spend: 999.99 }),
  row({
    row: 6,
    platformLineItemId: '1202',
    lineItemName: 'Search - Generic',
    region: 'CA',
    impressions: 5000,
    clicks: 80,
    conversions: 1,
    spend: 310,
  }),
];
