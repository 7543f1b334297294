import { lineProblems } from '../../ingest/invoice-lines';
import { cents } from '../../ingest/upsert';
import type { QboInvoice, QboLine } from './wire';

/** An invoice line as Billing keeps it (`invoice_lines`): quantity × unit price = amount. */
export interface BillingLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** A QuickBooks invoice as Billing holds it (its status is derived from balance and due date, never sent). */
export interface BillingInvoice {
  externalId: string;
  docNumber: string;
  customerId: string;
  customerName: string;
  totalAmount: number;
  balance: number;
  transactionDate: string;
  dueDate: string;
  memo: string | null;
  /** Its lines when they make its total to the cent; [] otherwise (QuickBooks' PDF shows them). */
  lines: BillingLine[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const amount = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? cents(n) : null);

function lineOf(line: QboLine): BillingLine[] {
  const value = amount(line.Amount);
  if (value === null) return [];
  if (line.DetailType === 'SalesItemLineDetail') {
    const detail = line.SalesItemLineDetail ?? {};
    const quantity = typeof detail.Qty === 'number' ? detail.Qty : 1;
    const unitPrice = typeof detail.UnitPrice === 'number' ? detail.UnitPrice : value / (quantity || 1);
    const description = (line.Description ?? detail.ItemRef?.name ?? 'Services').trim().slice(0, 500) || 'Services';
    return [{ description, quantity, unitPrice: cents(unitPrice), amount: value }];
  }
  if (line.DetailType === 'DiscountLineDetail') {
    const percent = line.DiscountLineDetail?.PercentBased ? ` (${line.DiscountLineDetail.DiscountPercent ?? ''}%)` : '';
    return [{ description: `Discount${percent}`, quantity: 1, unitPrice: -value, amount: -value }];
  }
  // Subtotal lines repeat the lines above them; group and description-only lines carry no amount of their own.
  return [];
}

/**
 * A QuickBooks invoice in Billing's words: DocNumber, TotalAmt, Balance, TxnDate, DueDate (TxnDate when QuickBooks
 * has none), the customer, its sales item and discount lines plus its sales tax as lines. An invoice without its
 * amounts or dates is not Billing's to guess: the reason comes back instead.
 */
export function billingInvoiceOf(invoice: QboInvoice): BillingInvoice | { problem: string } {
  const total = amount(invoice.TotalAmt);
  const balance = amount(invoice.Balance);
  const txnDate = invoice.TxnDate ?? '';
  const dueDate = invoice.DueDate ?? txnDate;
  const customerId = invoice.CustomerRef?.value;
  if (total === null || balance === null) return { problem: `invoice ${invoice.Id} has no TotalAmt or Balance` };
  if (!DATE.test(txnDate) || !DATE.test(dueDate)) return { problem: `invoice ${invoice.Id} has no valid TxnDate` };
  if (!customerId) return { problem: `invoice ${invoice.Id} has no CustomerRef` };
  const lines = (invoice.Line ?? []).flatMap(lineOf);
  const tax = amount(invoice.TxnTaxDetail?.TotalTax) ?? 0;
  if (tax !== 0) lines.push({ description: 'Sales tax', quantity: 1, unitPrice: tax, amount: tax });
  const made = lineProblems({ index: 0, record: { totalAmount: total, lines } }).length === 0;
  const memo = invoice.CustomerMemo?.value?.trim();
  return {
    externalId: invoice.Id,
    docNumber: (invoice.DocNumber?.trim() || `QBO-${invoice.Id}`).slice(0, 50),
    customerId,
    customerName: (invoice.CustomerRef?.name ?? `Customer ${customerId}`).slice(0, 200),
    totalAmount: total,
    balance,
    transactionDate: txnDate,
    dueDate,
    memo: memo ? memo.slice(0, 2000) : null,
    lines: made ? lines : [],
  };
}
