import { invoiceMetrics, listInvoices } from '../../invoices/queries';
import { requireInvoices, round, spanOf, type Tool } from './tool-kit';

/** The tool over billing: the Invoices page's own counts and its overdue list (only with the invoices privilege). */
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
};
