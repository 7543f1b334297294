import { hubDelete, hubKey, hubPost, hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const LIST = '/clients/{clientId}/share-links';
export type ShareLink = HubData<typeof LIST>[number];

/** What a link shows: a campaign's report (by the campaign's id) or a dashboard of one's own, and its name. */
export interface ShareTarget {
  kind: 'campaign-report' | 'dashboard';
  id: number;
  name: string;
}

/** `GET /clients/{clientId}/share-links?campaignId=|dashboardId=`: one report's or dashboard's links with their views. */
export function useShareLinks(clientId: number, target: ShareTarget, enabled: boolean) {
  const query = target.kind === 'dashboard' ? { dashboardId: target.id } : { campaignId: target.id };
  // Views come from people without an account: read afresh each time the dialog opens.
  return useQuery({ ...hubQueryOptions(LIST, { path: { clientId }, query }), enabled, staleTime: 0 });
}

/** Making or revoking a link changes the list of the client's links. */
function useLinkChange<T, R>(clientId: number, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKey(LIST, { clientId }) }),
  });
}

/** `POST /clients/{clientId}/share-links`: a link to the report or dashboard, working until `expiresAt`. */
export const useCreateShareLink = (clientId: number) =>
  useLinkChange(clientId, ({ target, expiresAt }: { target: ShareTarget; expiresAt: string }) =>
    hubPost(LIST, { path: { clientId }, body: { target: { kind: target.kind, id: target.id }, expiresAt } }),
  );

/** `DELETE /clients/{clientId}/share-links/{shareLinkId}`: refused from now on, still listed. */
export const useRevokeShareLink = (clientId: number) =>
  useLinkChange(clientId, (shareLinkId: number) =>
    hubDelete('/clients/{clientId}/share-links/{shareLinkId}', { path: { clientId, shareLinkId } }),
  );

/** The instant a link made now for this many days stops working. */
export const expiryIn = (days: number, now = Date.now()) => new Date(now + days * 86_400_000).toISOString();
