import { sql } from 'kysely';
import type { ClientScope } from '../kernel/access/scope';
import { scoped } from '../kernel/access/scoped';
import { dateOf, dayText, isAnyOf } from '../kernel/db/sql';
import { HttpError } from '../kernel/http/errors';
import type { Database } from '../kernel/db/database';
import type { readTogether } from '../kernel/db/read-together';
import { splitByState, splitKeys, SPLIT_SUMS } from './by-state';
import { deliverySourceOf, type DeliverySource } from './delivery-sources';
import { DIMENSIONS, type Dimension } from './dimensions';
import { METRICS } from './metrics';
import type { ReportFilter, ReportQuery, Row } from './report-query';

export type { ReportFilter, ReportQuery, Row };

export function assertDateRange(range: ReportFilter['dateRange'], field = 'queryParams.dateRange') {
  if (range && range.startDate > range.endDate) {
    throw new HttpError(400, 'Invalid body', [{ field, message: 'startDate must not be after endDate' }]);
  }
}

/**
 * The delivery rows a report reads, inside the caller's scope: scoped() reads delivery through the scope's
 * advertisers, so the table is read through its advertiser or campaign index, never across other clients. The
 * source is the facts or a rollup that answers the query exactly (delivery-sources.ts); line items are joined
 * when the source keeps them.
 */
function delivery(db: Database, scope: ClientScope, q: ReportFilter, source: DeliverySource) {
  const { campaignIds, advertiserIds, dateRange, platforms, platformAdTypes, platformLineItemIds } = q;
  const { platformPixelNames, xandrPixelIds, adomniCampaignIds } = q;
  // Every source has daily_delivery's columns under the same names (a rollup's are sums of them).
  const from = scoped(db, scope).selectFrom(`${source.table} as d` as 'daily_delivery as d');
  const joined = from.innerJoin('line_items as li', 'li.id', 'd.line_item_id');
  // Without line items, the query names none of their columns: deliverySourceOf chose it for that.
  const rows = source.lineItems ? joined : (from as unknown as typeof joined);
  return rows
    .$if(advertiserIds !== undefined, (w) => w.where(isAnyOf('d.advertiser_id', advertiserIds!)))
    .$if(campaignIds !== undefined, (w) => w.where(isAnyOf('d.campaign_id', campaignIds!)))
    .$if(dateRange !== undefined, (w) =>
      w.where('d.day', '>=', dateOf(dateRange!.startDate)).where('d.day', '<=', dateOf(dateRange!.endDate)),
    )
    .$if(platforms !== undefined, (w) => w.where(isAnyOf('li.platform', platforms!)))
    .$if(platformAdTypes !== undefined, (w) => w.where(isAnyOf('li.ad_format', platformAdTypes!)))
    .$if(platformLineItemIds !== undefined, (w) => w.where(isAnyOf('li.id', platformLineItemIds!)))
    .$if(platformPixelNames !== undefined, (w) => w.where(isAnyOf('li.pixel_name', platformPixelNames!)))
    .$if(xandrPixelIds !== undefined, (w) =>
      w.where(
        sql<boolean>`(li.platform = 'XANDR' AND li.pixel_name IS NOT NULL AND ${isAnyOf('d.advertiser_id', xandrPixelIds!)})`,
      ),
    )
    .$if(adomniCampaignIds !== undefined, (w) =>
      w.where(sql<boolean>`(li.platform = 'ADOMNI' AND ${isAnyOf('li.id', adomniCampaignIds!)})`),
    )
    .$if(q.withPixel === true, (w) => w.where('li.pixel_name', 'is not', null));
}

/** Runs a report over daily delivery inside the caller's scope, from the smallest rollup that answers it. */
export async function runReportQuery(db: Database, scope: ClientScope, q: ReportQuery): Promise<Row[]> {
  return runDeliveryQuery(db, scope, q, deliverySourceOf(q, q.groupBy));
}

/** A report's rows, as one of several reads asked together: queued on `together` (readTogether), asked in one statement with the others. */
export function reportRows(
  db: Database,
  scope: ClientScope,
  q: ReportQuery,
  together: ReturnType<typeof readTogether>,
): Promise<Row[]> {
  return together.add(deliveryQuery(db, scope, q, deliverySourceOf(q, q.groupBy)));
}

/** The same report read from a given source: the facts or a rollup (the rollups' test compares the two). */
export async function runDeliveryQuery(
  db: Database,
  scope: ClientScope,
  q: ReportQuery,
  source: DeliverySource,
): Promise<Row[]> {
  return (await deliveryQuery(db, scope, q, source).execute()) as Row[];
}

