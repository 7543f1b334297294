import type { ClientScope } from '../kernel/access/scope';
import type { Database } from '../kernel/db/database';
import type { DeliverySource } from './delivery-sources';
import { shareOf, splitKeys } from './by-state';
import { DIMENSIONS, type DeliveryRowView, type Dimension } from './dimensions';
import { METRICS, SUMMED_COLUMNS, type Sums } from './metrics';
import type { ReportFilter, ReportQuery, Row } from './report-query';
import { copyOf } from './delivery-copy-keeper';
import { COLUMN_COUNT, SPEND, type Copy, type Part } from './delivery-copy-load';

/**
 * Reports answered from the in-process copy of the rollups (kept by delivery-copy-keeper.ts): the same filters and
 * scope, the same groups, the metrics' and dimensions' own definitions, and the same order as SQL.
 */
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
export async function lastDayFromCopy(
  db: Database,
  scope: ClientScope,
  q: ReportFilter,
): Promise<{ day: string | null } | null> {
  const copy = await copyOf(db);
  if (!copy) return null;
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
  return { day: last };
}

/**
 * A report query answered from the copy (the caller checked `copyAnswers`): the rows SQL would answer, in its
 * order; null when the copy was given up (too many facts: the caller asks SQL). `objectiveSql` is one metric's SQL (choices.ts), answered as that metric.
 */
export async function answerFromCopy(
  db: Database,
  scope: ClientScope,
  q: ReportQuery,
  source: DeliverySource,
): Promise<Row[] | null> {
  const copy = await copyOf(db);
  if (!copy) return null;
  const part =
    source.table === 'delivery_region_days'
      ? copy.regionDays
      : source.table === 'daily_delivery'
        ? copy.facts
        : copy.lineItemDays;
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
