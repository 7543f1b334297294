import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** A link's page: a campaign's report or a dashboard, by its `kind`. */
export type SharedTarget = HubData<'/shared/{token}'>;

/** What a share link's page explains itself: an unknown link (404) and one that no longer works (410). */
export const LINK_REFUSALS: readonly number[] = [404, 410];

/** `GET /shared/{token}`: the shared campaign or dashboard, who shared it and until when. Read once per visit (a view). */
export function useSharedReport(token: string) {
  return useQuery({
    ...hubQueryOptions('/shared/{token}', { path: { token } }, { silentOn: LINK_REFUSALS }),
    staleTime: Infinity,
    retry: false,
  });
}
