/** The email pattern the forms use: something@domain.tld, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed value is an email address; surrounding spaces from a paste are ignored. */
export function isEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/** Whether a value parses as a finite number: 42, '3.5', ' 1e3 '; not '', '12px' or Infinity. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  return !Number.isNaN(Number.parseFloat(value)) && Number.isFinite(Number(value));
}
