// pnpm bench load [--database-url <postgres url>]: the campaign list and one campaign's report under concurrent
// load (autocannon), through the product as `npm start` serves it (its own process), signed in as a BeaconAdmin.
// On PGlite (a fresh scale-1 database) by default; on PostgreSQL with --database-url or DATABASE_URL (seeded at
// BEACON_SEED_SCALE when empty), where BEACON_WORKERS=N runs N server processes. Prints a table; never a test.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { benchDataDir, startServer } from './product-server';
import { signedInHeaders, useBenchClientId } from './signed-in';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8194);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '10,50,200').split(',').map(Number);

function databaseUrlOf(argv: string[]): string | null {
  const at = argv.indexOf('--database-url');
  return (at >= 0 ? argv[at + 1] : null) ?? process.env.DATABASE_URL ?? null;
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export async function loadBench(argv: string[] = process.argv.slice(3)): Promise<void> {
  useBenchClientId();
  const databaseUrl = databaseUrlOf(argv);
  const workers = databaseUrl ? Number(process.env.BEACON_WORKERS ?? 1) : 1;
  const database = databaseUrl ? `PostgreSQL, ${workers} server process${workers > 1 ? 'es' : ''}` : 'PGlite';
  const started = Date.now();
  const server = await startServer(benchDataDir(), PORT, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    console.log(`[bench] product on ${server.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database})`);
    const headers = await signedInHeaders(server.url, 'admin@beacon.test');
    const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;
    // The busiest client: its campaign list is the heaviest page of the list; its first campaign's report.
    const clients = await get<{ data: { id: number }[] }>('/api/clients?pageSize=100');
    let busiest = { id: clients.data[0]!.id, total: -1, campaignId: 0 };
    for (const client of clients.data) {
      const page = await get<{ data: { id: number }[]; page: { total: number } }>(
        `/api/clients/${client.id}/campaigns`,
      );
      if (page.page.total > busiest.total)
        busiest = { id: client.id, total: page.page.total, campaignId: page.data[0]!.id };
    }
    const targets: Target[] = [
      {
        name: `campaign list (page of 25 of ${busiest.total})`,
        method: 'GET',
        path: `/api/clients/${busiest.id}/campaigns`,
      },
      {
        name: "one campaign's report (by day and platform)",
        method: 'POST',
        path: `/api/clients/${busiest.id}/campaign-reports/query`,
        body: JSON.stringify({ campaignIds: [busiest.campaignId], groupBy: ['day', 'platform'] }),
      },
    ];
    console.log(`[bench] ${SECONDS} s per row; load average = the machine's 1-minute load before the row`);
    const rows: (string | number)[][] = [];
    for (const target of targets) {
      for (const connections of CONNECTIONS) {
        const load = loadavg()[0]!.toFixed(1);
        const result = await autocannon({
          url: `${server.url}${target.path}`,
          method: target.method,
          connections,
          duration: SECONDS,
          headers,
          ...(target.body ? { body: target.body } : {}),
        });
        rows.push([
          target.name,
          connections,
          result.requests.average.toFixed(0),
          result.latency.p50,
          result.latency.p90,
          result.latency.p99,
          result.latency.max,
          result['2xx'],
          result.non2xx + result.errors + result.timeouts,
          load,
        ]);
      }
    }
    printTable(
      `Under load, ${database} (autocannon; latency in ms)`,
      ['request', 'connections', 'requests/s', 'p50', 'p90', 'p99', 'max', '2xx', 'other', 'load avg'],
      rows,
    );
  } finally {
    server.stop();
  }
}
