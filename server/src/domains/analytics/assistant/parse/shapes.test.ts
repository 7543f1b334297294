import assert from 'node:assert/strict';
import { test } from 'node:test';
import { piecesOf } from './question';
import { conversationReader, TRAILHEAD_LAUNCH, visibleOf } from './test-helpers';
import { rangePairOf } from './range-pairs';
import { resolved, type SaidRange } from './ranges';
import { wordsOf } from './words';

/** Questions said as people say them, each read to the pieces a query is made of. */
const today = '2026-12-03';
const visible = visibleOf(['Trailhead Gear', 'Lakeshore Marine'], { campaigns: [TRAILHEAD_LAUNCH] });
const dates = (r: SaidRange | 'previous period' | undefined) => {
  if (!r || r === 'previous period') return r;
  const d = resolved(r, today);
  return d && `${d.startDate} – ${d.endDate}`;
};
const pieces = (q: string) => piecesOf(q, visible, today);
const conversation = conversationReader(visible, today);

test('"the previous 7 days", "the preceding 30 days", "the prior month" are the range before the first', () => {
  const pair = (q: string) => {
    const p = rangePairOf(wordsOf(q), today, true);
    return [dates(p.range), dates(p.compare)];
  };
  assert.deepEqual(pair('conversions last 7 days vs previous 7 days'), [
    '2026-11-26 – 2026-12-02',
    '2026-11-19 – 2026-11-25',
  ]);
  assert.deepEqual(
    pair('clicks in the last 30 days compared with the preceding 30 days')[1],
    '2026-10-04 – 2026-11-02',
  );
  assert.deepEqual(pair('spend last month vs the prior month')[1], '2026-10-01 – 2026-10-31');
  // The same range said on both sides, without "previous", stays one range.
  assert.deepEqual(pair('clicks last month minus clicks last month'), ['2026-11-01 – 2026-11-30', undefined]);
});

test('what one click or one conversion costs is the CPC or the cost per conversion', () => {
  assert.deepEqual(pieces('How much does a conversion cost us?').metrics, ['costPerConversion']);
  assert.deepEqual(pieces('what did one click cost on Meta last month').metrics, ['cpc']);
  assert.deepEqual(pieces('What are we paying for each conversion this year?').metrics, ['costPerConversion']);
  assert.deepEqual(pieces('How many impressions did we get per dollar last month?').metrics, ['impressions', 'spend']);
});

test('a budget asked of less its spend is what is left; asked in all, the budget itself', () => {
  assert.equal(pieces('budget minus spend for Lakeshore Marine').remaining, true);
  assert.equal(pieces('How much money does Lakeshore Marine have left?').remaining, true);
  assert.equal(pieces('What is the total budget of our live campaigns?').budgetTotal, true);
  assert.equal(pieces("live campaigns' total budget").remaining, undefined);
  assert.equal(pieces('How much time does Trailhead Gear Product Launch 2026 have left?').remaining, undefined);
});

test('campaigns on track are the ones on plan; underspending ones are behind', () => {
  assert.equal(pieces('Which campaigns are on track?').pacingList, 'on track');
  assert.equal(pieces('what campaigns are pacing fine').pacingList, 'on track');
  assert.equal(pieces('Which campaigns are not on track?').pacingList, 'behind');
  assert.equal(pieces('Which live campaigns are underspending?').pacingList, 'behind');
});

test('a ranking by a change keeps the month before it compares with', () => {
  const drop = pieces('Which advertiser had the biggest drop in spend last month?');
  assert.equal(drop.group, 'advertiser');
  assert.equal(dates(drop.compare), '2026-10-01 – 2026-10-31');
  assert.equal(drop.order, 'least');
  // A breakdown alone shows no change.
  assert.equal(pieces('Spend by advertiser last month').compare, undefined);
});

test('"the first one\'s CTR" after a ranking is the first of it; "and the previous 7 days?" the week before', () => {
  const first = conversation('Top 3 campaigns by spend last month', "what about the first one's CTR?");
  assert.deepEqual([first.group, first.metrics, first.limit], ['campaign', ['spend', 'ctr'], 1]);
  const before = conversation('How many conversions did we get in the last 7 days?', 'and the previous 7 days?');
  assert.equal(dates(before.range), '2026-11-19 – 2026-11-25');
});
