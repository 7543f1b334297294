import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { HttpError } from '../../../kernel/http/errors';
import { createDemoScrub } from '../../../domains/demo/demo-scrub';
import { hasControlCharacter } from '../../../kernel/config/sources';
import type { AnalyticsDeps } from '../types';
import { todayUtc } from '../../../semantic/time';
import { readClientFrame, type ClientFrame, type ServerFrame } from '../../../domains/analytics/assistant/frames';
import { suggestionsFor } from '../../../domains/analytics/assistant/suggestions';
import {
  engineName,
  liveAnswer,
  liveAnswersOf,
  startAnswer,
  type AnswerDeps,
  type AnswerEvent,
  type LiveAnswer,
} from '../../../domains/analytics/assistant/answers';
import { createConversation, messagesOf, shownMessages } from '../../../domains/analytics/assistant/conversations';
import { signIn, type Session } from './sign-in';

const AUTH_TIMEOUT_MS = 10_000;
/** An API error as the socket names it (and closes with 4000 + its status while signing in). */
const ERROR_CODES: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' };
const MAX_QUESTION = 2000;
/** The longest a whole built-in answer takes to stream, whatever its length. */
const STREAM_BUDGET_MS = 600;

/**
 * The assistant's socket. Protocol (JSON text frames):
 * client → server: `auth` {token, clientId?, advertiserId?, campaignId?, conversationId?, demoKey?} (or the same
 *   as query parameters), `ask` {text}, `stop` {answerId?}, `resume` {answerId, fromSeq}, `new-conversation`, `ping`;
 *   each checked against its TypeBox schema (`frames.ts`) before anything is done with it.
 * server → client: `ready` {conversationId, clientId, advertiserId, campaignId, engine, messages, streaming},
 *   `answer-start` {answerId, questionId, conversationId}, `tool` {answerId, call}, `token` {answerId, seq, text},
 *   `answer-end` {answerId, status, message}, `error` {code, message}, `pong`; `send` takes only these
 *   (`ServerFrames`). `pnpm api:types` writes both directions' types for the front end
 *   (`shared/src/api/generated/analytics-api.ts`, as its `components`).
 */

