// pnpm bench volume: delivery at volume, through the product as `npm start` serves it (its own process, PGlite in a
// fresh data directory, or PostgreSQL with DATABASE_URL). (1) A delivery file of BENCH_VOLUME_ROWS rows (1,000,000
// by default, about 100 MB of Beacon's CSV, generated deterministically for the seeded line items of the client
// that has the most) is uploaded to POST /api/clients/{id}/imports and followed until done, while the server's
// memory is sampled and a list and a sign-in are timed. (2) The ingestion API is sent batches of 10,000 delivery
// rows. Prints a table; never a test.
import { openAsBlob, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/src/kernel/db/database';
import { startOwnPostgres } from '../server/tooling/testing/own-postgres';
import { srpSignIn } from '../server/tooling/testing/identity/test-srp-client';
import { DEMO_PASSWORD } from '../server/tooling/seed/accounts';
import { benchDataDir, benchDir, startServer } from './product-server';
import { signedInHeaders, useBenchClientId } from './signed-in';
import { printTable } from './table';
import {
  capacity,
  generatedRow,
  regionNames,
  sampleLatency,
  sampleRss,
  writeBeaconCsv,
  type PlacedLineItem,
} from './volume-probes';

const PORT = Number(process.env.BENCH_VOLUME_PORT ?? 8197);
const ROWS = Number(process.env.BENCH_VOLUME_ROWS ?? 1_000_000);
const INGEST_BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 10);
const INGEST_BATCH_ROWS = 10_000;
const DAYS = 365;
const MB = 1024 * 1024;

