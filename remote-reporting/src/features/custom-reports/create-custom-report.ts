import { hubPost, type HubBody } from '@beacon/shared/api';

export type NewCustomReport = HubBody<'/clients/{clientId}/custom-reports'>;

/** `POST /clients/{clientId}/custom-reports`: the created report, appended to the list by the caller. */
export const createCustomReport = (clientId: number, body: NewCustomReport) =>
  hubPost('/clients/{clientId}/custom-reports', { path: { clientId }, body });
