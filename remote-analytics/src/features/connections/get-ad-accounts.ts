import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import type { OAuthSourceType } from './oauth-return';
import { useQuery } from '@tanstack/react-query';

export type AdAccount = AnalyticsData<'/accounts'>[number];

/** `GET /analytics/accounts?sourceType&connectionId`: the ad accounts a connection's sign-in reaches. */
export const adAccountsQuery = (sourceType: OAuthSourceType, connectionId: string) =>
  analyticsQueryOptions('/accounts', { query: { sourceType, connectionId } });

export function useAdAccounts(sourceType: OAuthSourceType | null, connectionId: string | null) {
  return useQuery({
    ...adAccountsQuery(sourceType ?? 'META_ADS', connectionId ?? ''),
    enabled: sourceType !== null && connectionId !== null,
  });
}
