import { sql } from 'kysely';
import type { ClientScope } from '../access/scope';
import { acrossClients } from '../access/scoped';
import { DATA_CHANNEL } from '../api/response-cache';
import type { Database } from '../db/database';
import { dayText } from '../db/sql';
import type { DeliverySource } from './delivery-sources';
import { shareOf, splitKeys } from './by-state';
import { DIMENSIONS, type DeliveryRowView, type Dimension, type LineItemView } from './dimensions';
import { METRICS, SUMMED_COLUMNS, type Sums } from './metrics';
import type { ReportFilter, ReportQuery, Row } from './query';

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

interface Part {
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

interface Copy {
  lineItemDays: Part;
  regionDays: Part;
  lineItems: Map<number, LineItemView>;
  clientOf: Map<number, number>;
  /** Each region's states in code order, with their people; each campaign's own weights by state. */
  statesOf: Map<string, { code: string; population: number }[]>;
  weightsOf: Map<number, Map<string, number>>;
}

const COLUMN_COUNT = SUMMED_COLUMNS.length;
const SPEND = SUMMED_COLUMNS.indexOf('spend');

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

function copyOf(db: Database): Promise<Copy> | null {
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

const includes = (values: readonly (number | string)[] | undefined, value: number | string | null) =>
  values === undefined || (value !== null && values.includes(value as never));

/** `ORDER BY` positions, ascending, NULLs last; text in the C collation (code points), as PGlite sorts it. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const cx = x.codePointAt(i)!;
    const cy = y.codePointAt(i)!;
    if (cx !== cy) return cx - cy;
    if (cx > 0xffff) i++;
  }
  return x.length - y.length;
}

/** The values of a split's keys (by-state.ts splitKeys) on a row of the copy. */
const SPLIT_KEY_OF: Record<string, (v: DeliveryRowView) => unknown> = {
  campaign_id: (v) => v.campaignId,
  advertiser_id: (v) => v.advertiserId,
  region: (v) => v.region,
  day: (v) => v.day,
  line_item_id: (v) => v.lineItemId,
};

interface Group {
  view: DeliveryRowView;
  sums: number[];
}

function groupOf(groups: Map<string, Group>, key: string, view: DeliveryRowView): Group {
  let group = groups.get(key);
  if (!group) {
    group = { view: { ...view }, sums: new Array<number>(COLUMN_COUNT).fill(0) };
    groups.set(key, group);
  }
  return group;
}

/**
 * Each row of the part the query reaches, in the caller's scope and through its filters, as the row it is (`view`,
 * reused from row to row) and its index into the part's sums.
 */
function forEachInReach(
  copy: Copy,
  part: Part,
  scope: ClientScope,
  q: ReportQuery,
  visit: (view: DeliveryRowView, i: number) => void,
) {
  // The rows in reach: the campaigns' or advertisers' asked, or every advertiser of the client.
  let candidates: number[][];
  if (q.campaignIds) candidates = q.campaignIds.map((id) => part.byCampaign.get(id) ?? []);
  else if (q.advertiserIds) candidates = q.advertiserIds.map((id) => part.byAdvertiser.get(id) ?? []);
  else
    candidates = [...part.byAdvertiser.entries()]
      .filter(([advertiser]) => copy.clientOf.get(advertiser) === scope.clientId)
      .map(([, rows]) => rows);
  const { startDate, endDate } = q.dateRange ?? {};
  const seen = new Set<number>();
  const view: DeliveryRowView = {
    day: '',
    region: null,
    state: null,
    lineItemId: 0,
    campaignId: 0,
    advertiserId: 0,
    li: null,
  };
  for (const rows of candidates) {
    for (const i of rows) {
      if (seen.has(i)) continue;
      seen.add(i);
      const advertiser = part.advertiser[i]!;
      if (copy.clientOf.get(advertiser) !== scope.clientId) continue;
      if (scope.advertiserIds !== null && !scope.advertiserIds.includes(advertiser)) continue;
      if (!includes(q.advertiserIds, advertiser) || !includes(q.campaignIds, part.campaign[i]!)) continue;
      const day = part.day[i]!;
      if ((startDate !== undefined && day < startDate) || (endDate !== undefined && day > endDate)) continue;
      const lineItemId = part.lineItem ? part.lineItem[i]! : 0;
      const li = part.lineItem ? (copy.lineItems.get(lineItemId) ?? null) : null;
      if (part.lineItem && !li) continue; // the SQL joins line items
      if (li) {
        if (!includes(q.platforms, li.platform) || !includes(q.platformAdTypes, li.adFormat)) continue;
        if (!includes(q.platformLineItemIds, lineItemId) || !includes(q.platformPixelNames, li.pixelName)) continue;
        if (
          q.xandrPixelIds &&
          !(li.platform === 'XANDR' && li.pixelName !== null && q.xandrPixelIds.includes(advertiser))
        )
          continue;
        if (q.adomniCampaignIds && !(li.platform === 'ADOMNI' && q.adomniCampaignIds.includes(lineItemId))) continue;
        if (q.withPixel === true && li.pixelName === null) continue;
      }
      view.day = day;
      view.region = part.region ? part.region[i]! : null;
      view.lineItemId = lineItemId;
      view.campaignId = part.campaign[i]!;
      view.advertiserId = advertiser;
      view.li = li;
      visit(view, i);
    }
  }
}

/**
 * The query's delivery split by state, grouped by its dimensions: summed at the split's keys, each sum shared over
 * its region's states by the campaign's weights (by-state.ts, the same arithmetic as its SQL), then grouped.
 */
function splitGroups(copy: Copy, part: Part, scope: ClientScope, q: ReportQuery, dims: Dimension[]) {
  const keyOf = splitKeys(dims.filter((dim) => dim !== 'state')).map((key) => SPLIT_KEY_OF[key]!);
  const facts = new Map<string, Group>();
  forEachInReach(copy, part, scope, q, (view, i) => {
    const group = groupOf(facts, JSON.stringify(keyOf.map((of) => of(view))), view);
    for (let c = 0; c < COLUMN_COUNT; c++) group.sums[c]! += part.sums[c]![i]!;
  });
  const groups = new Map<string, Group>();
  for (const { view, sums } of facts.values()) {
    const states = copy.statesOf.get(view.region!) ?? [];
    const own = copy.weightsOf.get(view.campaignId);
    const weights = states.map((st) => own?.get(st.code) ?? st.population);
    const total = weights.reduce((a, b) => a + b, 0);
    let running = 0;
    states.forEach((st, j) => {
      running += weights[j]!;
      view.state = st.code;
      const group = groupOf(groups, JSON.stringify(dims.map((dim) => DIMENSIONS[dim].of(view))), view);
      for (let c = 0; c < COLUMN_COUNT; c++) group.sums[c]! += shareOf(sums[c]!, running, weights[j]!, total);
    });
  }
  return groups;
}

/**
 * The last day with delivery of the campaigns asked (or of the advertisers asked, or of every advertiser of the
 * scope), inside the scope: what `lastDeliveryDayQuery` answers, from the copy.
 */
export async function lastDayFromCopy(db: Database, scope: ClientScope, q: ReportFilter): Promise<string | null> {
  const copy = await copyOf(db)!;
  // Every fact row has its line item day: the same last day.
  const part = copy.lineItemDays;
  const rows = q.campaignIds
    ? q.campaignIds.flatMap((id) => part.byCampaign.get(id) ?? [])
    : (q.advertiserIds ?? [...part.byAdvertiser.keys()]).flatMap((id) => part.byAdvertiser.get(id) ?? []);
  let last: string | null = null;
  for (const i of rows) {
    const advertiser = part.advertiser[i]!;
    if (copy.clientOf.get(advertiser) !== scope.clientId) continue;
    if (scope.advertiserIds !== null && !scope.advertiserIds.includes(advertiser)) continue;
    if (q.campaignIds && !includes(q.advertiserIds, advertiser)) continue;
    const day = part.day[i]!;
    if (last === null || day > last) last = day;
  }
  return last;
}

/**
 * A report query answered from the copy (the caller checked `copyAnswers`): the rows SQL would answer, in its
 * order. `objectiveSql` is one metric's SQL (choices.ts), answered as that metric.
 */
export async function answerFromCopy(
  db: Database,
  scope: ClientScope,
  q: ReportQuery,
  source: DeliverySource,
): Promise<Row[]> {
  const copy = await copyOf(db)!;
  const part = source.table === 'delivery_region_days' ? copy.regionDays : copy.lineItemDays;
  const dims = [...new Set(q.groupBy)];
  const objective = q.objectiveSql ? Object.values(METRICS).find((metric) => metric.sql === q.objectiveSql) : undefined;
  if (q.objectiveSql && !objective) throw new Error('an objective is one metric’s SQL');

  let groups: Map<string, Group>;
  if (dims.includes('state')) groups = splitGroups(copy, part, scope, q, dims);
  else {
    groups = new Map();
    forEachInReach(copy, part, scope, q, (view, i) => {
      const group = groupOf(groups, JSON.stringify(dims.map((dim) => DIMENSIONS[dim].of(view))), view);
      for (let c = 0; c < COLUMN_COUNT; c++) group.sums[c]! += part.sums[c]![i]!;
    });
  }
  if (dims.length === 0 && groups.size === 0)
    groups.set('[]', {
      view: { day: '', region: null, state: null, lineItemId: 0, campaignId: 0, advertiserId: 0, li: null },
      sums: new Array<number>(COLUMN_COUNT).fill(0),
    });

  const answered = [...groups.values()].map(({ view: v, sums }) => {
    const s = Object.fromEntries(
      SUMMED_COLUMNS.map((column, c) => [column, c === SPEND ? sums[c]! / 100 : sums[c]!]),
    ) as unknown as Sums;
    const row: Record<string, unknown> = {};
    for (const dim of dims) row[dim] = DIMENSIONS[dim].of(v);
    if (objective) row.objective = objective.of(s);
    for (const [name, metric] of Object.entries(METRICS)) row[name] = metric.of(s);
    return row;
  });
  if (dims.length > 0)
    answered.sort((a, b) => {
      for (const dim of dims) {
        const order = compareValues(a[dim], b[dim]);
        if (order !== 0) return order;
      }
      return 0;
    });
  return answered.slice(0, q.limit ?? 10000) as Row[];
}
