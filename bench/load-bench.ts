// pnpm bench load: the campaign list under concurrent load (autocannon), through the product as `npm start` serves
// it (its own process, PGlite, a fresh scale-1 database), signed in as a BeaconAdmin. Prints a table; never a test.
import autocannon from 'autocannon';
import { srpSignIn } from '../server/src/identity/test-srp-client';
import { TEST_CLIENT_ID } from '../server/src/identity/test-server';
import { DEMO_PASSWORD } from '../server/src/seed/accounts';
import { benchDataDir, startServer } from './product-server';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8194);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '1,10,50').split(',').map(Number);

export async function loadBench(): Promise<void> {
  // The bench's own client id, so that the SRP client of the tests signs in as Amplify would.
  process.env.BEACON_COGNITO_CLIENT_ID = TEST_CLIENT_ID;
  const started = Date.now();
  const server = await startServer(benchDataDir(), PORT);
  try {
    console.log(
      `[bench] product on ${server.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (PGlite, scale 1)`,
    );
    const signedIn = await srpSignIn(server.url, 'admin@beacon.test', DEMO_PASSWORD, { poolName: 'beaconlocal' });
    const token = (signedIn.body.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
    if (!token) throw new Error(`no token: ${JSON.stringify(signedIn.body)}`);
    const headers = { authorization: `Bearer ${token}` };
    // The busiest client: its campaign list is the heaviest page of the list.
    const clients = (await (await fetch(`${server.url}/api/clients?pageSize=100`, { headers })).json()) as {
      data: { id: number }[];
    };
    let busiest = { id: clients.data[0]!.id, total: -1 };
    for (const client of clients.data) {
      const page = (await (await fetch(`${server.url}/api/clients/${client.id}/campaigns`, { headers })).json()) as {
        page: { total: number };
      };
      if (page.page.total > busiest.total) busiest = { id: client.id, total: page.page.total };
    }
    const url = `${server.url}/api/clients/${busiest.id}/campaigns`;
    console.log(`[bench] GET ${url} (page of 25 of ${busiest.total}), ${SECONDS} s per row`);
    const rows: (string | number)[][] = [];
    for (const connections of CONNECTIONS) {
      const result = await autocannon({ url, connections, duration: SECONDS, headers });
      rows.push([
        connections,
        result.requests.average.toFixed(0),
        result.latency.p50,
        result.latency.p90,
        result.latency.p99,
        result.latency.max,
        result['2xx'],
        result.non2xx + result.errors + result.timeouts,
      ]);
    }
    printTable(
      'Campaign list under load (autocannon; latency in ms)',
      ['connections', 'requests/s', 'p50', 'p90', 'p99', 'max', '2xx', 'other'],
      rows,
    );
  } finally {
    server.stop();
  }
}
