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

/** The p95 goals in ms: at seed scale 10, and at scale 100 (600 clients, ~7 M delivery rows). */
const goalsAt = (scale: number) => ({
  'campaign list (page of 25)': 30,
  'campaign lifetime report by day and platform': 50,
  'all-advertisers dashboard aggregate': scale >= 100 ? 150 : 300,
  'agency-wide admin checks': 500,
});

/**
 * The hub's heaviest reads through the real API (routing, auth, scope, SQL, serialisation), on PGlite in
 * `.bench/db-scale-N` (seeded once, kept) or on DATABASE_URL. Prints p50 and p95 against their goals as a table,
 * then the plan of each case's slowest statement.
 */
export async function apiBench({ scale = 10, runs = 40 }: { scale?: number; runs?: number } = {}): Promise<void> {
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

  // The busiest client and its longest-running campaign: the worst case a user can ask for.
  const [client] = await db.query<{ id: number }>(
    'SELECT client_id AS id FROM campaigns GROUP BY client_id ORDER BY count(*) DESC, client_id LIMIT 1',
  );
  const [campaign] = await db.query<{ id: number }>(
    'SELECT campaign_id AS id FROM daily_delivery WHERE advertiser_id IN (SELECT id FROM advertisers WHERE client_id = $1) GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1',
    [client!.id],
  );

  async function ok(request: InjectOptions) {
    const response = await app.inject(request);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
  }

  const cases: [string, () => Promise<void>][] = [
    ['campaign list (page of 25)', () => ok({ url: `/api/clients/${client!.id}/campaigns`, headers })],
    [
      'campaign lifetime report by day and platform',
      () =>
        ok({
          method: 'POST',
          url: `/api/clients/${client!.id}/campaign-reports/query`,
          headers,
          payload: { campaignIds: [campaign!.id], groupBy: ['day', 'platform'] },
        }),
    ],
    [
      'all-advertisers dashboard aggregate',
      () =>
        ok({
          method: 'POST',
          url: `/api/clients/${client!.id}/campaign-reports/query`,
          headers,
          payload: { groupBy: ['advertiser', 'month'] },
        }),
    ],
    ['agency-wide admin checks', () => ok({ url: '/api/admin-checks/dashboards?pageSize=12', headers })],
  ];

  console.log(
    `[bench] ${db.kind}, scale ${scale}: ${sizes.daily_delivery} delivery rows, ${sizes.campaigns} campaigns; client ${client!.id}, campaign ${campaign!.id}`,
  );
  const goals: Record<string, number> = goalsAt(scale);
  const table: Record<string, { p50_ms: string; p95_ms: string; goal_p95_ms: number; mark: string; load: string }> = {};
  for (const [name, work] of cases) {
    const load = loadavg()[0]!.toFixed(1);
    const { p50, p95 } = await measure(work, runs);
    const goal = goals[name]!;
    table[name] = {
      p50_ms: p50.toFixed(1),
      p95_ms: p95.toFixed(1),
      goal_p95_ms: goal,
      mark: p95 <= goal ? 'pass' : 'FAIL',
      load,
    };
  }
  console.log(`[bench] ${runs} runs a case; load = the machine's 1-minute load average before the case`);
  console.table(table);
  // Each case's slowest statement with the plan PostgreSQL ran it by, and the indexes that plan reads.
  const tablesOf = (name: string) =>
    name.startsWith('campaign list')
      ? ['campaigns']
      : name.startsWith('agency-wide')
        ? ['analytics_connections', 'analytics_dashboards']
        : ['daily_delivery', ...DELIVERY_ROLLUPS];
  for (const [name, work] of cases) {
    const statement = await slowestStatement(db, work, tablesOf(name));
    const { plan, indexes } = await planOf(db, statement);
    console.log(
      `\n[bench] ${name}: slowest statement ${statement.ms.toFixed(1)} ms, indexes: ${indexes.join(', ') || 'none'}`,
    );
    console.log(plan.map((line) => `  ${line}`).join('\n'));
  }
  await app.close();
  await db.close();
}
