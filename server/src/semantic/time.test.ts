import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addMonths,
  isTimeZone,
  localDay,
  periodToDate,
  previousCalendarPeriod,
  RELATIVE_RANGES,
  resolveNamedRange,
  resolveRange,
  soFar,
  type RelativeRange,
} from './time';

const range = (startDate: string, endDate: string) => ({ startDate, endDate });

/**
 * Every named range on the days a calendar gets wrong: the 1st of a month and of a year, the day after, a leap day
 * and the 1st after it, and a day in the middle of a month. "Last N days" are the N days before today; MTD and YTD
 * run to yesterday, and on their 1st are the 1st alone; Previous Month is the calendar month before today's.
 */
const BY_TODAY: Record<string, Record<RelativeRange, { startDate: string; endDate: string }>> = {
  '2026-12-01': {
    'Last 7 days': range('2026-11-24', '2026-11-30'),
    'Last 14 days': range('2026-11-17', '2026-11-30'),
    'Last 30 days': range('2026-11-01', '2026-11-30'),
    MTD: range('2026-12-01', '2026-12-01'),
    'Previous Month': range('2026-11-01', '2026-11-30'),
    YTD: range('2026-01-01', '2026-11-30'),
  },
  '2026-12-02': {
    'Last 7 days': range('2026-11-25', '2026-12-01'),
    'Last 14 days': range('2026-11-18', '2026-12-01'),
    'Last 30 days': range('2026-11-02', '2026-12-01'),
    MTD: range('2026-12-01', '2026-12-01'),
    'Previous Month': range('2026-11-01', '2026-11-30'),
    YTD: range('2026-01-01', '2026-12-01'),
  },
  '2026-12-15': {
    'Last 7 days': range('2026-12-08', '2026-12-14'),
    'Last 14 days': range('2026-12-01', '2026-12-14'),
    'Last 30 days': range('2026-11-15', '2026-12-14'),
    MTD: range('2026-12-01', '2026-12-14'),
    'Previous Month': range('2026-11-01', '2026-11-30'),
    YTD: range('2026-01-01', '2026-12-14'),
  },
  '2027-01-01': {
    'Last 7 days': range('2026-12-25', '2026-12-31'),
    'Last 14 days': range('2026-12-18', '2026-12-31'),
    'Last 30 days': range('2026-12-02', '2026-12-31'),
    MTD: range('2027-01-01', '2027-01-01'),
    'Previous Month': range('2026-12-01', '2026-12-31'),
    YTD: range('2027-01-01', '2027-01-01'),
  },
  '2026-03-01': {
    'Last 7 days': range('2026-02-22', '2026-02-28'),
    'Last 14 days': range('2026-02-15', '2026-02-28'),
    'Last 30 days': range('2026-01-30', '2026-02-28'),
    MTD: range('2026-03-01', '2026-03-01'),
    'Previous Month': range('2026-02-01', '2026-02-28'),
    YTD: range('2026-01-01', '2026-02-28'),
  },
  '2028-02-29': {
    'Last 7 days': range('2028-02-22', '2028-02-28'),
    'Last 14 days': range('2028-02-15', '2028-02-28'),
    'Last 30 days': range('2028-01-30', '2028-02-28'),
    MTD: range('2028-02-01', '2028-02-28'),
    'Previous Month': range('2028-01-01', '2028-01-31'),
    YTD: range('2028-01-01', '2028-02-28'),
  },
  '2028-03-01': {
    'Last 7 days': range('2028-02-23', '2028-02-29'),
    'Last 14 days': range('2028-02-16', '2028-02-29'),
    'Last 30 days': range('2028-01-31', '2028-02-29'),
    MTD: range('2028-03-01', '2028-03-01'),
    'Previous Month': range('2028-02-01', '2028-02-29'),
    YTD: range('2028-01-01', '2028-02-29'),
  },
};

for (const [today, expected] of Object.entries(BY_TODAY)) {
  test(`every named range on ${today}`, () => {
    for (const name of RELATIVE_RANGES) {
      assert.deepEqual(resolveRange(name, today), expected[name], `${name} on ${today}`);
      assert.deepEqual(resolveNamedRange(name, today), expected[name], `${name} on ${today}, by its name`);
    }
  });
}

