import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type ReportDefaults = HubData<'/clients/{clientId}/campaign-reports/specifications/{specificationId}/defaults'>;

/** `GET .../campaign-reports/specifications/{id}/defaults`: what a report opens with, as the server declares it. */
export const reportDefaultsQuery = (clientId: number, specificationId: number) =>
  hubQueryOptions('/clients/{clientId}/campaign-reports/specifications/{specificationId}/defaults', {
    path: { clientId, specificationId },
  });

export const useReportDefaults = (clientId: number, specificationId: number, enabled = true) =>
  useQuery({ ...reportDefaultsQuery(clientId, specificationId), enabled });
