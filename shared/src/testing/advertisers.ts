/** An advertiser as `GET /clients/{clientId}/advertisers/{advertiserId}` answers, for tests: Trailhead Gear. */
export const anAdvertiser = (fields: { id?: number; name?: string; campaignsActive?: number } = {}) => ({
  id: fields.id ?? 1,
  name: fields.name ?? 'Trailhead Gear',
  website: null,
  advertiserGroupId: null,
  countsForCurrentClient: { countOfCampaignsActive: fields.campaignsActive ?? 1, countOfCampaignsClosedWon: 0 },
});
