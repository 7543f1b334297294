import assert from 'node:assert/strict';
import { Value } from 'typebox/value';
import WebSocket from 'ws';
import type { TestAnalytics } from './test-analytics';
import { FRAME_SCHEMAS } from '../../src/domains/analytics/assistant/frames';

/** What JSON.parse gives: the tests read the server's messages as a person reads JSON. */
export type Message = Record<string, ReturnType<typeof JSON.parse>>;

/** The assistant's socket as a test drives it, over the test server `t()` gives once it has started. */
export function assistantSockets(t: () => TestAnalytics) {
  /**
   * A real websocket to /assistant/ws, with a queue of what the server sent. Every frame is checked against the
   * server's own schema of it (frames.ts, what the front end's types are generated from): one that is not fails the
   * next read.
   */
  async function connect(query = '') {
    const socket = new WebSocket(`${t().base.replace(/^http/, 'ws')}/assistant/ws${query}`);
    const inbox: Message[] = [];
    const unlike: string[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Message;
      if (!Value.Check(FRAME_SCHEMAS.AssistantServerFrame, frame))
        unlike.push(`${JSON.stringify(frame).slice(0, 300)} is not a frame its schema allows`);
      inbox.push(frame);
      waiters.splice(0).forEach((w) => w());
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    /** The next message matching `predicate` (earlier ones are kept for later calls). */
    const next = async (predicate: (m: Message) => boolean, ms = 15_000): Promise<Message> => {
      const deadline = Date.now() + ms;
      for (;;) {
        assert.deepEqual(unlike, [], 'every frame the server sent is one of its schemas');
        const i = inbox.findIndex(predicate);
        if (i >= 0) return inbox.splice(i, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no such message; had ${JSON.stringify(inbox).slice(0, 500)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    };
    const send = (m: Message) => socket.send(JSON.stringify(m));
    return { socket, inbox, next, send, closed };
  }

  async function signedIn(email: string, auth: Message = {}) {
    const c = await connect();
    const { authorization } = await t().auth(email);
    c.send({ type: 'auth', token: authorization.slice(7), ...auth });
    const ready = await c.next((m) => m.type === 'ready' || m.type === 'error');
    return { ...c, ready };
  }

  /** Asks and collects the streamed answer: its tokens in order, its tool events, and the end. */
  async function ask(c: Awaited<ReturnType<typeof signedIn>>, text: string) {
    c.send({ type: 'ask', text });
    const start = await c.next((m) => m.type === 'answer-start' || m.type === 'error');
    assert.equal(start.type, 'answer-start', JSON.stringify(start));
    const end = await c.next((m) => m.type === 'answer-end' && m.answerId === start.answerId);
    const tokens = c.inbox.filter((m) => m.type === 'token' && m.answerId === start.answerId);
    c.inbox.splice(0, c.inbox.length);
    return { start, end, tokens, streamed: tokens.map((m) => m.text).join('') };
  }

  return { connect, signedIn, ask };
}
