import { DATE_RANGES, type DateRange } from '@beacon/shared/api';

export type RelativeRange = Exclude<DateRange, 'Campaign Lifetime' | 'Custom'>;

/** The date ranges that move with the day a report runs (a schedule's, an alert's): neither a campaign's nor typed. */
const RELATIVE_RANGES = DATE_RANGES.filter(
  (range): range is RelativeRange => range !== 'Campaign Lifetime' && range !== 'Custom',
);

/** The relative ranges as a select's options. */
export const RELATIVE_RANGE_OPTIONS = RELATIVE_RANGES.map((value) => ({ value, label: value }));
