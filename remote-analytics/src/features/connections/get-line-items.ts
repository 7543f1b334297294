import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

type Path = '/workspaces/{workspaceId}/connections/{connectionId}/line-items';
const PATH: Path = '/workspaces/{workspaceId}/connections/{connectionId}/line-items';
export type LineItemChoice = AnalyticsData<Path>[number];

/** `GET .../line-items`: the line items an ad group of this connection may be placed on, with what each carries. */
export function useLineItemChoices(workspaceId: number, connectionId: string, enabled: boolean) {
  return useQuery({ ...analyticsQueryOptions(PATH, { path: { workspaceId, connectionId } }), enabled });
}
