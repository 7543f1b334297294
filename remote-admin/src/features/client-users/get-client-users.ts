import { hubPageQueryOptions, type HubData } from '@beacon/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type ClientUser = HubData<'/clients/{clientId}/users'>[number];

export const CLIENT_USERS = '/clients/{clientId}/users';

/**
 * `GET /api/clients/{clientId}/users`: the client's standard users in the server's order (disabled last, then
 * by email), searched over full name and email; disabled users only when "show disabled" is ticked.
 */
export const clientUsersQuery = (
  clientId: number,
  search: string,
  showDisabled: boolean,
  page: number,
  pageSize: number,
) =>
  hubPageQueryOptions(
    '/clients/{clientId}/users',
    {
      path: { clientId },
      query: { search: search || undefined, enabled: showDisabled ? undefined : true, page, pageSize },
    },
    { silentOn: [403, 404] },
  );

export const useClientUsers = (...query: Parameters<typeof clientUsersQuery>) =>
  useQuery({ ...clientUsersQuery(...query), placeholderData: keepPreviousData });
