// Temporary until the generated hub types land: then `HubData<'/clients/{clientId}/campaigns/{campaignId}/custom-reports'>[number]`.

/** A custom report link as the hub sends it. */
export interface CustomReport {
  id: number;
  name: string;
  url: string;
  description: string;
  destination: string;
  advertiserId: number | null;
  campaignId: number | null;
  createdAt: string;
}

/** Where a report link is shown (spec section 3). */
export const DESTINATIONS = [
  { value: 'ADVERTISER_OVERVIEW', label: 'Advertiser overview' },
  { value: 'ADVERTISER_DASHBOARD', label: 'Advertiser dashboard' },
  { value: 'CLIENT_DASHBOARD', label: 'Client dashboard' },
] as const;

export interface NewCustomReport {
  name: string;
  url: string;
  description?: string;
  destination: (typeof DESTINATIONS)[number]['value'];
}
