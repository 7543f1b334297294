import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../kernel/db/database';
import { givePoolPassword } from '../../../tooling/testing/identity/pool-password';
import { TEST_CLIENT_ID } from '../../../tooling/testing/identity/test-protocol';
import { srpSignIn } from '../../../tooling/testing/identity/test-srp-client';
import { DEMO_PASSWORD } from '../../../tooling/seed/accounts';
import { freePort, startOwnPostgres, type OwnPostgres } from '../../../tooling/testing/own-postgres';
import { seededPostgresDatabase } from '../../../tooling/testing/test-api';

/**
 * The server as `npm start` runs it (main.ts, its own process; several with BEACON_WORKERS) over a PostgreSQL that
 * goes away: every connection killed, or the whole server restarted. It keeps running, answers 503 with
 * Retry-After meanwhile, and serves again by itself, hearing LISTEN channels again. A restart needs a cluster of
 * this test's own (the other test files' databases must not stop); killing connections is done on
 * BEACON_TEST_DATABASE_URL's server when there is no cluster to be had.
 */
const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
/** What the server is given to come back in (the brief: within 10 s of PostgreSQL coming back). */
const BACK_WITHIN_MS = 10_000;
const EMAIL = 'admin@acme.test';

const started = await startOwnPostgres();
const own: OwnPostgres | null = typeof started === 'string' ? null : started;
const postgresUrl = own?.url ?? process.env.BEACON_TEST_DATABASE_URL;
const skip = !postgresUrl && `needs a PostgreSQL: ${started as string}, and BEACON_TEST_DATABASE_URL is not set`;
let databaseUrl = '';
let db: Database;
let drop: () => Promise<void>;
let campaignId = 0;

before(async () => {
  if (!postgresUrl) return;
  ({ db, drop, url: databaseUrl } = await seededPostgresDatabase(postgresUrl));
  // The copy was seeded for the test pool; the server's own pool hashes its name into the verifier.
  await givePoolPassword(db, EMAIL, 'beaconlocal', DEMO_PASSWORD);
  const [campaign] = await db.query<{ id: number }>(
    'SELECT d.campaign_id AS id FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id WHERE c.client_id = 1 LIMIT 1',
  );
  campaignId = campaign!.id;
});

after(async () => {
  await db?.close();
  await drop?.();
  own?.remove();
});

interface ServerProcess {
  url: string;
  output: () => string;
  ended: () => boolean;
  stop(): Promise<void>;
}

