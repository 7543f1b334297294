import { useApiQuery } from '@beacon/shared';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { isRefused } from '../refused';
import type { RfpForm } from './campaign-types';

/** The request-for-proposal statuses the Proposals filter lists (spec section 7). */
export const PROPOSAL_STATUSES = [
  'PROSPECT',
  'PROPOSAL_SENT',
  'AWAITING_IO',
  'PENDING_APPROVAL',
  'RECEIVED_VERBAL_CONFIRMATION',
] as const;

/** `GET /api/clients/{clientId}/rfp-forms` with the proposal statuses, every page, newest first. */
export function getRfpForms(clientId: number, signal: AbortSignal) {
  return fetchAllPages<RfpForm>(`/clients/${clientId}/rfp-forms`, signal, undefined, {
    statuses: [...PROPOSAL_STATUSES],
  });
}

export function useRfpForms(clientId: number | null, enabled: boolean) {
  return useApiQuery(
    enabled && clientId !== null ? `rfp-forms:${clientId}` : null,
    (signal) => getRfpForms(clientId!, signal),
    {
      reportErrors: (error) => !isRefused(error),
    },
  );
}
