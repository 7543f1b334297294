import type { RangeSpec } from './question';

/**
 * Months and quarters said without a year, as a client means them: the latest one that has begun (October asked in
 * December is this year's, asked in March last year's). The dates are computed here, from today, on their own.
 */
const today = () => new Date().toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

function latestYear(firstMonth: number): number {
  const [year, month] = [Number(today().slice(0, 4)), Number(today().slice(5, 7))];
  return month >= firstMonth ? year : year - 1;
}

export const latestMonth = (month: number): RangeSpec => ({ month, year: latestYear(month) });

export function latestQuarter(quarter: number): RangeSpec {
  const first = (quarter - 1) * 3 + 1;
  const year = latestYear(first);
  const last = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(first + 2)}-${pad(last)}` };
}

/** Days of the latest such month: "between 10/1 and 10/15". */
export const latestDays = (month: number, from: number, to: number): RangeSpec => {
  const year = latestYear(month);
  return { from: `${year}-${pad(month)}-${pad(from)}`, to: `${year}-${pad(month)}-${pad(to)}` };
};

/** The calendar month `n` months before today's: 1 is last month, 2 the month before it. */
export function monthsAgo(n: number): RangeSpec {
  const first = new Date(`${today().slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - n);
  return { month: first.getUTCMonth() + 1, year: first.getUTCFullYear() };
}
