import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { acmeAsker, noFocus } from '../../../../tooling/testing/assistant-asker';
import { builtinAnswer } from './builtin-engine';

/** Campaigns named by their id: "campaign 42", "campaign id 42", "#42", only when the user may see them. */
const t = testApiOfFile();

const today = '2026-12-01';
const ctxOf = (advertiserIds: number[] | null, privileges: string[]) =>
  acmeAsker(t, { today, advertiserIds, privileges });
const campaignsOf = (advertiserId: number) =>
  t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM campaigns WHERE client_id = 1 AND advertiser_id = $1 ORDER BY id',
    [advertiserId],
  );

async function twoAdvertisers() {
  const rows = await t.db.query<{ id: number }>(
    'SELECT a.id FROM advertisers a WHERE a.client_id = 1 AND EXISTS (SELECT 1 FROM campaigns c WHERE c.advertiser_id = a.id) ORDER BY a.id LIMIT 2',
  );
  assert.equal(rows.length, 2, 'the seed has two advertisers with campaigns on client 1');
  return [rows[0]!.id, rows[1]!.id] as const;
}

test('"campaign 42", "campaign id 42" and "#42" each ask about that campaign, named in the answer', async () => {
  const [first] = await twoAdvertisers();
  const [campaign] = await campaignsOf(first);
  const ctx = ctxOf(null, ['INVOICES_READ']);
  for (const question of [
    `How much did campaign ${campaign!.id} spend last month?`,
    `What did campaign id ${campaign!.id} spend last month?`,
    `Spend last month for #${campaign!.id}?`,
  ]) {
    const answer = await builtinAnswer(ctx, question, noFocus);
    const query = answer.toolCalls.find((c) => c.name === 'query_metrics');
    assert.deepEqual(query?.arguments.campaignIds, [campaign!.id], `${question}: ${answer.text}`);
    assert.ok(answer.text.includes(campaign!.name), `${question}: ${answer.text}`);
  }
  // A follow-up by id keeps what was asked and changes the campaign.
  const [, second] = await campaignsOf(first);
  const history = [{ role: 'user' as const, content: `How much did campaign ${campaign!.id} spend last month?` }];
  const next = await builtinAnswer(ctx, `and campaign ${second!.id}?`, noFocus, history);
  const query = next.toolCalls.find((c) => c.name === 'query_metrics');
  assert.deepEqual(query?.arguments.campaignIds, [second!.id], next.text);
  assert.equal(query?.arguments.range, 'Previous Month');
});

test('a reporting-only user asking for a campaign outside their advertisers gets "cannot find", never a figure', async () => {
  const [mine, theirs] = await twoAdvertisers();
  const [hidden] = await campaignsOf(theirs);
  const [own] = await campaignsOf(mine);
  const ctx = ctxOf([mine], ['NOTIFICATIONS_READ']);
  for (const question of [`How much did campaign ${hidden!.id} spend?`, `What is the pacing of #${hidden!.id}?`]) {
    const answer = await builtinAnswer(ctx, question, noFocus);
    assert.match(answer.text, new RegExp(`cannot find campaign ${hidden!.id}`), answer.text);
    assert.equal(answer.toolCalls.length, 0, 'no tool runs for a campaign the user cannot see');
    assert.ok(!answer.text.includes(hidden!.name), answer.text);
    assert.ok(!/\$\d/.test(answer.text), answer.text);
  }
  // An id nobody has is not found either; one of their own is answered.
  const none = await builtinAnswer(ctx, 'How much did campaign 987654 spend?', noFocus);
  assert.match(none.text, /cannot find campaign 987654/);
  const answered = await builtinAnswer(ctx, `How much did campaign ${own!.id} spend?`, noFocus);
  assert.deepEqual(answered.toolCalls.find((c) => c.name === 'query_metrics')?.arguments.campaignIds, [own!.id]);
});
