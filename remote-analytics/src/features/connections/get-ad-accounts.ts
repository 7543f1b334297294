import { analyticsQueryOptions, type AnalyticsData, type AnalyticsQuery } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type AdAccount = AnalyticsData<'/accounts'>[number];
/** A source whose accounts can be listed: one connected by OAuth, or with an API token (The Trade Desk). */
export type AccountSourceType = AnalyticsQuery<'/accounts'>['sourceType'];

/** `GET /analytics/accounts?sourceType&connectionId`: the ad accounts (advertisers) a connection's sign-in or API token reaches. */
export const adAccountsQuery = (sourceType: AccountSourceType, connectionId: string) =>
  analyticsQueryOptions('/accounts', { query: { sourceType, connectionId } });

export function useAdAccounts(sourceType: AccountSourceType | null, connectionId: string | null) {
  return useQuery({
    ...adAccountsQuery(sourceType ?? 'META_ADS', connectionId ?? ''),
    enabled: sourceType !== null && connectionId !== null,
  });
}
