import type { DATE_RANGES } from './enumerations';

/**
 * Time in the semantic layer: days are yyyy-MM-dd strings in UTC (delivery is recorded per UTC day), one rule for
 * the last complete day (yesterday), and the calendar a person means ("this month", "last month"). Every named range
 * of the spec, every relative range of a schedule and every range the assistant hears resolves here, for screens,
 * PDFs, CSVs, schedules, alerts and the assistant alike.
 */
export type Day = string;
export interface DayRange {
  startDate: Day;
  endDate: Day;
}

const DAY_MS = 86_400_000;
export const addDays = (day: Day, days: number): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: Day, to: Day) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const todayUtc = (): Day => new Date().toISOString().slice(0, 10);

/**
 * The one rule: today is never complete, so every range and every "to date" figure ends yesterday (but for a
 * period's first day: this month on the 1st is the 1st, see soFar).
 */
export const lastCompleteDay = (today: Day = todayUtc()): Day => addDays(today, -1);

export type NamedRange = (typeof DATE_RANGES)[number];
/** The named ranges that resolve from today alone (schedules use these). */
export const RELATIVE_RANGES = ['Last 7 days', 'Last 14 days', 'Last 30 days', 'MTD', 'Previous Month', 'YTD'] as const;
export type RelativeRange = (typeof RELATIVE_RANGES)[number];
export const isRelativeRange = (name: string): name is RelativeRange =>
  (RELATIVE_RANGES as readonly string[]).includes(name);

/** The calendar periods ranges are named by. Weeks start on Monday, as the "by week" grouping does. */
export type CalendarPeriod = 'week' | 'month' | 'quarter' | 'year';

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the week, month, quarter or year a day is in. */
function periodStart(day: Day, period: CalendarPeriod): Day {
  if (period === 'week') return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  if (period === 'year') return `${day.slice(0, 4)}-01-01`;
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-${pad(period === 'quarter' ? month - ((month - 1) % 3) : month)}-01`;
}

/** A calendar month, whole (month 1 is January): its last day knows leap years. */
export function calendarMonth(year: number, month: number): DayRange {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(last)}` };
}

/** A day some months before (or after): the same date, or the month's last day when it has no such date. */
export function addMonths(day: Day, months: number): Day {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const { endDate } = calendarMonth(Math.floor(index / 12), (index % 12) + 1);
  return `${endDate.slice(0, 8)}${pad(Math.min(Number(day.slice(8, 10)), Number(endDate.slice(8, 10))))}`;
}

/**
 * What of a range has happened as of today, in complete days: it ends yesterday at the latest, except that a range
 * that starts today (this month, on the 1st) is today alone, never empty nor the period before. Null when it has not
 * begun.
 */
export function soFar(range: DayRange, today: Day): DayRange | null {
  if (range.startDate > today) return null;
  const yesterday = lastCompleteDay(today);
  const last = yesterday < range.startDate ? range.startDate : yesterday;
  return { startDate: range.startDate, endDate: range.endDate < last ? range.endDate : last };
}

/** "This month" (week, quarter, year): from its first day to the last complete day; on its first day, that day. */
export const periodToDate = (period: CalendarPeriod, today: Day): DayRange =>
  soFar({ startDate: periodStart(today, period), endDate: today }, today)!;

/** "Last month" (week, quarter, year): the whole period before today's, on its 1st as on any other day. */
export function previousCalendarPeriod(period: CalendarPeriod, today: Day): DayRange {
  const endDate = addDays(periodStart(today, period), -1);
  return { startDate: periodStart(endDate, period), endDate };
}

/** "Last N days": the N complete days before today (today is not one of them). */
export const lastDays = (n: number, today: Day): DayRange => ({
  startDate: addDays(today, -n),
  endDate: lastCompleteDay(today),
});

/**
 * A relative range as of a day, as a person on that day means it: "Last 7 days" on 2026-12-01 is 11-24 to 11-30;
 * MTD and YTD run from the 1st of today's month (or year) to yesterday, and on that 1st are the 1st alone; Previous
 * Month is the calendar month before today's (November on December 1st).
 */
export function resolveRange(range: RelativeRange, today: Day): DayRange {
  const days = /^Last (\d+) days$/.exec(range);
  if (days) return lastDays(Number(days[1]), today);
  if (range === 'MTD') return periodToDate('month', today);
  if (range === 'YTD') return periodToDate('year', today);
  return previousCalendarPeriod('month', today);
}

/**
 * Any named range: Campaign Lifetime is no range (the whole flight); Custom is the dates given (none when either is
 * missing, spec section 5); the others resolve from today.
 */
export function resolveNamedRange(
  name: NamedRange | undefined,
  today: Day,
  custom?: Partial<DayRange>,
): DayRange | undefined {
  if (name === undefined || name === 'Custom')
    return custom?.startDate && custom.endDate ? { startDate: custom.startDate, endDate: custom.endDate } : undefined;
  if (name === 'Campaign Lifetime') return undefined;
  return resolveRange(name, today);
}

/** The period just before a range, of the same length: what KPI tiles compare against. */
export function previousPeriod(range: DayRange): DayRange {
  const length = daysBetween(range.startDate, range.endDate) + 1;
  return { startDate: addDays(range.startDate, -length), endDate: addDays(range.startDate, -1) };
}

/** Today's date (yyyy-MM-dd) in a time zone; throws RangeError for an unknown zone. */
export function localDay(at: Date, timeZone: string): Day {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function isTimeZone(timeZone: string): boolean {
  try {
    localDay(new Date(), timeZone);
    return true;
  } catch {
    return false;
  }
}
