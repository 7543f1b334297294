import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type ErrorGroup = HubData<'/releases/{remote}/error-groups'>[number];

/** `GET /api/releases/{remote}/error-groups`: errors grouped by fingerprint, with their counts. */
export const useErrorGroups = (remote: string) =>
  useQuery(hubQueryOptions('/releases/{remote}/error-groups', { path: { remote } }));
