import { q, type Expectation, type InvoicesExpectation, type Question } from '../question';
import { TG, SC, BR, LM } from '../acme';
import { latestMonth, latestQuarter } from '../latest';

type BillingFigure = NonNullable<Expectation['billing']>['figure'];

/** A figure of the Billing page's summary: the client's, or one advertiser's when it is named. */
const billingFigure = (ask: string, figure: BillingFigure, advertiser?: string): Question =>
  q('billing', ask, { billing: advertiser ? { figure, advertiser } : { figure } });

/** A question on the invoices themselves (GET /invoices). */
const invoices = (ask: string, expectation: InvoicesExpectation): Question =>
  q('billing', ask, { invoices: expectation });

/** Billing: the balance due, what is overdue and invoice counts, the client's or one advertiser's. */
export const BILLING_QUESTIONS: Question[] = [
  billingFigure('What is our balance due?', 'totalBalance'),
  billingFigure('How much do we owe?', 'totalBalance'),
  billingFigure('How many overdue invoices do we have?', 'countOverdue'),
  billingFigure('How much is overdue?', 'overdueBalance'),
  billingFigure('How many invoices are open?', 'countOpen'),
  billingFigure('How many paid invoices do we have?', 'countPaid'),
  billingFigure(`Show the invoices of ${TG}`, 'totalBalance', TG),
  billingFigure(`What is the balance due for ${SC}?`, 'totalBalance', SC),
  ...invoiceQuestions(),
];

/** Invoices as clients ask of them: owed, paid or invoiced over a range, one picked, who owes most. */
function invoiceQuestions(): Question[] {
  const owed = { figure: 'owed' } as const;
  return [
    invoices('What do we still owe?', owed),
    invoices('unpaid invoices total', owed),
    invoices('How much is outstanding?', owed),
    invoices('what is our outstanding balance', owed),
    invoices('How many unpaid invoices do we have?', { figure: 'count', status: 'Unpaid' }),
    invoices('How much did we pay in Q3?', { figure: 'paid', range: latestQuarter(3) }),
    invoices('How much have we paid this year?', { figure: 'paid', range: 'YTD' }),
    invoices('Total paid invoices', { figure: 'paid' }),
    invoices('How much was invoiced in October?', { figure: 'invoiced', range: latestMonth(10) }),
    invoices('How much were we billed last month?', { figure: 'invoiced', range: 'Previous Month' }),
    invoices('What did you bill us in September?', { figure: 'invoiced', range: latestMonth(9) }),
    invoices('Biggest invoice this year', { figure: 'invoiced', range: 'YTD', pick: 'largest' }),
    invoices('What is our largest invoice?', { figure: 'invoiced', pick: 'largest' }),
    invoices('smallest invoice', { figure: 'invoiced', pick: 'smallest' }),
    invoices('Which invoice is overdue the longest?', { figure: 'owed', pick: 'longest overdue' }),
    invoices("What's the oldest unpaid invoice?", { figure: 'owed', pick: 'oldest unpaid' }),
    invoices('When is our next invoice due?', { figure: 'owed', pick: 'next due' }),
    invoices("What's due next?", { figure: 'owed', pick: 'next due' }),
    invoices('Which advertiser owes the most?', { figure: 'owed', firstAdvertiser: true }),
    invoices('Who has the largest outstanding balance?', { figure: 'owed', firstAdvertiser: true }),
    invoices('Which brand has the most overdue?', { figure: 'overdue', firstAdvertiser: true }),
    invoices('How much does Blue Ridge owe?', { figure: 'owed', advertiser: BR }),
    invoices(`What do we owe for ${LM}?`, { figure: 'owed', advertiser: LM }),
    invoices(`How much has ${TG} paid this year?`, { figure: 'paid', advertiser: TG, range: 'YTD' }),
    invoices(`total invoiced last month for ${SC}`, { figure: 'invoiced', advertiser: SC, range: 'Previous Month' }),
    invoices('How much is due this month?', { figure: 'owed', dueThisMonth: true }),
  ];
}
