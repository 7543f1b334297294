import { sql } from 'kysely';
import { acrossClients } from '../access/scoped';
import { DATA_CHANNEL } from '../api/response-cache';
import type { Database } from '../db/database';
import { dayText } from '../db/sql';
import type { DeliverySource } from './delivery-sources';
import type { LineItemView } from './dimensions';
import { SUMMED_COLUMNS } from './metrics';

/**
 * An in-process copy of the delivery rollups (issue 29), on PGlite only: the line item days (with each line item's
 * platform, channel, name, budget and pixel) and the region days, column by column, with each advertiser's client.
 * A report query that a rollup answers (delivery-sources.ts) is evaluated here instead of being parsed, planned and
 * run by PGlite on the server's thread: the same filters and scope, the same groups, the metrics' and dimensions'
 * own definitions (metrics.ts and dimensions.ts define each once, as SQL and as the same computation over the
 * sums), and the same order. Sums are exact (whole numbers and cents), so every figure is the same float8 the SQL
 * gives; `delivery-copy.test.ts` compares the two paths' answers for every report set and grouping.
 *
 * The copy is read from the database on first use and forgotten on every write to the tables it copies (the data
 * triggers' beacon_data announcement, heard within the write's own statement); a load begun before a write is not
 * kept. Transactions (a `tx`) and PostgreSQL always ask SQL.
 */
const COPIED_TABLES = new Set(['daily_delivery', 'line_items', 'advertisers', 'clients', 'campaign_state_weights']);

export interface Part {
  size: number;
  day: string[];
  campaign: Int32Array;
  advertiser: Int32Array;
  /** Line item days: the line item's id; region days: none. */
  lineItem: Int32Array | null;
  /** Region days: the region; line item days: none. */
  region: string[] | null;
  /** One array per summed column (spend in cents), in SUMMED_COLUMNS' order. */
  sums: Float64Array[];
  byCampaign: Map<number, number[]>;
  byAdvertiser: Map<number, number[]>;
}

export interface Copy {
  lineItemDays: Part;
  regionDays: Part;
  lineItems: Map<number, LineItemView>;
  clientOf: Map<number, number>;
  /** Each region's states in code order, with their people; each campaign's own weights by state. */
  statesOf: Map<string, { code: string; population: number }[]>;
  weightsOf: Map<number, Map<string, number>>;
}

export const COLUMN_COUNT = SUMMED_COLUMNS.length;
export const SPEND = SUMMED_COLUMNS.indexOf('spend');

interface LoadedRow {
  day: string;
  campaign_id: number;
  advertiser_id: number;
  line_item_id?: number;
  region?: string;
  [column: string]: unknown;
}

function partOf(rows: LoadedRow[]): Part {
  const size = rows.length;
  const part: Part = {
    size,
    day: new Array<string>(size),
    campaign: new Int32Array(size),
    advertiser: new Int32Array(size),
    lineItem: rows[0]?.line_item_id !== undefined ? new Int32Array(size) : null,
    region: rows[0]?.region !== undefined ? new Array<string>(size) : null,
    sums: SUMMED_COLUMNS.map(() => new Float64Array(size)),
    byCampaign: new Map(),
    byAdvertiser: new Map(),
  };
  rows.forEach((row, i) => {
    part.day[i] = row.day;
    part.campaign[i] = row.campaign_id;
    part.advertiser[i] = row.advertiser_id;
    if (part.lineItem) part.lineItem[i] = row.line_item_id!;
    if (part.region) part.region[i] = row.region!;
    for (let c = 0; c < COLUMN_COUNT; c++) part.sums[c]![i] = Number(row[SUMMED_COLUMNS[c]!]);
    push(part.byCampaign, row.campaign_id, i);
    push(part.byAdvertiser, row.advertiser_id, i);
  });
  return part;
}

function push(index: Map<number, number[]>, key: number, i: number) {
  const list = index.get(key);
  if (list) list.push(i);
  else index.set(key, [i]);
}

// Every client's rollups, on purpose: the copy serves every client's reports and each read is scoped here.
async function load(db: Database): Promise<Copy> {
  const q = acrossClients(db);
  // Whole numbers and cents, exact in a float8 below 2^53; spend in cents.
  const summed = (alias: string) =>
    SUMMED_COLUMNS.map((column) =>
      column === 'spend'
        ? sql<number>`(${sql.ref(`${alias}.spend`)} * 100)::float8`.as('spend')
        : sql<number>`${sql.ref(`${alias}.${column}`)}::float8`.as(column),
    );
  const [lineItemDays, regionDays, lineItems, advertisers, states, weights] = await Promise.all([
    q
      .selectFrom('delivery_line_item_days as r')
      .select([dayText('r.day').as('day'), 'r.campaign_id', 'r.advertiser_id', 'r.line_item_id', ...summed('r')])
      .orderBy('r.line_item_id')
      .orderBy('r.day')
      .execute(),
    q
      .selectFrom('delivery_region_days as r')
      .select([dayText('r.day').as('day'), 'r.campaign_id', 'r.advertiser_id', 'r.region', ...summed('r')])
      .orderBy('r.campaign_id')
      .orderBy('r.day')
      .orderBy('r.region')
      .execute(),
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
    lineItemDays: partOf(lineItemDays as unknown as LoadedRow[]),
    regionDays: partOf(regionDays as unknown as LoadedRow[]),
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

interface Keeper {
  copy: Promise<Copy> | null;
  writes: number;
}

const keepers = new WeakMap<Database, Keeper>();

/**
 * Keeps the copy for this database (PGlite, the database itself, not a transaction): listens for writes, and loads
 * the copy on the first report that reads it. Without it (PostgreSQL, `BEACON_DELIVERY_COPY=off`) reports ask SQL.
 */
export async function keepDeliveryCopy(db: Database): Promise<void> {
  if (db.kind !== 'pglite' || !db.listen || keepers.has(db)) return;
  const keeper: Keeper = { copy: null, writes: 0 };
  await db.listen(DATA_CHANNEL, (table) => {
    if (!COPIED_TABLES.has(table)) return;
    keeper.writes += 1;
    keeper.copy = null;
  });
  keepers.set(db, keeper);
}

/**
 * Loads the copy now rather than on the first report that reads it (the server calls it once it listens): about a
 * second and a half of the server's thread at start, not in the first person's report. Resolves when it is loaded
 * (or could not be: a report then loads it again); nothing for a database without the copy.
 */
export async function warmDeliveryCopy(db: Database): Promise<void> {
  await copyOf(db)?.catch(() => undefined);
}

export function copyOf(db: Database): Promise<Copy> | null {
  const keeper = keepers.get(db);
  if (!keeper) return null;
  if (!keeper.copy) {
    const writes = keeper.writes;
    const loading = load(db);
    keeper.copy = loading;
    // A load that fails, or that a write overtook, is not kept (its readers, begun before the write, use it).
    loading.then(
      () => {
        if (keeper.writes !== writes && keeper.copy === loading) keeper.copy = null;
      },
      () => {
        if (keeper.copy === loading) keeper.copy = null;
      },
    );
  }
  return keeper.copy;
}

/**
 * Whether this database keeps a copy that answers the query from its source: a rollup (split by state too); the
 * facts (a region within channels) are asked of SQL: copying them cost seconds of the server's thread at every
 * load, for a statement of a few milliseconds.
 */
export function copyAnswers(db: Database, source?: DeliverySource): boolean {
  return keepers.has(db) && source?.table !== 'daily_delivery';
}
