import { hubAllPagesQueryOptions, responseStatus } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** A client the user cannot reach answers 404 (403 without INVOICES_READ): the page says so itself. */
export const isRefused = (error: unknown) => [403, 404].includes(responseStatus(error) ?? 0);

/** `GET /api/clients/{clientId}/invoices`, every page, in the server's order (Overdue, Open, Paid; newest first). */
export const invoicesQuery = (clientId: number) =>
  hubAllPagesQueryOptions('/clients/{clientId}/invoices', { path: { clientId } }, { silentOn: [403, 404] });

export function useInvoices(clientId: number | null) {
  return useQuery({ ...invoicesQuery(clientId ?? 0), enabled: clientId !== null });
}
