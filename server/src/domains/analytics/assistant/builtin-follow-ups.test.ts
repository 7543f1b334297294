import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCurrency } from '@beacon/shared/format';
import { call } from '../../../../tooling/testing/call';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { acmeAsker, noFocus } from '../../../../tooling/testing/assistant-asker';
import { builtinAnswer, type Turn } from './builtin-engine';

/** Follow-ups that change only the period, blocked campaigns' reasons, and spend expected against delivered. */
const t = testApiOfFile();
const ctxOf = (today: string) => acmeAsker(t, { today });

/** A conversation: each question asked with the ones before it; the last answer. */
async function conversation(today: string, questions: string[]) {
  const history: Turn[] = [];
  let answer = await builtinAnswer(ctxOf(today), questions[0]!, noFocus);
  for (const question of questions.slice(1)) {
    history.push(
      { role: 'user', content: questions[history.length / 2]! },
      { role: 'assistant', content: answer.text },
    );
    answer = await builtinAnswer(ctxOf(today), question, noFocus, history);
  }
  return answer;
}

async function reportSpend(startDate: string, endDate: string): Promise<number> {
  const report = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
    dateRangeChoice: 'Custom',
    queryParams: { dateRange: { startDate, endDate } },
    queries: ['totals'],
  });
  return Number(report.body.data.queryResults.find((q: { name: string }) => q.name === 'totals').data[0].spend);
}

test('"and the month before?", "what about October?", "the week before" keep the figure and change the range', async () => {
  const today = '2026-12-01';
  const cases: [string[], string, string][] = [
    [['How much did we spend last month?', 'and the month before?'], '2026-10-01', '2026-10-31'],
    [
      ['how much did we spend last month?', 'and the month before?', 'and the one before that?'],
      '2026-09-01',
      '2026-09-30',
    ],
    [['What was our spend in November?', 'what about October?'], '2026-10-01', '2026-10-31'],
    [['spend last week', 'and the week before'], '2026-11-16', '2026-11-22'],
    [['How much did we spend last month?', 'and the same period last year?'], '2025-11-01', '2025-11-30'],
  ];
  for (const [questions, startDate, endDate] of cases) {
    const answer = await conversation(today, questions);
    const query = answer.toolCalls.find((c) => c.name === 'query_metrics');
    assert.deepEqual(query?.arguments.metrics, ['spend'], questions.join(' / '));
    assert.deepEqual([query?.figures.startDate, query?.figures.endDate], [startDate, endDate], questions.join(' / '));
    assert.ok(answer.text.includes(formatCurrency(await reportSpend(startDate, endDate))), answer.text);
  }
});

test('"why are those blocked?" gives each blocked campaign its blocker’s reason, as the campaign page shows it', async () => {
  const today = '2026-12-01';
  const blocked = await t.db.query<{ id: number; name: string }>(
    "SELECT id, name FROM campaigns WHERE client_id = 1 AND status = 'Blocked' ORDER BY id",
  );
  assert.ok(blocked.length > 0);
  for (const last of ['why are those blocked?', 'why?', 'what is holding them up?']) {
    const answer = await conversation(today, ['which campaigns are blocked?', last]);
    for (const c of blocked) {
      const page = (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${c.id}`)).body.data;
      assert.ok(answer.text.includes(`${c.name}: ${page.blocker?.reason ?? 'no reason recorded'}`), answer.text);
    }
  }
  // One campaign: "is it live? if not, why?", named by a name no other campaign of the client has (a shared name
  // is asked back: "Which one do you mean").
  const [one] = await t.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM campaigns c WHERE client_id = 1 AND status = 'Blocked'
       AND NOT EXISTS (SELECT 1 FROM campaigns o WHERE o.client_id = 1 AND o.name = c.name AND o.id <> c.id)
     ORDER BY id LIMIT 1`,
  );
  assert.ok(one, 'a blocked campaign with a name of its own');
  const page = (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${one.id}`)).body.data;
  const answer = await conversation(today, [`tell me about ${one.name}`, 'is it live? if not, why?']);
  assert.ok(answer.text.startsWith(`No: ${one.name} is Blocked`), answer.text);
  assert.ok(answer.text.includes(page.blocker?.reason ?? 'no reason recorded'), answer.text);
});

test('"how much should we have spent by now vs what we did?" is pacing’s expected and delivered spend', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const [live] = await t.db.query<{ id: number; name: string }>(
    "SELECT id, name FROM campaigns WHERE client_id = 1 AND status = 'Live' ORDER BY id LIMIT 1",
  );
  const pacing = (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${live!.id}/pacing`)).body.data;
  for (const question of [
    `how much should ${live!.name} have spent by now vs what it did?`,
    `${live!.name} expected spend vs actual`,
  ]) {
    const answer = await builtinAnswer(ctxOf(today), question, noFocus);
    assert.ok(answer.text.includes(`should have spent ${formatCurrency(pacing.expectedSpend)}`), answer.text);
    assert.ok(answer.text.includes(`has spent ${formatCurrency(pacing.deliveredSpend)}`), answer.text);
  }
  const all = await builtinAnswer(ctxOf(today), 'how much should we have spent by now vs what we did?', noFocus);
  const figures = all.toolCalls.find((c) => c.name === 'pacing')!.figures;
  assert.ok(all.text.includes(`should have spent ${formatCurrency(Number(figures.expectedSpend))}`), all.text);
  assert.ok(all.text.includes(`have spent ${formatCurrency(Number(figures.deliveredSpend))}`), all.text);
});
