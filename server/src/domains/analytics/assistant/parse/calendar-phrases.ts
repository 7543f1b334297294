import {
  addDays,
  calendarMonth,
  lastCompleteDay,
  periodToDate,
  previousCalendarPeriod,
  type DayRange,
} from '../../../../semantic/time';
import type { Visible } from './names';

import {
  days,
  fixed,
  latest,
  MONTH,
  MONTHS,
  nthWeekday,
  ORDINAL,
  pad,
  span,
  thanksgiving,
  weekday,
  WEEKDAYS,
  YEAR,
  dayFrom,
} from './calendar-days';
import { yearsSaid } from './calendar-years';
/**
 * Calendar words said in a question, written out as the dates they mean before the question is read: holidays
 * ("Black Friday weekend", "Cyber Monday", "Thanksgiving"), weekends and weekdays ("last weekend", "on Tuesday"),
 * years and halves ("in 2025", "H1", "the second half of last month"), parts of a month ("the first week of
 * November", "early October", "between the 1st and the 15th of last month"), a week by its first day ("the week of
 * Nov 16") and "the day before yesterday". Each becomes "2026-11-27 through 2026-11-29" (or one day), which the
 * range reader takes as said; the latest such day that has begun is meant unless a year is said.
 */

/** Holidays and shopping days (US), longest phrases first. */
const HOLIDAYS: [string, (year: number) => DayRange][] = [
  [
    'black friday (?:through|thru|to|-|–) cyber monday|bfcm|black friday cyber monday|cyber weekend|cyber 5|cyber five',
    (y) => days(addDays(thanksgiving(y), 1), 4),
  ],
  ['black friday weekend', (y) => days(addDays(thanksgiving(y), 1), 3)],
  ['thanksgiving weekend', (y) => days(thanksgiving(y), 4)],
  ['thanksgiving week', (y) => days(addDays(thanksgiving(y), -3), 7)],
  ['cyber week', (y) => days(addDays(thanksgiving(y), 4), 7)],
  ['black friday', (y) => days(addDays(thanksgiving(y), 1), 1)],
  ['cyber monday', (y) => days(addDays(thanksgiving(y), 4), 1)],
  ['thanksgiving(?: day)?', (y) => days(thanksgiving(y), 1)],
  ['labor day weekend', (y) => days(addDays(nthWeekday(y, 8, 1, 1), -2), 3)],
  ['labor day', (y) => days(nthWeekday(y, 8, 1, 1), 1)],
  ['memorial day weekend', (y) => days(addDays(nthWeekday(y, 4, 1, -1), -2), 3)],
  ['memorial day', (y) => days(nthWeekday(y, 4, 1, -1), 1)],
  ['christmas eve', fixed(12, 24)],
  ['christmas(?: day)?', fixed(12, 25)],
  ["new year[’']?s eve", fixed(12, 31)],
  ["new year[’']?s(?: day)?", fixed(1, 1)],
  ['halloween', fixed(10, 31)],
  ['(?:the )?(?:fourth|4th) of july|independence day', fixed(7, 4)],
  ["valentine[’']?s(?: day)?", fixed(2, 14)],
];

/** A month said by name, "last month" or "this month": the whole calendar month. */
function monthSaid(said: string, today: string): DayRange | null {
  const s = said.toLowerCase().trim();
  if (/^(?:the )?(?:last|previous|prior) month$/.test(s)) return previousCalendarPeriod('month', today);
  if (/^(?:the|this|current|the current) month$/.test(s)) {
    const start = periodToDate('month', today).startDate;
    return calendarMonth(Number(start.slice(0, 4)), Number(start.slice(5, 7)));
  }
  const m = new RegExp(`^(${MONTH})\\.?(?:,? ${YEAR})?$`).exec(s);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.slice(0, 3));
  return latest((y) => calendarMonth(y, month + 1), today, m[2]);
}

/** Days `from`..`to` (1-based; to may pass the month's end) of a month. */
const partOf = (month: DayRange, from: number, to: number): DayRange => {
  const end = Number(month.endDate.slice(8));
  const at = (d: number) => `${month.startDate.slice(0, 8)}${pad(Math.max(1, Math.min(d, end)))}`;
  return { startDate: at(from), endDate: at(to) };
};
const lastDayOf = (month: DayRange) => Number(month.endDate.slice(8));
const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };
const count = (w: string) => NUMBER[w] ?? Number(w);
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4 };

const MONTH_REF = `((?:the |this |last |previous |prior |current )?month|${MONTH}\\.?(?:,? 20\\d\\d)?)(?![a-z])`;

