import { useApiQuery, responseStatus } from '@beacon/shared';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { toInvoice, type Invoice, type InvoiceResponse } from './invoice';

export interface InvoiceList {
  invoices: Invoice[];
  /** The client's invoice count: more than `invoices.length` only past the 10,000 cap. */
  total: number;
}

/** `GET /api/clients/{clientId}/invoices`, every page. */
export async function getInvoices(clientId: number, signal: AbortSignal): Promise<InvoiceList> {
  const { rows, total } = await fetchAllPages<InvoiceResponse>(`/clients/${clientId}/invoices`, signal);
  return { invoices: rows.map(toInvoice), total };
}

/** A client the user cannot reach answers 404 (403 without INVOICES_READ): the page says so itself. */
export const isRefused = (error: unknown) => [403, 404].includes(responseStatus(error) ?? 0);

export function useInvoices(clientId: number | null) {
  return useApiQuery(clientId === null ? null : `invoices:${clientId}`, (signal) => getInvoices(clientId!, signal), {
    reportErrors: (error) => !isRefused(error),
  });
}
