import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type ReleaseError = HubData<'/releases/{remote}/errors'>[number];

/** `GET /api/releases/{remote}/errors`: the newest errors browsers reported, stack traces mapped to the sources. */
export const useReleaseErrors = (remote: string) =>
  useQuery(hubQueryOptions('/releases/{remote}/errors', { path: { remote } }));
