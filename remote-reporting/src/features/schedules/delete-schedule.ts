import { hubDelete } from '@beacon/shared/api';

/** `DELETE .../builder-reports/schedules/{scheduleId}`. */
export const deleteSchedule = (clientId: number, advertiserId: number, scheduleId: number) =>
  hubDelete('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules/{scheduleId}', {
    path: { clientId, advertiserId, scheduleId },
  });
