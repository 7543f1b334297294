import WebSocket from 'ws';
import { expectationsOf, missesOf, type Hub } from './expected';
import { asOfToday, namesOfTheDay } from './names-of-the-day';
import type { Question } from './question';
import { QUESTIONS } from './question-set';

/**
 * Runs the question set as users ask it: over the assistant's websocket (a new conversation per question, its
 * earlier questions asked first), each answer checked against what the hub API says at that moment. Each seeded
 * campaign the set names is asked about under its name of the day (names-of-the-day.ts).
 */
export interface Asked {
  question: Question;
  answer: string;
  misses: string[];
  /** From sending the (last) question to its first words, and to the end of the answer, in ms. */
  firstWordsMs: number;
  fullMs: number;
}

export interface QuestionSetHarness {
  /** http://host:port of the analytics API (its socket is /assistant/ws). */
  base: string;
  auth(email: string): Promise<{ authorization: string }>;
  call(
    email: string,
    method: string,
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
}

type Frame = Record<string, ReturnType<typeof JSON.parse>>;

async function openSocket(base: string, token: string, clientId: number) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/assistant/ws`);
  const inbox: Frame[] = [];
  let wake: () => void = () => undefined;
  socket.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as Frame);
    wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (wanted: (f: Frame) => boolean): Promise<Frame> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const i = inbox.findIndex(wanted);
      if (i >= 0) return inbox.splice(i, 1)[0]!;
      if (Date.now() > deadline)
        throw new Error(`the assistant did not answer; had ${JSON.stringify(inbox).slice(0, 300)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 200);
      });
    }
  };
  const send = (frame: Frame) => socket.send(JSON.stringify(frame));
  send({ type: 'auth', token, clientId });
  const ready = await next((f) => f.type === 'ready' || f.type === 'error');
  if (ready.type !== 'ready') throw new Error(`the assistant refused the socket: ${JSON.stringify(ready)}`);
  return {
    close: () => socket.close(),
    /** A fresh conversation, then the questions in turn; the last answer with its timings. */
    async converse(texts: string[]) {
      send({ type: 'new-conversation' });
      await next((f) => f.type === 'ready');
      let last = { answer: '', firstWordsMs: 0, fullMs: 0 };
      for (const text of texts) {
        const started = performance.now();
        send({ type: 'ask', text });
        const start = await next((f) => f.type === 'answer-start' || f.type === 'error');
        if (start.type !== 'answer-start') throw new Error(`refused to ask: ${JSON.stringify(start)}`);
        await next((f) => f.type === 'token' && f.answerId === start.answerId);
        const firstWordsMs = performance.now() - started;
        const end = await next((f) => f.type === 'answer-end' && f.answerId === start.answerId);
        const fullMs = performance.now() - started;
        inbox.splice(0, inbox.length);
        last = { answer: String(end.message.content), firstWordsMs, fullMs };
      }
      return last;
    },
  };
}

/** The answer's words, without the footer of tools and figures (whose raw figures would match anything). */
const wordsOf = (content: string) => content.split('\n\nTools and figures used:')[0]!;

export async function runQuestionSet(
  h: QuestionSetHarness,
  clientId: number,
  questions: Question[] = QUESTIONS,
  today = new Date().toISOString().slice(0, 10),
): Promise<Asked[]> {
  const asked: Asked[] = [];
  const sockets = new Map<string, Awaited<ReturnType<typeof openSocket>>>();
  try {
    const ofToday = asOfToday(
      await namesOfTheDay(async (url) => {
        const response = await h.call('admin@acme.test', 'GET', url);
        if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
        return response.body;
      }, clientId),
    );
    for (const written of questions) {
      const question = ofToday(written);
      const email = question.as ?? 'admin@acme.test';
      if (!sockets.has(email)) {
        const { authorization } = await h.auth(email);
        sockets.set(email, await openSocket(h.base, authorization.slice(7), clientId));
      }
      const hub: Hub = async (method, url, body) => {
        const response = await h.call(email, method, url, body);
        if (response.status !== 200)
          throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
        return response.body;
      };
      const texts = typeof question.ask === 'string' ? [question.ask] : question.ask;
      const said = await sockets.get(email)!.converse(texts);
      const answer = wordsOf(said.answer);
      let misses: string[];
      try {
        misses = missesOf(answer, await expectationsOf(hub, clientId, today)(question));
      } catch (error) {
        misses = [`the expected answer could not be computed: ${error instanceof Error ? error.message : error}`];
      }
      asked.push({ question, answer, misses, firstWordsMs: said.firstWordsMs, fullMs: said.fullMs });
    }
  } finally {
    for (const socket of sockets.values()) socket.close();
  }
  return asked;
}

/** Accuracy per category (and in all), as the test asserts and the bench prints. */
export function accuracyOf(asked: Asked[]) {
  const categories = [...new Set(asked.map((a) => a.question.category))];
  const rate = (list: Asked[]) => list.filter((a) => a.misses.length === 0).length / Math.max(list.length, 1);
  return {
    all: rate(asked),
    byCategory: categories.map((category) => {
      const list = asked.filter((a) => a.question.category === category);
      return { category, questions: list.length, right: list.filter((a) => !a.misses.length).length, rate: rate(list) };
    }),
  };
}

export const missText = (a: Asked) =>
  `${JSON.stringify(a.question.ask)}${a.question.as ? ` (as ${a.question.as})` : ''}\n  answer: ${a.answer.slice(0, 400)}\n  ${a.misses.join('; ')}`;
