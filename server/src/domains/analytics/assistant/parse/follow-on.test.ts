import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conversationReader, TRAILHEAD_LAUNCH, visibleOf } from './test-helpers';
import { thresholdOf } from './threshold';

/** A second question that says only what changes: the other end of a ranking, an invoice, a cost, the other name. */
const today = '2026-12-03';
const visible = visibleOf(['Trailhead Gear', 'Summit Coffee Roasters'], { campaigns: [TRAILHEAD_LAUNCH] });

const conversation = conversationReader(visible, today);

test('"and the least?", "now the bottom 3" after a ranking rank the same figure the other way', () => {
  const least = conversation('Which campaign spent the most last month?', 'and the least?');
  assert.equal(least.group, 'campaign');
  assert.equal(least.order, 'least');
  const bottom = conversation('Top 5 campaigns by clicks last month', 'now the bottom 3');
  assert.deepEqual([bottom.order, bottom.limit, bottom.metrics], ['least', 3, ['clicks']]);
  assert.equal(conversation('Which advertiser had the highest CTR last month?', 'which was lowest?').order, 'least');
});

test('"compared to the month before?" compares the figure before with the month before its range', () => {
  const p = conversation('How much did Trailhead Gear spend last month?', 'compared to the month before?');
  assert.equal(p.subject?.name, 'Trailhead Gear');
  assert.deepEqual(p.compare, { startDate: '2026-10-01', endDate: '2026-10-31' });
});

test('invoices asked again: the oldest of the overdue ones, and a count named', () => {
  const oldest = conversation('How many overdue invoices do we have?', 'which is the oldest?');
  assert.deepEqual([oldest.kind, oldest.billingStatus, oldest.pick], ['billing', 'Overdue', 'oldest']);
  const listed = conversation('How many paused campaigns do we have?', 'list them');
  assert.deepEqual([listed.kind, listed.status, listed.count], ['campaigns', 'Paused', false]);
});

test('"how much did each cost?" is the cost per the figure before; "its CPA" is the first of the ranking', () => {
  assert.deepEqual(conversation('How many conversions did we get last month?', 'how much did each cost?').metrics, [
    'costPerConversion',
  ]);
  const its = conversation('Which campaign had the most conversions last month?', 'and what was its CPA?');
  assert.deepEqual([its.group, its.limit, its.metrics], ['campaign', 1, ['conversions', 'costPerConversion']]);
});

test('the one campaign of the answer before stays the subject; "the other one" is the only other advertiser', () => {
  const days = conversation("What's the pacing of Trailhead Gear Product Launch 2026?", 'how many days are left?');
  assert.deepEqual([days.kind, days.subject?.id], ['days-left', 7]);
  const other = conversation('How much did Trailhead Gear spend last month?', 'what about the other one?');
  assert.equal(other.subject?.name, 'Summit Coffee Roasters');
  assert.equal(conversation('How much did we spend last month?', 'how many days are left?').subject, undefined);
});

test('a bound said with a figure is read in its unit; a number of days is not a bound', () => {
  assert.deepEqual(thresholdOf('which campaigns spent more than $50,000 last month', false), {
    above: true,
    value: 50000,
  });
  assert.deepEqual(thresholdOf('advertisers with a ctr above 1% last month', true), { above: true, value: 0.01 });
  assert.deepEqual(thresholdOf('channels under 10k clicks', false), { above: false, value: 10000 });
  assert.equal(thresholdOf('which channel had the most clicks over the last 14 days', false), null);
  assert.equal(thresholdOf('most clicks over 14 days', false), null);
});
