import { dimensionText, figureOf, formatFigure, formatRangeInWords, NO_FIGURE } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { advertiserSummaries } from '../../advertisers/queries';
import { AD_FORMAT_LABELS, DATE_RANGES, PLATFORM_LABELS } from '../../../semantic/enumerations';
import { campaignById, campaignNames } from '../../campaigns/queries';
import { DIMENSIONS } from '../../../semantic/dimensions';
import { METRIC_KEYS, METRICS, type MetricKey } from '../../../semantic/metrics';
import { runReportQuery, type Row } from '../../../semantic/query';
import { previousPeriod, resolveNamedRange, type DayRange, type NamedRange } from '../../../semantic/time';
import { DAY, IDS, int, ints, isoDay, outsideAccess, round, type Args, type Tool, type ToolContext } from './tool-kit';

/** What a question may be grouped by: the semantic layer's dimensions people ask about. */
export const QUERY_GROUPS = [
  'advertiser',
  'campaign',
  'adFormat',
  'platform',
  'region',
  'day',
  'week',
  'month',
] as const;
export type QueryGroup = (typeof QUERY_GROUPS)[number];

/** The arguments of `query_metrics`, as the parser builds them and a model or MCP client sends them. */
export interface MetricQuery {
  metrics: MetricKey[];
  /** A named range (resolved from today, in complete days), or explicit dates; neither: the whole flight. */
  range?: NamedRange;
  startDate?: string;
  endDate?: string;
  advertiserIds?: number[];
  campaignIds?: number[];
  platforms?: string[];
  channels?: string[];
  groupBy?: QueryGroup;
  order?: 'most' | 'least';
  limit?: number;
  /** 'previous period' (the same length just before), or a second range in compareStartDate/compareEndDate. */
  compareTo?: 'previous period' | 'range';
  compareStartDate?: string;
  compareEndDate?: string;
}

export interface QueryRow {
  key: string;
  label: string;
  values: Figures;
}

/** An answer's figures by metric; null for a rate without a value (no conversions: no cost per conversion). */
export type Figures = Partial<Record<MetricKey, number | null>>;

export interface QueryOutcome {
  range: DayRange | null;
  compareRange: DayRange | null;
  totals: Figures;
  previous: Figures | null;
  rows: QueryRow[];
  /** Groups with delivery before the limit cut them. */
  groups: number;
}

const strings = (value: unknown, allowed: readonly string[]) =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => allowed.includes(String(v))))] : undefined;

/** A figure as stored in an answer's figures: currency to the cent, rates to 6 decimals, counts whole. */
const stored = (key: MetricKey, value: number | null) =>
  value === null
    ? null
    : METRICS[key].unit === 'currency'
      ? round(value, 2)
      : METRICS[key].unit === 'ratio'
        ? round(value, 6)
        : round(value, 0);
export const valuesOf = (row: Row | undefined, metrics: readonly MetricKey[]) =>
  Object.fromEntries(metrics.map((m) => [m, stored(m, figureOf(row?.[m]))])) as Figures;

/** Reads (and checks) a query from a tool call's arguments: unknown values are dropped, bad dates refused. */
export function metricQueryOf(args: Args): MetricQuery {
  const metrics = strings(args.metrics, METRIC_KEYS) as MetricKey[] | undefined;
  const range = typeof args.range === 'string' && (DATE_RANGES as readonly string[]).includes(args.range);
  const groupBy = QUERY_GROUPS.find((g) => g === args.groupBy);
  return {
    metrics: metrics?.length ? metrics : ['spend'],
    ...(range ? { range: args.range as NamedRange } : {}),
    ...(isoDay(args.startDate) && isoDay(args.endDate)
      ? { startDate: isoDay(args.startDate), endDate: isoDay(args.endDate) }
      : {}),
    ...(ints(args.advertiserIds) ? { advertiserIds: ints(args.advertiserIds) } : {}),
    ...(ints(args.campaignIds) ? { campaignIds: ints(args.campaignIds) } : {}),
    ...(strings(args.platforms, Object.keys(PLATFORM_LABELS))?.length
      ? { platforms: strings(args.platforms, Object.keys(PLATFORM_LABELS)) }
      : {}),
    ...(strings(args.channels, Object.keys(AD_FORMAT_LABELS))?.length
      ? { channels: strings(args.channels, Object.keys(AD_FORMAT_LABELS)) }
      : {}),
    ...(groupBy ? { groupBy } : {}),
    ...(args.order === 'most' || args.order === 'least' ? { order: args.order } : {}),
    ...(int(args.limit) ? { limit: Math.min(int(args.limit)!, 50) } : {}),
    ...(args.compareTo === 'previous period' || args.compareTo === 'range' ? { compareTo: args.compareTo } : {}),
    ...(isoDay(args.compareStartDate) && isoDay(args.compareEndDate)
      ? { compareStartDate: isoDay(args.compareStartDate), compareEndDate: isoDay(args.compareEndDate) }
      : {}),
  };
}

