import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCurrency, formatDecimal, formatInteger } from '@beacon/shared/format';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { acmeAsker, noFocus } from '../../../../tooling/testing/assistant-asker';
import { builtinAnswer } from './builtin-engine';
import type { ToolCall } from './tools';

/** Sums said with their inputs, each input one of the semantic layer's figures (the tool calls' own). */
const t = testApiOfFile();

const ctx = () => acmeAsker(t, { today: '2026-12-03', privileges: ['INVOICES_READ'] });
const queries = (answer: { toolCalls: ToolCall[] }) => answer.toolCalls.filter((c) => c.name === 'query_metrics');

test('two ranges said together: each range’s figure and their total', async () => {
  const answer = await builtinAnswer(ctx(), 'What did we spend in September 2026 and October 2026 combined?', noFocus);
  const [query] = queries(answer);
  const [september, october] = [Number(query!.figures.spend), Number(query!.figures.previousSpend)];
  for (const said of [september, october, september + october].map((n) => formatCurrency(Math.round(n * 100) / 100)))
    assert.ok(answer.text.includes(said), `${said} in: ${answer.text}`);
});

test('one figure over another: both figures and the ratio, from one query', async () => {
  const answer = await builtinAnswer(ctx(), 'How many impressions per click did we get last month?', noFocus);
  const [query] = queries(answer);
  const { impressions, clicks } = query!.figures;
  const said = `${formatInteger(Number(impressions))} of impressions over ${formatInteger(Number(clicks))} clicks, that is ${formatDecimal(Number(impressions) / Number(clicks))} impressions per click`;
  assert.ok(answer.text.includes(said), `${said} in: ${answer.text}`);
});

test('a comparison the question did not say in full is said as assumed', async () => {
  const answer = await builtinAnswer(ctx(), 'Did our CPM go up or down in the last 30 days?', noFocus);
  assert.ok(answer.text.includes('No second range was said'), answer.text);
  const unranged = await builtinAnswer(ctx(), 'How many clicks did we get?', noFocus);
  assert.ok(unranged.text.includes('No range was said: this is the last 30 days.'), unranged.text);
});

test('groups ranked by a change: the largest rise first, with both figures', async () => {
  const answer = await builtinAnswer(
    ctx(),
    'Which advertiser grew spend the most from October 2026 to November 2026?',
    noFocus,
  );
  assert.equal(queries(answer).length, 2, answer.text);
  assert.match(answer.text, /the largest rise first: [^:]+: \$[\d,.]+ against \$[\d,.]+ \(\+\$/);
});

test('"and how does that compare…" compares the answer before with the range said', async () => {
  const first = 'How much did we spend in October 2026?';
  const before = await builtinAnswer(ctx(), first, noFocus);
  const history = [
    { role: 'user' as const, content: first },
    { role: 'assistant' as const, content: before.text },
  ];
  const answer = await builtinAnswer(ctx(), 'And how does that compare with September 2026?', noFocus, history);
  const [query] = queries(answer);
  assert.deepEqual(
    [
      query!.figures.startDate,
      query!.figures.endDate,
      query!.arguments.compareStartDate,
      query!.arguments.compareEndDate,
    ],
    ['2026-10-01', '2026-10-31', '2026-09-01', '2026-09-30'],
  );
});

test('budgets left of several advertisers: each one, and their total', async () => {
  const answer = await builtinAnswer(
    ctx(),
    'How much budget is left for Trailhead Gear and Summit Coffee Roasters?',
    noFocus,
  );
  const pacing = answer.toolCalls.filter((c) => c.name === 'pacing');
  assert.equal(pacing.length, 2, answer.text);
  const left = pacing.map((c) => Number(c.figures.budget) - Number(c.figures.deliveredSpend));
  const total = formatCurrency(Math.round((left[0]! + left[1]!) * 100) / 100);
  assert.ok(answer.text.includes(`Together: ${total} of budget left.`), answer.text);
});
