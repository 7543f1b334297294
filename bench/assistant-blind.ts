// `pnpm bench assistant` with BEACON_BLIND_QUESTIONS=/path/questions.json: Ask Beacon scored on a blind question set,
// written by someone who never read the engine, with truths read from the hub API. The set lives outside the
// repository (the engine's authors see only these scores): each conversation is asked over the assistant's websocket
// as its user, on the harness's seeded database, on the day its truths were read (`today`: the clock is moved there
// before seeding). Printed: right % overall and per category, answers that state a figure of an advertiser or client
// the user may not see, and p95 time to the full answer at the product's streaming pace. Never the questions or misses.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { judge, type Expectation } from '../server/tooling/assistant-blind/answer-check';
import { pinDay } from '../server/tooling/assistant-blind/pinned-day';
import { createTestAnalytics, type TestAnalytics } from '../server/tooling/testing/test-analytics';
import { assistantSockets } from '../server/tooling/testing/test-socket';
import { percentile, printTable } from './table';

interface BlindConversation {
  id: string;
  category: string;
  /** A seeded email. */
  user: string;
  /** The page's client and advertiser, as the assistant page opens the socket; the user's own client when absent. */
  clientId?: number;
  advertiserId?: number;
  conversation: { ask: string; expect: Expectation }[];
}
interface BlindSet {
  /** The day (yyyy-MM-dd) the truths were read on. */
  today?: string;
  questions: BlindConversation[];
}
interface Asked {
  category: string;
  right: boolean;
  /** Answers of the conversation that stated a foreign figure. */
  foreign: number;
  fullMs: number[];
}

function readSet(file: string): BlindSet {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as BlindSet | BlindConversation[];
  return Array.isArray(parsed) ? { questions: parsed } : parsed;
}

/** One conversation in a new assistant conversation of its user: every answer must be right for it to count. */
async function askConversation(t: TestAnalytics, q: BlindConversation): Promise<Asked> {
  const sockets = assistantSockets(() => t);
  const asked: Asked = { category: q.category, right: true, foreign: 0, fullMs: [] };
  const focus = {
    ...(q.clientId && { clientId: q.clientId }),
    ...(q.advertiserId && { advertiserId: q.advertiserId }),
  };
  const c = await sockets.signedIn(q.user, focus);
  try {
    if (c.ready.type !== 'ready') return { ...asked, right: false };
    // Signing in resumes the user's latest conversation: each set conversation starts its own.
    c.send({ type: 'new-conversation' });
    await c.next((m) => m.type === 'ready');
    for (const turn of q.conversation) {
      const started = performance.now();
      let text = '';
      let complete = false;
      try {
        const answer = await sockets.ask(c, turn.ask);
        text = answer.end.message?.content ?? answer.streamed;
        complete = answer.end.status === 'complete';
      } catch {
        // No answer (an error frame, a frame its schema does not allow, a timeout): a wrong one.
      }
      asked.fullMs.push(performance.now() - started);
      const judged = judge(text, turn.expect);
      if (!complete || !judged.right) asked.right = false;
      if (judged.foreign) asked.foreign += 1;
    }
  } finally {
    c.socket.close();
  }
  return asked;
}

const percent = (right: number, all: number) => (all ? `${((100 * right) / all).toFixed(1)}%` : '-');
const ms = (n: number) => `${Math.round(n)} ms`;

export async function assistantBlindBench(file: string): Promise<void> {
  if (!existsSync(file)) {
    console.log(`\nAsk Beacon: no blind set at ${file} (BEACON_BLIND_QUESTIONS); nothing to score.`);
    return;
  }
  const set = readSet(file);
  const undo = set.today ? pinDay(set.today) : () => undefined;
  try {
    const t = await createTestAnalytics();
    try {
      // The product's pace (the harness streams at 1 ms a token), as the built-in set's bench.
      t.deps.assistantTokenMs = undefined;
      const asked: Asked[] = [];
      for (const q of set.questions) asked.push(await askConversation(t, q));
      const categories = [...new Set(asked.map((a) => a.category))];
      const row = (name: string, list: Asked[]) => {
        const right = list.filter((a) => a.right).length;
        const answers = list.reduce((n, a) => n + a.fullMs.length, 0);
        return [
          name,
          list.length,
          right,
          percent(right, list.length),
          `${list.reduce((n, a) => n + a.foreign, 0)} of ${answers}`,
          ms(
            percentile(
              list.flatMap((a) => a.fullMs),
              95,
            ),
          ),
        ];
      };
      const load = loadavg()
        .map((n) => n.toFixed(2))
        .join(', ');
      const right = asked.filter((a) => a.right).length;
      printTable(
        `Ask Beacon, the blind set (${set.today ?? 'today'}): ${asked.length} conversations, ${percent(right, asked.length)} right (load average ${load})`,
        ['Category', 'Conversations', 'Right', 'Accuracy', 'Answers stating a foreign figure', 'p95 full answer'],
        [
          ...categories.map((name) =>
            row(
              name,
              asked.filter((a) => a.category === name),
            ),
          ),
          row('all', asked),
        ],
      );
    } finally {
      await t.close();
    }
  } finally {
    undo();
  }
}
