import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleOf } from './test-helpers';
import { spelledOut } from './spelling';

const visible = visibleOf(['Trailhead Gear']);

test('a word one typo away from one vocabulary word is read as that word', () => {
  assert.equal(spelledOut('How many impresions in Novmber?', visible), 'How many impressions in november?');
  assert.equal(spelledOut('clikcs last month', visible), 'clicks last month');
  assert.equal(spelledOut('total spedn for Trailhead Gear', visible), 'total spend for Trailhead Gear');
});

test('names, known words and words near none are left as said', () => {
  assert.equal(spelledOut('Trailhead Gear conversions', visible), 'Trailhead Gear conversions');
  assert.equal(spelledOut('How is Trailhed doing?', visible), 'How is Trailhed doing?');
  assert.equal(spelledOut('What is the weather', visible), 'What is the weather');
  // Grammar and ordering words are never corrected into vocabulary a letter away.
  const plain = 'Which flights ending soon had the fewest clicks month to date, or in the past week?';
  assert.equal(spelledOut(plain, visible), plain);
});

test('question words mistyped or shortened in chat are read as meant; a name is never changed', () => {
  assert.equal(
    spelledOut('wich advertiser has the most audiences', visible),
    'which advertiser has the most audiences',
  );
  assert.equal(spelledOut('how much shoud we have spent by now', visible), 'how much should we have spent by now');
  assert.equal(spelledOut('r u blowing thru ur budget', visible), 'are you blowing through your budget');
  assert.equal(spelledOut('Trailhead Gear wat', { ...visible, campaigns: [] }), 'Trailhead Gear what');
});
