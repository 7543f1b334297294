/** A figure from the API: a number, or a decimal sent as a string ('1234.50'). */
export type NumberInput = number | string | null | undefined;

/** The number in a figure, or null when there is none: formatters then show an empty cell, never 'NaN'. */
export function toNumber(value: NumberInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

function formatWith(options: Intl.NumberFormatOptions, suffix = '') {
  // signDisplay 'negative' keeps a value that rounds to zero from showing as '-0' or '-$0'.
  const format = new Intl.NumberFormat('en-US', { signDisplay: 'negative', ...options });
  return (value: NumberInput): string => {
    const number = toNumber(value);
    return number === null ? '' : `${format.format(number)}${suffix}`;
  };
}

const USD = { style: 'currency', currency: 'USD' } as const;

const wholeDollars = formatWith({ ...USD, minimumFractionDigits: 0, maximumFractionDigits: 0 });
const dollarsAndCents = formatWith({ ...USD, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Dollars with at most 2 cents digits (spec section 9), and never one: whole amounts without cents ('$1,234'),
 * others with both cents digits ('$1,234.50', never '$1,234.5').
 */
export function formatCurrency(value: NumberInput): string {
  const number = toNumber(value);
  if (number === null) return '';
  return Math.round(number * 100) % 100 === 0 ? wholeDollars(number) : dollarsAndCents(number);
}

/** Whole dollars: '$1,235'. */
export const formatWholeDollars = wholeDollars;

/** Dollars and cents, always 2 digits: '$1,234.50'. */
export const formatCurrencyWithCents = dollarsAndCents;

/** A whole number with thousands separators: '1,234,568'. */
export const formatInteger = formatWith({ maximumFractionDigits: 0 });

/** Up to 2 decimals, with thousands separators: '1,234.57', '12.5', '3'. */
export const formatDecimal = formatWith({ minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Short form with an upper-case suffix: '950', '1.2K', '3.4M', '5B', '1.5T'. */
export const formatCompact = formatWith({ notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1 });

const percentWith2 = formatWith({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentWith4 = formatWith({ style: 'percent', minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** A ratio as a percentage, with exactly 2 (default) or 4 decimals: 0.1234 gives '12.34%'. */
export function formatPercent(ratio: NumberInput, decimals: 2 | 4 = 2): string {
  return decimals === 4 ? percentWith4(ratio) : percentWith2(ratio);
}

/** A duration in seconds, with 1 to 2 decimals: '12.5s', '3.25s', '4.0s'. */
export const formatSeconds = formatWith({ minimumFractionDigits: 1, maximumFractionDigits: 2 }, 's');
