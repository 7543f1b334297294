import type { ClientScope } from '../../../kernel/access/scope';
import type { Database } from '../../../kernel/db/database';
import type { DemoScrub } from '../../demo/demo-scrub';
import { builtinAnswer } from './builtin-engine';
import type { ConversationFocus, EngineAnswer } from './engine';
import { finishAnswer, messagesOf, startExchange, type StoredMessage } from './conversations';
import type { LlmSettings } from '../../../kernel/config/llm-settings';
import type { ToolCall } from './tools';

export type AnswerEvent =
  | { type: 'token'; answerId: string; seq: number; text: string }
  | { type: 'tool'; answerId: string; call: ToolCall }
  | { type: 'answer-end'; answerId: string; status: EndStatus; message: StoredMessage };

/** How an answer ended: never still `streaming`. */
type EndStatus = Exclude<StoredMessage['status'], 'streaming'>;

/**
 * An answer being written. It belongs to the conversation, not to the socket that asked: a dropped socket can
 * reconnect and resume it from the last token it saw, and another tab of the same user can watch it.
 */
export interface LiveAnswer {
  answerId: string;
  conversationId: string;
  userId: number;
  /** The demo key it was scrubbed with (null: real data): a socket with another key only gets the stored end. */
  demoKey: string | null;
  tokens: string[];
  toolCalls: ToolCall[];
  end: Extract<AnswerEvent, { type: 'answer-end' }> | null;
  listeners: Set<(event: AnswerEvent) => void>;
  abort: AbortController;
}

const live = new Map<string, LiveAnswer>();
/** How long a finished answer stays in memory for a late resume; after that it is read from the database. */
const KEEP_MS = 60_000;

export const liveAnswer = (answerId: string) => live.get(answerId);
export const liveAnswersOf = (conversationId: string) =>
  [...live.values()].filter((a) => a.conversationId === conversationId && !a.end);

export interface AnswerDeps {
  db: Database;
  llm: LlmSettings | null;
  demo: DemoScrub;
  /** The pause between the tokens of a whole answer (the built-in engine's, or any in demo mode). */
  tokenMs: number;
  /**
   * The longest a whole answer takes to stream: a long answer (a table's rows, a list) streams faster, so that it
   * is read in full within a second however long it is. Infinity keeps `tokenMs` exactly (tests of stop).
   */
  streamBudgetMs: number;
}

export const engineName = (llm: LlmSettings | null) => (llm ? `openai:${llm.model}` : 'built-in');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokensOf = (text: string) =>
  text.match(/\s*\S+/g)?.map((t, i, all) => (i === all.length - 1 ? t + (/\s+$/.exec(text)?.[0] ?? '') : t)) ?? [];

/** Starts an answer and returns it at once; it runs on its own until it ends or is stopped. */
export async function startAnswer(
  deps: AnswerDeps,
  p: {
    scope: ClientScope;
    userId: number;
    /** The user's privileges: billing answers need INVOICES_READ, as the Billing API does. */
    privileges: readonly string[];
    conversationId: string;
    focus: ConversationFocus;
    question: string;
    demoKey: string | null;
  },
): Promise<{ questionId: string; answer: LiveAnswer }> {
  const history = (await messagesOf(deps.db, p.conversationId))
    .filter((m) => m.status !== 'streaming' && m.content)
    .map((m) => ({ role: m.role, content: m.content }));
  const { questionId, answerId } = await startExchange(deps.db, p.conversationId, p.question, engineName(deps.llm));
  const answer: LiveAnswer = {
    answerId,
    conversationId: p.conversationId,
    userId: p.userId,
    demoKey: p.demoKey,
    tokens: [],
    toolCalls: [],
    end: null,
    listeners: new Set(),
    abort: new AbortController(),
  };
  live.set(answerId, answer);
  void run(deps, answer, p, history);
  return { questionId, answer };
}

function publish(answer: LiveAnswer, event: AnswerEvent) {
  for (const listener of answer.listeners) listener(event);
}

async function run(
  deps: AnswerDeps,
  answer: LiveAnswer,
  p: Parameters<typeof startAnswer>[1],
  history: { role: 'user' | 'assistant'; content: string }[],
) {
  const { signal } = answer.abort;
  const ctx = { db: deps.db, scope: p.scope, today: new Date().toISOString().slice(0, 10), privileges: p.privileges };
  const scrubText = (text: string) =>
    p.demoKey ? deps.demo.text(p.demoKey, text, p.scope.clientId) : Promise.resolve(text);
  const scrubCall = async (call: ToolCall) =>
    p.demoKey ? deps.demo.json(p.demoKey, call, '/assistant/tools', p.scope.clientId) : call;
  const sendToken = (text: string) => {
    answer.tokens.push(text);
    publish(answer, { type: 'token', answerId: answer.answerId, seq: answer.tokens.length, text });
  };
  const sendTool = async (call: ToolCall) => {
    const shown = await scrubCall(call);
    answer.toolCalls.push(shown);
    publish(answer, { type: 'tool', answerId: answer.answerId, call: shown });
  };
  /** A whole answer, token by token, as the built-in engine (and any answer in demo mode) is sent. */
  const stream = async (text: string) => {
    const tokens = tokensOf(text);
    const pause = Math.min(deps.tokenMs, deps.streamBudgetMs / Math.max(tokens.length, 1));
    for (const token of tokens) {
      if (signal.aborted) return;
      sendToken(token);
      // A pace of 0 (a test that reads only whole answers) still lets a stop be heard between tokens.
      await (pause > 0 ? sleep(pause) : new Promise(setImmediate));
    }
  };

  let real: EngineAnswer = { text: '', toolCalls: [] };
  let status: 'complete' | 'stopped' | 'error' = 'complete';
  try {
    if (!deps.llm) {
      real = await builtinAnswer(ctx, p.question, p.focus, history);
      for (const call of real.toolCalls) await sendTool(call);
      await stream(await scrubText(real.text));
    } else {
      // The openai client (and its 200-odd modules) loads only where a model server is configured.
      const { openaiAnswer } = await import('./openai-engine');
      // In demo mode the model's answer is scrubbed whole, then streamed: a real name never crosses in halves.
      real = await openaiAnswer(
        deps.llm,
        ctx,
        history,
        p.question,
        p.focus,
        p.demoKey ? () => undefined : sendToken,
        signal,
      );
      for (const call of real.toolCalls) await sendTool(call);
      if (p.demoKey) await stream(await scrubText(real.text));
    }
    if (signal.aborted) status = 'stopped';
  } catch (error) {
    status = signal.aborted ? 'stopped' : 'error';
    if (status === 'error') {
      const message = `\n\nThe assistant could not finish this answer (${error instanceof Error ? error.message : 'error'}).`;
      sendToken(message);
      real.text += message;
    }
  }
  // The database keeps the real words (as far as they were sent); every reader scrubs them for demo mode.
  const sent = answer.tokens.join('');
  const stored =
    status === 'complete' ? real.text : p.demoKey ? tokensOf(real.text).slice(0, answer.tokens.length).join('') : sent;
  await finishAnswer(deps.db, answer.answerId, stored, status, real.toolCalls).catch(() => undefined);
  const message: StoredMessage = {
    id: answer.answerId,
    role: 'assistant',
    content: sent,
    status,
    engine: engineName(deps.llm),
    toolCalls: answer.toolCalls,
    createdAt: new Date().toISOString(),
  };
  answer.end = { type: 'answer-end', answerId: answer.answerId, status, message };
  publish(answer, answer.end);
  setTimeout(() => live.delete(answer.answerId), KEEP_MS).unref();
}
