import { addDays } from '../campaign-reports/flight';

export const RELATIVE_RANGES = ['Last 7 days', 'Last 14 days', 'Last 30 days', 'MTD', 'Previous Month', 'YTD'] as const;
export type RelativeRange = (typeof RELATIVE_RANGES)[number];

/** Today's date (yyyy-MM-dd) in a time zone; throws RangeError for an unknown zone. */
export function localDay(at: Date, timeZone: string): string {
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

/**
 * A relative range in complete days, as of a day: "Last 7 days" on 2026-03-10 is 03-03 to 03-09 (today is never
 * complete). MTD and YTD run to yesterday; Previous Month is the whole calendar month before yesterday's.
 */
export function resolveRange(range: RelativeRange, today: string): { startDate: string; endDate: string } {
  const yesterday = addDays(today, -1);
  const days = /^Last (\d+) days$/.exec(range);
  if (days) return { startDate: addDays(today, -Number(days[1])), endDate: yesterday };
  if (range === 'MTD') return { startDate: `${yesterday.slice(0, 7)}-01`, endDate: yesterday };
  if (range === 'YTD') return { startDate: `${yesterday.slice(0, 4)}-01-01`, endDate: yesterday };
  const firstOfMonth = `${yesterday.slice(0, 7)}-01`;
  const lastOfPrevious = addDays(firstOfMonth, -1);
  return { startDate: `${lastOfPrevious.slice(0, 7)}-01`, endDate: lastOfPrevious };
}
