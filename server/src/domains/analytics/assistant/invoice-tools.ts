import { formatCurrency, formatDate } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { invoiceMetrics, listInvoices } from '../../invoices/queries';
import {
  DAY,
  ID,
  int,
  isoDay,
  ORDERS,
  ordered,
  outsideAccess,
  pageOf,
  requireInvoices,
  round,
  spanOf,
  tableOf,
  type Tool,
} from './tool-kit';

const money = (n: number | null | undefined) => formatCurrency(n ?? 0);
/** An invoice number as said ("INV-100001", "inv 100001", "100001"), matched letters and digits alone, prefix optional. */
const invoiceKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
function sameInvoiceNumber(said: unknown): ((docNumber: string) => boolean) | null {
  if (typeof said !== 'string' || !invoiceKey(said)) return null;
  const key = invoiceKey(said);
  return (docNumber) => {
    const doc = invoiceKey(docNumber);
    return doc === key || doc.replace(/^[a-z]+/, '') === key;
  };
}
const STATUSES = ['Overdue', 'Open', 'Paid', 'Unpaid'] as const;
/** The orders of an invoice list: by due date or amount, or "next": the unpaid one due soonest from today. */
const INVOICE_ORDERS = [...ORDERS, 'next'] as const;

type Invoice = Awaited<ReturnType<typeof listInvoices>>[number];
const sum = (list: Invoice[], of: (i: Invoice) => number) => round(list.reduce((t, i) => t + of(i), 0));
const inStatus = (list: Invoice[], s: string) =>
  list.filter((i) => (s === 'Unpaid' ? i.status !== 'Paid' : i.status === s));

/** What the Billing page totals, over a list of invoices. */
function figuresOf(list: Invoice[]) {
  return {
    invoices: list.length,
    countOverdue: inStatus(list, 'Overdue').length,
    overdueBalance: sum(inStatus(list, 'Overdue'), (i) => i.balance),
    countOpen: inStatus(list, 'Open').length,
    countPaid: inStatus(list, 'Paid').length,
    paidTotal: sum(inStatus(list, 'Paid'), (i) => i.totalAmount),
    totalBalance: sum(list, (i) => i.balance),
    totalInvoiced: sum(list, (i) => i.totalAmount),
  };
}

/** The tools over billing: the Invoices page's own counts and list (only with the invoices privilege). */
export const INVOICE_TOOLS: Record<string, Tool> = {
  invoice_summary: {
    description: 'Invoice counts (overdue, open, paid), balances, and the overdue invoices.',
    privilege: 'INVOICES_READ',
    parameters: { type: 'object', properties: {} },
    paged: true,
    async run(ctx) {
      requireInvoices(ctx);
      const m = await invoiceMetrics(ctx.db, ctx.scope);
      const overdue = await listInvoices(ctx.db, ctx.scope, { statuses: ['Overdue'], ...spanOf(ctx, 5) });
      return {
        total: m.countOverdue,
        figures: {
          countOverdue: m.countOverdue,
          overdueBalance: round(m.overdueBalance),
          countOpen: m.countOpen,
          totalBalance: round(m.totalBalance),
        },
        data: overdue.map((i) => ({
          docNumber: i.docNumber,
          balance: i.balance,
          dueDate: i.dueDate,
          advertiserName: i.advertiserName,
        })),
      };
    },
  },
  billing: {
    description:
      'Billing as the Billing page shows it: balance due, open, overdue (count and amount), paid and invoiced totals, for all advertisers in scope or one, optionally only the invoices dated (or due) between two days; with its invoices (status Overdue, Open, Paid or Unpaid; or the one of an invoice number), or each advertiser’s totals, most due first.',
    privilege: 'INVOICES_READ',
    parameters: {
      type: 'object',
      properties: {
        advertiserId: ID,
        status: { type: 'string', enum: STATUSES, description: 'Unpaid: Open or Overdue' },
        order: {
          type: 'string',
          enum: INVOICE_ORDERS,
          description: 'oldest/newest by due date, largest/smallest by amount, next: the unpaid one due soonest',
        },
        number: { type: 'string', maxLength: 40, description: 'an invoice number, as INV-100001 or 100001' },
        startDate: DAY,
        endDate: DAY,
        dated: { type: 'string', enum: ['issued', 'due'], description: 'which date the range reads (issued)' },
        byAdvertiser: { type: 'boolean', description: 'each advertiser’s totals instead of the invoices' },
      },
    },
    paged: true,
    async run(ctx, args) {
      requireInvoices(ctx);
      const advertiserId = int(args.advertiserId);
      if (outsideAccess(ctx, advertiserId ? [advertiserId] : undefined))
        throw new Error('That advertiser is outside your access');
      const status = STATUSES.find((s) => s === args.status);
      const [from, to] = [isoDay(args.startDate), isoDay(args.endDate)];
      const dayOf = (i: Invoice) => (args.dated === 'due' ? i.dueDate : i.transactionDate);
      const everything = await listInvoices(ctx.db, ctx.scope, {
        advertiserIds: advertiserId ? [advertiserId] : undefined,
        limit: 5000,
        offset: 0,
      });
      const all = everything.filter((i) => (!from || dayOf(i) >= from) && (!to || dayOf(i) <= to));
      // The Billing page's own totals when the whole list is asked for.
      const metrics = advertiserId || from || to ? null : await invoiceMetrics(ctx.db, ctx.scope);
      const numbered = sameInvoiceNumber(args.number);
      const next = args.order === 'next';
      const chosen = numbered ? all.filter((i) => numbered(i.docNumber)) : status ? inStatus(all, status) : all;
      const shown = next
        ? chosen
            .filter((i) => i.balance > 0 && i.dueDate >= ctx.today)
            .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
        : ordered(
            chosen,
            args.order,
            (i) => i.dueDate,
            (i) => i.totalAmount,
          );
      const advertisers = [...new Set(all.map((i) => i.advertiserName))].map((name) => ({
        advertiserName: name,
        ...figuresOf(all.filter((i) => i.advertiserName === name)),
      }));
      advertisers.sort((a, b) => b.totalBalance - a.totalBalance || b.totalInvoiced - a.totalInvoiced);
      return {
        figures: {
          ...figuresOf(all),
          ...(metrics
            ? {
                countOverdue: metrics.countOverdue,
                overdueBalance: round(metrics.overdueBalance),
                countOpen: metrics.countOpen,
                countPaid: metrics.countPaid,
                totalBalance: round(metrics.totalBalance),
              }
            : {}),
          ...(from ? { startDate: from } : {}),
          ...(to ? { endDate: to } : {}),
        },
        ...(args.byAdvertiser === true ? pageOf(ctx, advertisers, 25) : pageOf(ctx, shown, 25)),
        view: {
          ...tableOf(['Invoice', 'Advertiser', 'Status', 'Date', 'Due', 'Total', 'Balance'], shown, 10, (i) => [
            i.docNumber,
            i.advertiserName,
            i.status,
            formatDate(i.transactionDate),
            formatDate(i.dueDate),
            money(i.totalAmount),
            money(i.balance),
          ]),
          links: [{ label: 'Billing', href: paths.billing(ctx.scope.clientId) }],
        },
      };
    },
  },
};
