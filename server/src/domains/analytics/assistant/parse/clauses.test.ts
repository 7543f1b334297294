import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asksOf } from './clauses';
import { visibleOf } from './test-helpers';

/** Asks joined without a question word are cut only where each side asks something of its own. */
const visible = visibleOf(['Trailhead Gear', 'Summit Coffee Roasters']);
const asks = (question: string) => asksOf(question, visible, '2026-12-03');

/** Questions with the asks they are cut into; each comment says the rule its rows prove. */
const CUTS: [question: string, asks: string[]][] = [
  // Two asks, each with its own range, name or kind, are two parts however they are joined.
  ['Spend last month and impressions this month', ['Spend last month', 'impressions this month']],
  [
    "Trailhead Gear's spend last month; Summit Coffee Roasters' clicks in the last 7 days",
    ["Trailhead Gear's spend last month", "Summit Coffee Roasters' clicks in the last 7 days"],
  ],
  [
    'Give me spend for the last 30 days plus our overdue balance',
    ['Give me spend for the last 30 days', 'our overdue balance'],
  ],
  [
    'CPC for the last 7 days, then the CPM for the last 30 days',
    ['CPC for the last 7 days', 'the CPM for the last 30 days'],
  ],
  [
    'How many live campaigns does Trailhead Gear have, what is its pacing?',
    ['How many live campaigns does Trailhead Gear have', 'what is its pacing?'],
  ],
  // A second side with its own name and range asks the same of them.
  [
    'What were conversions for Trailhead Gear in October and for Summit Coffee Roasters in November?',
    ['What were conversions for Trailhead Gear in October', 'for Summit Coffee Roasters in November?'],
  ],
  // A part the data cannot answer is an ask of its own, named as such.
  ['What were our revenue and spend last month?', ['What were our revenue', 'spend last month?']],
];

for (const [question, parts] of CUTS)
  test(`"${question}" is asked in ${parts.length} parts`, () => assert.deepEqual(asks(question), parts));

test('lists, pairs and what one side says of both stay one ask', () => {
  for (const one of [
    'Spend and clicks last month',
    'How much did Trailhead Gear and Summit Coffee Roasters spend together last month?',
    'What is the spend and pacing of Trailhead Gear?',
    'Spend between October 1 and November 15',
    'What did we spend in September and October combined?',
    'Clicks on CTV and on social last month',
    'Which did better on conversions last month, video or display?',
  ])
    assert.deepEqual(asks(one), [one]);
});
