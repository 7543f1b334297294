import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatRangeInWords } from '@beacon/shared/format';
import { addDays, todayUtc } from '../../../semantic/time';
import { analyticsForFile } from '../../../../tooling/testing/test-analytics';
import { assistantSockets, type Message } from '../../../../tooling/testing/test-socket';

const t = analyticsForFile();
const { connect, signedIn, ask } = assistantSockets(() => t);

describe('the assistant over a real websocket, built-in engine', () => {
  test('"How many active campaigns do we have?" gives exactly the hub’s countActive, token by token', async () => {
    const hub = await t.call('admin@acme.test', 'GET', `/api/clients/${t.acme}/campaigns/metrics`);
    const countActive = hub.body.data.countActive as number;
    const c = await signedIn('admin@acme.test', { clientId: t.acme });
    assert.equal(c.ready.type, 'ready', JSON.stringify(c.ready));
    assert.equal(c.ready.engine, 'built-in');
    const { end, tokens, streamed } = await ask(c, 'How many active campaigns do we have?');
    assert.equal(end.status, 'complete');
    assert.ok(tokens.length > 10, 'streamed token by token');
    assert.deepEqual(
      tokens.map((m) => m.seq),
      tokens.map((_, i) => i + 1),
    );
    assert.equal(streamed, end.message.content);
    assert.match(end.message.content, new RegExp(`You have ${countActive.toLocaleString('en-US')} active`));
    const call = end.message.toolCalls.find((x: Message) => x.name === 'campaign_metrics');
    assert.equal(call.figures.countActive, countActive);
    assert.match(end.message.content, /Tools and figures used:\n- campaign_metrics/);
    assert.match(end.message.content, /built-in engine/);
    c.socket.close();
  });

  test('overdue invoices, channels, spend and pacing, audiences; plain about what is outside its data', async () => {
    const hub = await t.call('admin@acme.test', 'GET', `/api/clients/${t.acme}/invoices/metrics`);
    const c = await signedIn('admin@acme.test', { clientId: t.acme });
    const invoices = await ask(c, 'How many overdue invoices do we have?');
    assert.match(invoices.end.message.content, new RegExp(`You have ${hub.body.data.countOverdue} overdue invoices`));
    const channel = await ask(c, 'Which channel is best for conversions in the last 90 days?');
    // The range in words, ending on the last complete day as every report does.
    const { startDate, endDate } = { startDate: addDays(todayUtc(), -90), endDate: addDays(todayUtc(), -1) };
    const words = formatRangeInWords(startDate, endDate);
    assert.ok(channel.end.message.content.includes(`most conversions of`), channel.end.message.content);
    assert.ok(channel.end.message.content.includes(words), channel.end.message.content);
    const query = channel.end.message.toolCalls.find((x: Message) => x.name === 'query_metrics');
    assert.equal(query.arguments.groupBy, 'adFormat');
    assert.equal(query.view.table.columns[0], 'Channel');
    const [campaign] = await t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM campaigns WHERE client_id = $1 AND status = 'Live' ORDER BY id LIMIT 1",
      [t.acme],
    );
    // The campaign overview's pacing figure, from the hub, is the one the assistant gives.
    const overview = await t.call('admin@acme.test', 'GET', `/api/clients/${t.acme}/campaigns/${campaign!.id}/pacing`);
    const pacing = await ask(c, `What is the spend and pacing of ${campaign!.name} (id ${campaign!.id})?`);
    assert.ok(
      pacing.end.message.content.includes(`Pacing is ${overview.body.data.pacingPercent}%`),
      pacing.end.message.content,
    );
    assert.ok(pacing.end.message.toolCalls.some((x: Message) => x.name === 'campaign_pacing'));
    const audiences = await ask(c, 'How is our audience growth?');
    assert.ok(audiences.end.message.toolCalls.some((x: Message) => x.name === 'audience_growth'));
    const outside = await ask(c, 'What will the weather be in Paris tomorrow?');
    assert.match(outside.end.message.content, /outside the data/);
    const revenue = await ask(c, 'Which channel is best for revenue?');
    assert.match(revenue.end.message.content, /outside the data/);
    c.socket.close();
  });

  test('a limited user’s answers come from their advertisers only, as the hub’s', async () => {
    const hub = await t.call('reports@acme.test', 'GET', `/api/clients/${t.acme}/campaigns/metrics`);
    const c = await signedIn('reports@acme.test');
    assert.equal(c.ready.clientId, t.acme);
    const { end } = await ask(c, 'how many active campaigns do we have');
    assert.equal(end.message.toolCalls[0].figures.countActive, hub.body.data.countActive);
    c.socket.close();
  });

  test('stop, history over HTTP, and a conversation that survives a reload', async () => {
    t.deps.assistantTokenMs = 40;
    const c = await signedIn('admin@acme.test', { clientId: t.acme });
    c.send({ type: 'new-conversation' });
    const fresh = await c.next((m) => m.type === 'ready');
    c.send({ type: 'ask', text: 'How many overdue invoices do we have?' });
    const start = await c.next((m) => m.type === 'answer-start');
    await c.next((m) => m.type === 'token');
    c.send({ type: 'stop', answerId: start.answerId });
    const end = await c.next((m) => m.type === 'answer-end');
    t.deps.assistantTokenMs = 1;
    assert.equal(end.status, 'stopped');
    assert.doesNotMatch(end.message.content, /built-in engine/);
    c.socket.close();

    const history = await t.call(
      'admin@acme.test',
      'GET',
      `/analytics/assistant/conversations/${fresh.conversationId}/messages`,
    );
    assert.equal(history.status, 200);
    assert.deepEqual(
      history.body.data.map((m: Message) => [m.role, m.status]),
      [
        ['user', 'complete'],
        ['assistant', 'stopped'],
      ],
    );
    const list = await t.call('admin@acme.test', 'GET', `/analytics/assistant/conversations?clientId=${t.acme}`);
    assert.ok(list.body.data.some((x: Message) => x.id === fresh.conversationId));
    const other = await t.call(
      'staff@beacon.test',
      'GET',
      `/analytics/assistant/conversations/${fresh.conversationId}/messages`,
    );
    assert.equal(other.status, 404, 'a conversation is its user’s own');

    const reloaded = await signedIn('admin@acme.test', { clientId: t.acme });
    assert.equal(reloaded.ready.conversationId, fresh.conversationId);
    assert.equal(reloaded.ready.messages.length, 2);
    reloaded.socket.close();
  });

  test('a conversation is its owner’s alone: agency staff acting for anyone read none of another’s', async () => {
    const owners = ['admin@beacon.test', 'admin@acme.test'];
    const conversations: string[] = [];
    for (const owner of owners) {
      const c = await signedIn(owner, { clientId: t.acme });
      c.send({ type: 'new-conversation' });
      const { conversationId } = await c.next((m) => m.type === 'ready');
      await ask(c, 'How many overdue invoices do we have?');
      c.socket.close();
      conversations.push(conversationId);
    }
    for (const [i, owner] of owners.entries()) {
      const as = { 'x-impersonated-by': owner };
      const messages = `/analytics/assistant/conversations/${conversations[i]}/messages`;
      const read = await t.call('staff@beacon.test', 'GET', messages, undefined, as);
      assert.ok([403, 404].includes(read.status), `acting for ${owner}: ${read.status}`);
      const listed = await t.call('staff@beacon.test', 'GET', `/analytics/assistant/conversations`, undefined, as);
      assert.ok(!listed.body.data?.some((x: Message) => x.id === conversations[i]), `listed acting for ${owner}`);
      assert.equal((await t.call(owner, 'GET', messages)).status, 200, 'the owner reads it');
    }
  });

  test('a dropped socket reconnects and resumes the answer from the last token it saw', async () => {
    t.deps.assistantTokenMs = 30;
    const first = await signedIn('admin@acme.test', { clientId: t.acme });
    first.send({ type: 'ask', text: 'How many overdue invoices do we have?' });
    const start = await first.next((m) => m.type === 'answer-start');
    const seen: Message[] = [];
    for (let i = 0; i < 3; i += 1) seen.push(await first.next((m) => m.type === 'token'));
    first.socket.terminate();

    const second = await signedIn('admin@acme.test', { clientId: t.acme, conversationId: first.ready.conversationId });
    assert.ok(
      second.ready.streaming.some((s: Message) => s.answerId === start.answerId),
      'the answer is still being written',
    );
    second.send({ type: 'resume', answerId: start.answerId, fromSeq: 3 });
    const end = await second.next((m) => m.type === 'answer-end' && m.answerId === start.answerId);
    t.deps.assistantTokenMs = 1;
    const rest = second.inbox.filter((m) => m.type === 'token' && m.answerId === start.answerId);
    assert.equal(rest[0]?.seq, 4);
    assert.equal([...seen, ...rest].map((m) => m.text).join(''), end.message.content);
    assert.equal(end.status, 'complete');
    second.socket.close();
  });

  test('the token goes as the first message or the query; bad tokens, foreign clients and campaigns are refused', async () => {
    const { authorization } = await t.auth('admin@acme.test');
    const byQuery = await connect(`?token=${authorization.slice(7)}&clientId=${t.acme}`);
    const ready = await byQuery.next((m) => m.type === 'ready');
    assert.equal(ready.clientId, t.acme);
    byQuery.socket.close();

    const bad = await connect();
    bad.send({ type: 'auth', token: 'not-a-token' });
    assert.equal((await bad.next((m) => m.type === 'error')).code, 'unauthorized');
    assert.equal(await bad.closed, 4001);

    const noAuth = await connect();
    noAuth.send({ type: 'ask', text: 'hello' });
    assert.equal((await noAuth.next((m) => m.type === 'error')).code, 'unauthorized');

    const foreign = await signedIn('admin@acme.test', { clientId: t.globex });
    assert.equal(foreign.ready.type, 'error');
    assert.equal(foreign.ready.code, 'not-found');
    const [globexCampaign] = await t.db.query<{ id: number }>('SELECT id FROM campaigns WHERE client_id = $1 LIMIT 1', [
      t.globex,
    ]);
    const campaign = await signedIn('admin@acme.test', { clientId: t.acme, campaignId: globexCampaign!.id });
    assert.equal(campaign.ready.code, 'not-found');

    const c = await signedIn('admin@acme.test', { clientId: t.acme });
    c.send({ type: 'ask', text: '' });
    assert.equal((await c.next((m) => m.type === 'error')).code, 'bad-request');
    c.socket.send('not json');
    assert.equal((await c.next((m) => m.type === 'error')).code, 'bad-request');
    // Every frame is read by its schema: what is wrong is named, and nothing is done with it.
    c.send({ type: 'resume', fromSeq: 1 });
    const missing = await c.next((m) => m.type === 'error');
    assert.deepEqual([missing.code, missing.message], ['bad-request', 'Invalid resume message: answerId is required']);
    c.send({ type: 'stop', answerId: 'x'.repeat(61) });
    assert.equal((await c.next((m) => m.type === 'error')).code, 'bad-request');
    c.send({ type: 'shout' });
    assert.equal((await c.next((m) => m.type === 'error')).message, 'Unknown message type');
    c.socket.close();

    const badId = await connect();
    badId.send({ type: 'auth', token: authorization.slice(7), clientId: 'acme' });
    const refused = await badId.next((m) => m.type === 'error' || m.type === 'ready');
    assert.deepEqual([refused.type, refused.message], ['error', 'Invalid auth message: clientId must be integer']);
    badId.socket.close();
  });

  test('a conversation about one campaign answers for that campaign', async () => {
    const [campaign] = await t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM campaigns WHERE client_id = $1 AND status = 'Live' ORDER BY id DESC LIMIT 1",
      [t.acme],
    );
    const c = await signedIn('admin@acme.test', { clientId: t.acme, campaignId: campaign!.id });
    assert.equal(c.ready.campaignId, campaign!.id);
    const { end } = await ask(c, 'What is the spend and pacing of this campaign?');
    assert.ok(end.message.content.startsWith(campaign!.name), end.message.content);
    c.socket.close();
  });

  test('suggested questions use the client’s own names, and the engine answers each of them', async () => {
    const advertisers = await t.call('reports@acme.test', 'GET', `/api/clients/${t.acme}/advertisers?pageSize=500`);
    const names = (advertisers.body.data as { name: string }[]).map((a) => a.name);
    const c = await signedIn('reports@acme.test');
    assert.equal(c.ready.type, 'ready', JSON.stringify(c.ready));
    const suggestions = c.ready.suggestions as string[];
    assert.ok(suggestions.length >= 3, JSON.stringify(suggestions));
    assert.ok(
      suggestions.some((s) => names.some((name) => s.includes(name))),
      'built from the advertisers the user sees',
    );
    assert.ok(!suggestions.some((s) => /balance/.test(s)), 'no billing question without the billing privilege');
    for (const suggestion of suggestions) {
      const { end } = await ask(c, suggestion);
      assert.doesNotMatch(end.message.content, /outside the data|Which one do you mean/, suggestion);
    }
    c.socket.close();
    const demo = await signedIn('reports@acme.test', { demoKey: '0123456789abcdef' });
    assert.equal(demo.ready.type, 'ready', JSON.stringify(demo.ready));
    assert.ok(!(demo.ready.suggestions as string[]).some((s) => names.some((name) => s.includes(name))));
    demo.socket.close();
  });

  test('demo mode: the answer is scrubbed like every API response', async () => {
    const [adv] = await t.db.query<{ name: string }>(
      `SELECT a.name FROM advertisers a WHERE a.client_id = $1 AND EXISTS (SELECT 1 FROM daily_delivery d WHERE d.advertiser_id = a.id) ORDER BY a.id LIMIT 1`,
      [t.acme],
    );
    const plain = await signedIn('admin@acme.test', { clientId: t.acme });
    const real = await ask(plain, `How much has ${adv!.name} spent this year?`);
    assert.ok(real.end.message.content.includes(adv!.name));
    const dollars = real.end.message.content.match(/\$[\d,]+\.\d\d/g) as string[];
    plain.socket.close();

    const demo = await signedIn('admin@acme.test', { clientId: t.acme, demoKey: '0123456789abcdef' });
    const scrubbed = await ask(demo, `How much has ${adv!.name} spent this year?`);
    assert.ok(!scrubbed.streamed.includes(adv!.name), scrubbed.streamed);
    for (const amount of dollars) assert.ok(!scrubbed.streamed.includes(amount), `${amount} leaked`);
    assert.ok(!JSON.stringify(scrubbed.end.message.toolCalls).includes(adv!.name));
    assert.ok(!JSON.stringify(demo.ready.messages).includes(adv!.name), 'the history is scrubbed too');
    const history = await t.call(
      'admin@acme.test',
      'GET',
      `/analytics/assistant/conversations/${demo.ready.conversationId}/messages`,
      undefined,
      {
        'x-beacon-demo': '0123456789abcdef',
      },
    );
    assert.ok(!history.raw.body.includes(adv!.name));
    demo.socket.close();
  });
});
