import { sql, type RawBuilder } from 'kysely';
import { acrossClients } from '../access/scoped';
import { DATA_CHANNEL } from '../api/response-cache';
import type { Database } from '../db/database';
import { dayText, rowsOf } from '../db/sql';
import type { LineItemView } from './dimensions';
import { SUMMED_COLUMNS } from './metrics';

/**
 * An in-process copy of the delivery rollups and facts (issue 29): the line item days (with each line
 * item's platform, channel, name, budget and pixel), the region days and the facts themselves (per line item, day
 * and region: a region within channels), column by column, with each advertiser's client. A report query is
 * evaluated here instead of being parsed, planned and run by PGlite on the server's thread: the same filters and
 * scope, the same groups, the metrics' and dimensions' own definitions (metrics.ts and dimensions.ts define each
 * once, as SQL and as the same computation over the sums), and the same order. Sums are exact (whole numbers and
 * cents), so every figure is the same float8 the SQL gives; `delivery-copy.test.ts` compares the two paths' answers
 * for every report set and grouping.
 *
 * The copy is read from the database on first use and forgotten on every write to the tables it copies (the data
 * triggers' beacon_data announcement, heard within the write's own statement); a load begun before a write is not
 * kept. Transactions (a `tx`) always ask SQL.
 */
const COPIED_TABLES = new Set(['daily_delivery', 'line_items', 'advertisers', 'clients', 'campaign_state_weights']);

export interface Part {
  size: number;
  day: string[];
  campaign: Int32Array;
  advertiser: Int32Array;
  /** Line item days and the facts: the line item's id; region days: none. */
  lineItem: Int32Array | null;
  /** Region days and the facts: the region; line item days: none. */
  region: string[] | null;
  /** One array per summed column (spend in cents), in SUMMED_COLUMNS' order. */
  sums: Float64Array[];
  byCampaign: Map<number, number[]>;
  byAdvertiser: Map<number, number[]>;
}

export interface Copy {
  lineItemDays: Part;
  regionDays: Part;
  /** daily_delivery itself: per line item, day and region. */
  facts: Part;
  lineItems: Map<number, LineItemView>;
  clientOf: Map<number, number>;
  /** Each region's states in code order, with their people; each campaign's own weights by state. */
  statesOf: Map<string, { code: string; population: number }[]>;
  weightsOf: Map<number, Map<string, number>>;
}

export const COLUMN_COUNT = SUMMED_COLUMNS.length;
export const SPEND = SUMMED_COLUMNS.indexOf('spend');

/** Between two values of a loaded column: the ASCII unit separator, which no day, number or region holds. */
const SEPARATOR = '\u001f';

/** The tables the copy reads as parts, and the keys each keeps beside the day, campaign and advertiser. */
const PARTS = {
  lineItemDays: { table: 'delivery_line_item_days', lineItem: true, region: false },
  regionDays: { table: 'delivery_region_days', lineItem: false, region: true },
  facts: { table: 'daily_delivery', lineItem: true, region: true },
} as const;

/**
 * One table read as one row: each column's values joined into one text, all in the same row order (one scan feeds
 * every aggregate). Reading 74,000 fact rows this way costs PGlite about a tenth of what as many row objects cost
 * (110 against 960 ms, measured at scale 1 on a quiet machine), and splitting them here about 70 ms more.
 */
async function loadPart(db: Database, { table, lineItem, region }: (typeof PARTS)[keyof typeof PARTS]): Promise<Part> {
  const joined = (value: RawBuilder<unknown>, as: string) =>
    sql<string | null>`string_agg(${value}, ${SEPARATOR})`.as(as);
  const number = (column: string) => sql`${sql.ref(`r.${column}`)}::text`;
  // Whole numbers and cents, exact in a float8 below 2^53 (its text is the shortest that reads back the same).
  const summed = SUMMED_COLUMNS.map((column) =>
    joined(
      column === 'spend' ? sql`(r.spend * 100)::float8::text` : sql`${sql.ref(`r.${column}`)}::float8::text`,
      column,
    ),
  );
  const [row] = await acrossClients(db)
    .selectFrom(`${table} as r` as 'daily_delivery as r')
    .select([
      joined(dayText('r.day'), 'day'),
      joined(number('campaign_id'), 'campaign_id'),
      joined(number('advertiser_id'), 'advertiser_id'),
      ...(lineItem ? [joined(number('line_item_id'), 'line_item_id')] : []),
      ...(region ? [joined(sql`r.region`, 'region')] : []),
      ...summed,
    ])
    .execute();
  const columns = row as Record<string, string | null>;
  const valuesOf = (column: string) => columns[column]?.split(SEPARATOR) ?? [];
  // A day's text once, however many rows share it.
  const days = new Map<string, string>();
  const day = valuesOf('day').map((d) => days.get(d) ?? (days.set(d, d), d));
  const size = day.length;
  const regions = new Map<string, string>();
  const part: Part = {
    size,
    day,
    campaign: Int32Array.from(valuesOf('campaign_id'), Number),
    advertiser: Int32Array.from(valuesOf('advertiser_id'), Number),
    lineItem: lineItem ? Int32Array.from(valuesOf('line_item_id'), Number) : null,
    region: region ? valuesOf('region').map((r) => regions.get(r) ?? (regions.set(r, r), r)) : null,
    sums: SUMMED_COLUMNS.map((column) => Float64Array.from(valuesOf(column), Number)),
    byCampaign: new Map(),
    byAdvertiser: new Map(),
  };
  for (let i = 0; i < size; i++) {
    push(part.byCampaign, part.campaign[i]!, i);
    push(part.byAdvertiser, part.advertiser[i]!, i);
  }
  return part;
}

