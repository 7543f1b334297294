import { formatCurrency, formatDate, formatInteger, formatRangeInWords } from '@beacon/shared/format';
import { calendarMonth } from '../../../semantic/time';
import type { Pieces } from './parse/question';
import { resolved } from './parse/ranges';
import { possessive, type Call } from './reply';
import { invoiceNumberIn, namedInvoiceText, pickedInvoiceText } from './reply-picks';

/**
 * Billing answers, as the Billing page shows it: the balance due and what is overdue, invoices by status, what was
 * invoiced or paid over a range (by the invoices' own dates, or their due dates), one invoice picked or named, and
 * each advertiser's totals. "Owed" is the balance of Open and Overdue invoices; "paid" is the total of Paid ones.
 */
const usd = (n: unknown) => formatCurrency(Number(n ?? 0));
const num = (n: unknown) => formatInteger(Number(n ?? 0));
const invoicesWord = (n: unknown) => `${num(n)} invoice${Number(n) === 1 ? '' : 's'}`;

interface Listed {
  docNumber: string;
  transactionDate?: string;
  balance: number;
  totalAmount: number;
  dueDate: string;
  status: string;
  advertiserName: string;
}
interface AdvertiserTotals {
  advertiserName: string;
  totalBalance: number;
  overdueBalance: number;
  totalInvoiced: number;
  paidTotal: number;
}

/** The days a billing question's range reads: "due this month" is the whole month, paid or invoiced ones end yesterday. */
function datesOf(p: Pieces, today: string) {
  if (!p.range) return null;
  if (p.dated === 'due' && 'named' in p.range && p.range.named === 'MTD')
    return calendarMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
  return resolved(p.range, today);
}

export async function billingText(p: Pieces, call: Call, today: string): Promise<string> {
  if (/\b(average|avg|mean|typical)\b/.test(p.said ?? '') && !p.pick) return averageText(p, call, today);
  if (p.noSuchStatus) {
    const rest = await billingText({ ...p, noSuchStatus: undefined }, call, today);
    return `You have 0 ${p.noSuchStatus} invoices: an invoice’s status is Overdue, Open or Paid. ${rest}`;
  }
  const s = p.subject?.kind === 'advertiser' ? p.subject : undefined;
  const dates = datesOf(p, today);
  const range = dates
    ? { startDate: dates.startDate, endDate: dates.endDate, ...(p.dated ? { dated: 'due' } : {}) }
    : {};
  const scope = { ...(s ? { advertiserId: s.id } : {}), ...range };
  const number = invoiceNumberIn(p.said);
  if (number) return namedInvoiceText(number, s ? { advertiserId: s.id } : {}, call);
  const when = dates ? ` ${p.dated ? 'due' : 'dated'} ${formatRangeInWords(dates.startDate, dates.endDate)}` : '';
  if (p.pick)
    return pickedInvoiceText(p, { ...scope, ...(p.billingStatus ? { status: p.billingStatus } : {}) }, call, when);
  const byAdvertiser = p.group === 'advertiser' && !s;
  const r = await call('billing', {
    ...scope,
    ...(p.billingStatus ? { status: p.billingStatus } : {}),
    ...(p.billingStatus === 'Overdue' ? { order: 'oldest' } : {}),
    ...(byAdvertiser ? { byAdvertiser: true } : {}),
  });
  if (r.error)
    return r.error === 'Billing is outside your access'
      ? 'That is outside the data I can answer from: billing is not part of your access.'
      : `I could not read your invoices: ${r.error}.`;
  const f = r.figures;
  const who = s ? s.name : 'You';
  const have = s ? 'has' : 'have';
  if (byAdvertiser) return advertisersText(p, r.data as AdvertiserTotals[], when);
  const invoices = (r.data as Listed[]) ?? [];
  const listed = (list: Listed[], n = 5) =>
    list
      .slice(0, n)
      .map((i) => `${i.docNumber} (${s ? '' : `${i.advertiserName}, `}${usd(i.balance)} due ${formatDate(i.dueDate)})`)
      .join('; ');
  // "List our overdue invoices", "show me all invoices from October": each one, as the Billing page lists it.
  const counted = { Overdue: f.countOverdue, Open: f.countOpen, Paid: f.countPaid, Unpaid: invoices.length }[
    p.billingStatus ?? 'Unpaid'
  ];
  const each =
    LISTING.test(p.said ?? '') && !p.count && invoices.length
      ? ` ${eachInvoice(invoices, Number(p.billingStatus ? counted : f.invoices), !s)}`
      : '';
  if (dates && !p.billingStatus) {
    const paid = Number(f.countPaid)
      ? `${usd(f.paidTotal)} on ${invoicesWord(f.countPaid)} now paid`
      : 'none of it paid';
    return `${who} ${have} ${invoicesWord(f.invoices)}${when}, ${usd(f.totalInvoiced)} invoiced in all: ${paid}, ${usd(f.totalBalance)} still due (${usd(f.overdueBalance)} of it overdue).${each}`;
  }
  if (p.billingStatus === 'Paid') {
    const partly = Number(f.totalInvoiced) - Number(f.totalBalance);
    const paid = `${num(f.countPaid)} paid invoice${Number(f.countPaid) === 1 ? '' : 's'}${when}`;
    if (p.count) return `${who} ${have} ${paid}, ${usd(f.paidTotal)} in all.`;
    return `${s ? `${s.name} has` : 'You have'} paid ${usd(f.paidTotal)} on ${paid} (of ${usd(f.totalInvoiced)} invoiced${when ? ' then' : ''}; with part payments of open invoices, ${usd(partly)} has been paid).${each}`;
  }
  if (p.billingStatus === 'Overdue') {
    const first = each ? each : invoices.length ? ` The longest overdue first: ${listed(invoices, 3)}.` : '';
    return `${who} ${have} ${num(f.countOverdue)} overdue invoice${Number(f.countOverdue) === 1 ? '' : 's'}${when}, with ${usd(f.overdueBalance)} overdue in all; ${num(f.countOpen)} more ${Number(f.countOpen) === 1 ? 'is' : 'are'} open.${first}`;
  }
  if (p.billingStatus === 'Unpaid')
    return `${who} ${have} ${num(Number(f.countOpen) + Number(f.countOverdue))} unpaid invoices${when} (${num(f.countOverdue)} of them overdue, ${usd(f.overdueBalance)}), with ${usd(f.totalBalance)} still owed in all.${each}`;
  if (p.billingStatus === 'Open')
    return `${who} ${have} ${num(f.countOpen)} open invoice${Number(f.countOpen) === 1 ? '' : 's'}${when}${invoices.length && !p.count ? `: ${listed(invoices)}` : ''}.`;
  const list = each
    ? each
    : s && invoices.length
      ? ` Its invoices: ${invoices
          .slice(0, 5)
          .map((i) => `${i.docNumber} (${i.status}, ${usd(i.balance)} due ${formatDate(i.dueDate)})`)
          .join('; ')}${invoices.length > 5 ? '; …' : ''}.`
      : '';
  return `${s ? possessive(s.name) : 'Your'} balance due is ${usd(f.totalBalance)}, of which ${usd(f.overdueBalance)} is overdue (${num(f.countOverdue)} overdue invoices, ${num(f.countOpen)} open, ${num(f.countPaid)} paid; ${num(f.invoices)} invoices in all, ${usd(f.totalInvoiced)} invoiced, ${usd(f.paidTotal)} paid).${list}`;
}

