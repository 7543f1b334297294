import { hubPost, type HubBody } from '@beacon/shared/api';

export type NewSchedule = HubBody<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules'>;

/** `POST .../builder-reports/schedules`: field errors come back as `fields` and go under the banner. */
export const createSchedule = (clientId: number, advertiserId: number, body: NewSchedule) =>
  hubPost('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules', {
    path: { clientId, advertiserId },
    body,
  });
