import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rangePairOf } from './range-pairs';
import { resolved, type SaidRange } from './ranges';
import { wordsOf } from './words';

/** The two ranges a question relates, as dates ("2026-11-01 – 2026-11-30"), and how. */
const today = '2026-12-03';
const dates = (r: SaidRange | 'previous period' | undefined) => {
  if (!r || r === 'previous period') return r;
  const d = resolved(r, today);
  return d && `${d.startDate} – ${d.endDate}`;
};
const pairOf = (question: string) => {
  const p = rangePairOf(wordsOf(question), today, true);
  return { range: dates(p.range), compare: dates(p.compare), combined: p.combined, assumed: Boolean(p.assumed) };
};

test('a second range said in part is read against the first', () => {
  assert.deepEqual(pairOf('How did spend change this month compared to last?'), {
    range: '2026-12-01 – 2026-12-02',
    compare: '2026-11-01 – 2026-11-30',
    combined: undefined,
    assumed: false,
  });
  assert.equal(pairOf('impressions last week versus the week before').compare, '2026-11-16 – 2026-11-22');
  assert.equal(
    pairOf('spend in the last 7 days more or less than in the 7 days before').compare,
    '2026-11-19 – 2026-11-25',
  );
});

test('month over month, with or without a range, compares a month with the one before it', () => {
  const said = pairOf('month-over-month change in impressions last month');
  assert.deepEqual(
    [said.range, said.compare, said.assumed],
    ['2026-11-01 – 2026-11-30', '2026-10-01 – 2026-10-31', false],
  );
  const unsaid = pairOf('How are clicks doing week over week?');
  assert.deepEqual(
    [unsaid.range, unsaid.compare, unsaid.assumed],
    ['2026-11-23 – 2026-11-29', '2026-11-16 – 2026-11-22', true],
  );
});

test('a change asked of one range is against the period before it, and says it assumed so', () => {
  assert.deepEqual(pairOf('Did our CPM go up or down in the last 30 days?'), {
    range: dates({ named: 'Last 30 days' }),
    compare: 'previous period',
    combined: undefined,
    assumed: true,
  });
});

test('two ranges said together are added up, a range between two days is one range', () => {
  const both = pairOf('What did we spend in September 2026 and October 2026 combined?');
  assert.deepEqual(
    [both.range, both.compare, both.combined],
    ['2026-09-01 – 2026-09-30', '2026-10-01 – 2026-10-31', true],
  );
  assert.equal(pairOf('Spend between October 1 and November 15').combined, undefined);
});
