// pnpm bench assistant: the assistant's question set (server/tooling/assistant-questions) asked over its
// websocket as users ask it, on the seeded test database: accuracy per category against the hub API's figures,
// and p95 times to the first words and to the full answer (streamed at the product's pace, 15 ms a token).
import { loadavg } from 'node:os';
import { createTestAnalytics } from '../server/tooling/testing/test-analytics';
import { accuracyOf, missText, runQuestionSet } from '../server/tooling/assistant-questions/run-question-set';
import { clientIdOf } from '../server/tooling/testing/test-api';
import { percentile, printTable } from './table';

const ms = (n: number) => `${Math.round(n)} ms`;
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

export async function assistantBench(): Promise<void> {
  const t = await createTestAnalytics();
  try {
    t.deps.assistantTokenMs = undefined;
    const asked = await runQuestionSet(t, await clientIdOf(t.db, 'Acme Outdoor'));
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    const { all, byCategory } = accuracyOf(asked);
    const timing = (list: typeof asked) => [
      ms(
        percentile(
          list.map((a) => a.firstWordsMs),
          95,
        ),
      ),
      ms(
        percentile(
          list.map((a) => a.fullMs),
          95,
        ),
      ),
    ];
    printTable(
      `Ask Beacon, built-in engine: ${asked.length} questions, ${percent(all)} right (load average ${load})`,
      ['Category', 'Questions', 'Right', 'Accuracy', 'p95 first words', 'p95 full answer'],
      [
        ...byCategory.map((c) => [
          c.category,
          c.questions,
          c.right,
          percent(c.rate),
          ...timing(asked.filter((a) => a.question.category === c.category)),
        ]),
        ['all', asked.length, asked.filter((a) => !a.misses.length).length, percent(all), ...timing(asked)],
      ],
    );
    const misses = asked.filter((a) => a.misses.length);
    if (misses.length) console.log(`\nMisses:\n${misses.map(missText).join('\n')}`);
  } finally {
    await t.close();
  }
}