test('Campaign Lifetime is the whole flight; Custom is the dates given, or none without both', () => {
  assert.equal(resolveNamedRange('Campaign Lifetime', '2026-12-01'), undefined);
  const custom = range('2026-10-05', '2026-10-09');
  assert.deepEqual(resolveNamedRange('Custom', '2026-12-01', custom), custom);
  assert.deepEqual(resolveNamedRange(undefined, '2026-12-01', custom), custom);
  assert.equal(resolveNamedRange('Custom', '2026-12-01', { startDate: '2026-10-05' }), undefined);
});

test('this and last week, quarter and year, on their first day and on the next', () => {
  // 2026-11-30 is a Monday: last week is the whole week before, this week is that Monday alone.
  assert.deepEqual(previousCalendarPeriod('week', '2026-11-30'), range('2026-11-23', '2026-11-29'));
  assert.deepEqual(periodToDate('week', '2026-11-30'), range('2026-11-30', '2026-11-30'));
  assert.deepEqual(previousCalendarPeriod('week', '2026-12-06'), range('2026-11-23', '2026-11-29'));
  assert.deepEqual(periodToDate('week', '2026-12-06'), range('2026-11-30', '2026-12-05'));
  assert.deepEqual(previousCalendarPeriod('week', '2027-01-01'), range('2026-12-21', '2026-12-27'));
  assert.deepEqual(previousCalendarPeriod('quarter', '2026-10-01'), range('2026-07-01', '2026-09-30'));
  assert.deepEqual(periodToDate('quarter', '2026-10-01'), range('2026-10-01', '2026-10-01'));
  assert.deepEqual(periodToDate('quarter', '2026-12-01'), range('2026-10-01', '2026-11-30'));
  assert.deepEqual(previousCalendarPeriod('quarter', '2027-01-01'), range('2026-10-01', '2026-12-31'));
  assert.deepEqual(previousCalendarPeriod('quarter', '2028-04-01'), range('2028-01-01', '2028-03-31'));
  assert.deepEqual(previousCalendarPeriod('year', '2027-01-01'), range('2026-01-01', '2026-12-31'));
  assert.deepEqual(previousCalendarPeriod('year', '2026-12-31'), range('2025-01-01', '2025-12-31'));
  assert.deepEqual(periodToDate('year', '2027-01-02'), range('2027-01-01', '2027-01-01'));
});

test('months back keep the date, or the month’s last day when it has none', () => {
  assert.equal(addMonths('2026-12-01', -3), '2026-09-01');
  assert.equal(addMonths('2026-03-31', -1), '2026-02-28');
  assert.equal(addMonths('2028-03-31', -1), '2028-02-29');
  assert.equal(addMonths('2028-05-31', -3), '2028-02-29');
  assert.equal(addMonths('2027-01-15', -1), '2026-12-15');
  assert.equal(addMonths('2028-02-29', -12), '2027-02-28');
});

test('so far: to yesterday, a range starting today is today, one not begun is none', () => {
  assert.deepEqual(soFar(range('2026-11-20', '2026-12-05'), '2026-12-01'), range('2026-11-20', '2026-11-30'));
  assert.deepEqual(soFar(range('2026-10-01', '2026-10-31'), '2026-12-01'), range('2026-10-01', '2026-10-31'));
  assert.deepEqual(soFar(range('2026-12-01', '2026-12-31'), '2026-12-01'), range('2026-12-01', '2026-12-01'));
  assert.equal(soFar(range('2026-12-02', '2026-12-31'), '2026-12-01'), null);
});

test('the day depends on the time zone', () => {
  const at = new Date('2026-03-10T03:00:00Z');
  assert.equal(localDay(at, 'UTC'), '2026-03-10');
  assert.equal(localDay(at, 'America/Chicago'), '2026-03-09');
  assert.equal(isTimeZone('Europe/Paris'), true);
  assert.equal(isTimeZone('Mars/Olympus'), false);
});
