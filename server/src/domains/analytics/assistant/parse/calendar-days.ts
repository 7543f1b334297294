import { addDays, calendarMonth, type DayRange } from '../../../../semantic/time';

/** The words and helpers the calendar phrases are read with (see calendar-phrases.ts). */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const ORDINAL = '(?:st|nd|rd|th)?';
export const YEAR = '(20\\d\\d)(?![-/\\d])';

export const pad = (n: number) => String(n).padStart(2, '0');
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
export const span = (r: DayRange) =>
  r.startDate === r.endDate ? `on ${r.startDate}` : `${r.startDate} through ${r.endDate}`;
/** The n-th (1-based; -1 the last) given weekday of a month (0-based month). */
export function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n < 0) {
    const last = calendarMonth(year, month + 1).endDate;
    return addDays(last, -((weekday(last) - day + 7) % 7));
  }
  const first = `${year}-${pad(month + 1)}-01`;
  return addDays(first, ((day - weekday(first) + 7) % 7) + 7 * (n - 1));
}

/** A day or span of a year, the latest that has begun (before today) unless the year is said. */
export function latest(of: (year: number) => DayRange, today: string, said?: string): DayRange {
  const year = said ? Number(said) : Number(today.slice(0, 4));
  return !said && of(year).startDate >= today ? of(year - 1) : of(year);
}

export const thanksgiving = (y: number) => nthWeekday(y, 10, 4, 4);
export const days = (start: string, length: number): DayRange => ({
  startDate: start,
  endDate: addDays(start, length - 1),
});
export const fixed =
  (month: number, date: number, length = 1) =>
  (y: number) =>
    days(`${y}-${pad(month)}-${pad(date)}`, length);

/** A day as written ("Nov 16", "11/16", "2026-11-16"): the latest such before today when no year is said. */
export function dayFrom(text: string, today: string): string | null {
  const t = text
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/(\d)(st|nd|rd|th)\b/, '$1');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  let month = -1;
  let date = 0;
  let year: string | undefined;
  m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(t);
  if (m) [month, date, year] = [Number(m[1]) - 1, Number(m[2]), m[3] && (m[3].length === 2 ? `20${m[3]}` : m[3])];
  m = m ? null : new RegExp(`^(${MONTH}) (\\d{1,2})(?:,? (\\d{4}))?$`).exec(t);
  if (m) [month, date, year] = [MONTHS.indexOf(m[1]!.slice(0, 3)), Number(m[2]), m[3]];
  m = month >= 0 ? null : new RegExp(`^(\\d{1,2}) (${MONTH})(?:,? (\\d{4}))?$`).exec(t);
  if (m) [month, date, year] = [MONTHS.indexOf(m[2]!.slice(0, 3)), Number(m[1]), m[3]];
  if (month < 0 || month > 11 || date < 1 || date > 31) return null;
  return latest((y) => days(`${y}-${pad(month + 1)}-${pad(date)}`, 1), today, year).startDate;
}
