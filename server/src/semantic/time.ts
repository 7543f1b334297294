import type { DATE_RANGES } from './enumerations';

/**
 * Time in the semantic layer: days are yyyy-MM-dd strings in UTC (delivery is recorded per UTC day), and one rule
 * for the last complete day: yesterday. Every named range of the spec and every relative range of a schedule
 * resolves here, for screens, PDFs, CSVs, schedules, alerts and the assistant alike.
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

/** The one rule: today is never complete, so every range and every "to date" figure ends yesterday. */
export const lastCompleteDay = (today: Day = todayUtc()): Day => addDays(today, -1);

export type NamedRange = (typeof DATE_RANGES)[number];
/** The named ranges that resolve from today alone (schedules use these). */
export const RELATIVE_RANGES = ['Last 7 days', 'Last 14 days', 'Last 30 days', 'MTD', 'Previous Month', 'YTD'] as const;
export type RelativeRange = (typeof RELATIVE_RANGES)[number];
export const isRelativeRange = (name: string): name is RelativeRange =>
  (RELATIVE_RANGES as readonly string[]).includes(name);

const monthStart = (day: Day) => `${day.slice(0, 7)}-01`;

/**
 * A relative range in complete days, as of a day: "Last 7 days" on 2026-03-10 is 03-03 to 03-09. MTD and YTD run
 * to yesterday (on the 1st, MTD is the whole previous month); Previous Month is the calendar month before
 * yesterday's.
 */
export function resolveRange(range: RelativeRange, today: Day): DayRange {
  const yesterday = lastCompleteDay(today);
  const days = /^Last (\d+) days$/.exec(range);
  if (days) return { startDate: addDays(today, -Number(days[1])), endDate: yesterday };
  if (range === 'MTD') return { startDate: monthStart(yesterday), endDate: yesterday };
  if (range === 'YTD') return { startDate: `${yesterday.slice(0, 4)}-01-01`, endDate: yesterday };
  const lastOfPrevious = addDays(monthStart(yesterday), -1);
  return { startDate: monthStart(lastOfPrevious), endDate: lastOfPrevious };
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
