import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleOf } from './test-helpers';
import { piecesOf } from './question';

/** Sums a question asks for: one figure over another, a share of the whole, an average per day. */
const visible = visibleOf(['Trailhead Gear']);
const asked = (question: string) => piecesOf(question, visible, '2026-12-03');

test('one figure over another is a ratio, in the order said', () => {
  for (const [question, metrics] of [
    ['How many impressions per click did we get last month?', ['impressions', 'clicks']],
    ["What is Trailhead Gear's clicks to conversions ratio this year?", ['clicks', 'conversions']],
    ['What did we pay per completion on video?', ['spend', 'completions']],
  ] as const) {
    const p = asked(question);
    assert.equal(p.ratio, true, question);
    assert.deepEqual(p.metrics, metrics, question);
  }
});

test('a ratio the catalogue names is its metric, never a second definition of it', () => {
  assert.deepEqual(asked('spend per click last month').metrics, ['cpc']);
  assert.deepEqual(asked('ratio of clicks to impressions this year').metrics, ['ctr']);
  assert.equal(asked('spend per click last month').ratio, undefined);
});

test('a share is asked with words of a part of the whole, "%" included', () => {
  assert.equal(asked('What % of our impressions came from CTV last month?').share, true);
  assert.equal(asked("What percentage of last month's spend was Trailhead Gear?").share, true);
  assert.equal(asked('How much of our spend this year went to video?').share, true);
  assert.equal(asked('How much did we spend on video this year?').share, undefined);
});

test('a figure scaled: doubled, halved, a percent more or less, a condition included', () => {
  assert.equal(asked('If we doubled the budget, how many clicks would we get?').scale, 2);
  assert.equal(asked('What is half of our November spend?').scale, 0.5);
  assert.equal(asked('What would our spend be if we increased it by 10%?').scale, 1.1);
  assert.equal(asked('What if we cut spend by 20%?').scale, 0.8);
  // A change asked of the data is not a scale.
  assert.equal(asked('Did spend double from October to November?').scale, undefined);
});

test('an average over groups, the conversion rate and CPCV', () => {
  const average = asked('What was the average spend per campaign last month?');
  assert.equal(average.average, true);
  assert.equal(average.group, 'campaign');
  const rate = asked('What was our conversion rate last month?');
  assert.deepEqual([rate.metrics, rate.rate, rate.ratio], [['conversions', 'clicks'], true, true]);
  const withCpa = asked("What's our conv rate and CPA last month?");
  assert.deepEqual(
    [withCpa.metrics, withCpa.rate, withCpa.ratio],
    [['costPerConversion', 'conversions', 'clicks'], true, undefined],
  );
  for (const question of ['CPCV on video last month', 'cost per completed view on video'])
    assert.deepEqual(asked(question).metrics, ['spend', 'completions'], question);
});

test('"minus" between two ranges is their difference', () => {
  const p = asked('Clicks this month minus clicks last month');
  assert.deepEqual([p.range, p.compare], [{ named: 'MTD' }, { named: 'Previous Month' }]);
});
