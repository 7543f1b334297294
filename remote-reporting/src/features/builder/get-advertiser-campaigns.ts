import { hubQueryOptions, type Platform, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

const PATH = '/clients/{clientId}/advertisers/{advertiserId}/campaigns' as const;
export type CampaignOption = HubData<typeof PATH>[number];

/**
 * `GET /clients/{clientId}/advertisers/{advertiserId}/campaigns`: the advertiser's campaigns by platform (spec
 * section 3: id, label, start and end dates), only those on one of `platforms` when some are picked.
 */
export const advertiserCampaignsQuery = (clientId: number, advertiserId: number, platforms: Platform[]) =>
  hubQueryOptions(PATH, {
    path: { clientId, advertiserId },
    query: platforms.length ? { platforms: [...platforms].sort() } : {},
  });

export const useAdvertiserCampaigns = (clientId: number, advertiserId: number, platforms: Platform[]) =>
  useQuery(advertiserCampaignsQuery(clientId, advertiserId, platforms));
