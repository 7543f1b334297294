import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type RemoteReleases = HubData<'/releases'>[number];
export type ReleaseHealth = NonNullable<RemoteReleases['health']>;

export const RELEASES = '/releases';

/** `GET /api/releases`: each remote's releases, the version in service, its canary and their error rates. */
export const releasesQuery = () => hubQueryOptions('/releases', {});

/** Asked again every 10 seconds: a canary steps up or is rolled back by itself. */
export const useReleases = () => useQuery({ ...releasesQuery(), refetchInterval: 10_000 });