function push(index: Map<number, number[]>, key: number, i: number) {
  const list = index.get(key);
  if (list) list.push(i);
  else index.set(key, [i]);
}

// Every client's delivery, on purpose: the copy serves every client's reports and each read is scoped here.
async function load(db: Database): Promise<Copy> {
  const q = acrossClients(db);
  const [lineItemDays, regionDays, facts, lineItems, advertisers, states, weights] = await Promise.all([
    loadPart(db, PARTS.lineItemDays),
    loadPart(db, PARTS.regionDays),
    loadPart(db, PARTS.facts),
    q
      .selectFrom('line_items as li')
      .select([
        'li.id',
        'li.platform',
        'li.ad_format',
        'li.name',
        sql<string>`li.budget::text`.as('budget'),
        'li.pixel_name',
      ])
      .execute(),
    q.selectFrom('advertisers as a').select(['a.id', 'a.client_id']).execute(),
    q.selectFrom('us_states as st').select(['st.code', 'st.region', 'st.population']).orderBy('st.code').execute(),
    q
      .selectFrom('campaign_state_weights as cw')
      .select(['cw.campaign_id', 'cw.state', sql<number>`cw.weight::float8`.as('weight')])
      .execute(),
  ]);
  const statesOf = new Map<string, { code: string; population: number }[]>();
  for (const st of states) statesOf.set(st.region, [...(statesOf.get(st.region) ?? []), st]);
  const weightsOf = new Map<number, Map<string, number>>();
  for (const w of weights)
    weightsOf.set(w.campaign_id, (weightsOf.get(w.campaign_id) ?? new Map()).set(w.state, w.weight));
  return {
    lineItemDays,
    regionDays,
    facts,
    statesOf,
    weightsOf,
    lineItems: new Map(
      lineItems.map((li) => [
        li.id,
        {
          platform: li.platform,
          adFormat: li.ad_format,
          name: li.name,
          budget: Number(li.budget),
          pixelName: li.pixel_name,
        },
      ]),
    ),
    clientOf: new Map(advertisers.map((a) => [a.id, a.client_id as number])),
  };
}

/** A campaign as flights.ts reads it: its flight, booked budget and line items' channels and budgets (cents). */
export interface CampaignCopy {
  id: number;
  clientId: number;
  advertiserId: number;
  status: string;
  startDate: string | null;
  endDate: string | null;
  totalBudget: number;
  lineItems: { platform: string; adFormat: string; budgetCents: number }[];
}

/** Every client's campaigns, by id: apart from the delivery, so that editing a campaign reloads only these. */
export type CampaignsCopy = Map<number, CampaignCopy>;
const CAMPAIGN_TABLES = new Set(['campaigns', 'line_items']);

async function loadCampaigns(db: Database): Promise<CampaignsCopy> {
  const q = acrossClients(db);
  const [campaigns, lineItems] = await Promise.all([
    q
      .selectFrom('campaigns as c')
      .select([
        'c.id',
        'c.client_id',
        'c.advertiser_id',
        'c.status',
        dayText<string | null>(sql`COALESCE(c.start_date, c.est_start_date)`).as('startDate'),
        dayText<string | null>(sql`COALESCE(c.end_date, c.est_end_date)`).as('endDate'),
        sql<number>`c.total_budget::float8`.as('totalBudget'),
      ])
      .execute(),
    q
      .selectFrom('line_items as li')
      .select(['li.campaign_id', 'li.platform', 'li.ad_format', sql<number>`(li.budget * 100)::float8`.as('cents')])
      .execute(),
  ]);
  const copy: CampaignsCopy = new Map(
    campaigns.map((c) => [
      c.id,
      {
        id: c.id,
        clientId: c.client_id as number,
        advertiserId: c.advertiser_id as number,
        status: c.status,
        startDate: c.startDate,
        endDate: c.endDate,
        totalBudget: c.totalBudget,
        lineItems: [],
      },
    ]),
  );
  for (const li of lineItems)
    copy.get(li.campaign_id)?.lineItems.push({ platform: li.platform, adFormat: li.ad_format, budgetCents: li.cents });
  return copy;
}

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
  await db.listen(DATA_CHANNEL, (table) => {
    for (const kept of [keeper.delivery, keeper.campaigns])
      if (kept.tables.has(table)) {
        kept.writes += 1;
        kept.value = null;
      }
  });
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
    if (Number(facts) <= keeper.mostFacts) return load(db);
    if (keepers.delete(db))
      console.warn(`[beacon] reports ask SQL: ${facts} delivery rows are more than the copy keeps`);
    return null;
  });
}

/** Every client's campaigns (flights.ts's flights and budgets), kept beside the delivery; null without a copy. */
export function campaignsCopyOf(db: Database): Promise<CampaignsCopy> | null {
  const keeper = keepers.get(db);
  return keeper ? loadedOnce(keeper.campaigns, () => loadCampaigns(db)) : null;
}

/** Whether this database keeps a copy (which answers every report query: the rollups, the facts, the states). */
export function copyAnswers(db: Database): boolean {
  return keepers.has(db);
}
