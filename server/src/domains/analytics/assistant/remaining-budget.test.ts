import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatBudgetShare, formatCurrency } from '@beacon/shared/format';
import { call } from '../../../../tooling/testing/call';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { acmeAsker, noFocus } from '../../../../tooling/testing/assistant-asker';
import { builtinAnswer } from './builtin-engine';

/** "How much budget is left": budget less delivered spend, said with both inputs. */
const t = testApiOfFile();

const ctx = () => acmeAsker(t, { today: '2026-12-01', privileges: ['INVOICES_READ'] });
const usd = (n: number) => formatCurrency(Math.round(n * 100) / 100);

test('a campaign’s remaining budget is its budget less its delivered spend, with both said', async () => {
  const [campaign] = await t.db.query<{ id: number; name: string }>(
    "SELECT id, name FROM campaigns WHERE client_id = 1 AND status = 'Live' ORDER BY id LIMIT 1",
  );
  for (const question of [
    `How much budget is left on campaign ${campaign!.id}?`,
    `What is the remaining budget of campaign ${campaign!.id}?`,
    `How much do we still have left to spend on campaign ${campaign!.id}?`,
  ]) {
    const answer = await builtinAnswer(ctx(), question, noFocus);
    const pacing = answer.toolCalls.find((c) => c.name === 'campaign_pacing');
    assert.ok(pacing, `${question}: ${answer.text}`);
    const budget = Number(pacing.figures.totalBudget);
    const delivered = Number(pacing.figures.totalDeliveredBudget);
    const said = `${usd(budget - delivered)} of its budget left: its ${usd(budget)} budget less the ${usd(delivered)} delivered`;
    assert.ok(answer.text.includes(said), `${said} in: ${answer.text}`);
  }
});

test('remaining budget across the active campaigns is the pacing tool’s budget less its delivered spend', async () => {
  const answer = await builtinAnswer(ctx(), 'How much budget do we have remaining?', noFocus);
  const pacing = answer.toolCalls.find((c) => c.name === 'pacing');
  assert.ok(pacing, answer.text);
  const { budget, deliveredSpend } = pacing.figures;
  const left = usd(Number(budget) - Number(deliveredSpend));
  assert.ok(answer.text.includes(`${left} of budget left: ${usd(Number(budget))} budgeted less the`), answer.text);
});

test('the share of a budget delivered reads as the campaign’s overview says it', async () => {
  const answer = await builtinAnswer(ctx(), 'Which campaign has spent the largest share of its budget?', noFocus);
  const listed = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?filter=active&pageSize=100');
  const rows = listed.body.data as { id: number; name: string; budget: number; deliveredBudget: number }[];
  const [top] = rows
    .filter((c) => c.budget > 0)
    .sort((a, b) => b.deliveredBudget / b.budget - a.deliveredBudget / a.budget);
  // The figure its overview shows (GET .../campaigns/{id}: totalDeliveredBudget of totalBudget).
  const { data } = (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${top!.id}`)).body as {
    data: { totalBudget: number; totalDeliveredBudget: number };
  };
  const said = `${top!.name} (`;
  const share = formatBudgetShare(data.totalDeliveredBudget, data.totalBudget);
  assert.ok(answer.text.includes(said) && answer.text.indexOf(share) > answer.text.indexOf(said), answer.text);
});