/** The seeded client with the most line items that carry a platform id, and those line items. */
async function busiestClient(dir: string) {
  const db = process.env.DATABASE_URL
    ? await openDatabase({ url: process.env.DATABASE_URL })
    : await openDatabase({ dataDir: join(dir, 'db') });
  try {
    const rows = await db.query<PlacedLineItem & { clientId: number; email: string | null }>(
      `SELECT c.client_id AS "clientId", li.platform, li.platform_line_item_id AS "platformLineItemId"
       FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
       WHERE li.platform_line_item_id IS NOT NULL ORDER BY li.id`,
    );
    const byClient = new Map<number, PlacedLineItem[]>();
    for (const { clientId, platform, platformLineItemId } of rows)
      byClient.set(clientId, [...(byClient.get(clientId) ?? []), { platform, platformLineItemId }]);
    const [clientId, lineItems] = [...byClient.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    return { clientId, lineItems };
  } finally {
    await db.close();
  }
}

type Headers = Record<string, string>;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function importFile(url: string, headers: Headers, clientId: number, path: string, pid: number) {
  const { 'content-type': _json, ...auth } = headers;
  const rss = sampleRss(pid);
  const baseline = rss.stop();
  const watching = sampleRss(pid);
  const list = sampleLatency(async () => {
    const reply = await fetch(`${url}/api/clients/${clientId}/campaigns`, { headers });
    if (!reply.ok) throw new Error(`list ${reply.status}`);
    await reply.arrayBuffer();
  }, 200);
  const signIn = sampleLatency(async () => {
    const reply = await srpSignIn(url, 'admin@beacon.test', DEMO_PASSWORD, { poolName: 'beaconlocal' });
    if (reply.status !== 200) throw new Error(`sign-in ${reply.status}`);
  }, 1000);
  const started = performance.now();
  const form = new FormData();
  form.set('format', 'beacon');
  form.set('file', await openAsBlob(path), 'delivery.csv');
  const sent = await fetch(`${url}/api/clients/${clientId}/imports`, { method: 'POST', headers: auth, body: form });
  if (sent.status !== 202) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  const uploaded = performance.now() - started;
  const { data } = (await sent.json()) as { data: { id: number } };
  let record: { status: string; rowsAccepted: number; rowsRejected: number; message?: string | null };
  for (;;) {
    const reply = await fetch(`${url}/api/clients/${clientId}/imports/${data.id}`, { headers });
    record = ((await reply.json()) as { data: typeof record }).data;
    if (record.status === 'done' || record.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const total = performance.now() - started;
  const [lists, signIns] = await Promise.all([list.stop(), signIn.stop()]);
  const peak = watching.stop();
  if (record.status !== 'done') throw new Error(`the import failed: ${record.message}`);
  return { uploaded, total, baseline, peak, lists, signIns, accepted: record.rowsAccepted };
}

/** An API key of the bench client's, for the ingestion API. */
async function apiKey(url: string, headers: Headers, clientId: number) {
  const created = await fetch(`${url}/api/api-keys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Volume bench', clientId }),
  });
  return ((await created.json()) as { data: { key: string } }).data.key;
}

/**
 * Sends the ingestion API INGEST_BATCHES batches of delivery, `inFlight` at a time (a pipeline that sends its next
 * batch before the last is answered, as loaders such as Airbyte do), from `firstDay` days after the file's first:
 * half new days, then half replacing them with other figures. Times from the first request to the last answer.
 */
async function ingest(url: string, key: string, lineItems: PlacedLineItem[], inFlight: number, firstDay: number) {
  const regions = regionNames(1);
  const bodies = Array.from({ length: INGEST_BATCHES }, (_, batch) =>
    JSON.stringify({
      records: Array.from({ length: INGEST_BATCH_ROWS }, (_, i) =>
        generatedRow(batch * INGEST_BATCH_ROWS + i, lineItems, regions, DAYS, firstDay),
      ),
    }),
  );
  let next = 0;
  const send = async () => {
    for (let body = bodies[next++]; body !== undefined; body = bodies[next++]) {
      const reply = await fetch(`${url}/api/ingest/v1/delivery`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      });
      const text = await reply.text();
      if (!reply.ok) throw new Error(`ingest: ${reply.status} ${text.slice(0, 500)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, send));
  return { rows: INGEST_BATCHES * INGEST_BATCH_ROWS, elapsed: performance.now() - started };
}

/** `pnpm bench volume postgres`: on a PostgreSQL cluster of the bench's own (server/tooling/testing/own-postgres). */
export async function volumeBench(argv: string[] = process.argv.slice(3)): Promise<void> {
  if (argv.includes('postgres') && !process.env.DATABASE_URL) {
    const own = await startOwnPostgres();
    if (typeof own === 'string') throw new Error(`pnpm bench volume postgres ${own}`);
    process.env.DATABASE_URL = own.url;
    try {
      return await volumeBench([]);
    } finally {
      delete process.env.DATABASE_URL;
      own.remove();
    }
  }
  useBenchClientId();
  const dir = benchDataDir('volume');
  const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  // The first start seeds the demo agency; its line items are read from the database, then the product starts again.
  (await startServer(dir, PORT, env)).stop();
  await new Promise((r) => setTimeout(r, 3000));
  const { clientId, lineItems } = await busiestClient(dir);
  const regions = regionNames(Math.ceil(ROWS / (lineItems.length * DAYS)));
  const path = join(benchDir, 'volume-delivery.csv');
  const bytes = await writeBeaconCsv(path, ROWS, lineItems, regions, DAYS);
  console.log(
    `[bench] ${ROWS.toLocaleString('en-US')} rows (${(bytes / MB).toFixed(0)} MB) for ${lineItems.length} line items of client ${clientId}, ${regions.length} regions, ${DAYS} days (room for ${capacity(lineItems, regions, DAYS)})`,
  );
  const server = await startServer(dir, PORT, env);
  try {
    const headers = await signedInHeaders(server.url, 'admin@beacon.test');
    // BENCH_VOLUME_ROWS=0: the ingestion API alone.
    const file = ROWS > 0 ? await importFile(server.url, headers, clientId, path, server.pid) : null;
    const key = await apiKey(server.url, headers, clientId);
    // Days after the file's: the API adds delivery rather than replacing the file's; the second pass a year later.
    const oneAtATime = await ingest(server.url, key, lineItems, 1, DAYS);
    const twoInFlight = await ingest(server.url, key, lineItems, 2, 2 * DAYS);
    printTable(
      `Delivery at volume, ${database} (pnpm bench volume; ${ROWS.toLocaleString('en-US')}-row file, ${(bytes / MB).toFixed(0)} MB)`,
      ['figure', 'goal', 'measured'],
      [
        ...(file ? fileRows(file) : []),
        ...[oneAtATime, twoInFlight].map((api, i) => [
          `ingestion API, ${INGEST_BATCHES} batches of ${INGEST_BATCH_ROWS.toLocaleString('en-US')} delivery rows, ${i + 1} in flight`,
          '≥ 50,000 rows/s',
          `${Math.round(api.rows / (api.elapsed / 1000)).toLocaleString('en-US')} rows/s (${seconds(api.elapsed)})`,
        ]),
      ],
    );
  } finally {
    server.stop();
    rmSync(path, { force: true });
  }
}

function fileRows(file: Awaited<ReturnType<typeof importFile>>) {
  return [
    [
      `${ROWS.toLocaleString('en-US')}-row file: upload to done`,
      '≤ 2 min',
      `${seconds(file.total)} (upload ${seconds(file.uploaded)}, ${file.accepted.toLocaleString('en-US')} rows)`,
    ],
    [
      'server memory meanwhile (peak over before)',
      '≤ +300 MB',
      `+${((file.peak - file.baseline) / MB).toFixed(0)} MB (${(file.baseline / MB).toFixed(0)} → ${(file.peak / MB).toFixed(0)} MB)`,
    ],
    [
      'campaign list meanwhile, p99',
      '≤ 500 ms',
      `${file.lists.p99.toFixed(0)} ms (max ${file.lists.max.toFixed(0)}, ${file.lists.count} calls, ${file.lists.failures} failed)`,
    ],
    [
      'sign-in meanwhile, p99',
      '≤ 500 ms',
      `${file.signIns.p99.toFixed(0)} ms (max ${file.signIns.max.toFixed(0)}, ${file.signIns.count} calls, ${file.signIns.failures} failed)`,
    ],
  ];
}
