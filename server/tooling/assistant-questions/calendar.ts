import type { CalendarSpec, RangeSpec } from './question';

/**
 * Calendar ranges of the question set ("last weekend", "Black Friday", "the first half of last month"), worked out
 * here on their own from today, never with the engine's parser: each is the latest such one that has begun, and ends
 * yesterday at the latest.
 */

const DAY = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const at = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
export const plusDays = plus;
const pad = (n: number) => String(n).padStart(2, '0');
const lastOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function calendarDates(spec: CalendarSpec, today: string): { startDate: string; endDate: string } {
  const yesterday = plus(today, -1);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const clip = (startDate: string, endDate: string) => ({
    startDate,
    endDate: endDate > yesterday ? yesterday : endDate,
  });
  /** The latest year whose day `of(year)` is before today. */
  const latestYear = (of: (y: number) => string) => (of(year) < today ? year : year - 1);
  if ('weekend' in spec) {
    // The latest Sunday on or before yesterday, and the Saturday before it.
    let sunday = yesterday;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = plus(sunday, -1);
    return { startDate: plus(sunday, -1 - 7 * spec.weekend), endDate: plus(sunday, -7 * spec.weekend) };
  }
  if ('weekday' in spec) {
    let day = yesterday;
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== spec.weekday) day = plus(day, -1);
    return { startDate: day, endDate: day };
  }
  if ('holiday' in spec) {
    // Thanksgiving: the fourth Thursday of November.
    const thanksgiving = (y: number) => {
      const first = new Date(Date.UTC(y, 10, 1)).getUTCDay();
      return at(y, 11, 1 + ((4 - first + 7) % 7) + 21);
    };
    const offset = {
      thanksgiving: [0, 0],
      'black friday': [1, 1],
      'cyber monday': [4, 4],
      'black friday weekend': [1, 3],
    }[spec.holiday];
    const y = latestYear((y) => plus(thanksgiving(y), offset[0]!));
    return clip(plus(thanksgiving(y), offset[0]!), plus(thanksgiving(y), offset[1]!));
  }
  if ('ofMonth' in spec) {
    const [y, m] =
      spec.ofMonth === 'last'
        ? month === 1
          ? [year - 1, 12]
          : [year, month - 1]
        : [latestYear((y) => at(y, spec.ofMonth as number, 1)), spec.ofMonth];
    return clip(at(y, m, spec.from), at(y, m, Math.min(spec.to, lastOf(y, m))));
  }
  if ('lastWeeks' in spec) {
    const monday = plus(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    return { startDate: plus(monday, -7 * spec.lastWeeks), endDate: plus(monday, -1) };
  }
  if ('wholeYear' in spec) return clip(at(spec.wholeYear, 1, 1), at(spec.wholeYear, 12, 31));
  if ('half' in spec) {
    const y = latestYear((y) => at(y, spec.half === 1 ? 1 : 7, 1));
    return spec.half === 1 ? clip(at(y, 1, 1), at(y, 6, 30)) : clip(at(y, 7, 1), at(y, 12, 31));
  }
  if ('daysAgo' in spec) return { startDate: plus(today, -spec.daysAgo), endDate: plus(today, -spec.daysAgo) };
  const y = latestYear((y) => at(y, spec.weekOf.month, spec.weekOf.day));
  const first = at(y, spec.weekOf.month, spec.weekOf.day);
  return clip(first, plus(first, 6));
}

export const isCalendar = (spec: object): spec is CalendarSpec =>
  ['weekend', 'weekday', 'holiday', 'ofMonth', 'wholeYear', 'lastWeeks', 'half', 'daysAgo', 'weekOf'].some(
    (k) => k in spec,
  );

/**
 * A range said relative to today, computed here on its own (not with the engine's parser): it ends yesterday, or on
 * its first day when that is today (this quarter on April 1st); "last week" is the Monday-to-Sunday week before
 * today's.
 */
export function datesOf(spec: Exclude<RangeSpec, string>, today: string): { startDate: string; endDate: string } {
  const yesterday = plusDays(today, -1);
  const clip = (startDate: string, endDate: string) => {
    const last = startDate > yesterday ? startDate : yesterday;
    return { startDate, endDate: endDate > last ? last : endDate };
  };
  if (isCalendar(spec)) return calendarDates(spec, today);
  if ('days' in spec) return { startDate: plusDays(today, -spec.days), endDate: yesterday };
  if ('month' in spec) {
    const year = spec.year ?? Number(today.slice(0, 4));
    const last = new Date(Date.UTC(year, spec.month, 0)).getUTCDate();
    return clip(`${year}-${pad(spec.month)}-01`, `${year}-${pad(spec.month)}-${pad(last)}`);
  }
  if ('lastWeek' in spec) {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const start = plusDays(today, -weekday - 7);
    return { startDate: start, endDate: plusDays(start, 6) };
  }
  if ('thisQuarter' in spec) {
    const month = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1;
    return clip(`${today.slice(0, 4)}-${pad(month)}-01`, today);
  }
  return clip(spec.from, spec.to ?? yesterday);
}
