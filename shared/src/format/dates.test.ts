import { formatDate, formatDateTime, formatIsoDate, formatMonthDay, formatMonthYear, parseDate } from './dates';

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

  it('shows the full timestamp with the month spelled out', () => {
    expect(formatDateTime(march5)).toMatch(/^March 5, 2026 2:07 PM \S/);
    expect(formatDateTime(new Date(2026, 0, 9, 0, 5))).toMatch(/^January 9, 2026 12:05 AM \S/);
  });

  describe('names the time zone the time is read in, never an offset such as Z', () => {
    const sixUtc = '2026-03-05T06:00:00Z';

    it.each([
      ['UTC', 'March 5, 2026 6:00 AM UTC'],
      ['America/New_York', 'March 5, 2026 1:00 AM EST'],
      ['Asia/Kolkata', 'March 5, 2026 11:30 AM GMT+5:30'],
    ])('in %s', (timeZone, shown) => {
      expect(formatDateTime(sixUtc, timeZone)).toBe(shown);
    });

    it('with its summer name in summer', () => {
      expect(formatDateTime('2026-07-01T16:30:00Z', 'America/New_York')).toBe('July 1, 2026 12:30 PM EDT');
    });

    it("in the viewer's own zone when none is named", () => {
      const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(formatDateTime(sixUtc)).toBe(formatDateTime(sixUtc, own));
      expect(formatDateTime(sixUtc)).not.toMatch(/ (Z|[+-]\d{2}:\d{2})$/);
    });
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
