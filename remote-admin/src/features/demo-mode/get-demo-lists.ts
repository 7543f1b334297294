import { useHubSearch, type HubData } from '@beacon/shared/api';

export type ClientOption = HubData<'/clients'>[number];
export type CampaignRow = HubData<'/clients/{clientId}/campaigns'>[number];

/** The clients the user may pick, searched on the server by label. */
export const useDemoClients = (search: string) => useHubSearch('/clients', {}, search);

/** One client's campaigns, every status but the excluded one, searched on the server by name. */
export const useDemoCampaigns = (clientId: number, search: string) =>
  useHubSearch('/clients/{clientId}/campaigns', { path: { clientId }, query: { filter: 'all' } }, search);
