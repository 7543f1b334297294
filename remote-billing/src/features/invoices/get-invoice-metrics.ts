import { apiGet, useApiQuery } from '@beacon/shared';
import { isRefused } from './get-invoices';

/** `GET /api/clients/{clientId}/invoices/metrics`: the figures above the grid (and the Billing badge). */
export interface InvoiceMetrics {
  countOverdue: number;
  countOpen: number;
  countPaid: number;
  totalBalance: number;
  overdueBalance: number;
  totalInvoiced: number;
}

export function getInvoiceMetrics(clientId: number, signal: AbortSignal): Promise<InvoiceMetrics> {
  return apiGet<InvoiceMetrics>(`/clients/${clientId}/invoices/metrics`, { signal });
}

export function useInvoiceMetrics(clientId: number | null) {
  return useApiQuery(
    clientId === null ? null : `invoice-metrics:${clientId}`,
    (signal) => getInvoiceMetrics(clientId!, signal),
    {
      reportErrors: (error) => !isRefused(error),
    },
  );
}
