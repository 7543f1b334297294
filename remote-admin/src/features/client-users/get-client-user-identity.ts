import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/users/{username}/identity`: the user's account at the identity provider, read fresh. */
export const useClientUserIdentity = (clientId: number, username: string) =>
  useQuery({
    ...hubQueryOptions('/clients/{clientId}/users/{username}/identity', { path: { clientId, username } }),
    staleTime: 0,
  });
