// Temporary until the generated hub types land: then `HubData<'/clients/{clientId}/advertisers/{advertiserId}'>`.

/** An advertiser in its full form. */
export interface Advertiser {
  id: number;
  name: string;
  website: string | null;
  advertiserGroupId: number | null;
  countsForCurrentClient: { countOfCampaignsClosedWon: number; countOfCampaignsActive: number };
}
