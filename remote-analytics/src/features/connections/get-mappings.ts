import {
  analyticsKey,
  analyticsPut,
  analyticsQueryOptions,
  type AnalyticsBody,
  type AnalyticsData,
} from '@beacon/shared/analytics-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type Path = '/workspaces/{workspaceId}/connections/{connectionId}/mappings';
const PATH: Path = '/workspaces/{workspaceId}/connections/{connectionId}/mappings';
export type ConnectorMapping = AnalyticsData<Path>[number];
export type MapRecord = AnalyticsBody<Path, 'put'>;

/** `GET .../mappings`: the vendor's records that stand for advertisers, those no person has mapped yet first. */
export function useConnectionMappings(workspaceId: number, connectionId: string) {
  return useQuery(analyticsQueryOptions(PATH, { path: { workspaceId, connectionId } }));
}

/** `PUT .../mappings`: a person maps one record once (a customer or account to an advertiser, an ad group to a line item). */
export function useMapRecord(workspaceId: number, connectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MapRecord) => analyticsPut(PATH, { path: { workspaceId, connectionId }, body }),
    onSuccess: (data) => client.setQueryData(analyticsKey(PATH, { workspaceId, connectionId }, {}), data),
  });
}
