import { analyticsPost, type AnalyticsBody } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

export type TokenConnectionFields = AnalyticsBody<'/workspaces/{workspaceId}/connections/token', 'post'>;

/**
 * `POST .../connections/token`: connects a source with the API token a person pasted (The Trade Desk). The server
 * checks it with the vendor first, keeps it encrypted and never sends it back; the answer is the connection and
 * the accounts (advertisers) it reaches.
 */
export function useConnectWithToken(workspaceId: number) {
  return useWorkspaceChange(workspaceId, (body: TokenConnectionFields) =>
    analyticsPost('/workspaces/{workspaceId}/connections/token', { path: { workspaceId }, body }),
  );
}
