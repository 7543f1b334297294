import { INVOICE_STATUSES, type HubData } from '@beacon/shared/api';

/**
 * An invoice as `GET /api/clients/{clientId}/invoices` sends it: the server has applied the spec's fallbacks
 * (advertiserName to customerName, campaignName to 'N/A') and its order.
 */
export type Invoice = HubData<'/clients/{clientId}/invoices'>[number];
export type InvoiceMetrics = HubData<'/clients/{clientId}/invoices/metrics'>;

/** The Status column, when a user sorts by it: Overdue, Open, Paid. */
export const byInvoiceStatus = (a: Invoice, b: Invoice) =>
  INVOICE_STATUSES.indexOf(a.status) - INVOICE_STATUSES.indexOf(b.status);
