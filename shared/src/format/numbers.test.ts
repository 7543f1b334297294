import {
  formatCompact,
  formatCurrency,
  formatCurrencyWithCents,
  formatDecimal,
  formatInteger,
  formatPercent,
  formatSeconds,
  formatWholeDollars,
  toNumber,
} from './numbers';

describe('number formats', () => {
  it('shows budgets in dollars with no cents or both cents digits, never one', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(3816.1)).toBe('$3,816.10');
    expect(formatCurrency(6.5)).toBe('$6.50');
    expect(formatCurrency(1234.001)).toBe('$1,234');
    expect(formatCurrency(1234)).toBe('$1,234');
    expect(formatCurrency(1234.567)).toBe('$1,234.57');
    expect(formatCurrency(-50.25)).toBe('-$50.25');
  });

  it('shows whole dollars and dollars with cents', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatCurrencyWithCents(1234.5)).toBe('$1,234.50');
    expect(formatCurrencyWithCents(0)).toBe('$0.00');
  });

  it('groups thousands in integers and short decimals', () => {
    expect(formatInteger(1234567.8)).toBe('1,234,568');
    expect(formatDecimal(1234.567)).toBe('1,234.57');
    expect(formatDecimal(12.5)).toBe('12.5');
    expect(formatDecimal(3)).toBe('3');
  });

  it('shortens big numbers with an upper-case suffix', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(3_400_000)).toBe('3.4M');
    expect(formatCompact(5_000_000_000)).toBe('5B');
    expect(formatCompact(1.5e12)).toBe('1.5T');
    expect(formatCompact(999_999)).toBe('1M');
    expect(formatCompact(-2500)).toBe('-2.5K');
  });

  it('shows ratios as percentages with 2 or 4 decimals', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(0.5)).toBe('50.00%');
    expect(formatPercent(0.00012345, 4)).toBe('0.0123%');
    expect(formatPercent(1, 4)).toBe('100.0000%');
  });

  it('shows seconds with one or two decimals', () => {
    expect(formatSeconds(12.5)).toBe('12.5s');
    expect(formatSeconds(3.256)).toBe('3.26s');
    expect(formatSeconds(4)).toBe('4.0s');
  });

  it('reads decimals the API sends as strings', () => {
    expect(formatCurrencyWithCents('1234.5')).toBe('$1,234.50');
    expect(toNumber(' 42 ')).toBe(42);
  });

  it('never shows "-0" for a value that rounds to zero', () => {
    expect(formatWholeDollars(-0.2)).toBe('$0');
    expect(formatInteger(-0.4)).toBe('0');
  });

  it('shows nothing when the figure is missing or not a number', () => {
    for (const missing of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCurrency(missing)).toBe('');
      expect(formatCompact(missing)).toBe('');
      expect(formatPercent(missing, 4)).toBe('');
      expect(formatSeconds(missing)).toBe('');
    }
  });
});
