import { formatIsoDate, type DateInput } from '@beacon/shared/format';

/** The date range a report query sends, as yyyy-MM-dd. */
export interface ReportDateRange {
  startDate: string;
  endDate: string;
}

/**
 * The date range to send with a report query, or undefined to send none. A range goes only when both dates are
 * given (and real), and never with one of the four 14-day forecast queries, which always look ahead from today.
 * The spec says there are four such queries but does not name them, so the caller passes their names (they come
 * with the report specification); this function does not guess them.
 */
export function reportQueryDateRange(
  queryName: string,
  dates: { startDate?: DateInput; endDate?: DateInput },
  forecastQueryNames: readonly string[],
): ReportDateRange | undefined {
  if (forecastQueryNames.includes(queryName)) return undefined;
  const startDate = formatIsoDate(dates.startDate);
  const endDate = formatIsoDate(dates.endDate);
  return startDate && endDate ? { startDate, endDate } : undefined;
}
