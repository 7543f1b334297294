import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';

export type ScheduleRun =
  HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules/{scheduleId}/history'>[number];

/** `GET .../schedules/{scheduleId}/history`: each run, newest first (loads while the dialog is open). */
export function useScheduleHistory(clientId: number, advertiserId: number, scheduleId: number | null, version: number) {
  return useApiQuery(
    scheduleId === null ? null : `schedule-history:${clientId}:${advertiserId}:${scheduleId}:${version}`,
    (signal) =>
      hubGet('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules/{scheduleId}/history', {
        path: { clientId, advertiserId, scheduleId: scheduleId! },
        signal,
      }),
  );
}
