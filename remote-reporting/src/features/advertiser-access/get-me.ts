import { hubQueryOptions } from '@beacon/shared';
import { useQuery } from '@tanstack/react-query';

/** `GET /users/me`: the signed-in user with their advertisers and groups (the session keeps only the basics). */
export const meQuery = () => hubQueryOptions('/users/me', {});

export const useMe = () => useQuery(meQuery());
