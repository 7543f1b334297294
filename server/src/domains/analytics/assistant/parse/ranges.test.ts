import assert from 'node:assert/strict';
import { test } from 'node:test';
import { beforeSaid, rangeBefore, rangeIn, resolved } from './ranges';

/** The dates a question's range comes to, as the tool call sends them. */
const datesOf = (question: string, today: string) => {
  const said = rangeIn(question.toLowerCase(), today);
  assert.ok(said, `"${question}" says a range`);
  const r = resolved(said, today);
  return r && `${r.startDate} – ${r.endDate}`;
};

/** Questions asked on a day, with the dates their range comes to; each comment says the rule its rows prove. */
const DATES: [today: string, question: string, dates: string][] = [
  // On December 1st, last month is November and this month is December 1st.
  ['2026-12-01', 'How much did we spend last month?', '2026-11-01 – 2026-11-30'],
  ['2026-12-01', 'Spend this month', '2026-12-01 – 2026-12-01'],
  ['2026-12-01', 'Spend in November', '2026-11-01 – 2026-11-30'],
  ['2026-12-01', 'Spend in December', '2026-12-01 – 2026-12-01'],
  ['2026-12-01', 'Spend over the last 3 months', '2026-09-01 – 2026-11-30'],
  ['2026-12-01', 'Spend this quarter', '2026-10-01 – 2026-11-30'],
  ['2026-12-01', 'Spend this year', '2026-01-01 – 2026-11-30'],
  // A Tuesday: this week began on Monday November 30th.
  ['2026-12-01', 'Spend this week', '2026-11-30 – 2026-11-30'],
  ['2026-12-01', 'Spend last week', '2026-11-23 – 2026-11-29'],
  // On January 1st, last year, last quarter and last month are the ones that just ended.
  ['2027-01-01', 'Spend last year', '2026-01-01 – 2026-12-31'],
  ['2027-01-01', 'Spend this year', '2027-01-01 – 2027-01-01'],
  ['2027-01-01', 'Spend last quarter', '2026-10-01 – 2026-12-31'],
  ['2027-01-01', 'Spend this quarter', '2027-01-01 – 2027-01-01'],
  ['2027-01-01', 'Spend last month', '2026-12-01 – 2026-12-31'],
  ['2027-01-01', 'Spend in Q4', '2026-10-01 – 2026-12-31'],
  ['2027-01-01', 'Spend in Q1', '2027-01-01 – 2027-01-01'],
  ['2027-01-01', 'Spend in Q3 2026', '2026-07-01 – 2026-09-30'],
  ['2027-01-01', 'Spend in December', '2026-12-01 – 2026-12-31'],
  // On a Monday, last week is the week that ended yesterday.
  ['2026-11-30', 'Impressions last week', '2026-11-23 – 2026-11-29'],
  ['2026-11-30', 'Impressions this week', '2026-11-30 – 2026-11-30'],
  ['2026-12-06', 'Impressions last week', '2026-11-23 – 2026-11-29'],
  // Leap days: February has 29 days in 2028, and a month back from a 31st is the month’s last day.
  ['2028-03-01', 'Clicks last month', '2028-02-01 – 2028-02-29'],
  ['2028-02-29', 'Clicks this month', '2028-02-01 – 2028-02-28'],
  ['2028-03-01', 'Clicks in February', '2028-02-01 – 2028-02-29'],
  ['2028-05-31', 'Clicks over the past 3 months', '2028-02-29 – 2028-05-30'],
  ['2026-04-30', 'Clicks over the last 2 months', '2026-02-28 – 2026-04-29'],
  // Dates said: to yesterday, from today when they start today, and a month not begun is refused.
  ['2026-12-01', 'Spend between 2026-11-20 and 2026-12-05', '2026-11-20 – 2026-11-30'],
  ['2026-12-01', 'Spend between 2026-12-01 and 2026-12-05', '2026-12-01 – 2026-12-01'],
  ['2026-12-01', 'Spend since 2026-12-01', '2026-12-01 – 2026-12-01'],
  // The query refuses a range that ends before it starts; a future month is not silently another range.
  ['2026-12-01', 'Spend in December 2027', '2027-12-01 – 2026-11-30'],
  // One day and shorthand said: "Nov 28", "11/28", "last wk", "last mo".
  ['2026-12-02', 'Spend on Nov 28', '2026-11-28 – 2026-11-28'],
  ['2026-12-02', 'spend 11/28?', '2026-11-28 – 2026-11-28'],
  ['2026-12-02', 'Clicks on 11/28/26', '2026-11-28 – 2026-11-28'],
  ['2026-12-02', 'Spend on December 5th', '2025-12-05 – 2025-12-05'],
  ['2026-12-02', 'Spend in Oct 2026', '2026-10-01 – 2026-10-31'],
  ['2026-12-02', 'Spend last wk', '2026-11-23 – 2026-11-29'],
  ['2026-12-02', 'Spend last mo', '2026-11-01 – 2026-11-30'],
  ['2026-12-02', 'Spend yday', '2026-12-01 – 2026-12-01'],
  ['2026-12-02', 'Spend between 11/20 and 11/25', '2026-11-20 – 2026-11-25'],
  // A quarter said in words and a day said as "the 28th of November".
  ['2026-12-02', 'Spend in the third quarter', '2026-07-01 – 2026-09-30'],
  ['2026-12-02', 'Clicks for the second quarter of 2026', '2026-04-01 – 2026-06-30'],
  ['2026-12-02', 'Spend on the 28th of November', '2026-11-28 – 2026-11-28'],
];

