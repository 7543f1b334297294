import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TRAILHEAD_LAUNCH, visibleOf } from './test-helpers';
import { piecesOf } from './question';

/** The agency's services asked about as people ask, never confused with delivery or with a campaign's name. */
const visible = visibleOf(['Trailhead Gear'], {
  campaigns: [TRAILHEAD_LAUNCH],
  catalogue: ['Connected TV', 'Brand Lift Study', 'Programmatic Display', 'Paid Search'],
});
const read = (question: string) => piecesOf(question, visible, '2026-12-03');

test('what the agency offers, and what a service costs, are the catalogue', () => {
  assert.equal(read('What services do you offer?').kind, 'services');
  assert.deepEqual(read('How much does Connected TV cost?').catalogue, ['Connected TV']);
  assert.deepEqual(read('Tell me about the brand lift study').catalogue, ['Brand Lift Study']);
  assert.deepEqual(read('pricing for programatic display').catalogue, ['Programmatic Display']);
});

test('spend on a channel, a campaign named Product Launch, and what is owed are not the catalogue', () => {
  assert.equal(read('How much did we spend on Connected TV last month?').kind, 'metrics');
  assert.equal(read('Is Trailhead Gear Product Launch on track?').kind, 'pacing');
  assert.equal(read('What do we owe for agency services?').kind, 'billing');
});

test('a service by one rarer word of its name or its initials, and a pricing model said with a metric’s name', () => {
  assert.deepEqual(read('how much is CTV').catalogue, ['Connected TV']);
  assert.deepEqual(read('search services?').catalogue, ['Paid Search']);
  assert.equal(read('which services are priced by CPM').kind, 'services');
  assert.equal(read('What was the CPM on Connected TV last month?').kind, 'metrics');
});