/** Rewrites of a part of a month: each gets the month said and the match, and gives the days. */
const MONTH_PARTS: [RegExp, (month: DayRange, m: RegExpExecArray) => DayRange][] = [
  [
    new RegExp(`\\b(?:the )?(first|1st|second|2nd|last|latter|back|front) half of ${MONTH_REF}`, 'gi'),
    (month, m) => (/^(first|1st|front)$/i.test(m[1]!) ? partOf(month, 1, 15) : partOf(month, 16, 31)),
  ],
  [
    new RegExp(`\\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last) week of ${MONTH_REF}`, 'gi'),
    (month, m) => {
      const n = ORDINALS[m[1]!.toLowerCase()];
      return n ? partOf(month, 7 * n - 6, 7 * n) : partOf(month, lastDayOf(month) - 6, 31);
    },
  ],
  [
    new RegExp(`\\b(?:the )?(first|last) (\\d{1,2}|two|three|four|five|ten) (days|weeks) of ${MONTH_REF}`, 'gi'),
    (month, m) => {
      const n = count(m[2]!.toLowerCase()) * (m[3]!.toLowerCase() === 'weeks' ? 7 : 1);
      return m[1]!.toLowerCase() === 'first' ? partOf(month, 1, n) : partOf(month, lastDayOf(month) - n + 1, 31);
    },
  ],
  [
    new RegExp(`\\b(early|(?:the )?beginning of|mid|mid-|(?:the )?middle of|late) ?${MONTH_REF}`, 'gi'),
    (month, m) => {
      const w = m[1]!.toLowerCase();
      return w.startsWith('early') || w.includes('beginning')
        ? partOf(month, 1, 10)
        : w.startsWith('late')
          ? partOf(month, 21, 31)
          : partOf(month, 11, 20);
    },
  ],
  [
    new RegExp(
      `\\b(?:between|from) (?:the )?(\\d{1,2})${ORDINAL} (?:and|to|through|thru|until|-) (?:the )?(\\d{1,2})${ORDINAL}(?: of| in)? ${MONTH_REF}`,
      'gi',
    ),
    (month, m) => partOf(month, Number(m[1]), Number(m[2])),
  ],
];

/** The question with its calendar words written out, its campaigns' names (a "Black Friday" campaign) kept. */
export const datesWritten = (question: string, visible: Visible, today: string) =>
  calendarSaid(
    question,
    today,
    visible.campaigns.map((c) => c.name),
  );

