import { q, type Question } from '../question';
import { TG, SC } from '../acme';

/** Billing: the balance due, what is overdue and invoice counts, the client's or one advertiser's. */
export const BILLING_QUESTIONS: Question[] = [
  q('billing', 'What is our balance due?', { billing: { figure: 'totalBalance' } }),
  q('billing', 'How much do we owe?', { billing: { figure: 'totalBalance' } }),
  q('billing', 'How many overdue invoices do we have?', { billing: { figure: 'countOverdue' } }),
  q('billing', 'How much is overdue?', { billing: { figure: 'overdueBalance' } }),
  q('billing', 'How many invoices are open?', { billing: { figure: 'countOpen' } }),
  q('billing', 'How many paid invoices do we have?', { billing: { figure: 'countPaid' } }),
  q('billing', `Show the invoices of ${TG}`, { billing: { figure: 'totalBalance', advertiser: TG } }),
  q('billing', `What is the balance due for ${SC}?`, { billing: { figure: 'totalBalance', advertiser: SC } }),
];
