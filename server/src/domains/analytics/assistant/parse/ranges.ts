import {
  addDays,
  addMonths,
  calendarMonth,
  lastCompleteDay,
  lastDays,
  periodToDate,
  previousCalendarPeriod,
  previousPeriod,
  resolveRange,
  soFar,
  type DayRange,
  type RelativeRange,
} from '../../../../semantic/time';

/**
 * Date ranges as clients say them, resolved through the semantic layer's calendar and its last-complete-day rule:
 * every range ends yesterday at the latest, "this month" on the 1st is the 1st, "last month" is the calendar month
 * before today's. A named range of the spec keeps its name (the tool call says "Last 30 days"); the others resolve to
 * dates.
 */
export type SaidRange = { named: RelativeRange } | { lifetime: true } | DayRange;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3));
const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** As of today (soFar); one that has not begun keeps its start and ends yesterday, which the query refuses. */
const asOf = (r: DayRange, today: string): DayRange =>
  soFar(r, today) ?? { startDate: r.startDate, endDate: lastCompleteDay(today) };
/** A calendar month by its index from 0 (January). */
const monthRange = (year: number, month: number): DayRange => calendarMonth(year, month + 1);

/** A day written in a question: 2026-10-01, 10/01/2026, 10/1/26, 11/28, Oct 1, October 1st 2026, 1 October. */
export const DAY = `(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}(?:/\\d{4}|/\\d{2})?(?![\\d/])|${MONTH}\\.? \\d{1,2}(?!\\d)(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? ${MONTH}(?:,? \\d{4})?)`;

