/** Whether a value parses as a finite number: 42, '3.5', ' 1e3 '; not '', '12px' or Infinity. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  return !Number.isNaN(Number.parseFloat(value)) && Number.isFinite(Number(value));
}
