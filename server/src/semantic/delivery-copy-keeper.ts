import { sql } from 'kysely';
import { acrossClients } from '../kernel/access/scoped';
import { DATA_CHANNEL } from '../kernel/http/response-cache';
import type { Database } from '../kernel/db/database';
import { rowsOf } from '../kernel/db/sql';
import { loadCampaignsCopy, loadDeliveryCopy, type CampaignsCopy, type Copy } from './delivery-copy-load';

/**
 * An in-process copy of the delivery rollups and facts: the line item days (with each line
 * item's platform, channel, name, budget and pixel), the region days and the facts themselves (per line item, day
 * and region: a region within channels), column by column, with each advertiser's client. A report query is
 * evaluated here instead of being parsed, planned and run by PGlite on the server's thread: the same filters and
 * scope, the same groups, the metrics' and dimensions' own definitions (metrics.ts and dimensions.ts define each
 * once, as SQL and as the same computation over the sums), and the same order. Sums are exact (whole numbers and
 * cents), so every figure is the same float8 the SQL gives; `delivery-copy.test.ts` compares the two paths' answers
 * for every report set and grouping.
 *
 * This file keeps the copies (what each holds and how it is read: delivery-copy-load.ts). Each is read from the
 * database on first use and forgotten on every write to the tables it copies (the data triggers' beacon_data
 * announcement: on PGlite within the write's own statement, on PostgreSQL just after its commit); a load begun
 * before a write is not kept. Transactions (a `tx`) always ask SQL.
 */
const COPIED_TABLES = new Set(['daily_delivery', 'line_items', 'advertisers', 'clients', 'campaign_state_weights']);
/** The campaigns' copy, apart from the delivery's: editing a campaign reloads only the campaigns. */
const CAMPAIGN_TABLES = new Set(['campaigns', 'line_items']);

/** One thing loaded once and kept until a write to one of its tables; a load a write overtook is not kept. */
interface Kept<T> {
  tables: Set<string>;
  value: Promise<T> | null;
  writes: number;
}

function keptOf<T>(tables: Set<string>): Kept<T> {
  return { tables, value: null, writes: 0 };
}

function loadedOnce<T>(kept: Kept<T>, load: () => Promise<T>): Promise<T> {
  if (!kept.value) {
    const writes = kept.writes;
    const loading = load();
    kept.value = loading;
    // A load that fails, or that a write overtook, is not kept (its readers, begun before the write, use it).
    loading.then(
      () => {
        if (kept.writes !== writes && kept.value === loading) kept.value = null;
      },
      () => {
        if (kept.value === loading) kept.value = null;
      },
    );
  }
  return kept.value;
}

interface Keeper {
  delivery: Kept<Copy | null>;
  campaigns: Kept<CampaignsCopy>;
  mostFacts: number;
}

const keepers = new WeakMap<Database, Keeper>();

/**
 * The most fact rows the copy keeps (about 140 bytes each with their rollups, so some 140 MB per server process):
 * above it (seed scale 100 holds 7.6 million) reports ask SQL, whose rollups answer them at that scale.
 */
export const MOST_FACTS_COPIED = 1_000_000;

/**
 * Whether a PostgreSQL database sorts text as the copy does, by code point (compareValues in delivery-copy.ts;
 * PGlite's collation is C): libc's C, POSIX and C.UTF-8, or the builtin provider's C and C.UTF-8. Under another
 * (en_US.UTF-8, any ICU locale) names would sort differently, so reports ask SQL there.
 */
function sortsByCodePoint(database?: { collation: string; provider: string | null; locale: string | null }) {
  const codePoint = (name: string | null) => name !== null && ['C', 'POSIX', 'C.UTF-8', 'C.utf8'].includes(name);
  if (!database) return false;
  if (database.provider === null || database.provider === 'c') return codePoint(database.collation);
  return database.provider === 'b' && codePoint(database.locale);
}

/**
 * Keeps the copy for this database (the database itself, not a transaction): listens for writes, and loads the copy
 * on the first report that reads it. On PostgreSQL each server process keeps its own, and hears every process's
 * writes on the same channel (a write is heard just after it commits, as the response cache hears it). Without it
 * (`BEACON_DELIVERY_COPY=off`, a collation that sorts otherwise, more facts than `mostFacts`) reports ask SQL.
 */
export async function keepDeliveryCopy(db: Database, mostFacts = MOST_FACTS_COPIED): Promise<void> {
  if (!db.listen || keepers.has(db)) return;
  if (db.kind === 'postgres') {
    // to_jsonb: the provider (PostgreSQL 15) and the builtin provider's locale (17) are columns older servers lack.
    const [database] = await rowsOf<{ collation: string; provider: string | null; locale: string | null }>(
      db,
      sql`SELECT d.datcollate AS collation, to_jsonb(d) ->> 'datlocprovider' AS provider,
        to_jsonb(d) ->> 'datlocale' AS locale FROM pg_database d WHERE d.datname = current_database()`,
    );
    if (!sortsByCodePoint(database)) {
      console.warn('[beacon] reports ask SQL: the database sorts text otherwise than the copy (by code point)');
      return;
    }
  }
  const keeper: Keeper = { delivery: keptOf(COPIED_TABLES), campaigns: keptOf(CAMPAIGN_TABLES), mostFacts };
  const forget = (kept: Kept<unknown>) => {
    kept.writes += 1;
    kept.value = null;
  };
  await db.listen(
    DATA_CHANNEL,
    (table) => {
      for (const kept of [keeper.delivery, keeper.campaigns]) if (kept.tables.has(table)) forget(kept);
    },
    // Writes missed while the listening connection was lost (a restart, a killed connection): both are reloaded.
    () => [keeper.delivery, keeper.campaigns].forEach(forget),
  );
  keepers.set(db, keeper);
}

/**
 * Loads the copy now rather than on the first report that reads it (the server calls it once it listens): under
 * half a second of the server's thread at scale 1, at start, not in the first person's report. Resolves when it is
 * loaded (or could not be: a report then loads it again); nothing for a database without the copy.
 */
export async function warmDeliveryCopy(db: Database): Promise<void> {
  await Promise.all([copyOf(db)?.catch(() => undefined), campaignsCopyOf(db)?.catch(() => undefined)]);
}

/**
 * The copy, loaded once and then until a write; null when the facts have outgrown the keeper's `mostFacts` (the copy
 * is then given up for good, and every report asks SQL).
 */
export function copyOf(db: Database): Promise<Copy | null> | null {
  const keeper = keepers.get(db);
  if (!keeper) return null;
  return loadedOnce(keeper.delivery, async () => {
    const { facts } = await acrossClients(db)
      .selectFrom('daily_delivery')
      .select((eb) => eb.fn.countAll<number>().as('facts'))
      .executeTakeFirstOrThrow();
    if (Number(facts) <= keeper.mostFacts) return loadDeliveryCopy(db);
    if (keepers.delete(db))
      console.warn(`[beacon] reports ask SQL: ${facts} delivery rows are more than the copy keeps`);
    return null;
  });
}

/** Every client's campaigns (flights.ts's flights and budgets), kept beside the delivery; null without a copy. */
export function campaignsCopyOf(db: Database): Promise<CampaignsCopy> | null {
  const keeper = keepers.get(db);
  return keeper ? loadedOnce(keeper.campaigns, () => loadCampaignsCopy(db)) : null;
}

/** Whether this database keeps a copy (which answers every report query: the rollups, the facts, the states). */
export function copyAnswers(db: Database): boolean {
  return keepers.has(db);
}
