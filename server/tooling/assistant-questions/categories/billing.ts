import { q, type Question } from '../question';
import { TG, SC, BR, LM } from '../acme';
import { latestMonth, latestQuarter } from '../latest';

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
  ...invoiceQuestions(),
];

/** Invoices as clients ask of them: owed, paid or invoiced over a range, one picked, who owes most. */
function invoiceQuestions(): Question[] {
  const owed = { figure: 'owed' } as const;
  return [
    q('billing', 'What do we still owe?', { invoices: owed }),
    q('billing', 'unpaid invoices total', { invoices: owed }),
    q('billing', 'How much is outstanding?', { invoices: owed }),
    q('billing', 'what is our outstanding balance', { invoices: owed }),
    q('billing', 'How many unpaid invoices do we have?', { invoices: { figure: 'count', status: 'Unpaid' } }),
    q('billing', 'How much did we pay in Q3?', { invoices: { figure: 'paid', range: latestQuarter(3) } }),
    q('billing', 'How much have we paid this year?', { invoices: { figure: 'paid', range: 'YTD' } }),
    q('billing', 'Total paid invoices', { invoices: { figure: 'paid' } }),
    q('billing', 'How much was invoiced in October?', { invoices: { figure: 'invoiced', range: latestMonth(10) } }),
    q('billing', 'How much were we billed last month?', { invoices: { figure: 'invoiced', range: 'Previous Month' } }),
    q('billing', 'What did you bill us in September?', { invoices: { figure: 'invoiced', range: latestMonth(9) } }),
    q('billing', 'Biggest invoice this year', { invoices: { figure: 'invoiced', range: 'YTD', pick: 'largest' } }),
    q('billing', 'What is our largest invoice?', { invoices: { figure: 'invoiced', pick: 'largest' } }),
    q('billing', 'smallest invoice', { invoices: { figure: 'invoiced', pick: 'smallest' } }),
    q('billing', 'Which invoice is overdue the longest?', { invoices: { figure: 'owed', pick: 'longest overdue' } }),
    q('billing', "What's the oldest unpaid invoice?", { invoices: { figure: 'owed', pick: 'oldest unpaid' } }),
    q('billing', 'When is our next invoice due?', { invoices: { figure: 'owed', pick: 'next due' } }),
    q('billing', "What's due next?", { invoices: { figure: 'owed', pick: 'next due' } }),
    q('billing', 'Which advertiser owes the most?', { invoices: { figure: 'owed', firstAdvertiser: true } }),
    q('billing', 'Who has the largest outstanding balance?', { invoices: { figure: 'owed', firstAdvertiser: true } }),
    q('billing', 'Which brand has the most overdue?', { invoices: { figure: 'overdue', firstAdvertiser: true } }),
    q('billing', 'How much does Blue Ridge owe?', { invoices: { figure: 'owed', advertiser: BR } }),
    q('billing', `What do we owe for ${LM}?`, { invoices: { figure: 'owed', advertiser: LM } }),
    q('billing', `How much has ${TG} paid this year?`, { invoices: { figure: 'paid', advertiser: TG, range: 'YTD' } }),
    q('billing', `total invoiced last month for ${SC}`, {
      invoices: { figure: 'invoiced', advertiser: SC, range: 'Previous Month' },
    }),
    q('billing', 'How much is due this month?', { invoices: { figure: 'owed', dueThisMonth: true } }),
  ];
}