export async function assistantSocket(app: FastifyInstance, deps: AnalyticsDeps, path: string): Promise<void> {
  const demo = createDemoScrub(deps.db);
  // Read at each answer: the model is the one configured now.
  const answerDeps: AnswerDeps = {
    db: deps.db,
    get llm() {
      return deps.llm;
    },
    demo,
    get tokenMs() {
      return deps.assistantTokenMs ?? 15;
    },
    // A pace a test sets is kept exactly; the product's own streams any answer within 600 ms.
    get streamBudgetMs() {
      return deps.assistantTokenMs === undefined ? STREAM_BUDGET_MS : Infinity;
    },
  };

  app.get(path, { websocket: true }, (socket: WebSocket, request) => {
    let session: Session | null = null;
    let busy = Promise.resolve();
    const watching = new Map<string, (event: AnswerEvent) => void>();
    const send = (message: ServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const fail = (code: string, message: string, close?: number) => {
      send({ type: 'error', code, message });
      if (close) socket.close(close, message.slice(0, 100));
    };
    const watch = (answer: LiveAnswer) => {
      if (watching.has(answer.answerId)) return;
      const listener = (event: AnswerEvent) => {
        send(event);
        if (event.type === 'answer-end') {
          answer.listeners.delete(listener);
          watching.delete(answer.answerId);
        }
      };
      watching.set(answer.answerId, listener);
      answer.listeners.add(listener);
    };

    const ready = async (s: Session) => {
      const messages = await shownMessages(
        demo,
        await messagesOf(deps.db, s.conversation.id),
        s.demoKey,
        s.conversation.clientId,
      );
      send({
        type: 'ready',
        conversationId: s.conversation.id,
        clientId: s.conversation.clientId,
        advertiserId: s.conversation.advertiserId,
        campaignId: s.conversation.campaignId,
        engine: engineName(answerDeps.llm),
        messages,
        streaming: liveAnswersOf(s.conversation.id).map((a) => ({ answerId: a.answerId, seq: a.tokens.length })),
        // Questions the built-in engine answers for this client, with its own names (none in demo mode).
        suggestions: await suggestionsFor(
          { db: deps.db, scope: s.client, today: todayUtc(), privileges: s.scope.user.privileges },
          { campaignId: s.conversation.campaignId, advertiserId: s.conversation.advertiserId },
          !s.demoKey,
        ),
      });
    };

    const authenticate = async (m: ClientFrame<'auth'>) => {
      session = await signIn(deps, m);
      await ready(session);
    };

    const ask = async (s: Session, m: ClientFrame<'ask'>) => {
      const question = m.text.trim();
      if (!question || question.length > MAX_QUESTION || hasControlCharacter(question))
        return fail('bad-request', `Ask a question of 1 to ${MAX_QUESTION} characters`);
      if (liveAnswersOf(s.conversation.id).length > 0)
        return fail('busy', 'An answer is still being written: stop it or wait for it');
      const { questionId, answer } = await startAnswer(answerDeps, {
        scope: s.client,
        userId: s.scope.user.id,
        privileges: s.scope.user.privileges,
        conversationId: s.conversation.id,
        focus: { campaignId: s.conversation.campaignId, advertiserId: s.conversation.advertiserId },
        question,
        demoKey: s.demoKey,
      });
      send({ type: 'answer-start', answerId: answer.answerId, questionId, conversationId: s.conversation.id });
      watch(answer);
    };

    const resume = async (s: Session, m: ClientFrame<'resume'>) => {
      const { answerId } = m;
      const from = m.fromSeq ?? 0;
      const answer = liveAnswer(answerId);
      if (
        answer &&
        answer.userId === s.scope.user.id &&
        answer.conversationId === s.conversation.id &&
        answer.demoKey === s.demoKey
      ) {
        // What was missed, then the rest as it comes.
        for (const call of answer.toolCalls) send({ type: 'tool', answerId: answer.answerId, call });
        answer.tokens
          .slice(from)
          .forEach((t, i) => send({ type: 'token', answerId: answer.answerId, seq: from + i + 1, text: t }));
        if (answer.end) send(answer.end);
        else watch(answer);
        return;
      }
      const stored = (await messagesOf(deps.db, s.conversation.id)).find(
        (msg) => msg.id === answerId && msg.role === 'assistant',
      );
      if (!stored) return fail('not-found', 'Not found');
      if (stored.status === 'streaming' && answer && !answer.end) {
        // Another demo key: only the scrubbed whole answer, once it ends.
        const listener = async (event: AnswerEvent) => {
          if (event.type !== 'answer-end') return;
          answer.listeners.delete(listener);
          const [shown] = await shownMessages(
            demo,
            (await messagesOf(deps.db, s.conversation.id)).filter((x) => x.id === stored.id),
            s.demoKey,
            s.conversation.clientId,
          );
          send({ type: 'answer-end', answerId: stored.id, status: event.status, message: shown });
        };
        answer.listeners.add(listener);
        return;
      }
      const [shown] = await shownMessages(demo, [stored], s.demoKey, s.conversation.clientId);
      send({
        type: 'answer-end',
        answerId: stored.id,
        status: stored.status === 'streaming' ? 'stopped' : stored.status,
        message: shown,
      });
    };

    /** An error as its API error says it (and, while signing in, the close code 4000 + its status). */
    const refuse = (error: unknown) => {
      if (error instanceof HttpError)
        return fail(
          ERROR_CODES[error.status] ?? 'bad-request',
          error.message,
          session ? undefined : 4000 + Math.min(error.status - 400, 99),
        );
      request.log.error({ err: error }, 'assistant socket');
      fail('error', 'Beacon Error. Please contact support.');
    };

    const handle = async (m: ClientFrame) => {
      if (m.type === 'ping') return send({ type: 'pong' });
      if (!session) {
        if (m.type !== 'auth') return fail('unauthorized', 'Send auth first', 4001);
        return authenticate(m);
      }
      const s = session;
      switch (m.type) {
        case 'ask':
          return ask(s, m);
        case 'stop': {
          const id = m.answerId;
          const targets = id ? [liveAnswer(id)].filter((a): a is LiveAnswer => !!a) : liveAnswersOf(s.conversation.id);
          for (const a of targets) if (a.userId === s.scope.user.id && !a.end) a.abort.abort();
          return;
        }
        case 'resume':
          return resume(s, m);
        case 'new-conversation': {
          s.conversation = await createConversation(deps.db, s.scope.user.id, {
            clientId: s.client.clientId,
            advertiserId: s.conversation.advertiserId,
            campaignId: s.conversation.campaignId,
          });
          return ready(s);
        }
        case 'auth':
          return fail('bad-request', 'Already authenticated');
      }
    };

    /** Every frame is checked against its schema first; a bad one is refused with what is wrong with it. */
    const receive = (value: unknown) => {
      const read = readClientFrame(value);
      if ('problem' in read) return fail('bad-request', read.problem);
      // One message at a time, in order.
      busy = busy.then(() => handle(read.frame)).catch(refuse);
    };

    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      let parsed: unknown;
      try {
        parsed = isBinary ? null : JSON.parse(raw.toString('utf8'));
      } catch {
        parsed = null;
      }
      receive(parsed);
    });
    socket.on('close', () => {
      for (const [answerId, listener] of watching) liveAnswer(answerId)?.listeners.delete(listener);
      watching.clear();
    });

    const query = request.query as Record<string, unknown>;
    if (typeof query.token === 'string') {
      const asked = {
        token: query.token,
        clientId: query.clientId,
        advertiserId: query.advertiserId,
        campaignId: query.campaignId,
        conversationId: query.conversationId,
        demoKey: query.demo,
      };
      // The auth frame in query parameters: the parameters given, read as the frame is.
      receive({
        type: 'auth',
        ...Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined)),
      });
    } else {
      const timer = setTimeout(() => {
        if (!session) fail('unauthorized', 'Send auth first', 4001);
      }, AUTH_TIMEOUT_MS);
      socket.on('close', () => clearTimeout(timer));
    }
  });
}
