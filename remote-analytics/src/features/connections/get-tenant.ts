import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type SourceTypeInfo = AnalyticsData<'/tenant'>['sourceTypes'][number];

/** `GET /analytics/tenant`: who the analytics API takes the caller to be, and the sources it can connect. */
export const tenantQuery = () => analyticsQueryOptions('/tenant', {});

export const useTenant = () => useQuery({ ...tenantQuery(), staleTime: 5 * 60_000 });

/** The sources' names, as the server labels them. */
export function useSourceTypes(): SourceTypeInfo[] {
  return useTenant().data?.sourceTypes ?? [];
}
