import { PASSWORD_HINT, failedPasswordRule, failedPasswordRules, isValidPassword } from './password';

describe('new password rules', () => {
  it('accepts a password that meets every rule and is typed twice', () => {
    expect(failedPasswordRule('Summer#2026', 'Summer#2026')).toBeNull();
    expect(isValidPassword('aB3$efgh', 'aB3$efgh')).toBe(true);
  });

  it('says which rule fails, first the confirmation, then each requirement', () => {
    expect(failedPasswordRule('Summer#2026', 'Summer#2027')).toBe('match');
    expect(failedPasswordRule('Sum#26a', 'Sum#26a')).toBe('length');
    expect(failedPasswordRule('summer#2026', 'summer#2026')).toBe('uppercase');
    expect(failedPasswordRule('SUMMER#2026', 'SUMMER#2026')).toBe('lowercase');
    expect(failedPasswordRule('Summer#Fun', 'Summer#Fun')).toBe('digit');
    expect(failedPasswordRule('Summer2026', 'Summer2026')).toBe('symbol');
  });

  it('lists every rule an empty or weak password breaks', () => {
    expect(failedPasswordRules('', '')).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'symbol']);
    expect(failedPasswordRules('abc', 'abd')).toEqual(['match', 'length', 'uppercase', 'digit', 'symbol']);
  });

  it('counts the special characters the identity provider counts', () => {
    for (const symbol of [
      '^',
      '$',
      '*',
      '.',
      '[',
      ']',
      '{',
      '}',
      '(',
      ')',
      '?',
      '"',
      '!',
      '@',
      '#',
      '%',
      '&',
      '/',
      '\\',
      ',',
      '>',
      '<',
      "'",
      ':',
      ';',
      '|',
      '_',
      '~',
      '`',
      '=',
      '+',
      '-',
    ]) {
      expect(isValidPassword(`Summer2026${symbol}`, `Summer2026${symbol}`)).toBe(true);
    }
    expect(failedPasswordRule('Summer 2026', 'Summer 2026')).toBe('symbol');
  });

  it('compares the confirmation exactly, case and spaces included', () => {
    expect(failedPasswordRule('Summer#2026', 'summer#2026')).toBe('match');
    expect(failedPasswordRule('Summer#2026', 'Summer#2026 ')).toBe('match');
  });

  it('shows the hint in the product words', () => {
    expect(PASSWORD_HINT).toBe('8 characters w/ uppercase, lowercase, number, special.');
  });
});
