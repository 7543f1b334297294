import type { Database } from '../../src/kernel/db/database';
import { migrate } from '../../src/kernel/db/migrate';
import { seedAudiences } from './audiences';
import { seedInvoices, seedProducts } from './billing';
import { resetIdentities } from './bulk';
import { markLaunchedCampaigns, seedCampaignWork, seedCampaigns } from './campaigns';
import type { SeedContext, SeedOptions } from './context';
import { seedDelivery } from './delivery';
import { seedPlacements } from './placements';
import { seedAnalytics } from './analytics';
import { seedFiles, seedNotifications } from './extras';
import { Random } from './random';
import { seedReporting } from './reporting';
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

/** Fills an empty, migrated database with the demo agency, in one transaction. Same options, same data. */
export async function seed(db: Database, options: SeedOptions): Promise<Record<string, number>> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const scale = Math.max(1, Math.floor(options.scale));
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
    await seedDelivery(ctx);
    await markLaunchedCampaigns(ctx);
    await seedPlacements(ctx);
    await seedInvoices(ctx);
    await seedProducts(ctx);
    await seedAudiences(ctx);
    await seedReporting(ctx);
    await seedFiles(ctx);
    await seedAnalytics(ctx);
    await seedNotifications(ctx);
  });
  await db.exec('ANALYZE');
  return counts(db);
}

/** Migrates, then seeds only when there are no clients yet: what the server does at start. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  await migrate(db);
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
