import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

const PATH = '/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules/{scheduleId}/history';
export type ScheduleRun = HubData<typeof PATH>[number];

/** `GET .../schedules/{scheduleId}/history`: each run, newest first (loads while the dialog is open). */
export const scheduleHistoryQuery = (clientId: number, advertiserId: number, scheduleId: number) =>
  hubQueryOptions(PATH, { path: { clientId, advertiserId, scheduleId } });

export function useScheduleHistory(clientId: number, advertiserId: number, scheduleId: number | null) {
  return useQuery({ ...scheduleHistoryQuery(clientId, advertiserId, scheduleId ?? 0), enabled: scheduleId !== null });
}
