import { useDownload } from '@beacon/shared/download';
import { useCallback } from 'react';
import type { Invoice } from './invoice';

/** `GET /api/clients/{clientId}/invoices/{invoiceId}/pdf`: the invoice as a PDF attachment. */
export const invoicePdfPath = (clientId: number, invoiceId: number) => `/clients/${clientId}/invoices/${invoiceId}/pdf`;

/** Downloads invoices' PDFs through the shared download helper; `pending` holds the ids on their way. */
export function useInvoicePdfDownload(clientId: number) {
  const { start, pending } = useDownload();
  const download = useCallback(
    (invoice: Invoice) => start(invoice.id, invoicePdfPath(clientId, invoice.id)),
    [start, clientId],
  );
  return { download, pending };
}
