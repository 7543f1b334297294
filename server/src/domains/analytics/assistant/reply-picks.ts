import { formatCurrency, formatDate, formatInteger } from '@beacon/shared/format';
import type { Pieces } from './parse/question';
import { possessive, type Call } from './reply';

/**
 * One of a list, as asked: "the oldest overdue invoice", "our largest audience", "how big is Cart Abandoners".
 * The tool orders the whole list (not a page of it) and the answer names the first, with its figures.
 */
interface Invoice {
  docNumber: string;
  transactionDate?: string;
  totalAmount: number;
  balance: number;
  dueDate: string;
  status: string;
  advertiserName: string;
}
export interface Audience {
  id: number;
  name: string;
  advertiserId: number;
  counts: { deviceCount: number | null; householdCount: number | null; asOf?: string | null };
}

/** An invoice number said in a billing question: "invoice INV-100001", "inv 100001", "invoice #1042". */
export function invoiceNumberIn(said: string | undefined): string | null {
  const found = said ? /\b(inv-?\d[\w-]*)|\binvoice(?: number| no\.?)?:? #?(\d[\w-]*)/.exec(said) : null;
  return found ? (found[1] ?? found[2])! : null;
}

/** The invoice of a number, as the Billing page lists it; said as not found when no invoice in reach has it. */
export async function namedInvoiceText(number: string, args: Record<string, unknown>, call: Call): Promise<string> {
  const r = await call('billing', { ...args, number });
  if (r.error) return `I could not read your invoices: ${r.error}.`;
  const [invoice] = r.data as Invoice[];
  if (!invoice)
    return `I cannot find invoice ${number.toUpperCase()} among the invoices you can see: it is not available to you.`;
  const due =
    invoice.balance > 0 ? `${formatCurrency(invoice.balance)} of it due ${formatDate(invoice.dueDate)}` : 'nothing due';
  return `Invoice ${invoice.docNumber} (${invoice.advertiserName}) is ${invoice.status}: ${formatCurrency(invoice.totalAmount)}, ${due}.${issued(invoice)}`;
}

/** The invoice's own date, as the Billing page's Date column shows it. */
const issued = (i: Invoice) => (i.transactionDate ? ` It was issued on ${formatDate(i.transactionDate)}.` : '');

const whose = (p: Pieces) => (p.subject?.kind === 'advertiser' ? possessive(p.subject.name) : 'Your');

export async function pickedInvoiceText(
  p: Pieces,
  args: Record<string, unknown>,
  call: Call,
  when = '',
): Promise<string> {
  const r = await call('billing', { ...args, order: p.pick });
  if (r.error) return `I could not read your invoices: ${r.error}.`;
  const [first] = r.data as Invoice[];
  const kind = `${p.billingStatus ? `${p.billingStatus.toLowerCase()} ` : ''}invoice`;
  if (!first)
    return `${whose(p) === 'Your' ? 'You have' : `${p.subject!.name} has`} no ${p.pick === 'next' ? 'unpaid ' : ''}${kind}s${p.pick === 'next' ? ' due from today on' : when}.`;
  const which =
    p.pick === 'next'
      ? `${kind} due next`
      : p.pick === 'oldest' && p.billingStatus === 'Overdue'
        ? `longest overdue invoice`
        : `${p.pick} ${kind}${when}`;
  return `${whose(p)} ${which} is ${first.docNumber} (${first.advertiserName}): ${formatCurrency(first.totalAmount)}, ${formatCurrency(first.balance)} of it due, due ${formatDate(first.dueDate)} (${first.status}).${issued(first)}`;
}

export const size = (a: Audience) =>
  `${formatInteger(a.counts.deviceCount ?? 0)} devices and ${formatInteger(a.counts.householdCount ?? 0)} households`;

/** The audience a question picks (the list comes ordered); null when it picks none. */
export function pickedAudienceText(
  p: Pieces,
  audiences: Audience[],
  advertiserOf: (a: Audience) => string,
): string | null {
  if (!p.pick || !audiences.length) return null;
  const [first] = audiences;
  return `${whose(p)} ${p.pick} audience is ${first!.name} (${advertiserOf(first!)}), with ${size(first!)}.`;
}
