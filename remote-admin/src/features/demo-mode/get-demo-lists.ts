import { apiGet, useApiQuery } from '@beacon/shared';

export interface ClientOption {
  id: number;
  label: string;
}

export interface CampaignRow {
  id: number;
  name: string;
  advertiserId: number;
  advertiserName: string;
}

/** Every client the user may pick, for the controller's first step. */
export function useClientOptions() {
  return useApiQuery('demo-clients', (signal) =>
    apiGet<ClientOption[]>('/clients', { params: { pageSize: 100 }, signal }),
  );
}

/** One client's campaigns, every status, for the controller's second step. */
export function useClientCampaigns(clientId: number) {
  return useApiQuery(`demo-campaigns:${clientId}`, (signal) =>
    apiGet<CampaignRow[]>(`/clients/${clientId}/campaigns`, { params: { pageSize: 100, filter: 'all' }, signal }),
  );
}
