import type { Campaign, CampaignRow, CampaignUpdate, Pacing, RfpForm } from '../features/campaigns/campaign-types';

export const campaignRow = (fields: Partial<CampaignRow>): CampaignRow => ({
  id: 11,
  name: 'Trailhead Gear Spring Launch 2026',
  advertiserId: 1,
  advertiserName: 'Trailhead Gear',
  advertiserWebsite: 'trailhead.example',
  status: 'Live',
  blockerReason: null,
  startDate: '2026-03-01',
  estimatedStartDate: null,
  endDate: '2026-05-31',
  estimatedEndDate: null,
  daysRemaining: 20,
  budget: 50000,
  deliveredBudget: 30125.5,
  ...fields,
});

/** In the server's order: statuses in display order. */
export const CAMPAIGNS: CampaignRow[] = [
  campaignRow({
    id: 12,
    name: 'Summit Coffee Holiday Push 2026',
    advertiserId: 2,
    advertiserName: 'Summit Coffee',
    status: 'Blocked',
    blockerReason: 'Creative pending approval',
  }),
  campaignRow({ id: 11 }),
  campaignRow({
    id: 13,
    name: 'Trailhead Gear Back to School 2026',
    status: 'Draft',
    startDate: null,
    endDate: null,
    estimatedStartDate: '2026-08-01',
    estimatedEndDate: '2026-09-15',
    daysRemaining: 0,
    deliveredBudget: 0,
  }),
];

export const RFP_FORMS: RfpForm[] = [
  {
    id: 1,
    campaignName: 'Summit Coffee Fall Clearance RFP',
    advertiser: { id: 2, name: 'Summit Coffee' },
    status: 'PROPOSAL_SENT',
    budget: 42000,
    submittedAt: '2026-02-10T15:00:00Z',
  },
];

export const CAMPAIGN: Campaign = {
  id: 11,
  campaignName: 'Trailhead Gear Spring Launch 2026',
  advertiser: { id: 1, name: 'Trailhead Gear', website: 'trailhead.example' },
  status: 'Live',
  blocker: null,
  objective: 'Conversions',
  campaignStartDate: '2026-03-01',
  estStartDate: null,
  campaignEndDate: '2026-05-31',
  estEndDate: null,
  daysRemaining: 20,
  totalBudget: 50000,
  totalDeliveredBudget: 30125.5,
  rateType: 'CPM',
  rate: 12.5,
  addedValueImpressions: 0,
  impressions: 4000000,
  lineItems: [{ id: 1, name: 'DISPLAY - Spring Launch', platform: 'XANDR', adFormat: 'DISPLAY', budget: 50000 }],
};

export const PACING: Pacing = {
  budget: 50000,
  throughDay: '2026-05-10',
  dataAsOf: '2026-05-09',
  deliveredSpend: 30125.5,
  expectedSpend: 38043.48,
  pacing: 0.7919,
  pacingPercent: 79.19,
  series: [
    { day: '2026-03-01', deliveredSpend: 400, expectedSpend: 543.48 },
    { day: '2026-05-10', deliveredSpend: 30125.5, expectedSpend: 38043.48 },
  ],
};

export const UPDATES: CampaignUpdate[] = [
  { id: 2, author: 'Jordan Blake', body: 'Raised bids on the best region.', createdAt: '2026-05-08T14:00:00Z' },
  { id: 1, author: 'Casey Park', body: 'Campaign launched.', createdAt: '2026-03-01T09:00:00Z' },
];