/** The question with its calendar words written out as dates; `names` are campaign names never rewritten. */
export function calendarSaid(question: string, today: string, names: string[] = []): string {
  let q = question;
  const yesterday = lastCompleteDay(today);
  // A phrase that is part of a campaign's name ("Summit Black Friday", "the Black Friday campaign") stays a name: a
  // word of that name, or "campaign", said next to it.
  const keep = (text: string, index: number, length: number) => {
    const before = /([\w'’.&-]+)\s*$/.exec(q.slice(0, index))?.[1]?.toLowerCase();
    const after = /^\s*([\w'’.&-]+)/.exec(q.slice(index + length))?.[1]?.toLowerCase();
    if (after === 'campaign' || /^\s*20\d\d campaign/i.test(q.slice(index + length))) return true;
    return names.some((n) => {
      const name = n.toLowerCase();
      if (!name.includes(text.toLowerCase())) return false;
      const words = name.split(/\s+/).filter((w) => w.length > 2 && !['the', 'and', 'for'].includes(w));
      return words.some((w) => w === before || w === after);
    });
  };
  for (const [words, of] of HOLIDAYS)
    q = q.replace(new RegExp(`\\b(?:${words})(?: ${YEAR})?\\b`, 'gi'), (said, year: string | undefined, i: number) =>
      keep(said, i, said.length) ? said : span(latest(of, today, year)),
    );
  // "Since the start of the year (month, quarter, week)": this one so far; "since the start of last month".
  q = q.replace(
    /\bsince (?:the )?(?:start|beginning) of (the|this|last|previous) (year|month|quarter|week)\b/gi,
    (_, which: string, unit: 'year') =>
      `since ${(/^(the|this)$/i.test(which) ? periodToDate(unit, today) : previousCalendarPeriod(unit, today)).startDate}`,
  );
  q = q.replace(new RegExp(`\\bsince (${MONTH})\\.?(?:,? ${YEAR})?\\b(?! ?\\d)`, 'gi'), (said, m: string, y) => {
    const month = monthSaid(`${m}${y ? ` ${y}` : ''}`, today);
    return month ? `since ${month.startDate}` : said;
  });
  q = q.replace(new RegExp(`\\bsince ${YEAR}`, 'gi'), (_, y: string) => `since ${y}-01-01`);
  // "Since the 15th", "on the 3rd": that day of this month, or of the month before when it has not come yet.
  q = q.replace(
    /\b(since|on) the (\d{1,2})(?:st|nd|rd|th)\b(?! (?:of|week|day|quarter|month))/gi,
    (said, word: string, d: string) => {
      const day = `${today.slice(0, 8)}${pad(Number(d))}`;
      const month =
        Number(d) > 31
          ? null
          : day < today
            ? day
            : previousCalendarPeriod('month', today).startDate.slice(0, 8) + pad(Number(d));
      return month ? `${word} ${month}` : said;
    },
  );
  // "From Oct 1 to today": ranges end yesterday, the last complete day.
  if (/\b(from|since|between|starting)\b/i.test(q))
    q = q.replace(/\b(?:to|through|thru|until|till|and|-) (?:today|now|date|yesterday)\b/gi, `through ${yesterday}`);
  // "The day before yesterday", "the last 24 hours", "3 days ago".
  q = q.replace(/\b(?:the )?day before yesterday\b/gi, `on ${addDays(today, -2)}`);
  q = q.replace(/\b(?:the )?(?:last|past) 24 ?(?:hours|hrs|h)\b/gi, 'yesterday');
  q = q.replace(
    /\b(\d|two|three|four|five) days ago\b/gi,
    (_, n: string) => `on ${addDays(today, -count(n.toLowerCase()))}`,
  );
  // Weekends: the latest whole Saturday and Sunday; "the weekend before last" the one before it.
  const sunday = addDays(yesterday, -weekday(yesterday));
  q = q.replace(
    /\b(?:(?:over |during )?(?:the |this )?(?:last|past|previous|most recent|this past|recent) weekend|over the weekend|the weekend before(?: last| that)?)\b/gi,
    (said) => {
      const end = /before/i.test(said) ? addDays(sunday, -7) : sunday;
      return span({ startDate: addDays(end, -1), endDate: end });
    },
  );
  q = q.replace(/\bthe week before last\b/gi, () => span(previousCalendarPeriod('week', addDays(today, -7))));
  q = q.replace(/\b(last|previous|past) calendar (week|month|quarter|year)\b/gi, 'last $2');
  q = q.replace(/\b(?:the )?past quarter\b/gi, 'last quarter');
  // "The last two full weeks": whole calendar weeks (months) before this one.
  q = q.replace(
    /\b(?:the )?(?:last|past|previous) (\d|two|three|four|five|six) (?:full|complete|whole|entire) (week|month)s\b/gi,
    (_, n: string, unit: 'week' | 'month') => {
      const last = previousCalendarPeriod(unit, today);
      let first = last;
      for (let i = 1; i < count(n.toLowerCase()); i += 1) first = previousCalendarPeriod(unit, first.startDate);
      return span({ startDate: first.startDate, endDate: last.endDate });
    },
  );
  // "The last full week", "the last complete month": the calendar one before this one.
  q = q.replace(
    /\b(?:the )?(?:last|previous|most recent) (?:full|complete|whole|entire) (week|month|quarter|year)\b/gi,
    (_, u) => span(previousCalendarPeriod(u.toLowerCase(), today)),
  );
  // Weekdays: the latest one before today ("on Tuesday", "last Monday").
  q = q.replace(
    /(?<!cyber )\b(?:(?:last|this past|past|previous) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/gi,
    (said, d: string, i: number) =>
      keep(said, i, said.length)
        ? said
        : span(days(addDays(yesterday, -((weekday(yesterday) - WEEKDAYS.indexOf(d.toLowerCase()) + 7) % 7)), 1)),
  );
  // "The week of Nov 16" (its first day), "the week ending Nov 22".
  q = q.replace(
    new RegExp(
      `\\b(?:the )?week (of|starting|beginning|commencing|ending|ended) (?:on )?((?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|${MONTH}\\.? \\d{1,2}${ORDINAL}(?:,? \\d{4})?|\\d{1,2}${ORDINAL} ${MONTH}(?:,? \\d{4})?))`,
      'gi',
    ),
    (said, how: string, day: string) => {
      const first = dayFrom(day, today);
      if (!first) return said;
      return /^end/i.test(how) ? span(days(addDays(first, -6), 7)) : span(days(first, 7));
    },
  );
  for (const [pattern, of] of MONTH_PARTS)
    q = q.replace(pattern, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const month = monthSaid(m[m.length - 1]!, today);
      return month ? span(of(month, m)) : m[0]!;
    });
  q = yearsSaid(q, today);
  // "Since on 2026-11-30" (a weekday said after "since") reads "since 2026-11-30".
  return q.replace(/\b(since|from|between|starting|until|till|through|thru|to|on) on (?=\d{4}-\d{2}-\d{2})/gi, '$1 ');
}
