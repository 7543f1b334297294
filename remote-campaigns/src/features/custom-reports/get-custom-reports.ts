import { apiGet, useApiQuery } from '@beacon/shared';
import type { CustomReport } from './custom-report-types';
import { customReportsPath, type ReportOwner } from './report-owner';

/** `GET /api/clients/{clientId}/{campaigns|advertisers}/{id}/custom-reports`, by name. */
export const getCustomReports = (clientId: number, owner: ReportOwner, signal: AbortSignal) =>
  apiGet<CustomReport[]>(customReportsPath(clientId, owner), { signal });

export function useCustomReports(clientId: number, owner: ReportOwner) {
  return useApiQuery(`custom-reports:${clientId}:${owner.kind}:${owner.id}`, (signal) =>
    getCustomReports(clientId, owner, signal),
  );
}
