import { useApiQuery } from '@beacon/shared';
import { hubGet } from '../../api/hub';

/** `GET /users/me`: the signed-in user with their advertisers and groups (the session keeps only the basics). */
export function useMe() {
  return useApiQuery('users:me', (signal) => hubGet('/users/me', { path: {}, signal }));
}
