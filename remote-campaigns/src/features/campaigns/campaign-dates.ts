import { formatDate } from '@beacon/shared/format';

/** A flight date: the real one, else the estimate marked as such. */
export function flightDate(actual: string | null, estimated: string | null): string {
  if (actual) return formatDate(actual);
  return estimated ? `${formatDate(estimated)} (est.)` : '';
}

/** Sortable form of a flight date (ISO dates sort as text; none sorts last). */
export const flightSortKey = (actual: string | null, estimated: string | null) => actual ?? estimated ?? '9999';
