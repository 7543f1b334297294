import Fastify, { type InjectOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '@beacon/ops/places';
import { readConfig } from '../../src/kernel/config/config';
import { fileStoreKind, openFileStore } from '../../src/kernel/storage/file-store';
import { apiRoutes } from '../../src/apis/hub/hub-api';
import { createTestIdentity } from '../testing/test-identity';
import { openDatabase } from '../../src/kernel/db/database';
import { counts, seedIfEmpty } from '../seed/index';
import { measure } from './measure';
import { planOf, RecordingDatabase, slowestStatement } from './query-plans';
import { DELIVERY_ROLLUPS } from '../../src/semantic/delivery-sources';

/**
 * The p95 goals in ms: at seed scale 10, at scale 100 (600 clients, ~7 M delivery rows) one request at a time, and at
 * scale 1000 (~75 M delivery rows) with 20 users asking at once.
 */
const goalsAt = (scale: number) => ({
  'campaign list (page of 25)': 30,
  'campaign lifetime report by day and platform': scale >= 1000 ? 150 : 50,
  'all-advertisers dashboard aggregate': scale >= 1000 ? 500 : scale >= 100 ? 150 : 300,
  'agency-wide admin checks': 500,
});

/**
 * The hub's heaviest reads through the real API (routing, auth, scope, SQL, serialisation), on PGlite in
 * `.bench/db-scale-N` (seeded once, kept) or on DATABASE_URL. Prints p50 and p95 against their goals as a table,
 * then the plan of each case's slowest statement.
 */
export async function apiBench({
  scale = 10,
  runs = 40,
  users = 1,
}: { scale?: number; runs?: number; users?: number } = {}): Promise<void> {
  const dataDir = join(root, '.bench', `db-scale-${scale}`);
  const { databaseUrl } = readConfig();
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const db = new RecordingDatabase(await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir }));
  const seedStarted = Date.now();
  if (await seedIfEmpty(db, { scale }))
    console.log(`[bench] seeded scale ${scale} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  const sizes = await counts(db);

  const identity = await createTestIdentity();
  const app = Fastify({ logger: false });
  await apiRoutes(app, {
    db,
    verifyToken: identity.verifyToken,
    fileStore: openFileStore(fileStoreKind(db), { db, filesDir: join(root, '.bench', 'files') }),
    notificationSecret: 'bench',
  });
  await app.ready();
  const headers = { authorization: `Bearer ${await identity.mint('admin@beacon.test')}` };

  // The busiest clients and their longest-running campaigns: the worst cases users can ask for. Each user asks about
  // their own client and campaign (the busiest first), as people of different clients would.
  const clients = await db.query<{ id: number }>(
    'SELECT client_id AS id FROM campaigns GROUP BY client_id ORDER BY count(*) DESC, client_id LIMIT $1',
    [users],
  );
  const campaigns = await Promise.all(
    clients.map(async ({ id }) => {
      const [campaign] = await db.query<{ id: number }>(
        'SELECT campaign_id AS id FROM daily_delivery WHERE advertiser_id IN (SELECT id FROM advertisers WHERE client_id = $1) GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1',
        [id],
      );
      return campaign!;
    }),
  );
  const client = (user: number) => clients[user % clients.length]!;
  const campaign = (user: number) => campaigns[user % campaigns.length]!;

  async function ok(request: InjectOptions) {
    const response = await app.inject(request);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
  }

  const cases: [string, (user: number) => Promise<void>][] = [
    ['campaign list (page of 25)', (user) => ok({ url: `/api/clients/${client(user).id}/campaigns`, headers })],
    [
      'campaign lifetime report by day and platform',
      (user) =>
        ok({
          method: 'POST',
          url: `/api/clients/${client(user).id}/campaign-reports/query`,
          headers,
          payload: { campaignIds: [campaign(user).id], groupBy: ['day', 'platform'] },
        }),
    ],
    [
      'all-advertisers dashboard aggregate',
      (user) =>
        ok({
          method: 'POST',
          url: `/api/clients/${client(user).id}/campaign-reports/query`,
          headers,
          payload: { groupBy: ['advertiser', 'month'] },
        }),
    ],
    ['agency-wide admin checks', () => ok({ url: '/api/admin-checks/dashboards?pageSize=12', headers })],
  ];

  console.log(
    `[bench] ${db.kind}, scale ${scale}: ${sizes.daily_delivery} delivery rows, ${sizes.campaigns} campaigns; ${users} user(s) at once; client ${client(0).id}, campaign ${campaign(0).id}`,
  );
  const goals: Record<string, number> = goalsAt(scale);
  const table: Record<string, { p50_ms: string; p95_ms: string; goal_p95_ms: number; mark: string; load: string }> = {};
  for (const [name, work] of cases) {
    const load = loadavg()[0]!.toFixed(1);
    const { p50, p95 } = await measure(work, runs, 5, users);
    const goal = goals[name]!;
    table[name] = {
      p50_ms: p50.toFixed(1),
      p95_ms: p95.toFixed(1),
      goal_p95_ms: goal,
      mark: p95 <= goal ? 'pass' : 'FAIL',
      load,
    };
  }
  console.log(
    `[bench] ${runs} runs a case for each of ${users} user(s) at once; load = the machine's 1-minute load average before the case`,
  );
  console.table(table);
  // Each case's slowest statement with the plan PostgreSQL ran it by, and the indexes that plan reads.
  const tablesOf = (name: string) =>
    name.startsWith('campaign list')
      ? ['campaigns']
      : name.startsWith('agency-wide')
        ? ['analytics_connections', 'analytics_dashboards']
        : ['daily_delivery', ...DELIVERY_ROLLUPS];
  for (const [name, work] of cases) {
    const statement = await slowestStatement(db, () => work(0), tablesOf(name));
    const { plan, indexes } = await planOf(db, statement);
    console.log(
      `\n[bench] ${name}: slowest statement ${statement.ms.toFixed(1)} ms, indexes: ${indexes.join(', ') || 'none'}`,
    );
    console.log(plan.map((line) => `  ${line}`).join('\n'));
  }
  await app.close();
  await db.close();
}
