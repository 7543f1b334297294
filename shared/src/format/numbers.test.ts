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
import { expectEach } from '../testing/cases';

describe('number formats', () => {
  it('shows budgets in dollars with no cents or both cents digits, never one', () =>
    expectEach(formatCurrency, [
      [1234.5, '$1,234.50'],
      [3816.1, '$3,816.10'],
      [6.5, '$6.50'],
      [1234.001, '$1,234'],
      [1234, '$1,234'],
      [1234.567, '$1,234.57'],
      [-50.25, '-$50.25'],
    ]));

  it('shows whole dollars and dollars with cents', () => {
    expectEach(formatWholeDollars, [[1234.5, '$1,235']]);
    expectEach(formatCurrencyWithCents, [
      [1234.5, '$1,234.50'],
      [0, '$0.00'],
    ]);
  });

  it('groups thousands in integers and short decimals', () => {
    expectEach(formatInteger, [[1234567.8, '1,234,568']]);
    expectEach(formatDecimal, [
      [1234.567, '1,234.57'],
      [12.5, '12.5'],
      [3, '3'],
    ]);
  });

  it('shortens big numbers with an upper-case suffix', () =>
    expectEach(formatCompact, [
      [950, '950'],
      [1234, '1.2K'],
      [3_400_000, '3.4M'],
      [5_000_000_000, '5B'],
      [1.5e12, '1.5T'],
      [999_999, '1M'],
      [-2500, '-2.5K'],
    ]));

  it('shows ratios as percentages with 2 or 4 decimals', () => {
    expectEach(formatPercent, [
      [0.1234, '12.34%'],
      [0.5, '50.00%'],
    ]);
    expectEach(
      (ratio: number) => formatPercent(ratio, 4),
      [
        [0.00012345, '0.0123%'],
        [1, '100.0000%'],
      ],
    );
  });

  it('shows seconds with one or two decimals', () =>
    expectEach(formatSeconds, [
      [12.5, '12.5s'],
      [3.256, '3.26s'],
      [4, '4.0s'],
    ]));

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
