import { isEmail, isNumeric } from './inputs';

describe('email check', () => {
  it('accepts ordinary addresses, even pasted with spaces around them', () => {
    expect(isEmail('jane.doe@agency.com')).toBe(true);
    expect(isEmail('j+beacon@mail.agency.co.uk')).toBe(true);
    expect(isEmail('  jane@agency.com ')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const value of [
      '',
      'jane',
      'jane@',
      '@agency.com',
      'jane@agency',
      'jane doe@agency.com',
      'jane@@agency.com',
      null,
      undefined,
    ]) {
      expect(isEmail(value)).toBe(false);
    }
  });
});

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
