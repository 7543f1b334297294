import { hubAllPagesQueryOptions, OUT_OF_REACH } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/clients/{clientId}/invoices`, every page, in the server's order (Overdue, Open, Paid; newest first).
 * A client out of reach answers 404 (403 without INVOICES_READ): the page says so itself.
 */
export const invoicesQuery = (clientId: number) =>
  hubAllPagesQueryOptions('/clients/{clientId}/invoices', { path: { clientId } }, { silentOn: OUT_OF_REACH });

export function useInvoices(clientId: number | null) {
  return useQuery({ ...invoicesQuery(clientId ?? 0), enabled: clientId !== null });
}