/**
 * A report's query built, not run (for readTogether: a report's result sets in one statement). Its columns are
 * text, integers and float8 only, which JSON carries unchanged.
 */
export function reportQuery(db: Database, scope: ClientScope, q: ReportQuery) {
  return deliveryQuery(db, scope, q, deliverySourceOf(q, q.groupBy));
}

function deliveryQuery(db: Database, scope: ClientScope, q: ReportQuery, source: DeliverySource) {
  assertDateRange(q.dateRange);
  const dims = [...new Set(q.groupBy)];
  const positions = sql.raw(dims.map((_, i) => i + 1).join(', '));
  return (dims.includes('state') ? byState(db, scope, q, dims, source) : delivery(db, scope, q, source))
    .select(dims.map((dim) => sql.raw(DIMENSIONS[dim].sql).as(dim)))
    .$if(q.objectiveSql !== undefined, (w) => w.select(sql.raw(q.objectiveSql!).as('objective')))
    .select(Object.entries(METRICS).map(([name, metric]) => sql.raw<number>(metric.sql).as(name)))
    .$if(dims.length > 0, (w) => w.groupBy(positions).orderBy(positions))
    .limit(q.limit ?? 10000)
    .$castTo<Row>();
}

/**
 * The report's delivery split by state (by-state.ts), read as the facts are (d, and li when a grouping reads line
 * items): the split's sums come from the smallest source that keeps the campaign, region and the other groupings
 * (deliverySourceOf chose it).
 */
function byState(db: Database, scope: ClientScope, q: ReportQuery, dims: Dimension[], source: DeliverySource) {
  const keys = splitKeys(dims.filter((dim) => dim !== 'state'));
  const sums = delivery(db, scope, q, source)
    .select(keys.map((key) => sql.ref(`d.${key}`).as(key)))
    .select(SPLIT_SUMS)
    .groupBy(keys.map((key) => `d.${key}` as 'd.day'));
  const s = scoped(db, scope);
  const rows = s.with('split', () => splitByState(s, sums, keys)).selectFrom('split as d' as never);
  // The split keeps the line item when a grouping reads one (splitKeys): its columns are joined as for the facts.
  const joined = rows.innerJoin('line_items as li', 'li.id', 'd.line_item_id' as never);
  return (keys.includes('line_item_id') ? joined : rows) as unknown as ReturnType<typeof delivery>;
}

/**
 * The last day with delivery of the report's campaigns (or advertisers): its "data as of". Channel filters and the
 * date range do not change it. One index probe per campaign or advertiser, so it stays cheap at any scale; queued on
 * `together` to be asked with a report's other reads.
 */
const LAST_DAY = sql<Date>`max(d.day)`.as('day');
const DATA_AS_OF = dayText<string | null>(sql`max(m.day)`).as('day');

export async function lastDeliveryDay(
  db: Database,
  scope: ClientScope,
  q: ReportFilter,
  together?: ReturnType<typeof readTogether>,
): Promise<string | null> {
  const query = lastDeliveryDayQuery(db, scope, q);
  const [row] = together ? await together.add(query) : await query.execute();
  return row?.day ?? null;
}

/** The same built, not run: one row with `day` (text). */
function lastDeliveryDayQuery(db: Database, scope: ClientScope, q: ReportFilter) {
  const { campaignIds, advertiserIds } = q;
  return campaignIds
    ? scoped(db, scope)
        .selectFrom('campaigns as c')
        .innerJoinLateral(
          (eb) => eb.selectFrom('daily_delivery as d').select(LAST_DAY).whereRef('d.campaign_id', '=', 'c.id').as('m'),
          (join) => join.onTrue(),
        )
        .select(DATA_AS_OF)
        .where(isAnyOf('c.id', campaignIds))
        .$if(advertiserIds !== undefined, (w) => w.where(isAnyOf('c.advertiser_id', advertiserIds!)))
    : scoped(db, scope)
        .selectFrom('advertisers as a')
        .innerJoinLateral(
          (eb) =>
            eb.selectFrom('daily_delivery as d').select(LAST_DAY).whereRef('d.advertiser_id', '=', 'a.id').as('m'),
          (join) => join.onTrue(),
        )
        .select(DATA_AS_OF)
        .$if(advertiserIds !== undefined, (w) => w.where(isAnyOf('a.id', advertiserIds!)));
}
