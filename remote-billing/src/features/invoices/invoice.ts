import { compareInvoices } from '@beacon/shared';

/** An invoice as `GET /api/clients/{clientId}/invoices` sends it. */
export interface InvoiceResponse {
  id: number;
  docNumber: string;
  totalAmount: number;
  balance: number;
  transactionDate: string;
  dueDate: string;
  status: string;
  advertiserId: number | null;
  advertiserName: string | null;
  customerName: string;
  campaignId: number | null;
  campaignName: string | null;
}

/** An invoice as the grid shows it: the spec's fallbacks applied once, here. */
export interface Invoice extends Omit<InvoiceResponse, 'advertiserName' | 'campaignName'> {
  advertiserName: string;
  campaignName: string;
}

export const NO_CAMPAIGN = 'N/A';

/** Spec section 3: advertiserName falls back to customerName, campaignName to 'N/A'. */
export function toInvoice(response: InvoiceResponse): Invoice {
  return {
    ...response,
    advertiserName: response.advertiserName?.trim() || response.customerName,
    campaignName: response.campaignName?.trim() || NO_CAMPAIGN,
  };
}

/** Spec section 4: Overdue, Open, Paid; equal statuses by transaction date. */
export const invoiceOrder = (a: Invoice, b: Invoice) => compareInvoices(a, b);