export function rangeOfQuery(q: MetricQuery, today: string): DayRange | null {
  if (q.startDate && q.endDate) {
    if (q.startDate > q.endDate) throw new Error('The start date is after the end date');
    return { startDate: q.startDate, endDate: q.endDate };
  }
  return resolveNamedRange(q.range ?? 'Campaign Lifetime', today) ?? null;
}

/** Names for advertiser and campaign groups, from the same scoped lists the hub answers with. */
async function labelsOf(ctx: ToolContext, group: QueryGroup | undefined): Promise<Map<string, string>> {
  if (group === 'advertiser') {
    const list = await advertiserSummaries(ctx.db, ctx.scope, { limit: 1000, offset: 0 });
    return new Map(list.map((a) => [String(a.id), a.name]));
  }
  if (group === 'campaign') {
    const list = await campaignNames(ctx.db, ctx.scope);
    return new Map(list.map((c) => [String(c.id), c.name]));
  }
  return new Map();
}

/** Runs a question through the semantic layer (`runReportQuery`), inside the conversation's scope. */
export async function runMetricQuery(ctx: ToolContext, q: MetricQuery): Promise<QueryOutcome> {
  if (outsideAccess(ctx, q.advertiserIds)) throw new Error('That advertiser is outside your access');
  // A campaign outside the scope is not found (as the API answers), never answered with nothing.
  for (const id of q.campaignIds ?? []) await campaignById(ctx.db, ctx.scope, id);
  const range = rangeOfQuery(q, ctx.today);
  const compareRange =
    q.compareTo === 'previous period' && range
      ? previousPeriod(range)
      : q.compareTo === 'range' && q.compareStartDate && q.compareEndDate
        ? { startDate: q.compareStartDate, endDate: q.compareEndDate }
        : null;
  const filter = {
    advertiserIds: q.advertiserIds,
    campaignIds: q.campaignIds,
    platforms: q.platforms,
    platformAdTypes: q.channels,
  };
  const [totalsRow] = await runReportQuery(ctx.db, ctx.scope, {
    ...filter,
    dateRange: range ?? undefined,
    groupBy: [],
  });
  const previousRow = compareRange
    ? (await runReportQuery(ctx.db, ctx.scope, { ...filter, dateRange: compareRange, groupBy: [] }))[0]
    : undefined;
  let rows: QueryRow[] = [];
  let groups = 0;
  if (q.groupBy) {
    const group = q.groupBy;
    const [grouped, labels] = await Promise.all([
      runReportQuery(ctx.db, ctx.scope, { ...filter, dateRange: range ?? undefined, groupBy: [group] }),
      labelsOf(ctx, group),
    ]);
    rows = grouped
      .filter((r) => Number(r.impressions ?? 0) > 0 || Number(r.spend ?? 0) > 0)
      .map((r) => ({
        key: String(r[group]),
        label: labels.get(String(r[group])) ?? dimensionText(group, r[group]),
        values: valuesOf(r, q.metrics),
      }));
    groups = rows.length;
    const first = q.metrics[0]!;
    const timeline = group === 'day' || group === 'week' || group === 'month';
    if (q.order || !timeline) {
      const sign = q.order === 'least' ? 1 : -1;
      // A group whose rate has no value (no conversions) ranks after every group that has one, either way.
      const rank = (r: QueryRow) => r.values[first] ?? null;
      rows.sort(
        (a, b) =>
          Number(rank(a) === null) - Number(rank(b) === null) ||
          sign * ((rank(a) ?? 0) - (rank(b) ?? 0)) ||
          a.label.localeCompare(b.label),
      );
    }
    if (q.limit) rows = rows.slice(0, q.limit);
  }
  return {
    range,
    compareRange,
    totals: valuesOf(totalsRow, q.metrics),
    previous: compareRange ? valuesOf(previousRow, q.metrics) : null,
    rows,
    groups,
  };
}

const figureText = (key: MetricKey, value: number | null | undefined) =>
  formatFigure(value === undefined ? 0 : value, METRICS[key].unit);

