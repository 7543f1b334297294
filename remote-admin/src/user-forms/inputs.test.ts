import { isNumeric } from './inputs';

describe('numeric check', () => {
  it('accepts values that parse as numbers', () => {
    for (const value of [0, 42, -3.5, '42', ' 3.5 ', '-1e3', '.5']) expect(isNumeric(value)).toBe(true);
  });

  it('refuses empty text, units, infinities and non-values', () => {
    for (const value of [
      '',
      '  ',
      '12px',
      'abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'Infinity',
      null,
      undefined,
      {},
      [],
    ]) {
      expect(isNumeric(value)).toBe(false);
    }
  });
});
