import { addDays, addMonths, calendarMonth, periodToDate } from '../../../../semantic/time';
import type { Pieces } from './pieces';

/** Due dates ahead: "due this week" is the whole week, "due next month" the month after this one, "in the next 30 days". */
const DUE_AHEAD = /\bdue (?:in |within |during )?(this|next|the next|the coming|coming) (week|month|(\d{1,3}) days)\b/;
function dueAhead(t: string, today: string) {
  const m = DUE_AHEAD.exec(t);
  if (!m) return null;
  const next = m[1] !== 'this';
  if (m[3]) return { startDate: today, endDate: addDays(today, Number(m[3])) };
  if (m[2] === 'week') {
    const start = addDays(periodToDate('week', today).startDate, next ? 7 : 0);
    return { startDate: start, endDate: addDays(start, 6) };
  }
  const day = next ? addMonths(`${today.slice(0, 8)}01`, 1) : today;
  return calendarMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)));
}

/**
 * What a billing question asks, in the Billing page's words: invoices by status (Overdue, Open, Paid; unpaid is Open
 * or Overdue), one picked by its date or amount, the one due next, each advertiser's totals, and which date a range
 * reads (the invoice's own date, or its due date: "due this month").
 */

/** Paying said without a delivery word: "how much did we pay in Q3" is the Paid invoices, not the spend. */
const PAYING = /\b(pay|paid|paying)\b/;
const DELIVERY =
  /\b(spend|spent|spending|spends|cost|costs|burn\w*|invested|media|delivered|per|for (clicks?|impressions?|conversions?|views?))\b|\bpaid (social|search)\b/;

export function paidInvoicesAsked(t: string, p: Pieces): boolean {
  return (
    p.kind === 'metrics' &&
    PAYING.test(t) &&
    !DELIVERY.test(t) &&
    (p.metrics ?? []).every((m) => m === 'spend') &&
    !p.channels &&
    !p.platforms &&
    !p.group &&
    p.subject?.kind !== 'campaign'
  );
}

const PICKS: [RegExp, NonNullable<Pieces['pick']>][] = [
  [
    /\b(due next(?! (week|month|quarter|year|\d+ days))|next (invoice|payment|bill|one)|next due|due soonest|soonest)\b/,
    'next',
  ],
  [
    /\b(oldest|earliest|longest|first due|most overdue|(overdue|outstanding|unpaid|open) (the )?(longest|most days))\b/,
    'oldest',
  ],
  [/\b(newest|latest|most recent|last invoice)\b/, 'newest'],
  [/\b(largest|biggest|highest|top|most expensive)\b/, 'largest'],
  [/\b(smallest|lowest|cheapest)\b/, 'smallest'],
];

/** "Which advertiser owes the most", "invoiced by advertiser": each advertiser's totals, ranked. */
const BY_ADVERTISER =
  /\b(which|what|who|rank\w*|top)( [\w'’.&-]+){0,3} (advertisers?|brands?|accounts?)\b|\bwho (owes|has|is|was)\b|\b(by|per|each|every) (advertiser|brand|account)s?\b/;

/** Invoice statuses the Billing page does not have: "draft invoices", "voided bills". */
const NO_SUCH_STATUS =
  /\b(drafts?|void(?:ed)?|cancell?ed|pending|disputed|written[- ]off|refunded|credited|scheduled|rejected)( \w+)? (invoices?|bills?)\b|\b(?:invoices?|bills?) (?:that are |which are |in |marked |with (?:a )?status )?(drafts?|void(?:ed)?|cancell?ed|pending|disputed|written[- ]off|refunded)\b/;

export function billingOf(t: string, p: Pieces, today?: string): Pieces {
  const ahead = today ? dueAhead(t, today) : null;
  const billing: Pieces = { ...p, kind: 'billing', said: t, ...(ahead ? { range: ahead } : {}) };
  const none = NO_SUCH_STATUS.exec(t);
  if (none) return { ...billing, noSuchStatus: (none[1] ?? none[4]!).replace(/s$/, '').replace(/^voided$/, 'void') };
  const status = /\b(overdue|past due|late)\b/.test(t)
    ? 'Overdue'
    : /\b(paid|pay|paying|payments?)\b/.test(t) &&
        !/\b(unpaid|not (yet )?paid|to pay|still (owes?|due))\b/.test(t) &&
        // "When is our next payment due?": a payment still to make.
        !(/\bdue\b/.test(t) && !/\bpaid\b/.test(t))
      ? 'Paid'
      : /\bopen\b/.test(t)
        ? 'Open'
        : /\b(unpaid|outstanding|not (yet )?paid|owes?|owed|owing|still due|to pay)\b/.test(t)
          ? 'Unpaid'
          : undefined;
  if (status) billing.billingStatus = status;
  else delete billing.billingStatus;
  if (/\b(due|payable)\b/.test(t) && billing.range && !/\b(overdue|past due)\b/.test(t)) {
    billing.dated = 'due';
    // "Due in December" (this month): the whole month, its days ahead included.
    const r = billing.range;
    if (today && 'startDate' in r && r.startDate === `${today.slice(0, 8)}01` && r.endDate < today)
      billing.range = calendarMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
  }
  const byAdvertiser = BY_ADVERTISER.test(t) && p.subject?.kind !== 'advertiser';
  const pick = PICKS.find(([pattern]) => pattern.test(t))?.[1];
  if (byAdvertiser) {
    billing.group = 'advertiser';
    billing.order = /\b(least|lowest|smallest|fewest)\b/.test(t) ? 'least' : 'most';
  } else if (pick) billing.pick = pick;
  if (/\b(how many|number of|count)\b/.test(t)) billing.count = true;
  return billing;
}