const LISTING = /\b(list|show|which|what are|every|each|see)\b|\ball (of )?(the |our |my )?(\w+ )?(invoices|bills)\b/;

/** Invoices one by one: number, advertiser, status, dates, amount and what is left to pay. */
function eachInvoice(invoices: Listed[], total: number, advertiser: boolean): string {
  const shown = invoices.slice(0, 25).map((i) => {
    const issued = i.transactionDate ? `issued ${formatDate(i.transactionDate)}, ` : '';
    return `${i.docNumber} (${advertiser ? `${i.advertiserName}, ` : ''}${i.status}, ${issued}due ${formatDate(i.dueDate)}, ${usd(i.totalAmount)}, ${usd(i.balance)} open)`;
  });
  return `${total > shown.length ? `The first ${num(shown.length)}` : 'They are'}: ${shown.join('; ')}.`;
}

/** "Which advertiser owes the most": each advertiser's balance (or overdue, invoiced, paid), ranked. */
function advertisersText(p: Pieces, rows: AdvertiserTotals[], when: string): string {
  const [key, label]: [keyof AdvertiserTotals, string] =
    p.billingStatus === 'Overdue'
      ? ['overdueBalance', 'overdue']
      : p.billingStatus === 'Paid'
        ? ['paidTotal', 'paid']
        : /\b(invoiced|billed|bills?|invoices?)\b/.test(p.said ?? '') && !p.billingStatus
          ? ['totalInvoiced', 'invoiced']
          : ['totalBalance', 'due'];
  const sign = p.order === 'least' ? 1 : -1;
  const ranked = [...rows].sort((a, b) => sign * (Number(a[key]) - Number(b[key])));
  if (!ranked.length) return `There are no invoices${when}.`;
  const [first, ...rest] = ranked;
  const next = rest.slice(0, 4).map((a) => `${a.advertiserName} (${usd(a[key])})`);
  return `${first!.advertiserName} has the ${p.order === 'least' ? 'least' : 'most'} ${label}${when}: ${usd(first![key])}.${next.length ? ` Next: ${next.join(', ')}.` : ''}`;
}

/** "What's the average invoice amount?": what was invoiced over how many invoices, then the usual answer. */
async function averageText(p: Pieces, call: Call, today: string): Promise<string> {
  const rest = await billingText(
    { ...p, said: (p.said ?? '').replace(/\b(average|avg|mean|typical)\b/g, ' ') },
    call,
    today,
  );
  const dates = datesOf(p, today);
  const s = p.subject?.kind === 'advertiser' ? p.subject : undefined;
  const r = await call('billing', {
    ...(s ? { advertiserId: s.id } : {}),
    ...(dates ? { startDate: dates.startDate, endDate: dates.endDate, ...(p.dated ? { dated: 'due' } : {}) } : {}),
  });
  const f = r.figures;
  if (r.error || !Number(f.invoices)) return rest;
  const average = usd(Number(f.totalInvoiced) / Number(f.invoices));
  return `The average invoice is ${average} (${usd(f.totalInvoiced)} invoiced over ${invoicesWord(f.invoices)}). ${rest}`;
}
