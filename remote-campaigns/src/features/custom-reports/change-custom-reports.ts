import { api, apiPost } from '@beacon/shared';
import type { CustomReport, NewCustomReport } from './custom-report-types';
import { customReportsPath, type ReportOwner } from './report-owner';

/** `POST .../custom-reports`: the created report, which the list appends (spec section 4). */
export const createCustomReport = (clientId: number, owner: ReportOwner, report: NewCustomReport) =>
  apiPost<CustomReport>(customReportsPath(clientId, owner), report);

/** `DELETE .../custom-reports/{customReportId}`: the list removes it by id. */
export async function deleteCustomReport(clientId: number, owner: ReportOwner, id: number): Promise<void> {
  await api.delete(`${customReportsPath(clientId, owner)}/${id}`);
}
