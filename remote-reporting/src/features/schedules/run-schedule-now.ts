import { hubPost } from '@beacon/shared/api';

/** `POST .../schedules/{scheduleId}/run`: Run now, the report mailed at once; the run it made. */
export const runScheduleNow = (clientId: number, advertiserId: number, scheduleId: number) =>
  hubPost('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules/{scheduleId}/run', {
    path: { clientId, advertiserId, scheduleId },
  });
