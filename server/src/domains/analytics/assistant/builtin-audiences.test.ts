import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatInteger } from '@beacon/shared/format';
import { call } from '../../../../tooling/testing/call';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { acmeAsker, noFocus } from '../../../../tooling/testing/assistant-asker';
import { builtinAnswer } from './builtin-engine';

/** Audiences as the Audiences page shows them: one by its name, all of them, per advertiser, a count history. */
const t = testApiOfFile();
const today = new Date().toISOString().slice(0, 10);
const ctxOf = (advertiserIds: number[] | null) => acmeAsker(t, { today, advertiserIds });

interface Audience {
  id: number;
  name: string;
  counts: { deviceCount: number | null; householdCount: number | null };
}

/** Each advertiser the user sees, with its audiences as the hub lists them. */
async function hubAudiences(email: string) {
  const advertisers = await call(t, email, 'GET', '/api/clients/1/advertisers?pageSize=500');
  const all: { advertiser: { id: number; name: string }; audiences: Audience[] }[] = [];
  for (const advertiser of advertisers.body.data as { id: number; name: string }[]) {
    const listed = await call(t, email, 'GET', `/api/clients/1/advertisers/${advertiser.id}/audiences`);
    all.push({ advertiser, audiences: listed.body.data as Audience[] });
  }
  return all;
}

test('an audience asked for by its name is answered with its counts, for each advertiser that has one so named', async () => {
  const all = await hubAudiences('admin@acme.test');
  const name = all[0]!.audiences[0]!.name;
  const named = all.flatMap(({ advertiser, audiences }) =>
    audiences.filter((a) => a.name === name).map((a) => ({ advertiser, a })),
  );
  for (const question of [`How big is ${name}?`, `whats the latest count for ${name.toLowerCase()}`]) {
    const answer = await builtinAnswer(ctxOf(null), question, noFocus);
    for (const { advertiser, a } of named)
      assert.ok(
        answer.text.includes(`${name} (${advertiser.name}) has ${formatInteger(a.counts.deviceCount ?? 0)} devices`),
        `${question}: ${answer.text}`,
      );
  }
  // Its counts history: the first and last counts of the hub's, over the range asked.
  const { advertiser, a } = named[0]!;
  const history = await builtinAnswer(ctxOf([advertiser.id]), `${name} count history, last 7 days`, noFocus);
  const call7 = history.toolCalls.find((c) => c.name === 'audience_history');
  const { startDate, endDate } = call7!.arguments as { startDate: string; endDate: string };
  const points = await call(
    t,
    'admin@acme.test',
    'GET',
    `/api/clients/1/audiences/${a.id}/counts-history?startDate=${startDate}&endDate=${endDate}`,
  );
  const days = points.body.data as { deviceCount: number }[];
  assert.equal(days.length, 7, JSON.stringify(points.body));
  const said = `went from ${formatInteger(days[0]!.deviceCount)} devices`;
  assert.ok(history.text.includes(said) && history.text.includes(`to ${formatInteger(days.at(-1)!.deviceCount)}`));
});

test('all audiences across the advertisers, and the advertiser with the most', async () => {
  const all = await hubAudiences('admin@acme.test');
  const total = all.reduce((n, x) => n + x.audiences.length, 0);
  const answer = await builtinAnswer(ctxOf(null), 'how many audiences do we have across all advertisers?', noFocus);
  assert.ok(answer.text.startsWith(`You have ${formatInteger(total)} audiences`), answer.text);
  const most = Math.max(...all.map((x) => x.audiences.length));
  const leaders = all.filter((x) => x.audiences.length === most).map((x) => x.advertiser.name);
  const ranked = await builtinAnswer(ctxOf(null), 'which advertiser has the most audiences?', noFocus);
  for (const name of leaders) assert.ok(ranked.text.includes(name), ranked.text);
  assert.ok(ranked.text.includes(`${formatInteger(most)}`), ranked.text);
  for (const { advertiser, audiences } of all)
    assert.ok(ranked.text.includes(`${advertiser.name} ${formatInteger(audiences.length)}`), ranked.text);
});

test('a limited user gets their advertisers’ audiences only, and never learns of another’s', async () => {
  const theirs = await hubAudiences('reports@acme.test');
  const ids = theirs.map((x) => x.advertiser.id);
  const others = await t.db.query<{ name: string }>(
    'SELECT name FROM advertisers WHERE client_id = 1 AND NOT (id = ANY($1))',
    [ids],
  );
  const name = theirs[0]!.audiences[0]!.name;
  for (const question of [`How big is ${name}?`, 'which advertiser has the most audiences?', 'how many audiences?']) {
    const answer = await builtinAnswer(ctxOf(ids), question, noFocus);
    for (const other of others) assert.ok(!answer.text.includes(other.name), `${question}: ${answer.text}`);
  }
  const total = theirs.reduce((n, x) => n + x.audiences.length, 0);
  const count = await builtinAnswer(ctxOf(ids), 'how many audiences do we have?', noFocus);
  assert.ok(count.text.startsWith(`You have ${formatInteger(total)} audiences`), count.text);
});

test('"and its history?" after an audience’s size is its counts history, over the range said', async () => {
  const history = [{ role: 'user' as const, content: 'How big is Cart Abandoners?' }];
  const answer = await builtinAnswer(ctxOf(null), 'and its history over the last 14 days?', noFocus, history);
  const calls = answer.toolCalls.filter((c) => c.name === 'audience_history');
  assert.ok(calls.length > 0, answer.text);
  for (const c of calls) {
    const points = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/audiences/${String(c.arguments.audienceId)}/counts-history?startDate=${String(c.arguments.startDate)}&endDate=${String(c.arguments.endDate)}`,
    );
    const days = points.body.data as { deviceCount: number }[];
    assert.equal(days.length, 14);
    assert.ok(answer.text.includes(`to ${formatInteger(days.at(-1)!.deviceCount)} on`), answer.text);
  }
});

test('"which audience grew the most last month" names the one whose count history grew most over that month', async () => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const grown: { name: string; percent: number }[] = [];
  for (const { audiences } of await hubAudiences('admin@acme.test'))
    for (const a of audiences) {
      const points = await call(
        t,
        'admin@acme.test',
        'GET',
        `/api/clients/1/audiences/${a.id}/counts-history?startDate=${first}&endDate=${last}`,
      );
      const days = points.body.data as { deviceCount: number }[];
      if (days.length < 2) continue;
      const before = days[0]!.deviceCount;
      grown.push({ name: a.name, percent: Math.round(((days.at(-1)!.deviceCount - before) / before) * 1000) / 10 });
    }
  const top = grown.sort((a, b) => b.percent - a.percent)[0]!;
  const answer = await builtinAnswer(ctxOf(null), 'which audience grew the most last month?', noFocus);
  assert.ok(answer.text.startsWith(`${top.name} (`), answer.text);
  assert.ok(answer.text.includes(`(+${top.percent}%)`), answer.text);
});
