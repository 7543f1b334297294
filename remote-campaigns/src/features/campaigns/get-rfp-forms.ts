import { hubAllPagesQueryOptions, RFP_STATUSES } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/rfp-forms` with the proposal statuses (spec section 7), every page, newest first. */
export const rfpFormsQuery = (clientId: number) =>
  hubAllPagesQueryOptions(
    '/clients/{clientId}/rfp-forms',
    { path: { clientId }, query: { statuses: [...RFP_STATUSES] } },
    { silentOn: [403, 404] },
  );

export function useRfpForms(clientId: number | null, enabled: boolean) {
  return useQuery({ ...rfpFormsQuery(clientId ?? 0), enabled: enabled && clientId !== null });
}
