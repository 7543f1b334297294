// pnpm bench mixed [--database-url <postgres url>]: distinct questions, as many users ask them. Three
// users of two clients ask about 400 different list and report questions, shuffled, from 100 connections for 20 s,
// with the hub's short response cache off (each question is asked again only after all the others, so a cache of
// a few seconds would not answer it anyway). On PGlite as `npm start` serves it, or on PostgreSQL (BEACON_WORKERS=N
// for N server processes). With --during-import, while a 1,000,000-row delivery file imports into the first user's
// client (mixed-import.ts). Prints one row with its goal, figure, pass/fail and the load average; never a test.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { REPORT_SETS } from '../server/src/semantic/catalogue';
import { importRunning } from './mixed-import';
import { benchDataDir, startServer } from './product-server';
import { signedInHeaders, useBenchClientId } from './signed-in';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8194);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 100);

/** Who asks: a client admin and a reporting-only user of Acme Outdoor, and a Northwind franchisee. */
export const USERS = [
  { email: 'admin@acme.test', clientId: 1 },
  { email: 'reports@acme.test', clientId: 1 },
  { email: 'franchise@northwind.test', clientId: 3 },
];
const LIST_FILTERS = ['active', 'all', 'proposals'];
const RANGES = ['Last 7 days', 'Last 30 days', 'MTD', 'Previous Month', 'Campaign Lifetime'];
const TABS = ['programmatic-overview', 'display'];

/** The goals: PGlite (`npm start`) and PostgreSQL with two server processes. */
const GOALS = {
  pglite: { rps: 400, p99: 500 },
  postgres: { rps: 800, p99: 300 },
  duringImport: { rps: 0, p99: 800 },
};

