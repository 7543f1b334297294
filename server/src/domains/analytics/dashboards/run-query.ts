import type { Static } from 'typebox';
import { sql } from 'kysely';
import type { AccessScope } from '../../../kernel/access/scope';
import { scoped } from '../../../kernel/access/scoped';
import { invalidField, notFound } from '../../../kernel/http/errors';
import type { Database } from '../../../kernel/db/database';
import { dateOf, isAnyOf } from '../../../kernel/db/sql';
import { METRICS as SEMANTIC_METRICS } from '../../../semantic/metrics';
import { requireWorkspace } from '../access';
import type { DIMENSIONS, METRICS, QueryBody, QueryResultSchema } from '../schemas';
import { ALL_TAG, tagOf } from '../../../kernel/config/sources';

type Dimension = (typeof DIMENSIONS)[number];
type Metric = (typeof METRICS)[number];

const DIMENSION_SQL: Record<Dimension, string> = {
  day: `to_char(f.day, 'YYYY-MM-DD')`,
  week: `to_char(date_trunc('week', f.day), 'YYYY-MM-DD')`,
  month: `to_char(f.day, 'YYYY-MM')`,
  channel: 'f.channel',
  sourceType: 'x.source_type',
};

/**
 * The semantic layer's own metrics (server/src/semantic/metrics.ts) over the synced facts (f): the same formula,
 * sums first and rates from the sums, as every report. cpa is the layer's cost per conversion.
 */
const overFacts = (key: keyof typeof SEMANTIC_METRICS) => SEMANTIC_METRICS[key].sql.replaceAll('d.', 'f.');
const METRIC_SQL: Record<Metric, string> = {
  spend: overFacts('spend'),
  impressions: overFacts('impressions'),
  clicks: overFacts('clicks'),
  conversions: overFacts('conversions'),
  ctr: overFacts('ctr'),
  cpc: overFacts('cpc'),
  cpa: overFacts('costPerConversion'),
  cpm: overFacts('cpm'),
};

// Dimensions and metrics are names from the schema's lists: only these fixed expressions reach the SQL.
const dimension = (d: Dimension) => sql.raw<string>(DIMENSION_SQL[d]);
const metric = (m: Metric) => sql.raw<number>(METRIC_SQL[m]);

/** Answers a query over a workspace's synced data, from one data source (its tag). */
export async function runQuery(
  db: Database,
  access: AccessScope,
  workspaceId: number,
  tag: string,
  body: Static<typeof QueryBody>,
): Promise<Static<typeof QueryResultSchema>> {
  const workspace = await requireWorkspace(db, access, workspaceId);
  const { dateRange } = body;
  if (dateRange && dateRange.startDate > dateRange.endDate)
    throw invalidField('dateRange', 'startDate must not be after endDate');
  const connections = scoped(db, workspace.scope)
    .selectFrom('analytics_workspaces as w')
    .innerJoin('analytics_connections as x', 'x.workspace_id', 'w.id')
    .where('w.id', '=', workspace.id)
    .where('x.status', '<>', 'purged');
  const types = await connections.select('x.source_type as sourceType').distinct().execute();
  const sourceTypes =
    tag === ALL_TAG
      ? types.map((t) => t.sourceType)
      : types.filter((t) => tagOf(t.sourceType) === tag).map((t) => t.sourceType);
  if (tag !== ALL_TAG && sourceTypes.length === 0) throw notFound();
  const dimensions = [...new Set(body.dimensions ?? ['day'])] as Dimension[];
  const metrics = [...new Set(body.metrics ?? ['spend', 'impressions', 'clicks', 'conversions'])] as Metric[];
  const facts = connections
    .innerJoin('analytics_facts as f', 'f.connection_id', 'x.id')
    .where(isAnyOf('x.source_type', sourceTypes))
    .$if(dateRange?.startDate !== undefined, (q) => q.where('f.day', '>=', dateOf(dateRange!.startDate)))
    .$if(dateRange?.endDate !== undefined, (q) => q.where('f.day', '<=', dateOf(dateRange!.endDate)))
    .$if(body.channels !== undefined, (q) => q.where(isAnyOf('f.channel', body.channels!)));
  const figures = metrics.map((m) => metric(m).as(m));
  const rows = await facts
    .select([...dimensions.map((d) => dimension(d).as(d)), ...figures])
    .$if(dimensions.length > 0, (q) =>
      dimensions.reduce((grouped, d) => grouped.orderBy(dimension(d)), q.groupBy(dimensions.map(dimension))),
    )
    .limit(body.limit ?? 10000)
    .execute();
  const totals = figures.length > 0 ? await facts.select(figures).executeTakeFirst() : {};
  return {
    tag,
    dimensions,
    metrics,
    rows: rows as Record<string, string | number | null>[],
    totals: (totals ?? {}) as Record<string, number>,
  };
}
