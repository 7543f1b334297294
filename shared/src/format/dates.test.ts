import {
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatMonthDay,
  formatMonthYear,
  formatUtcOffset,
  parseDate,
} from './dates';

// Local-time dates, so the expectations hold in every time zone the tests run in.
const march5 = new Date(2026, 2, 5, 14, 7);

describe('date formats', () => {
  it('shows a date the way tables, axes and queries do', () => {
    expect(formatDate(march5)).toBe('03/05/2026');
    expect(formatMonthDay(march5)).toBe('Mar 05');
    expect(formatMonthYear(march5)).toBe('03/2026');
    expect(formatIsoDate(march5)).toBe('2026-03-05');
  });

  it('reads ISO strings and epoch milliseconds as well as Dates', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T14:07:00')).toBe('03/05/2026');
    expect(formatIsoDate(march5.getTime())).toBe('2026-03-05');
    expect(formatDate(' 2026-12-31 ')).toBe('12/31/2026');
  });

  it('keeps a date-only value on its own day in any time zone', () => {
    expect(formatMonthDay('2026-01-01')).toBe('Jan 01');
    expect(formatIsoDate('2026-01-01')).toBe('2026-01-01');
  });

  it('shows the full timestamp with the month spelled out and the offset', () => {
    const text = formatDateTime(march5);
    expect(text.startsWith('March 5, 2026 2:07 PM ')).toBe(true);
    expect(text).toMatch(/ (Z|[+-]\d{2}:\d{2})$/);
    expect(formatDateTime(new Date(2026, 0, 9, 0, 5))).toMatch(/^January 9, 2026 12:05 AM /);
  });

  it('writes the offset as XXX does', () => {
    expect(formatUtcOffset(0)).toBe('Z');
    expect(formatUtcOffset(330)).toBe('+05:30');
    expect(formatUtcOffset(-240)).toBe('-04:00');
    expect(formatUtcOffset(-570)).toBe('-09:30');
  });

  it('shows nothing, never "Invalid Date", when the date is missing or wrong', () => {
    for (const missing of [
      null,
      undefined,
      '',
      '   ',
      'not a date',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '2026-02-30',
      '2026-13-01',
    ]) {
      expect(formatDate(missing)).toBe('');
      expect(formatDateTime(missing)).toBe('');
      expect(parseDate(missing)).toBeNull();
    }
    expect(formatMonthYear(new Date('nope'))).toBe('');
  });

  it('accepts a leap day that exists', () => {
    expect(formatDate('2028-02-29')).toBe('02/29/2028');
    expect(formatDate('2027-02-29')).toBe('');
  });
});
