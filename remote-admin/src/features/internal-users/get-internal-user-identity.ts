import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/internal-users/{username}/identity`: the user's account at the identity provider, read fresh. */
export const useInternalUserIdentity = (username: string) =>
  useQuery({ ...hubQueryOptions('/internal-users/{username}/identity', { path: { username } }), staleTime: 0 });
