import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyticsForFile } from '../testing/test-analytics';
import { QUESTIONS } from './question-set';
import { accuracyOf, missText, runQuestionSet } from './run-question-set';

// The set reads whole answers: streamed without a pause between tokens (the pace is the assistant bench's to measure).
const t = analyticsForFile({ ready: async (started) => void (started.deps.assistantTokenMs = 0) });

test('the question set: at least 150 questions over every category, refusals included', () => {
  assert.ok(QUESTIONS.length >= 150, `${QUESTIONS.length} questions`);
  const categories = new Set(QUESTIONS.map((q) => q.category));
  for (const category of ['metric', 'range', 'filter', 'ranking', 'comparison', 'arithmetic', 'multi-part'])
    assert.ok(categories.has(category as never), category);
  for (const category of [
    'breakdown',
    'status',
    'pacing',
    'billing',
    'audiences',
    'documents',
    'follow-up',
    'clarify',
    'refusal',
  ])
    assert.ok(categories.has(category as never), category);
});

test('the built-in engine answers at least 95% of the set with the hub API’s own figures', async () => {
  const asked = await runQuestionSet(t, t.acme);
  const misses = asked.filter((a) => a.misses.length);
  if (misses.length) console.log(`Misses (${misses.length} of ${asked.length}):\n${misses.map(missText).join('\n')}`);
  const { all, byCategory } = accuracyOf(asked);
  console.log(byCategory.map((c) => `${c.category}: ${c.right}/${c.questions}`).join(', '));
  assert.ok(all >= 0.95, `accuracy ${(all * 100).toFixed(1)}% is under 95%`);
  // Refusals are never wrong: a figure of another client or an unassigned advertiser is never stated.
  assert.deepEqual(misses.filter((a) => a.question.category === 'refusal').map(missText), []);
});
