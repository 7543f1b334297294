import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type InternalUser = HubData<'/internal-users'>['content'][number];

export const INTERNAL_USERS = '/internal-users';

/** `GET /api/internal-users`: one page, searched on the server; the archived toggle lists the disabled ones. */
export const internalUsersQuery = (search: string, archived: boolean, page: number, pageSize: number) =>
  hubQueryOptions('/internal-users', {
    query: { search: search || undefined, enabled: !archived, page, pageSize },
  });

export const useInternalUsers = (search: string, archived: boolean, page: number, pageSize: number) =>
  useQuery({ ...internalUsersQuery(search, archived, page, pageSize), placeholderData: keepPreviousData });