/** main.ts in a process of its own, ready once each of its `workers` says where it serves. */
async function startServer(workers: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beacon-outage-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.BEACON_TEST_DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      BEACON_WORKERS: String(workers),
      BEACON_DB_POOL_SIZE: '3',
      PORT: String(port),
      HOST: '127.0.0.1',
      BEACON_DATA_DIR: dataDir,
      BEACON_HOST_DIST: join(dataDir, 'host'),
      BEACON_COGNITO_CLIENT_ID: TEST_CLIENT_ID,
      BEACON_NOTIFY_CHECK_SECONDS: '3600',
      BEACON_REPORT_SCHEDULER_SECONDS: '0',
      BEACON_CANARY_CHECK_SECONDS: '0',
      // Kept for an hour: only what the server hears on its LISTEN channels makes it forget an answer.
      BEACON_RESPONSE_CACHE_SECONDS: '3600',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.on('exit', () => (exited = true));
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/Beacon is at/g) ?? []).length >= workers) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server ended (${code}) before serving:\n${output}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    // A process that ended: the one process, or a worker the supervisor replaced.
    ended: () => exited || /server process \d+ ended/.test(output),
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own, so that the cluster hands each to the next worker. */
function ask(url: string, path: string, token: string, body?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${url}${path}`,
      {
        method: body ? 'POST' : 'GET',
        agent: false,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    call.on('error', reject);
    call.end(body ? JSON.stringify(body) : undefined);
  });
}

const report = (server: ServerProcess, token: string) =>
  ask(server.url, '/api/clients/1/campaign-reports/query', token, { campaignIds: [campaignId], groupBy: [] });

/** Asks until `done` says the answer is the awaited one, for at most BACK_WITHIN_MS; the last answer otherwise. */
async function askUntil(question: () => Promise<Answer>, done: (answer: Answer) => boolean): Promise<Answer> {
  const deadline = Date.now() + BACK_WITHIN_MS;
  for (;;) {
    const answer = await question().catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
    if (done(answer) || Date.now() > deadline) return answer;
    await sleep(200);
  }
}

async function signIn(server: ServerProcess): Promise<string> {
  const result = await srpSignIn(server.url, EMAIL, DEMO_PASSWORD, { poolName: 'beaconlocal' });
  const token = (result.body.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
  if (!token) throw new Error(`no sign-in: ${JSON.stringify(result.body)}`);
  return token;
}

/** New delivery written behind the server's back: its report must come to show it. */
async function addDelivery(): Promise<void> {
  await db.query('UPDATE daily_delivery SET impressions = impressions + 1000 WHERE campaign_id = $1', [campaignId]);
}

/** Every connection to the server's database but the test's own: idle ones, busy ones, the ones that LISTEN. */
const killConnections = () =>
  db.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );

for (const workers of [1, 2]) {
  describe(`${workers === 1 ? 'one server process' : `${workers} server processes`} over a PostgreSQL that goes away`, () => {
    let server: ServerProcess;
    let token: string;
    before(async () => {
      if (!postgresUrl) return;
      server = await startServer(workers);
      token = await signIn(server);
    });
    after(async () => server?.stop());

    test('every connection killed: it goes on serving, and hears its LISTEN channels again', { skip }, async () => {
      const before = await report(server, token);
      assert.equal(before.status, 200);
      await killConnections();
      await addDelivery();
      // Every process forgets the answer it kept: it heard the write, or knows it may have missed it.
      const fresh = await askUntil(
        () => report(server, token),
        (answer) => answer.status === 200 && answer.body !== before.body,
      );
      assert.equal(fresh.status, 200, fresh.body);
      assert.notEqual(fresh.body, before.body);
      for (let i = 0; i < 2 * workers; i++) assert.equal((await report(server, token)).body, fresh.body);
      assert.equal(server.ended(), false, server.output());
    });

    test(
      'restarted: 503 with Retry-After while it is away, then serving again by itself',
      { skip: skip || (!own && 'restarting needs a PostgreSQL cluster of its own (see own-postgres.ts)') },
      async () => {
        own!.stop();
        try {
          for (let i = 0; i < 2 * workers; i++) {
            // Not asked before: no process has an answer kept for it.
            const away = await ask(server.url, '/api/users/me', token);
            assert.equal(away.status, 503, away.body);
            assert.equal(away.headers['retry-after'], '5');
            assert.deepEqual(JSON.parse(away.body), {
              status: 503,
              error: 'Service Unavailable',
              message: 'Beacon is briefly unavailable. Please try again in a moment.',
              fields: [],
            });
          }
          // Signing in too: a 5xx in Cognito's form, which Amplify tries again.
          const signingIn = await srpSignIn(server.url, EMAIL, DEMO_PASSWORD, { poolName: 'beaconlocal' });
          assert.deepEqual(signingIn, {
            status: 503,
            body: { __type: 'ServiceUnavailableException', message: 'Service unavailable' },
          });
        } finally {
          own!.start();
        }
        const back = await askUntil(
          () => report(server, token),
          (answer) => answer.status === 200,
        );
        assert.equal(back.status, 200, back.body);
        const kept = back.body;
        await addDelivery();
        const fresh = await askUntil(
          () => report(server, token),
          (answer) => answer.status === 200 && answer.body !== kept,
        );
        assert.notEqual(fresh.body, kept, 'the write after the restart was heard');
        assert.equal(server.ended(), false, server.output());
      },
    );
  });
}
