import { figureOf, formatDate, parseDate } from '@beacon/shared/format';

/** The dimensions that are days on a calendar (a week by its first day). */
const DAYS_APART: Record<string, number> = { day: 1, week: 7 };

export const isTimeDimension = (dimension: string) => dimension in DAYS_APART;

/** How each dimension is named in a column's or an axis's title. */
export function dimensionLabel(dimension: string): string {
  if (dimension === 'week') return 'Week of';
  if (dimension === 'sourceType') return 'Source';
  return dimension[0]!.toUpperCase() + dimension.slice(1);
}

/** A dimension's value in words: days and weeks in the product's date format (MM/dd/yyyy), the rest as they are. */
export function dimensionValue(dimension: string, value: unknown): string {
  if (isTimeDimension(dimension)) return formatDate(String(value));
  return value === null || value === undefined ? '' : String(value);
}

export interface TimePoint {
  at: Date;
  value: number | null;
}

/**
 * A metric over days or weeks, for a time axis, in order. Where days (or weeks) are missing, a point without a
 * value is put in between, so that the line breaks there instead of joining the two sides.
 */
export function timeSeries(rows: readonly Record<string, unknown>[], dimension: string, metric: string): TimePoint[] {
  const step = DAYS_APART[dimension] ?? 1;
  const points: TimePoint[] = rows
    .flatMap((row) => {
      const at = parseDate(String(row[dimension]))?.toDate();
      return at ? [{ at, value: figureOf(row[metric]) }] : [];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const DAY = 86_400_000;
  return points.flatMap((point, i) => {
    const before = points[i - 1];
    // Days are counted in whole days (a change to or from daylight saving time makes one 23 or 25 hours long).
    const apart = before ? Math.round((point.at.getTime() - before.at.getTime()) / DAY) : step;
    if (apart <= step) return [point];
    return [{ at: new Date(before!.at.getTime() + Math.round(apart / 2) * DAY), value: null }, point];
  });
}
