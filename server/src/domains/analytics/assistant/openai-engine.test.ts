import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, describe, test } from 'node:test';
import { analyticsForFile } from '../../../../tooling/testing/test-analytics';
import { assistantSockets, type Message } from '../../../../tooling/testing/test-socket';
import { TOOLS } from './tools';

const t = analyticsForFile();
const standIns: Server[] = [];

after(async () => {
  await Promise.all(standIns.map((s) => new Promise((resolve) => s.close(resolve))));
});
afterEach(() => {
  t.deps.llm = null;
});

const { signedIn, ask } = assistantSockets(() => t);

/** One scripted reply of the stand-in: given the request it received, what it writes back. */
type Reply = (request: Message, res: ServerResponse) => void;

/**
 * A tiny OpenAI-compatible model server over real HTTP: each `POST /v1/chat/completions` gets the next reply of the
 * script, and every request is kept for the test to read. The engine is pointed at it by configuration.
 */
async function standIn(...script: Reply[]) {
  const requests: Message[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = JSON.parse(body) as Message;
      requests.push({ url: req.url, method: req.method, authorization: req.headers.authorization, ...request });
      const reply = script[requests.length - 1];
      if (!reply) return failure(500, { error: { message: 'the script has no more replies' } })(request, res);
      reply(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t.deps.llm = { baseUrl: url, model: 'fake-model', apiKey: 'test-key' };
  standIns.push(server);
  return { requests, url };
}

/** Server-sent chat completion chunks, as OpenAI streams them, then `[DONE]`. */
function stream(res: ServerResponse, model: unknown, deltas: Message[], finish: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  deltas.forEach((delta, i) =>
    res.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 0,
        model,
        choices: [{ index: 0, delta, finish_reason: i === deltas.length - 1 ? finish : null }],
      })}\n\n`,
    ),
  );
  res.end('data: [DONE]\n\n');
}

/** The model calls tools: each call's arguments arrive in two pieces, the calls interleaved, as models send them. */
const toolCalls =
  (...calls: { id: string; name: string; args: Message }[]): Reply =>
  (request, res) => {
    const halves = calls.map((c) => JSON.stringify(c.args)).map((a) => [a.slice(0, 5), a.slice(5)]);
    stream(
      res,
      request.model,
      [
        ...calls.map((c, index) => ({
          ...(index === 0 ? { role: 'assistant' } : {}),
          tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: halves[index]![0] } }],
        })),
        ...calls.map((_, index) => ({ tool_calls: [{ index, function: { arguments: halves[index]![1] } }] })),
      ],
      'tool_calls',
    );
  };

/** The model's final words, piece by piece, made from what the tools sent back. */
const answer =
  (words: (toolResults: Map<string, Message>) => string[]): Reply =>
  (request, res) => {
    const results = new Map<string, Message>(
      (request.messages as Message[])
        .filter((m) => m.role === 'tool')
        .map((m) => [m.tool_call_id as string, JSON.parse(m.content as string) as Message]),
    );
    stream(
      res,
      request.model,
      words(results).map((content) => ({ content })),
      'stop',
    );
  };

/** The model server refuses, with a status and OpenAI's error body. */
const failure =
  (status: number, body: Message): Reply =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

async function freshConversation(email: string) {
  const c = await signedIn(email, { clientId: t.acme });
  assert.equal(c.ready.engine, 'openai:fake-model');
  c.send({ type: 'new-conversation' });
  await c.next((m) => m.type === 'ready');
  return c;
}

describe('the model engine against a scripted OpenAI-compatible stand-in, over real HTTP', () => {
  test('offers every tool of the registry, calls one, sends its result back, and streams the answer', async () => {
    const model = await standIn(
      toolCalls({ id: 'call_1', name: 'campaign_metrics', args: {} }),
      answer((results) => {
        const { countActive } = results.get('call_1')!.figures as { countActive: number };
        return ['You ', 'have ', `${countActive} `, 'active ', 'campaigns.'];
      }),
    );
    const hub = await t.call('admin@acme.test', 'GET', `/api/clients/${t.acme}/campaigns/metrics`);
    const countActive = hub.body.data.countActive as number;
    const c = await freshConversation('admin@acme.test');
    const { end, tokens } = await ask(c, 'How many active campaigns do we have?');

    assert.equal(model.requests.length, 2);
    const [first, second] = model.requests as [Message, Message];
    assert.equal(first.url, '/v1/chat/completions');
    assert.equal(first.authorization, 'Bearer test-key');
    assert.equal(first.model, 'fake-model');
    assert.equal(first.stream, true);
    // The registry's tools, every one, as the registry declares them.
    assert.deepEqual(
      first.tools,
      Object.entries(TOOLS).map(([name, tool]) => ({
        type: 'function',
        function: { name, description: tool.description, parameters: tool.parameters },
      })),
    );
    assert.equal(first.messages[0].role, 'system');
    assert.deepEqual(first.messages.at(-1), { role: 'user', content: 'How many active campaigns do we have?' });
    // The call, then its result, go back to the model: the hub's own figure.
    const [call, result] = (second.messages as Message[]).slice(-2) as [Message, Message];
    assert.deepEqual(call.tool_calls, [
      { id: 'call_1', type: 'function', function: { name: 'campaign_metrics', arguments: '{}' } },
    ]);
    assert.equal(result.role, 'tool');
    assert.equal(result.tool_call_id, 'call_1');
    assert.equal(JSON.parse(result.content).figures.countActive, countActive);

    // Streamed token by token as the model wrote it, then the tools and figures it used.
    assert.equal(end.status, 'complete');
    assert.deepEqual(
      tokens.slice(0, 5).map((m) => m.text),
      ['You ', 'have ', `${countActive} `, 'active ', 'campaigns.'],
    );
    assert.deepEqual(
      tokens.map((m) => m.seq),
      tokens.map((_, i) => i + 1),
    );
    assert.ok(end.message.content.startsWith(`You have ${countActive} active campaigns.`));
    assert.match(
      end.message.content,
      /Tools and figures used:\n- campaign_metrics\(\{\}\): countLive \d+, countActive/,
    );
    assert.match(end.message.content, /Answered by fake-model/);
    assert.equal(end.message.toolCalls[0].figures.countActive, countActive);
    c.socket.close();
  });

  test('two calls in one round for a limited user: the advertiser not assigned to them is refused, with no figure', async () => {
    const [user] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'reports@acme.test'`);
    const assigned = await t.db.query<{ id: number; name: string }>(
      `SELECT a.id, a.name FROM advertisers a WHERE a.client_id = $2 AND (a.id IN (SELECT advertiser_id FROM
         user_advertisers WHERE user_id = $1) OR a.group_id IN (SELECT group_id FROM user_advertiser_groups
         WHERE user_id = $1)) ORDER BY a.id`,
      [user!.id, t.acme],
    );
    const [other] = await t.db.query<{ id: number }>(
      `SELECT id FROM advertisers WHERE client_id = $1 AND NOT (id = ANY($2::int[])) ORDER BY id LIMIT 1`,
      [t.acme, assigned.map((a) => a.id)],
    );
    const model = await standIn(
      toolCalls(
        { id: 'mine', name: 'advertiser_spend', args: { advertiserId: assigned[0]!.id } },
        { id: 'theirs', name: 'advertiser_spend', args: { advertiserId: other!.id } },
      ),
      answer((results) => [`${results.get('mine')!.figures.advertiserName} `, 'is ', 'yours.']),
    );
    const c = await freshConversation('reports@acme.test');
    const { end } = await ask(c, 'How do my advertisers compare?');

    const results = (model.requests[1]!.messages as Message[]).filter((m) => m.role === 'tool');
    assert.deepEqual(
      results.map((m) => m.tool_call_id),
      ['mine', 'theirs'],
    );
    const mine = JSON.parse(results[0]!.content) as Message;
    const theirs = JSON.parse(results[1]!.content) as Message;
    assert.equal(mine.figures.advertiserName, assigned[0]!.name);
    assert.deepEqual(theirs.figures, {});
    assert.equal(theirs.error, 'That advertiser is outside your access');
    assert.equal(end.status, 'complete');
    assert.ok(end.message.content.startsWith(`${assigned[0]!.name} is yours.`));
    assert.match(
      end.message.content,
      /advertiser_spend\(\{"advertiserId":\d+\}\): That advertiser is outside your access/,
    );
    c.socket.close();
  });

  test('a model server that refuses ends the answer with its status and words; the conversation goes on', async () => {
    await standIn(
      failure(404, { error: { message: 'The model `fake-model` does not exist', type: 'invalid_request_error' } }),
      answer(() => ['Back ', 'again.']),
    );
    const c = await freshConversation('admin@acme.test');
    const failed = await ask(c, 'How many active campaigns do we have?');
    assert.equal(failed.end.status, 'error');
    assert.match(
      failed.end.message.content,
      /The assistant could not finish this answer \(the model server at 127\.0\.0\.1:\d+ answered 404: The model `fake-model` does not exist\)\.$/,
    );
    const next = await ask(c, 'And now?');
    assert.equal(next.end.status, 'complete');
    assert.ok(next.end.message.content.startsWith('Back again.'));
    c.socket.close();
  });

  test('a model that only ever calls tools is stopped after five rounds, and the answer says so', async () => {
    const round = toolCalls({ id: 'again', name: 'campaign_metrics', args: {} });
    const model = await standIn(
      round,
      round,
      round,
      round,
      round,
      answer(() => ['Never ', 'asked.']),
    );
    const c = await freshConversation('admin@acme.test');
    const { end } = await ask(c, 'How many active campaigns do we have?');
    assert.equal(model.requests.length, 5);
    assert.equal(end.status, 'complete');
    assert.ok(end.message.content.startsWith('The model called tools 5 times without answering'));
    assert.equal(end.message.toolCalls.length, 5);
    c.socket.close();
  });

  test('a model server that cannot be reached says so', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    t.deps.llm = { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'fake-model', apiKey: 'test-key' };
    const c = await freshConversation('admin@acme.test');
    const { end } = await ask(c, 'How many active campaigns do we have?');
    assert.equal(end.status, 'error');
    assert.match(end.message.content, new RegExp(`the model server at 127\\.0\\.0\\.1:${port} could not be reached`));
    c.socket.close();
  });
});
