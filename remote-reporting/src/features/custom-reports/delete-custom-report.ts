import { hubDelete } from '@beacon/shared/api';

/** `DELETE /clients/{clientId}/custom-reports/{customReportId}`: the caller removes it from the list by id. */
export const deleteCustomReport = (clientId: number, customReportId: number) =>
  hubDelete('/clients/{clientId}/custom-reports/{customReportId}', { path: { clientId, customReportId } });