export interface Question {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

function databaseUrlOf(argv: string[]): string | null {
  const at = argv.indexOf('--database-url');
  return (at >= 0 ? argv[at + 1] : null) ?? process.env.DATABASE_URL ?? null;
}

/** A fixed shuffle (the same order every run), so that two runs ask the same questions in the same order. */
export function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 29;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One user's questions: the campaign list's views, pages and searches, its counts, and reports on its campaigns. */
async function questionsOf(url: string, user: (typeof USERS)[number]): Promise<Question[]> {
  const headers = await signedInHeaders(url, user.email);
  const all = (await (
    await fetch(`${url}/api/clients/${user.clientId}/campaigns?filter=all&pageSize=500`, { headers })
  ).json()) as { data: { id: number; name: string }[] };
  return questionsFor(user, headers, all.data);
}

/** The questions of one user signed in with `headers`, whose client's campaigns are `campaigns` (filter=all). */
export function questionsFor(
  user: (typeof USERS)[number],
  headers: Record<string, string>,
  campaigns: { id: number; name: string }[],
): Question[] {
  const base = `/api/clients/${user.clientId}`;
  const get = (path: string): Question => ({ method: 'GET', path: `${base}${path}`, headers });
  const report = (body: Record<string, unknown>): Question => ({
    method: 'POST',
    path: `${base}/campaign-reports/query`,
    body: JSON.stringify({ ...body, queries: REPORT_SETS }),
    headers,
  });
  const questions: Question[] = [get('/campaigns/metrics'), get('/advertisers')];
  for (const filter of LIST_FILTERS)
    for (const page of [1, 2, 3]) questions.push(get(`/campaigns?filter=${filter}&page=${page}&pageSize=25`));
  const words = [...new Set(campaigns.map((c) => c.name.split(/\s+/)[0]!.toLowerCase()))].slice(0, 12);
  for (const word of words) questions.push(get(`/campaigns?filter=all&search=${encodeURIComponent(word)}`));
  for (const campaign of campaigns.slice(0, 12))
    for (const tab of TABS)
      for (const dateRangeChoice of RANGES)
        questions.push(report({ tab, campaignIds: [campaign.id], dateRangeChoice }));
  for (const dateRangeChoice of RANGES) questions.push(report({ groupBy: ['advertiser', 'month'], dateRangeChoice }));
  return questions;
}

export async function mixedBench(argv: string[] = process.argv.slice(3)): Promise<void> {
  useBenchClientId();
  const databaseUrl = databaseUrlOf(argv);
  const workers = databaseUrl ? Number(process.env.BEACON_WORKERS ?? 1) : 1;
  const database = databaseUrl ? `PostgreSQL, ${workers} server process${workers > 1 ? 'es' : ''}` : 'PGlite';
  const duringImport = argv.includes('--during-import');
  const goal = duringImport ? GOALS.duringImport : databaseUrl ? GOALS.postgres : GOALS.pglite;
  const env: Record<string, string> = { BEACON_RESPONSE_CACHE_SECONDS: '0' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // BENCH_MIXED_URL: ask a server already running (e.g. one started under `node --cpu-prof`, see Performance at scale).
  const running = process.env.BENCH_MIXED_URL;
  const server = running ? { url: running, stop: () => {} } : await startServer(benchDataDir(), PORT, env);
  try {
    const questions = shuffled((await Promise.all(USERS.map((u) => questionsOf(server.url, u)))).flat());
    // Every question answers once before the clock starts: a question that fails is the bench's error, not load.
    for (const q of questions) {
      const response = await fetch(`${server.url}${q.path}`, { method: q.method, headers: q.headers, body: q.body });
      if (!response.ok) throw new Error(`${q.method} ${q.path} ${q.body ?? ''}: ${response.status}`);
    }
    const distinct = new Set(questions.map((q) => `${q.headers.authorization} ${q.method} ${q.path} ${q.body}`)).size;
    console.log(`[bench] ${distinct} distinct questions from ${USERS.length} users, ${database}, response cache off`);
    const owner = USERS[0]!;
    const file = duringImport
      ? await importRunning(server.url, await signedInHeaders(server.url, owner.email), owner.clientId)
      : null;
    let next = 0;
    const load = loadavg()[0]!.toFixed(1);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const q = questions[next++ % questions.length]!;
            // A copy: autocannon writes a POST's Content-Length into the headers it is given, and a user's questions
            // share one object, so a GET after a POST would announce a body it never sends (Node answers 400).
            return { ...request, method: q.method, path: q.path, headers: { ...q.headers }, body: q.body };
          },
        },
      ],
    });
    const during = file && `${file.rows.toLocaleString('en-US')}-row import ${await file.status()} at the end`;
    const imported = file && (await file.finished());
    if (imported)
      console.log(
        `[bench] the import: ${imported.status}, ${imported.rowsAccepted} rows, ${imported.seconds.toFixed(1)} s`,
      );
    // autocannon counts timeouts among its errors.
    const errors = result.non2xx + result.errors;
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}× ${code}`);
    const rps = Math.round(result.requests.average);
    const pass = rps >= goal.rps && result.latency.p99 <= goal.p99 && errors === 0;
    printTable(
      `Mixed distinct traffic, response cache off (autocannon, ${CONNECTIONS} connections, ${SECONDS} s; latency in ms)`,
      ['database', 'questions', 'goal', 'requests/s', 'p50', 'p99', 'max', 'errors', 'mark', 'load avg'],
      [
        [
          during ? `${database}, ${during}` : database,
          distinct,
          goal.rps ? `≥ ${goal.rps} req/s, p99 ≤ ${goal.p99} ms, 0 errors` : `p99 ≤ ${goal.p99} ms, 0 errors`,
          rps,
          result.latency.p50,
          result.latency.p99,
          result.latency.max,
          `${errors} (${[...statuses, `${result.timeouts} timeouts`, `${result.errors - result.timeouts} other`].join(', ')})`,
          pass ? 'pass' : 'FAIL',
          `${load} → ${loadavg()[0]!.toFixed(1)}`,
        ],
      ],
    );
  } finally {
    server.stop();
  }
}
