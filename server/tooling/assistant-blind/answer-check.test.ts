import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { declines, judge, states, statesForeign } from './answer-check';
import { pinDay } from './pinned-day';

const spend = { value: 12345.67, unit: 'currency', label: 'spend' } as const;

describe('reading the figures an answer states', () => {
  test('an amount counts in any of the formats the spec allows, rounded as written', () => {
    for (const text of ['$12,345.67', '$12,346', 'spend was $12.3K', '12,345.67 USD', 'about $12K'])
      assert.ok(states(text, spend), text);
  });

  test('an amount rounded wrongly, or too short to say the figure, does not count', () => {
    for (const text of ['$12,345', '$12,000', '$12,347.00', '$0.02M', '12,345.67%'])
      assert.ok(!states(text, spend), text);
    assert.ok(!states('a CPC of $4', { value: 4.44, unit: 'currency' }));
    assert.ok(states('a CPM of $28', { value: 27.9997, unit: 'currency' }));
  });

  test('a rate is a percentage rounded to the decimals shown', () => {
    const ctr = { value: 0.41234567, unit: 'percent' } as const;
    for (const text of ['CTR 0.41%', '0.412 %', '0.41 percent']) assert.ok(states(text, ctr), text);
    for (const text of ['0.42%', '0.41', '$0.41']) assert.ok(!states(text, ctr), text);
    assert.ok(states('up 24.16% on October', { value: 24.1627, unit: 'percent' }));
    assert.ok(states('up 24.2% on October', { value: 24.1627, unit: 'percent' }));
    assert.ok(!states('pacing at 100% (on pace)', { value: 97.45, unit: 'percent' }));
    assert.ok(states('pacing at 100%', { value: 100.001, unit: 'percent' }));
    assert.ok(!states('up 24.1% on October', { value: 24.1627, unit: 'percent' }));
  });

  test('a count is whole and has no dollar sign; short forms stay within 5%', () => {
    const impressions = { value: 2468013, unit: 'count' } as const;
    for (const text of ['2,468,013 impressions', '2.47M impressions', '2.5M impressions'])
      assert.ok(states(text, impressions), text);
    for (const text of ['2,468,000 impressions', '$2,468,013', '3M impressions'])
      assert.ok(!states(text, impressions), text);
  });

  test('dates, years, quarters, invoice numbers and campaign ids are not figures', () => {
    const seven = { value: 7, unit: 'count' } as const;
    for (const text of ['ends 12/07/2026', 'ends Dec 7, 2026', 'on 7 December', 'campaign 7', 'INV-100007'])
      assert.ok(!states(text, seven), text);
    assert.ok(!states('Oct 25 – Nov 23, 2026', { value: 2026, unit: 'count' }));
    assert.ok(!states('spend in Nov 1 – 30, 2026', { value: 30, unit: 'count' }));
    assert.ok(states('7 days left (ends 12/13/2026)', seven));
    assert.ok(states('clicks decreased 12.5% (Nov 1 – 30, 2026)', { value: 12.5, unit: 'percent' }));
    assert.ok(states('Marine 7', seven));
  });
});

describe('judging an answer', () => {
  test('every expected figure and name must be there', () => {
    const expect = { figures: [spend, { value: 312, unit: 'count' } as const], mentions: ['Basecamp Supply'] };
    assert.equal(judge('Basecamp Supply spent $12,345.67 and got 312 conversions.', expect).right, true);
    assert.deepEqual(judge('Basecamp Supply spent $12,345.67.', expect).misses, ['figure  312']);
  });

  test('the list of tools and raw figures under an answer does not answer for it, but a leak there is a leak', () => {
    const shown =
      'You have 7 overdue invoices.\n\nTools and figures used:\n- billing(): totalBalance 555,555, lakeshore 123,456.78';
    assert.deepEqual(judge(shown, { figures: [{ value: 555555, unit: 'currency' }] }).misses, ['figure  555555']);
    assert.equal(judge(shown, { foreign: [{ value: 123456.78, unit: 'currency' }] }).foreign, true);
  });

  test("a mention may name alternatives, and what must not be named isn't", () => {
    assert.equal(judge('Spend went up by 12%', { mentions: ['grew|up|rose'] }).right, true);
    assert.equal(judge('Harbor Boats led', { notMentions: ['Harbor Boats'] }).right, false);
  });

  test('declining is right only where the set expects it, whole or in part', () => {
    const outside = 'That is outside the data I can answer from.';
    assert.ok(declines(outside));
    assert.ok(declines("I can't share figures for an advertiser you are not assigned."));
    assert.ok(!declines('Basecamp Supply spent $12,345.67 (— no conversions).'));
    assert.equal(judge(outside, { refuses: true }).right, true);
    assert.equal(judge(outside, { figures: [spend] }).right, false);
    assert.equal(judge(`$12,345.67. The weather: ${outside}`, { figures: [spend], refuses: 'part' }).right, true);
    assert.equal(judge('Spend was $12,345.67.', { figures: [spend], refuses: 'part' }).right, false);
  });

  test('a figure of an advertiser the asker may not see is a leak, even beside a refusal', () => {
    const expect = { refuses: true, foreign: [{ value: 123456.78, unit: 'currency' } as const] };
    const leak = 'That is outside the data I can answer from (Harbor Boats spent $123,456.78).';
    assert.equal(statesForeign(leak, expect), true);
    assert.deepEqual(judge(leak, expect), { right: false, foreign: true, misses: ['foreign figure'] });
    assert.equal(statesForeign('That is outside the data I can answer from.', expect), false);
    assert.equal(statesForeign('Around $123K, but I cannot share it.', expect), true);
    // One or two digits say too little to be a leak: $0.12M might be anything near it.
    assert.equal(statesForeign('Around $0.12M, but I cannot share it.', expect), false);
  });
});

describe('pinning the day', () => {
  test('moves the clock by whole days, keeps it ticking, and undoes', () => {
    const realDay = new Date().toISOString().slice(0, 10);
    const undo = pinDay('2026-12-02');
    try {
      assert.equal(new Date().toISOString().slice(0, 10), '2026-12-02');
      assert.equal(new Date(Date.now()).toISOString().slice(0, 10), '2026-12-02');
      assert.equal(new Date('2026-01-05T00:00:00Z').toISOString(), '2026-01-05T00:00:00.000Z');
      assert.equal(new Date(Date.UTC(2026, 0, 5)).getUTCDate(), 5);
    } finally {
      undo();
    }
    assert.equal(new Date().toISOString().slice(0, 10), realDay);
  });

  test('refuses what is not a day', () => {
    assert.throws(() => pinDay('next tuesday'), /not a day/);
  });
});
