import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asOfToday } from './names-of-the-day';

test('a question asks about each campaign under its name of the day, in its texts and its expected answer', () => {
  const names = new Map([
    ['Summit Coffee Roasters Black Friday 2026', 'Summit Coffee Roasters Retargeting 2027'],
    // A name of the day that another campaign of the set has in the set is not renamed again.
    ['Summit Coffee Roasters Retargeting 2027', 'Summit Coffee Roasters Loyalty Drive 2027'],
    ['Trailhead Gear Brand Awareness 2026', 'Trailhead Gear Brand Awareness 2026'],
  ]);
  const question = {
    ask: [
      'Is the Summit Coffee Roasters Black Friday 2026 campaign on track?',
      'and Trailhead Gear Brand Awareness 2026?',
    ],
    expect: {
      campaignPair: ['Summit Coffee Roasters Black Friday 2026#15', 'Summit Coffee Roasters Retargeting 2027'],
    },
    limit: 3,
  };
  assert.deepEqual(asOfToday(names)(question), {
    ask: [
      'Is the Summit Coffee Roasters Retargeting 2027 campaign on track?',
      'and Trailhead Gear Brand Awareness 2026?',
    ],
    expect: {
      campaignPair: ['Summit Coffee Roasters Retargeting 2027#15', 'Summit Coffee Roasters Loyalty Drive 2027'],
    },
    limit: 3,
  });
});
