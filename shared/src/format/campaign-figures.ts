import { toNumber, formatCurrencyWithCents, formatPercent, type NumberInput } from './numbers';

/** The rate types the spec names. Added-value types are recognised by name (see isAddedValueRateType). */
export const RATE_TYPES = { cpm: 'CPM', flatRate: 'FLAT_RATE', costPlus: 'COST_PLUS' } as const;

/**
 * The spec speaks of "added value rate types" without naming them: any rate type whose name contains
 * ADDED_VALUE (ADDED_VALUE, CPM_ADDED_VALUE, 'Added Value') counts.
 */
export function isAddedValueRateType(rateType: string | null | undefined): boolean {
  return /added[\s_-]?value/i.test(rateType ?? '');
}

export interface CampaignRate {
  rateType?: string | null;
  rate?: NumberInput;
  totalBudget?: NumberInput;
  addedValueImpressions?: NumberInput;
}

/** Impressions a campaign buys: budget / rate * 1000 for CPM, the added-value impressions, otherwise 0. */
export function campaignImpressions({ rateType, rate, totalBudget, addedValueImpressions }: CampaignRate): number {
  if (isAddedValueRateType(rateType)) return Math.round(toNumber(addedValueImpressions) ?? 0);
  if (rateType?.toUpperCase() !== RATE_TYPES.cpm) return 0;
  const cpm = toNumber(rate);
  const budget = toNumber(totalBudget);
  // A CPM of zero buys no countable impressions; dividing by it would show 'Infinity'.
  if (cpm === null || cpm <= 0 || budget === null) return 0;
  return Math.round((budget / cpm) * 1000);
}

/** Days left in a campaign: never negative; null when the API does not say. */
export function daysRemaining(days: NumberInput): number | null {
  const number = toNumber(days);
  return number === null ? null : Math.max(0, number);
}

/**
 * How a campaign's rate reads: a percentage for FLAT_RATE and COST_PLUS (the rate is in percent points, 15 is
 * '15.00%'), dollars and cents for CPM, nothing for other rate types.
 */
export function formatRate(rateType: string | null | undefined, rate: NumberInput): string {
  const type = rateType?.toUpperCase();
  const number = toNumber(rate);
  if (number === null) return '';
  if (type === RATE_TYPES.cpm) return formatCurrencyWithCents(number);
  if (type === RATE_TYPES.flatRate || type === RATE_TYPES.costPlus) return formatPercent(number / 100);
  return '';
}
