import { hubQueryOptions } from '@beacon/shared/api';
import type { QueryClient } from '@tanstack/react-query';

/** `GET /api/internal-users/{username}`, read fresh: an update sends the version the server has now. */
export const internalUserQuery = (username: string) =>
  hubQueryOptions('/internal-users/{username}', { path: { username } });

export const fetchInternalUser = (client: QueryClient, username: string) =>
  client.fetchQuery({ ...internalUserQuery(username), staleTime: 0 });
