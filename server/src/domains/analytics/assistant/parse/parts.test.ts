import assert from 'node:assert/strict';
import { test } from 'node:test';
import { partsOf } from './parts';

/** Two asks in one question are two parts, cut where the second begins. */
const CUTS: [question: string, parts: string[]][] = [
  [
    'What did we spend last month, and how many campaigns are live?',
    ['What did we spend last month', 'how many campaigns are live?'],
  ],
  [
    'How many clicks did we get in October? What was the CTR?',
    ['How many clicks did we get in October?', 'What was the CTR?'],
  ],
  ['spend this month; which campaign is furthest behind', ['spend this month', 'which campaign is furthest behind']],
  ['What is our CTR and also which channel has the best CPM?', ['What is our CTR', 'which channel has the best CPM?']],
];

for (const [question, parts] of CUTS)
  test(`"${question}" is ${parts.length} parts`, () => assert.deepEqual(partsOf(question), parts));

test('lists inside one ask stay one part', () => {
  for (const one of [
    'What were spend and clicks last month?',
    'Compare Trailhead Gear and Summit Coffee Roasters on spend',
    'Spend between October 1 and November 15',
    'How many impressions and clicks did Display and CTV get?',
    'What did we spend? And how?',
  ])
    assert.deepEqual(partsOf(one), [one]);
});
