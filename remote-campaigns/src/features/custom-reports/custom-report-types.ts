import type { HubBody, HubData } from '@beacon/shared/api';

/** A custom report link as the hub sends it (the same form on campaigns and advertisers). */
export type CustomReport = HubData<'/clients/{clientId}/campaigns/{campaignId}/custom-reports'>[number];
export type NewCustomReport = HubBody<'/clients/{clientId}/campaigns/{campaignId}/custom-reports'>;

/** Where a report link is shown (spec section 3), in words. */
export const DESTINATIONS: { value: NewCustomReport['destination']; label: string }[] = [
  { value: 'ADVERTISER_OVERVIEW', label: 'Advertiser overview' },
  { value: 'ADVERTISER_DASHBOARD', label: 'Advertiser dashboard' },
  { value: 'CLIENT_DASHBOARD', label: 'Client dashboard' },
];
