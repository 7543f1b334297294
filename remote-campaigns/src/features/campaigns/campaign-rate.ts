import { PERCENT_RATE_TYPES } from '@beacon/shared/api';
import { formatCurrencyWithCents, formatPercent, toNumber, type NumberInput } from '@beacon/shared/format';

/**
 * How a campaign's rate reads: a percentage for FLAT_RATE and COST_PLUS (the rate is in percent points, 15 is
 * '15.00%'), dollars and cents for CPM, nothing for other rate types.
 */
export function formatRate(rateType: string | null | undefined, rate: NumberInput): string {
  const type = rateType?.toUpperCase();
  const number = toNumber(rate);
  if (number === null) return '';
  if (type === 'CPM') return formatCurrencyWithCents(number);
  if ((PERCENT_RATE_TYPES as readonly string[]).includes(type ?? '')) return formatPercent(number / 100);
  return '';
}
