import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/clients/{clientId}/invoices/metrics`: the figures above the grid. The drawer's Billing badge asks
 * for the same operation with the same key, so the two share one request and refresh together.
 */
export const invoiceMetricsQuery = (clientId: number) =>
  hubQueryOptions('/clients/{clientId}/invoices/metrics', { path: { clientId } }, { silentOn: [403, 404] });

export function useInvoiceMetrics(clientId: number | null) {
  return useQuery({ ...invoiceMetricsQuery(clientId ?? 0), enabled: clientId !== null });
}
