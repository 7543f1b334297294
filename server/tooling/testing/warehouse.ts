import { CAMPAIGN_STATUSES } from '../../src/semantic/enumerations';

/**
 * What an agency's warehouse holds for one new client, table by table, as its ETL script sends it to the ingestion
 * API (server/src/domains/ingest/ingest.test.ts): every campaign status, line items on two platforms with their delivery,
 * invoices in each status, the services catalogue, an audience with its counts.
 */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A PDF as an accounting system sends it: the bytes of a real (tiny) PDF file. */
export const pdfOf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const CLIENT = {
  externalId: 'wh-client-harbor',
  name: 'Harbor & Pine Foods',
  website: 'https://harborpine.test',
};
const client = { clientExternalId: CLIENT.externalId };
/** The client's invoice `n` as its accounting system sends it: numbered HP-100<n>. */
const invoice = <T extends object>(n: number, fields: T) => ({
  externalId: `wh-inv-${n}`,
  ...client,
  invoiceNumber: `HP-100${n}`,
  ...fields,
});

/** What an agency's warehouse holds for one new client, table by table, as its ETL script sends it. */
export function warehouse() {
  const campaigns = CAMPAIGN_STATUSES.map((status, n) => ({
    externalId: `wh-cmp-${n}`,
    ...client,
    advertiserExternalId: n % 2 ? 'wh-adv-fresh' : 'wh-adv-market',
    name: `Harbor ${status} campaign`,
    status,
    ...(status === 'Blocked' ? { blockerReason: 'Waiting for creative approval' } : {}),
    ...(['Proposal', 'Deal', 'Draft', 'Pending'].includes(status)
      ? { estimatedStartDate: day(10), estimatedEndDate: day(40) }
      : { startDate: day(-20), endDate: day(20) }),
    objective: 'Conversions',
    totalBudget: 12_500 + n,
    rateType: 'CPM',
    rate: 12.5,
  }));
  return {
    clients: [CLIENT],
    'advertiser-groups': [{ externalId: 'wh-grp-grocery', ...client, name: 'Grocery' }],
    advertisers: [
      { externalId: 'wh-adv-market', ...client, name: 'Harbor Market', groupExternalId: 'wh-grp-grocery' },
      { externalId: 'wh-adv-fresh', ...client, name: 'Pine Fresh', website: 'https://pinefresh.test' },
    ],
    campaigns,
    'line-items': [
      {
        externalId: 'wh-li-1',
        ...client,
        campaignExternalId: 'wh-cmp-2',
        name: 'Live - Meta prospecting',
        platform: 'META',
        platformLineItemId: 'wh-meta-adset-1',
        adFormat: 'SOCIAL',
        budget: 6000,
        startDate: day(-10),
        endDate: day(10),
      },
      {
        externalId: 'wh-li-2',
        ...client,
        campaignExternalId: 'wh-cmp-2',
        name: 'Live - CTV',
        platform: 'TRADE_DESK',
        platformLineItemId: 'wh-ttd-li-2',
        adFormat: 'CTV',
        budget: 6500,
      },
    ],
    delivery: [
      {
        ...client,
        date: day(-2),
        platform: 'META',
        platformLineItemId: 'wh-meta-adset-1',
        region: 'West',
        impressions: 10000,
        clicks: 120,
        conversions: 4,
        spend: 150.25,
      },
      {
        ...client,
        date: day(-2),
        platform: 'META',
        platformLineItemId: 'wh-meta-adset-1',
        region: 'Midwest',
        impressions: 8000,
        clicks: 90,
        conversions: 2,
        spend: 110,
      },
      {
        ...client,
        date: day(-1),
        platform: 'TRADE_DESK',
        platformLineItemId: 'wh-ttd-li-2',
        impressions: 20000,
        clicks: 10,
        conversions: 1,
        spend: 400,
        completions: 15000,
      },
    ],
    invoices: [
      invoice(1, {
        advertiserExternalId: 'wh-adv-market',
        campaignExternalId: 'wh-cmp-2',
        totalAmount: 5000,
        balance: 0,
        transactionDate: day(-60),
        dueDate: day(-30),
        pdf: pdfOf('HP-1001').toString('base64'),
      }),
      invoice(2, {
        advertiserExternalId: 'wh-adv-fresh',
        totalAmount: 2500.5,
        balance: 2500.5,
        transactionDate: day(-45),
        dueDate: day(-15),
      }),
      invoice(3, { totalAmount: 800, balance: 300, transactionDate: day(-5), dueDate: day(25), memo: 'Retainer' }),
    ],
    'product-categories': [{ slug: 'harbor-services', name: 'Harbor services', position: 90 }],
    products: [
      { externalId: 'wh-prd-1', categorySlug: 'harbor-services', name: 'Shelf-talker DOOH', startingPrice: 750 },
      { externalId: 'wh-prd-2', categorySlug: 'harbor-services', name: 'Recipe video', pricing: 'Flat fee' },
    ],
    audiences: [
      {
        externalId: 'wh-aud-1',
        ...client,
        advertiserExternalId: 'wh-adv-market',
        name: 'Weekly shoppers',
        segmentType: 'FIRST_PARTY',
        counts: [
          { date: day(-3), deviceCount: 1000, householdCount: 400 },
          { date: day(-2), deviceCount: 1100, householdCount: 420 },
          { date: day(-1), deviceCount: 1200, householdCount: 450 },
        ],
      },
    ],
  };
}

export type Warehouse = ReturnType<typeof warehouse>;
export const ORDER: (keyof Warehouse)[] = [
  'clients',
  'advertiser-groups',
  'advertisers',
  'campaigns',
  'line-items',
  'delivery',
  'invoices',
  'product-categories',
  'products',
  'audiences',
];
