import { hubAllPagesQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export interface CampaignListOptions {
  filter: 'active' | 'all';
  advertiserId?: number;
}

/** `GET /api/clients/{clientId}/campaigns`, every page, in the server's order (status display order). */
export const campaignsQuery = (clientId: number, { filter, advertiserId }: CampaignListOptions) =>
  hubAllPagesQueryOptions(
    '/clients/{clientId}/campaigns',
    {
      path: { clientId },
      query: {
        ...(filter === 'active' ? { filter } : {}),
        ...(advertiserId === undefined ? {} : { advertiserIds: [advertiserId] }),
      },
    },
    { silentOn: [403, 404] },
  );

export function useCampaigns(clientId: number | null, options: CampaignListOptions) {
  return useQuery({ ...campaignsQuery(clientId ?? 0, options), enabled: clientId !== null });
}