export function dayOf(text: string, today: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return Number.isNaN(Date.parse(text)) ? null : text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  // "28/10/2026" can only be day first.
  if (m && Number(m[1]) > 12 && Number(m[2]) <= 12) [m[1], m[2]] = [m[2]!, m[1]!];
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  // Month and day without a year (US order): the latest such day before today.
  m = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  // "28/11" can only be day first.
  if (m && Number(m[1]) > 12 && Number(m[2]) <= 12) [m[1], m[2]] = [m[2]!, m[1]!];
  if (m) return dayOf(`${MONTHS[Number(m[1]) - 1] ?? 'x'} ${Number(m[2])}`, today);
  m = new RegExp(`^${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?$`).exec(text);
  const n = m ? null : new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)? ${MONTH}(?:,? (\\d{4}))?$`).exec(text);
  const month = m ? monthIndex(m[1]!) : n ? monthIndex(n[2]!) : -1;
  const date = m ? Number(m[2]) : n ? Number(n[1]) : 0;
  if (month < 0 || date < 1 || date > 31) return null;
  const yearSaid = m?.[3] ?? n?.[3];
  let year = yearSaid ? Number(yearSaid) : Number(today.slice(0, 4));
  const day = (y: number) => `${y}-${pad(month + 1)}-${pad(Math.min(date, lastDayOf(y, month)))}`;
  if (!yearSaid && day(year) >= today) year -= 1;
  return day(year);
}

/** A month named alone ("October", "in Oct 2026"): the latest one that has begun, so far. */
function namedMonth(word: string, yearSaid: string | undefined, today: string): DayRange {
  const month = monthIndex(word);
  let year = yearSaid ? Number(yearSaid) : Number(today.slice(0, 4));
  if (!yearSaid && monthRange(year, month).startDate > today) year -= 1;
  return asOf(monthRange(year, month), today);
}

/** Shorthand said in full: "7d" and "l7d" are the last 7 days, "wk" a week, "mo" a month, "yr" a year. */
const SHORTHAND: [RegExp, string][] = [
  [/\bl(\d{1,3}) ?d\b/g, 'last $1 days'],
  [/\b(last|past|previous) (\d{1,3}) ?d\b/g, '$1 $2 days'],
  [/(?<!\b(?:last|past|previous) )\b(\d{1,3}) ?d\b/g, 'last $1 days'],
  [/\bwks?\b/g, 'week'],
  [/\bmos\b|\bmths?\b/g, 'month'],
  [/\bmo\b/g, 'month'],
  [/\byrs?\b/g, 'year'],
  [/\b(yday|yest)\b/g, 'yesterday'],
  // "the third quarter (of 2026)" is Q3 (2026); "the 28th of November" is November 28th.
  [/\b(?:the )?(?:first|1st) quarter\b/g, 'q1'],
  [/\b(?:the )?(?:second|2nd) quarter\b/g, 'q2'],
  [/\b(?:the )?(?:third|3rd) quarter\b/g, 'q3'],
  [/\b(?:the )?(?:fourth|4th|last) quarter of\b/g, 'q4 of'],
  [/\b(?:the )?(?:fourth|4th) quarter\b/g, 'q4'],
  [/\bq([1-4]) (?:of|in) (\d{4})\b/g, 'q$1 $2'],
  [/\b(\d{1,2})(st|nd|rd|th) of\b/g, '$1$2'],
  // "Oct 5-19", "November 1st through 15th": both days of the month.
  [
    new RegExp(
      `\\b${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)? ?(?:-|–|—|to|through|thru|until|till) ?(\\d{1,2})(?:st|nd|rd|th)?\\b(?! ?(?:/|\\d|${MONTH}))`,
      'g',
    ),
    '$1 $2 through $1 $3',
  ],
];

/** One range said in a piece of a question, or null. */
export function rangeIn(said: string, today: string): SaidRange | null {
  const q = SHORTHAND.reduce((text, [pattern, full]) => text.replace(pattern, full), said);
  const yesterday = lastCompleteDay(today);
  const days = [...q.matchAll(new RegExp(`\\b${DAY}`, 'g'))].map((x) => dayOf(x[1]!, today));
  // "Nov 1 - Nov 15", "2026-11-27 through 2026-11-29", "10/5 to 10/19": the days between.
  const through = new RegExp(`\\b${DAY}\\s*(?:-|–|—|to|through|thru|until|till)\\s*${DAY}`).exec(q);
  const ends = through ? [...through[0].matchAll(new RegExp(DAY, 'g'))].map((x) => dayOf(x[1]!, today)) : [];
  if (ends[0] && ends[1] && ends[0] <= ends[1] && !/\bsince\b/.test(q))
    return asOf({ startDate: ends[0], endDate: ends[1] }, today);
  if (/\b(between|from)\b/.test(q) && days.length >= 2 && days[0] && days[1] && days[0] <= days[1])
    return asOf({ startDate: days[0], endDate: days[1] }, today);
  let m: RegExpExecArray | null;
  m = new RegExp(`\\b(?:since|from|starting) ${DAY}`).exec(q);
  if (m) {
    const start = dayOf(m[1]!, today);
    const since = start && soFar({ startDate: start, endDate: today }, today);
    if (since) return since;
  }
  if (/\byesterday\b/.test(q)) return { startDate: yesterday, endDate: yesterday };
  // One day said alone ("on Nov 28", "11/28"): that day.
  if (days.length === 1 && days[0] && !/\b(since|from|starting|between|until|through)\b/.test(q))
    return asOf({ startDate: days[0], endDate: days[0] }, today);
  m =
    /\b(?:last|past|previous) (\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (day|week|month)s?\b/.exec(
      q,
    );
  if (m) {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const n = /\d/.test(m[1]!) ? Number(m[1]) : m[1] === 'twelve' ? 12 : words.indexOf(m[1]!);
    if (m[2] === 'day' && [7, 14, 30].includes(n)) return { named: `Last ${n} days` as RelativeRange };
    if (m[2] === 'day') return lastDays(n, today);
    if (m[2] === 'week') return lastDays(7 * n, today);
    return { startDate: addMonths(today, -n), endDate: yesterday };
  }
  if (/\b(past|last) (7 days|week)\b/.test(q) && /\bpast week\b/.test(q)) return { named: 'Last 7 days' };
  if (/\bpast month\b/.test(q)) return { named: 'Last 30 days' };
  if (/\b(mtd|month[- ]to[- ]date|this month|so far this month|current month)\b/.test(q)) return { named: 'MTD' };
  if (/\b(last|previous|prior) month\b/.test(q)) return { named: 'Previous Month' };
  if (/\b(ytd|year[- ]to[- ]date|this year|so far this year|current year)\b/.test(q)) return { named: 'YTD' };
  if (/\b(last|previous|prior) year\b/.test(q)) return previousCalendarPeriod('year', today);
  if (
    /\b(lifetime|all[- ]time|ever|since (the )?(start|launch|beginning|inception|day one)|since (it|they|we|the|our|this|that|each)( \w+){0,2} (launch\w*|start\w*|began|begun|went live|kicked off|first ran)|from (the )?(start|beginning|launch)|(?<!(month|year|quarter|week)[- ])to date|whole flight|in total)\b/.test(
      q,
    )
  )
    return { lifetime: true };
  if (/\b(this|current) week\b|\bweek to date\b/.test(q)) return periodToDate('week', today);
  if (/\b(last|previous|prior) week\b/.test(q)) return previousCalendarPeriod('week', today);
  if (/\b(this|current) quarter\b|\bqtd\b|\bquarter[- ]to[- ]date\b/.test(q)) return periodToDate('quarter', today);
  if (/\b(last|previous|prior) quarter\b/.test(q)) return previousCalendarPeriod('quarter', today);
  m = /\bq([1-4])(?: (\d{4}))?\b/.exec(q);
  if (m) {
    // Without a year, the latest such quarter that has begun (Q4 on January 1st is the one that just ended).
    const first = (Number(m[1]) - 1) * 3;
    const quarter = (year: number) => ({
      startDate: monthRange(year, first).startDate,
      endDate: monthRange(year, first + 2).endDate,
    });
    const year = m[2] ? Number(m[2]) : Number(today.slice(0, 4));
    const said = soFar(quarter(year), today) ?? (m[2] ? null : soFar(quarter(year - 1), today));
    if (said) return said;
  }
  m = new RegExp(`\\b(?:in|for|during|of|over)? ?${MONTH}(?: (\\d{4}))?\\b(?! \\d{1,2}\\b)`).exec(q);
  if (m && !/\bmay (i|we|you)\b/.test(q)) return namedMonth(m[1]!, m[2], today);
  return null;
}

export function resolved(said: SaidRange, today: string): DayRange | null {
  if ('lifetime' in said) return null;
  if ('named' in said) return resolveRange(said.named, today);
  return said;
}

/** "And the month before?", "the week prior", "the one before that": the range before the last answer's, by a unit. */
export type Before =
  'month' | 'week' | 'quarter' | 'year' | 'period' | 'year ago' | 'month ago' | 'quarter ago' | 'week ago';

export function beforeSaid(t: string): Before | null {
  // "The same period last month": the same dates a month (a quarter, a week) earlier.
  const same =
    /\bsame (?:period|time|days?|dates|range) (?:last|a|the previous|previous|the prior|prior) (month|quarter|week)\b|\b(?:a )?(month|quarter|week) (?:ago|earlier)\b/.exec(
      t,
    );
  if (same) return `${(same[1] ?? same[2]) as 'month'} ago`;
  if (
    /\b(same (period|time|days?|dates|weeks?|months?|range) (last|a|the previous|previous|the prior|prior) year|(a )?year (ago|earlier)|same (thing |one )?(for|in) last year|last year'?s same)\b/.test(
      t,
    )
  )
    return 'year ago';
  const m =
    /\b(?:the )?(month|week|quarter|year|one|(?:\d{1,3} )?days?) (?:before|prior|earlier)(?: that| it)?\b|\b(before that)\b/.exec(
      t,
    );
  if (!m) return null;
  return m[1] === 'month' || m[1] === 'week' || m[1] === 'quarter' || m[1] === 'year' ? m[1] : 'period';
}

/**
 * The range before one: a year before, the same dates; by a calendar unit, the whole one before the range's start (the month before November, or
 * before this month so far, is October); by "the one before", the calendar month before a whole month, otherwise
 * the period of the same length just before. Null for a whole flight, which has none.
 */
export function rangeBefore(said: SaidRange, unit: NonNullable<ReturnType<typeof beforeSaid>>, today: string) {
  const range = resolved(said, today);
  if (!range) return null;
  // "The same period last year": the same dates a year earlier.
  if (unit === 'year ago' || unit === 'quarter ago' || unit === 'month ago') {
    const months = { 'year ago': -12, 'quarter ago': -3, 'month ago': -1 }[unit];
    return { startDate: addMonths(range.startDate, months), endDate: addMonths(range.endDate, months) };
  }
  if (unit === 'week ago') return { startDate: addDays(range.startDate, -7), endDate: addDays(range.endDate, -7) };
  if (unit !== 'period') {
    // A range that starts a calendar unit: the whole unit before; otherwise the unit's span just before its start.
    const whole = previousCalendarPeriod(unit, range.startDate);
    if (whole.endDate === addDays(range.startDate, -1)) return whole;
    const months = { month: 1, quarter: 3, year: 12 }[unit as 'month'];
    const startDate = unit === 'week' ? addDays(range.startDate, -7) : addMonths(range.startDate, -months);
    return { startDate, endDate: addDays(range.startDate, -1) };
  }
  const month = calendarMonth(Number(range.startDate.slice(0, 4)), Number(range.startDate.slice(5, 7)));
  const whole = month.startDate === range.startDate && month.endDate === range.endDate;
  return whole ? previousCalendarPeriod('month', range.startDate) : previousPeriod(range);
}

/**
 * "How much has campaign 7 spent so far?", "what has X delivered?": said of one campaign with no range, its whole
 * flight (what its page's delivered figure counts).
 */
export const flightSoFar = (t: string) =>
  /\b(so far|until now|up to now|thus far|yet)\b/.test(t) ||
  /\b(has|have)( \S+){0,6} (spent|delivered|gotten|got|generated|served|driven|earned|racked up|accrued|clocked|burned|used)\b/.test(
    t,
  );
