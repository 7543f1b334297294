import { formatCurrency, formatInteger } from '@beacon/shared/format';
import type { Expected } from './expected-sums';
import type { InvoicesExpectation, RangeSpec } from './question';

/**
 * What a right answer to an invoice question says, computed from the Billing API's own list (GET /invoices) on its
 * own: "owed" is the balance of Open and Overdue invoices, "paid" the total of Paid ones, "invoiced" the total of all;
 * over a range, the invoices dated in it (or due in it); one invoice picked by amount or date; or the advertiser
 * first by a figure.
 */

interface Invoice {
  docNumber: string;
  status: string;
  balance: number;
  totalAmount: number;
  transactionDate: string;
  dueDate: string;
  advertiserName: string;
}

/** What the invoice answers (and the other answers about a client's own record) read their truths through. */
export interface Deps {
  hub(method: 'GET', url: string): Promise<{ data: unknown }>;
  api(path: string): string;
  advertiserId(name: string): Promise<number>;
  /** A report over a range: the dates it resolves to, as the reports resolve it. */
  report(
    e: { metrics: string[]; range: RangeSpec },
    range: RangeSpec,
  ): Promise<{ dates: { startDate: string; endDate: string } | null }>;
  today: string;
}

export async function invoicesExpected(e: InvoicesExpectation, d: Deps): Promise<Expected> {
  const advertiser = e.advertiser ? `&advertiserIds=${await d.advertiserId(e.advertiser)}` : '';
  let list = (await d.hub('GET', d.api(`/invoices?pageSize=500${advertiser}`))).data as Invoice[];
  if (e.range) {
    const { startDate, endDate } = (await d.report({ metrics: [], range: e.range }, e.range)).dates!;
    list = list.filter((i) => i.transactionDate >= startDate && i.transactionDate <= endDate);
  }
  if (e.dueIn) {
    const plus = (n: number) =>
      new Date(Date.parse(`${d.today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const sinceMonday = (new Date(`${d.today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const next = new Date(Date.UTC(Number(d.today.slice(0, 4)), Number(d.today.slice(5, 7)), 1)).toISOString();
    const within = (from: string, to: string) => list.filter((i) => i.dueDate >= from && i.dueDate <= to);
    list =
      e.dueIn === 'this week'
        ? within(plus(-sinceMonday), plus(6 - sinceMonday))
        : e.dueIn === 'next month'
          ? list.filter((i) => i.dueDate.startsWith(next.slice(0, 7)))
          : within(d.today, plus(e.dueIn.days));
  }
  if (e.dueThisMonth) {
    const month = d.today.slice(0, 7);
    list = list.filter((i) => i.dueDate.startsWith(month));
  }
  const unpaid = list.filter((i) => i.status !== 'Paid');
  if (e.status) list = e.status === 'Unpaid' ? unpaid : list.filter((i) => i.status === e.status);
  if (e.listed) {
    const first = [...list].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).slice(0, 25);
    return { says: first.map((i) => i.docNumber), matches: [] };
  }
  if (e.pick) {
    const by = (f: (a: Invoice, b: Invoice) => number, from = list) => [...from].sort(f)[0]!;
    const picked = {
      largest: () => by((a, b) => b.totalAmount - a.totalAmount),
      smallest: () => by((a, b) => a.totalAmount - b.totalAmount),
      newest: () => by((a, b) => b.dueDate.localeCompare(a.dueDate)),
      'longest overdue': () =>
        by(
          (a, b) => a.dueDate.localeCompare(b.dueDate),
          list.filter((i) => i.status === 'Overdue'),
        ),
      'oldest unpaid': () => by((a, b) => a.dueDate.localeCompare(b.dueDate), unpaid),
      'next due': () =>
        by(
          (a, b) => a.dueDate.localeCompare(b.dueDate),
          unpaid.filter((i) => i.dueDate >= d.today),
        ),
    }[e.pick]();
    return { says: [picked.docNumber, formatCurrency(picked.totalAmount)], matches: [] };
  }
  const figureOf = (of: Invoice[]) => {
    const total = (xs: Invoice[], f: (i: Invoice) => number) => xs.reduce((t, i) => t + f(i), 0);
    if (e.figure === 'owed') return total(of, (i) => (i.status === 'Paid' ? 0 : i.balance));
    if (e.figure === 'paid')
      return total(
        of.filter((i) => i.status === 'Paid'),
        (i) => i.totalAmount,
      );
    if (e.figure === 'overdue')
      return total(
        of.filter((i) => i.status === 'Overdue'),
        (i) => i.balance,
      );
    if (e.figure === 'invoiced') return total(of, (i) => i.totalAmount);
    if (e.figure === 'average') return of.length ? total(of, (i) => i.totalAmount) / of.length : 0;
    return of.length;
  };
  const said = (n: number) =>
    e.figure === 'count' ? `${formatInteger(n)} ` : formatCurrency(Math.round(n * 100) / 100);
  if (e.firstAdvertiser) {
    const names = [...new Set(list.map((i) => i.advertiserName))];
    const ranked = names
      .map((name) => ({ name, value: figureOf(list.filter((i) => i.advertiserName === name)) }))
      .sort((a, b) => b.value - a.value);
    return { says: [ranked[0]!.name, said(ranked[0]!.value)], matches: [] };
  }
  return { says: [said(figureOf(list))], matches: [] };
}
