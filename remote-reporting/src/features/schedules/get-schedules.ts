import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type Schedule = HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules'>[number];

/** `GET .../builder-reports/schedules?type=LOOKER`: the advertiser's report schedules. */
export const schedulesQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules', {
    path: { clientId, advertiserId },
    query: { type: 'LOOKER' },
  });

export const useSchedules = (clientId: number, advertiserId: number) =>
  useQuery(schedulesQuery(clientId, advertiserId));
