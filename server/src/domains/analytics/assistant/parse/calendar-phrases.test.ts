import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Visible } from './names';
import { piecesOf } from './question';
import { resolved } from './ranges';

/** Asked on Thursday December 3rd, 2026 (Thanksgiving was Thursday November 26th). */
const today = '2026-12-03';
const visible: Visible = {
  advertisers: [{ kind: 'advertiser', id: 2, name: 'Summit Coffee Roasters', advertiserId: 2 }],
  campaigns: [{ kind: 'campaign', id: 15, name: 'Summit Coffee Roasters Black Friday 2026', advertiserId: 2 }],
};
const datesOf = (question: string) => {
  const p = piecesOf(question, visible, today);
  const r = p.range && resolved(p.range, today);
  return r ? `${r.startDate} – ${r.endDate}` : null;
};

/** Questions asked today, with the dates their range comes to; each comment says the rule its rows prove. */
const DATES: [question: string, dates: string][] = [
  // Holidays and shopping days are their dates, the latest that has begun.
  ['How much did we spend on Black Friday?', '2026-11-27 – 2026-11-27'],
  ['Impressions over the Black Friday weekend', '2026-11-27 – 2026-11-29'],
  ['Clicks on Cyber Monday', '2026-11-30 – 2026-11-30'],
  ['Spend on Thanksgiving', '2026-11-26 – 2026-11-26'],
  // Christmas has not come yet this year: last year's.
  ['Spend on Christmas', '2025-12-25 – 2025-12-25'],
  ['Spend since Labor Day', '2026-09-07 – 2026-12-02'],
  // Weekends, weekdays and days counted back from today.
  ['What did we spend last weekend?', '2026-11-28 – 2026-11-29'],
  ['Clicks over the weekend', '2026-11-28 – 2026-11-29'],
  ['Spend on Tuesday', '2026-12-01 – 2026-12-01'],
  ['Spend last Monday', '2026-11-30 – 2026-11-30'],
  ['Spend the day before yesterday', '2026-12-01 – 2026-12-01'],
  ['Spend in the last 24 hours', '2026-12-02 – 2026-12-02'],
  ['Spend in the last full week', '2026-11-23 – 2026-11-29'],
  ['Spend over the last two full weeks', '2026-11-16 – 2026-11-29'],
  // Years, halves and parts of a month.
  ['Spend in 2025', '2025-01-01 – 2025-12-31'],
  ['Spend in 2026', '2026-01-01 – 2026-12-02'],
  ['Spend in H1', '2026-01-01 – 2026-06-30'],
  ['Spend in the second half of last year', '2025-07-01 – 2025-12-31'],
  ['Spend in the first half of November', '2026-11-01 – 2026-11-15'],
  ['Clicks in the second half of last month', '2026-11-16 – 2026-11-30'],
  ['Spend between the 1st and the 15th of last month', '2026-11-01 – 2026-11-15'],
  ['Impressions in the first week of October', '2026-10-01 – 2026-10-07'],
  ['Spend in the first two weeks of October', '2026-10-01 – 2026-10-14'],
  ['Spend in late October', '2026-10-21 – 2026-10-31'],
  ['Spend since the 15th', '2026-11-15 – 2026-12-02'],
  // Days written out: a week by its first day, spans, day-first dates, since the start of the year.
  ['Spend for the week of Nov 16', '2026-11-16 – 2026-11-22'],
  ['Spend for the week ending Nov 22', '2026-11-16 – 2026-11-22'],
  ['Spend Oct 5-19', '2026-10-05 – 2026-10-19'],
  ['Spend Nov 1 - Nov 15', '2026-11-01 – 2026-11-15'],
  ['Spend on 28/10/2026', '2026-10-28 – 2026-10-28'],
  ['Spend from Oct 1 to today', '2026-10-01 – 2026-12-02'],
  ['Spend since the start of the year', '2026-01-01 – 2026-12-02'],
  ['Spend since October', '2026-10-01 – 2026-12-02'],
];

for (const [question, dates] of DATES) test(`"${question}" is ${dates}`, () => assert.equal(datesOf(question), dates));

test('"since we launched" is the whole life of the data', () => {
  assert.deepEqual(piecesOf('How much have we spent since we launched?', visible, today).range, { lifetime: true });
});

test('calendar words compared: a weekend with the one before, a year with a year', () => {
  for (const [question, compare] of [
    ['Clicks last weekend vs the weekend before', { startDate: '2026-11-21', endDate: '2026-11-22' }],
    ['Spend in 2025 vs 2026', { startDate: '2026-01-01', endDate: '2026-12-02' }],
    ['Spend yesterday compared to the same day last week', { startDate: '2026-11-25', endDate: '2026-11-25' }],
  ] as const)
    assert.deepEqual(piecesOf(question, visible, today).compare, compare, question);
});

test('a campaign named for a holiday stays the campaign', () => {
  for (const question of [
    'How much did Summit Coffee Roasters Black Friday 2026 spend?',
    'summit black friday impressions',
    'Is the Black Friday campaign on track?',
  ]) {
    const p = piecesOf(question, visible, today);
    assert.equal(p.subject?.id, 15, question);
    assert.equal(p.range && 'startDate' in p.range ? p.range.startDate : undefined, undefined, question);
  }
  assert.equal(datesOf('How did the Black Friday campaign do on Black Friday?'), '2026-11-27 – 2026-11-27');
});