for (const [today, question, dates] of DATES)
  test(`asked on ${today}, "${question}" is ${dates}`, () => assert.equal(datesOf(question, today), dates));

/** Ranges said by name and in shorthand, with the named range each is. */
const NAMED: [said: string, named: string][] = [
  ['how much did we spend last month?', 'Previous Month'],
  ['clicks 7d', 'Last 7 days'],
  ['clicks last 30d', 'Last 30 days'],
  ['ctr l14d', 'Last 14 days'],
];

for (const [said, named] of NAMED)
  test(`"${said}" is the named range ${named}`, () => assert.deepEqual(rangeIn(said, '2026-12-02'), { named }));

test('"and the month before?" is the whole range before the one asked, by the unit said', () => {
  const today = '2026-12-01';
  const before = (said: string, unit: string) => {
    const range = rangeIn(said, today);
    assert.ok(range, said);
    const unitSaid = beforeSaid(` and the ${unit} before `);
    assert.ok(unitSaid, unit);
    const r = rangeBefore(range, unitSaid, today);
    return r && `${r.startDate} – ${r.endDate}`;
  };
  assert.equal(before('last month', 'month'), '2026-10-01 – 2026-10-31');
  // This month so far (December 1st alone) has November before it.
  assert.equal(before('this month', 'month'), '2026-11-01 – 2026-11-30');
  assert.equal(before('in october', 'one'), '2026-09-01 – 2026-09-30');
  assert.equal(before('last week', 'week'), '2026-11-16 – 2026-11-22');
  assert.equal(before('last quarter', 'quarter'), '2026-04-01 – 2026-06-30');
  assert.equal(before('last year', 'year'), '2024-01-01 – 2024-12-31');
  // A range that does not start a calendar unit: that unit's span just before it; "the one before": the same length.
  assert.equal(before('since nov 10', 'week'), '2026-11-03 – 2026-11-09');
  assert.equal(before('last 7 days', 'one'), '2026-11-17 – 2026-11-23');
  assert.equal(rangeBefore({ lifetime: true }, 'month', today), null);
  // "The same period last year", "a year earlier": the same dates a year before.
  assert.equal(beforeSaid(' and the same period last year '), 'year ago');
  const novemberSaid = rangeIn('last month', today)!;
  assert.deepEqual(rangeBefore(novemberSaid, 'year ago', today), { startDate: '2025-11-01', endDate: '2025-11-30' });
  assert.equal(beforeSaid(' spend last month vs the period before '), null);
  assert.equal(beforeSaid(' and before that? '), 'period');
});

test('the same period last month (quarter, week) is the same dates a unit earlier', () => {
  const today = '2026-12-03';
  assert.equal(beforeSaid('and the same period last month'), 'month ago');
  assert.equal(beforeSaid('what about a week ago'), 'week ago');
  assert.deepEqual(rangeBefore({ named: 'MTD' }, 'month ago', today), {
    startDate: '2026-11-01',
    endDate: '2026-11-02',
  });
  assert.deepEqual(rangeBefore({ named: 'MTD' }, 'quarter ago', today), {
    startDate: '2026-09-01',
    endDate: '2026-09-02',
  });
  assert.deepEqual(rangeBefore({ named: 'MTD' }, 'week ago', today), {
    startDate: '2026-11-24',
    endDate: '2026-11-25',
  });
});
