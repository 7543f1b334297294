import type { Database } from '../../src/kernel/db/database';
import { migrate } from '../../src/kernel/db/migrate';
import { seedAudiences } from './audiences';
import { seedInvoices, seedProducts } from './billing';
import { resetIdentities } from './bulk';
import { seedCampaignWork, seedCampaigns } from './campaigns';
import type { SeedContext, SeedOptions } from './context';
import { seedPlacements } from './placements';
import { seedAnalytics } from './analytics';
import { seedFiles, seedNotifications } from './extras';
import { markUnfinished, unfinishedSeed, type UnfinishedSeed } from './progress';
import { Random } from './random';
import { seedReporting } from './reporting';
import { seedSlices } from './slices';
import { seedTenants } from './tenants';

export type { SeedOptions } from './context';

const EXPLICIT_IDS = [
  'clients',
  'client_team_members',
  'advertiser_groups',
  'advertisers',
  'users',
  'campaigns',
  'line_items',
];

/**
 * Fills an empty, migrated database with the demo agency. Same options, same data. First one transaction writes
 * everything but the big tables (clients, campaigns, line items, invoices, audiences, ...) and notes the seed as
 * unfinished; then the big tables follow a slice of clients per transaction (slices.ts); the last commit notes the
 * seed finished.
 */
export async function seed(db: Database, options: SeedOptions): Promise<Record<string, number>> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const scale = Math.max(1, Math.floor(options.scale));
  const plan: UnfinishedSeed = {
    scale,
    today,
    clientsPerSlice: Math.max(1, Math.floor(options.clientsPerSlice ?? 50)),
    rollups: options.rollups ?? 'at the end',
    lastClient: 0,
    nextClient: 1,
  };
  const log = options.log ?? console.log;
  const started = Date.now();
  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      db: tx,
      rng: new Random(20261121),
      today,
      scale,
      clients: [],
      advertisers: [],
      campaigns: [],
      userIds: [],
    };
    await seedTenants(ctx);
    await seedCampaigns(ctx);
    await resetIdentities(tx, EXPLICIT_IDS);
    await seedCampaignWork(ctx);
    await seedPlacements(ctx);
    // What follows reads these tables by their indexes, as planned from their statistics: read now, inside the
    // transaction, else the planner takes them for the empty tables they were (at scale 1000, hours of full scans).
    await tx.exec('ANALYZE clients, advertisers, campaigns, line_items');
    await seedInvoices(ctx);
    await seedProducts(ctx);
    await seedAudiences(ctx);
    await seedReporting(ctx);
    await seedFiles(ctx);
    await seedAnalytics(ctx);
    await seedNotifications(ctx);
    plan.lastClient = ctx.clients.length;
    await markUnfinished(tx, plan);
  });
  if (plan.lastClient > plan.clientsPerSlice) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`[seed] scale ${scale}: everything but the big tables (clients, campaigns, invoices, ...) in ${seconds} s`);
  }
  await seedSlices(db, plan, log);
  await db.exec('ANALYZE');
  return counts(db);
}

/**
 * Migrates, then seeds only when there are no clients yet: what the server does at start. A seed that a previous
 * run left unfinished is finished first, with its own options, from its next slice (and said in the log).
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  await migrate(db);
  const unfinished = await unfinishedSeed(db);
  if (unfinished) {
    const log = options.log ?? console.log;
    log(
      `[seed] finishing the seed of scale ${unfinished.scale} (today ${unfinished.today}) that stopped before client ${unfinished.nextClient} of ${unfinished.lastClient}`,
    );
    await seedSlices(db, unfinished, log);
    await db.exec('ANALYZE');
    return true;
  }
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}

export async function counts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'clients',
    'advertiser_groups',
    'advertisers',
    'users',
    'campaigns',
    'line_items',
    'daily_delivery',
    'invoices',
    'products',
    'audiences',
    'audience_counts',
    'files',
    'report_schedules',
    'notifications',
  ];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    result[table] = row?.n ?? 0;
  }
  return result;
}
