import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleOf } from './test-helpers';
import { piecesOf } from './question';

/** Audiences said by name are names, as advertisers are: never refused as unknown words, never a range or a metric. */
const visible = visibleOf(['Trailhead Gear'], {
  audiences: [
    { id: 1, name: 'Cart Abandoners', advertiserId: 1 },
    { id: 2, name: 'Site Visitors - Last 30 Days', advertiserId: 1 },
    { id: 3, name: 'Competitor Conquesting', advertiserId: 1 },
    { id: 4, name: 'CRM Loyalty Members', advertiserId: 1 },
  ],
});
const asked = (question: string) => piecesOf(question, visible, '2026-12-02');

test('an audience asked for by its name, however written, is that audience', () => {
  const cases: [string, string][] = [
    ['How big is Cart Abandoners?', 'Cart Abandoners'],
    ['whats the latest count for crm loyalty members', 'CRM Loyalty Members'],
    ['Site Visitors - Last 30 Days size', 'Site Visitors - Last 30 Days'],
    ['how many devices in Competitor Conquesting', 'Competitor Conquesting'],
    ['cart abandoner audience for Trailhead Gear', 'Cart Abandoners'],
  ];
  for (const [question, name] of cases) {
    const p = asked(question);
    assert.equal(p.kind, 'audiences', question);
    assert.deepEqual(p.audiences, [name], question);
    assert.equal(p.range, undefined, `${question}: an audience's name says no range`);
  }
  assert.equal(asked('cart abandoner audience for Trailhead Gear').subject?.name, 'Trailhead Gear');
  // A name nobody can see is still refused.
  assert.equal(asked('How big is Globex Shoppers?').kind, 'refuse');
});

test('its counts history, over the range said; the advertisers ranked by how many audiences they have', () => {
  const history = asked('Cart Abandoners count history over the last 7 days');
  assert.equal(history.growth, true);
  assert.deepEqual(history.range, { named: 'Last 7 days' });
  const most = asked('which advertiser has the most audiences?');
  assert.equal(most.kind, 'audiences');
  assert.equal(most.group, 'advertiser');
  assert.equal(most.pick, undefined, 'a count of audiences, not the largest one');
  assert.equal(asked('which brand has the fewest segments').order, 'least');
  assert.equal(asked('what is our largest audience').pick, 'largest');
});

test('one long word of an audience’s name names it in a question about audiences, and only there', () => {
  assert.deepEqual(asked('how big is the lookalike audience').audiences, undefined);
  assert.deepEqual(asked('size of the conquesting segment').audiences, ['Competitor Conquesting']);
  assert.equal(asked('spend on the loyalty campaigns').audiences, undefined);
});
