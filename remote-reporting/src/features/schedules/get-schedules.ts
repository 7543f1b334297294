import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';

export type Schedule = HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules'>[number];

/** `GET .../builder-reports/schedules?type=LOOKER`: the advertiser's report schedules. */
export function useSchedules(clientId: number, advertiserId: number, version: number) {
  return useApiQuery(`schedules:${clientId}:${advertiserId}:${version}`, (signal) =>
    hubGet('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules', {
      path: { clientId, advertiserId },
      query: { type: 'LOOKER' },
      signal,
    }),
  );
}