/** The answer's table: one row per group, each figure formatted as the screens format it. */
export function tableOf(q: MetricQuery, outcome: QueryOutcome) {
  const group = q.groupBy ? DIMENSIONS[q.groupBy].label : 'Range';
  if (!q.groupBy && !outcome.previous) return undefined;
  const columns = [group, ...q.metrics.map((m) => METRICS[m].label)];
  const rows = q.groupBy
    ? outcome.rows.map((r) => [r.label, ...q.metrics.map((m) => figureText(m, r.values[m]))])
    : [
        [words(outcome.range), ...q.metrics.map((m) => figureText(m, outcome.totals[m]))],
        [words(outcome.compareRange), ...q.metrics.map((m) => figureText(m, outcome.previous?.[m]))],
      ];
  return { columns, rows };
}

export const words = (range: DayRange | null) =>
  range ? formatRangeInWords(range.startDate, range.endDate) : 'the whole flight';

/** Where the screens show these figures: campaign reporting for campaigns, the reporting suite otherwise. */
export function linksOf(ctx: ToolContext, q: MetricQuery, outcome: QueryOutcome) {
  const client = ctx.scope.clientId;
  const campaigns = q.groupBy === 'campaign' ? outcome.rows.map((r) => Number(r.key)) : (q.campaignIds ?? []);
  const advertisers = q.groupBy === 'advertiser' ? outcome.rows.map((r) => Number(r.key)) : (q.advertiserIds ?? []);
  const label = (key: string) => outcome.rows.find((r) => r.key === key)?.label;
  if (campaigns.length)
    return campaigns.slice(0, 5).map((id) => ({
      label: `Campaign report${label(String(id)) ? `: ${label(String(id))}` : ''}`,
      href: paths.campaignReporting(client, id),
    }));
  if (advertisers.length)
    return advertisers.slice(0, 5).map((id) => ({
      label: `Dashboards${label(String(id)) ? `: ${label(String(id))}` : ''}`,
      href: paths.reportingSuite(client, id),
    }));
  return [{ label: 'Campaign reporting', href: paths.campaignReportingList(client) }];
}

const groupNames = QUERY_GROUPS.join(', ');

export const QUERY_TOOLS: Record<string, Tool> = {
  query_metrics: {
    description: `Delivery metrics (${METRIC_KEYS.join(', ')}) over a date range, through the semantic layer: the same figures as the reports. Optional filters (advertiserIds, campaignIds, platforms, channels), a grouping (${groupNames}) ranked most or least by the first metric with a limit, and a comparison with the previous period or a second range. Ranges end on the last complete day (yesterday); MTD and YTD on their first day are that day, Previous Month is the calendar month before today's; no range is the whole flight.`,
    parameters: {
      type: 'object',
      properties: {
        metrics: { type: 'array', items: { type: 'string', enum: [...METRIC_KEYS] }, description: 'default spend' },
        range: { type: 'string', enum: DATE_RANGES.filter((r) => r !== 'Custom') },
        startDate: { ...DAY, description: 'yyyy-MM-dd, with endDate (instead of range)' },
        endDate: DAY,
        advertiserIds: IDS,
        campaignIds: IDS,
        platforms: { type: 'array', items: { type: 'string', enum: Object.keys(PLATFORM_LABELS) } },
        channels: { type: 'array', items: { type: 'string', enum: Object.keys(AD_FORMAT_LABELS) } },
        groupBy: { type: 'string', enum: [...QUERY_GROUPS] },
        order: { type: 'string', enum: ['most', 'least'] },
        limit: { type: 'integer', minimum: 1, maximum: 50 },
        compareTo: { type: 'string', enum: ['previous period', 'range'] },
        compareStartDate: { ...DAY, description: 'yyyy-MM-dd, with compareTo "range"' },
        compareEndDate: DAY,
      },
    },
    async run(ctx, args) {
      const q = metricQueryOf(args);
      const outcome = await runMetricQuery(ctx, q);
      // A rate without a value (no conversions) is recorded as the screens show it: '—'.
      const figures: Record<string, number | string> = Object.fromEntries(
        Object.entries(outcome.totals).map(([k, v]) => [k, v ?? NO_FIGURE]),
      );
      if (outcome.range) Object.assign(figures, outcome.range);
      if (outcome.previous)
        for (const [k, v] of Object.entries(outcome.previous))
          figures[`previous${k[0]!.toUpperCase()}${k.slice(1)}`] = v ?? NO_FIGURE;
      if (q.groupBy) figures.groups = outcome.groups;
      const table = tableOf(q, outcome);
      return {
        figures,
        data: outcome,
        view: { ...(table ? { table } : {}), links: linksOf(ctx, q, outcome) },
      };
    },
  },
};
