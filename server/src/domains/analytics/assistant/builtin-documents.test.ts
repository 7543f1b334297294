import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatInteger } from '@beacon/shared/format';
import { call } from '../../../../tooling/testing/call';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { acmeAsker, noFocus } from '../../../../tooling/testing/assistant-asker';
import { builtinAnswer } from './builtin-engine';

/** Documents, as the Documents tabs list them (the files API): of the client, of one advertiser, by type, name, date. */
const t = testApiOfFile();
const today = '2026-12-02';
const ctxOf = (advertiserIds: number[] | null) => acmeAsker(t, { today, advertiserIds });

interface File {
  name: string;
  createdAt: string;
}

/** Every document a user sees through the hub: each advertiser's own tab and each of its campaigns'. */
async function hubDocuments(email: string, query = ''): Promise<(File & { advertiserId: number })[]> {
  const advertisers = await call(t, email, 'GET', '/api/clients/1/advertisers?pageSize=500');
  const files: (File & { advertiserId: number })[] = [];
  for (const { id } of advertisers.body.data as { id: number }[]) {
    const own = await call(t, email, 'GET', `/api/clients/1/advertisers/${id}/files${query}`);
    files.push(...(own.body.data as File[]).map((f) => ({ ...f, advertiserId: id })));
    const campaigns = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE advertiser_id = $1 AND status <> 'Closed Won' ORDER BY id",
      [id],
    );
    for (const c of campaigns) {
      const listed = await call(t, email, 'GET', `/api/clients/1/campaigns/${c.id}/files${query}`);
      files.push(...(listed.body.data as File[]).map((f) => ({ ...f, advertiserId: id })));
    }
  }
  return files;
}

test('"what documents does X have?" counts and names the files of its Documents tab and its campaigns’', async () => {
  const all = await hubDocuments('admin@acme.test');
  const [advertiser] = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM advertisers WHERE client_id = 1 ORDER BY id LIMIT 1',
  );
  const its = all.filter((f) => f.advertiserId === advertiser!.id);
  const newest = [...its].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  for (const question of [
    `What documents does ${advertiser!.name} have?`,
    `show me the files for ${advertiser!.name.toLowerCase()}`,
  ]) {
    const answer = await builtinAnswer(ctxOf(null), question, noFocus);
    assert.ok(answer.text.includes(`${advertiser!.name} has ${formatInteger(its.length)} documents`), answer.text);
    assert.ok(answer.text.includes(newest.name), answer.text);
  }
  const count = await builtinAnswer(ctxOf(null), 'how many documents do we have?', noFocus);
  assert.ok(count.text.startsWith(`You have ${formatInteger(all.length)} documents`), count.text);
  const latest = await builtinAnswer(ctxOf(null), 'what is the newest document?', noFocus);
  const first = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  assert.ok(latest.text.startsWith(`Your newest document is ${first.name}`), latest.text);
});

test('by the Documents tab’s type filter and search, and by the month they were uploaded in', async () => {
  const pdfs = await hubDocuments('admin@acme.test', '?type=PDF');
  const answer = await builtinAnswer(ctxOf(null), 'any pdfs?', noFocus);
  assert.ok(answer.text.startsWith(`Yes: You have ${formatInteger(pdfs.length)} PDF documents`), answer.text);

  const plans = await hubDocuments('admin@acme.test', '?search=media%20plan');
  const plan = await builtinAnswer(ctxOf(null), 'is there a media plan doc?', noFocus);
  assert.ok(
    plan.text.startsWith(`Yes: You have ${formatInteger(plans.length)} documents with “media plan”`),
    plan.text,
  );

  const november = (await hubDocuments('admin@acme.test')).filter((f) => f.createdAt.slice(0, 7) === '2026-11');
  const uploaded = await builtinAnswer(ctxOf(null), 'documents uploaded last month', noFocus);
  assert.ok(
    uploaded.text.startsWith(`You have ${formatInteger(november.length)} documents uploaded Nov 1 – 30, 2026`),
    uploaded.text,
  );
});

test('a limited user counts only their advertisers’ documents, and another advertiser’s are refused unnamed', async () => {
  const theirs = await hubDocuments('reports@acme.test');
  const advertisers = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/advertisers?pageSize=500');
  const ids = (advertisers.body.data as { id: number }[]).map((a) => a.id);
  const ctx = ctxOf(ids);
  const answer = await builtinAnswer(ctx, 'how many documents do we have?', noFocus);
  assert.ok(answer.text.startsWith(`You have ${formatInteger(theirs.length)} documents`), answer.text);
  const [other] = await t.db.query<{ name: string }>(
    'SELECT name FROM advertisers WHERE client_id = 1 AND NOT (id = ANY($1)) ORDER BY id LIMIT 1',
    [ids],
  );
  const refused = await builtinAnswer(ctx, `does ${other!.name} have a media plan?`, noFocus);
  assert.match(refused.text, /outside the data I can answer from/);
  assert.equal(refused.toolCalls.length, 0, refused.text);
});

test('"which of X’s campaigns have no media plan" names each campaign whose Documents tab has none', async () => {
  const [advertiser] = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM advertisers WHERE client_id = 1 ORDER BY id LIMIT 1 OFFSET 1',
  );
  const campaigns = await t.db.query<{ id: number; name: string }>(
    "SELECT id, name FROM campaigns WHERE advertiser_id = $1 AND status <> 'Closed Won' ORDER BY id",
    [advertiser!.id],
  );
  const without: string[] = [];
  for (const c of campaigns) {
    const listed = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/campaigns/${c.id}/files?search=media%20plan`,
    );
    if (!(listed.body.data as File[]).length) without.push(c.name);
  }
  const answer = await builtinAnswer(
    ctxOf(null),
    `which of ${advertiser!.name}'s campaigns don't have a media plan?`,
    noFocus,
  );
  assert.ok(
    answer.text.startsWith(`${without.length} of your ${campaigns.length} campaigns of ${advertiser!.name} have no`),
    answer.text,
  );
  for (const name of without) assert.ok(answer.text.includes(name), `${name}: ${answer.text}`);
});
