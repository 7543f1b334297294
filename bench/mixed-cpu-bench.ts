// pnpm bench mixed-cpu: the mixed bench's questions asked one at a time through the hub API in this
// process (Fastify's inject over the seeded scale-1 PGlite, or PostgreSQL with BEACON_TEST_DATABASE_URL; response
// cache off), twice (BENCH_MIXED_CPU_ROUNDS). It counts the CPU time this process spends, on PostgreSQL the CPU time
// of the server's postgres processes too (Linux's /proc), and the statements asked per request: figures a shared,
// loaded machine moves far less than a rate or a latency.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createTestApi } from '../server/tooling/testing/test-api';
import { questionsFor, shuffled, USERS, type Question } from './mixed-bench';
import { printTable } from './table';

/** CPU milliseconds used so far by every process named postgres (null where /proc is not there to read). */
function postgresCpuMs(): number | null {
  try {
    const tick = 10; // USER_HZ is 100 on Linux: a clock tick is 10 ms
    let ms = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '');
      const fields = stat.split(' ');
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      ms += (Number(fields[11]) + Number(fields[12])) * tick;
    }
    return ms;
  } catch {
    return null;
  }
}

async function pass() {
  // The access cache on, as the server has it (BEACON_ACCESS_CACHE_SECONDS, 10 s).
  const t = await createTestApi({ accessCacheSeconds: 10 });
  try {
    let statements = 0;
    const query = t.db.query.bind(t.db);
    t.db.query = ((text: string, params?: unknown[]) => {
      statements += 1;
      return query(text, params);
    }) as typeof t.db.query;
    const questions: Question[] = [];
    for (const user of USERS) {
      const headers = await t.auth(user.email);
      const all = await t.app.inject({
        url: `/api/clients/${user.clientId}/campaigns?filter=all&pageSize=500`,
        headers,
      });
      questions.push(...questionsFor(user, headers, (all.json() as { data: { id: number; name: string }[] }).data));
    }
    const ask = async (q: Question) => {
      const r = await t.app.inject({
        method: q.method,
        url: q.path,
        headers: { ...q.headers, ...(q.body ? { 'content-type': 'application/json' } : {}) },
        payload: q.body,
      });
      if (r.statusCode !== 200) throw new Error(`${q.method} ${q.path} ${q.body ?? ''}: ${r.statusCode}`);
    };
    const all = shuffled(questions);
    for (const q of all.slice(0, 60)) await ask(q); // warm: code compiled, PGlite's caches filled
    statements = 0;
    const load = loadavg()[0]!.toFixed(1);
    const cpu = process.cpuUsage();
    const database = t.db.kind === 'postgres' ? postgresCpuMs() : null;
    const started = performance.now();
    for (const q of all) await ask(q);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const databaseMs = database === null ? null : postgresCpuMs()! - database;
    return [
      all.length,
      (statements / all.length).toFixed(2),
      (cpuMs / all.length).toFixed(1),
      databaseMs === null ? 'in process' : (databaseMs / all.length).toFixed(1),
      (wall / all.length).toFixed(1),
      Math.round((1000 * all.length) / (cpuMs + (databaseMs ?? 0))),
      `${load} → ${loadavg()[0]!.toFixed(1)}`,
    ];
  } finally {
    await t.close();
  }
}

export async function mixedCpuBench(): Promise<void> {
  const rows: (string | number)[][] = [];
  const rounds = Number(process.env.BENCH_MIXED_CPU_ROUNDS ?? 2);
  for (let i = 0; i < rounds; i++) rows.push(await pass());
  printTable(
    `Mixed questions one at a time in-process, ${process.env.BEACON_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} scale 1, response cache off`,
    [
      'requests',
      'statements / request',
      'CPU ms / request',
      'database CPU ms / request',
      'wall ms / request',
      'requests per CPU second',
      'load avg',
    ],
    rows,
  );
}
