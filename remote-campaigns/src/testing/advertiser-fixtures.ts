import type { Advertiser } from '../features/advertisers/advertiser-types';

export const advertiser = (fields: Partial<Advertiser>): Advertiser => ({
  id: 1,
  name: 'Trailhead Gear',
  website: 'trailhead.example',
  advertiserGroupId: null,
  countsForCurrentClient: { countOfCampaignsClosedWon: 3, countOfCampaignsActive: 2 },
  ...fields,
});

export const ADVERTISERS: Advertiser[] = [
  advertiser({
    id: 2,
    name: 'Summit Coffee',
    website: null,
    countsForCurrentClient: { countOfCampaignsClosedWon: 0, countOfCampaignsActive: 1 },
  }),
  advertiser({ id: 1 }),
];
