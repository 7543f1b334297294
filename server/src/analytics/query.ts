import { Type, type Static } from '@fastify/type-provider-typebox';
import type { AccessScope } from '../access/scope';
import { HttpError, notFound } from '../api/errors';
import { Data, errors } from '../api/schemas';
import type { Database } from '../db/database';
import { METRICS as SEMANTIC_METRICS } from '../semantic/metrics';
import { accessOf, requireWorkspace } from './access';
import { ALL_TAG, tagOf } from './dashboards';
import { QueryBody, QueryResultSchema, Tag, WorkspaceParams, type DIMENSIONS, type METRICS } from './schemas';
import type { AnalyticsApi, AnalyticsDeps } from './types';

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

/** Answers a query over a workspace's synced data, from one data source (its tag). */
export async function runQuery(
  db: Database,
  scope: AccessScope,
  workspaceId: number,
  tag: string,
  body: Static<typeof QueryBody>,
): Promise<Static<typeof QueryResultSchema>> {
  await requireWorkspace(db, scope, workspaceId);
  const { dateRange } = body;
  if (dateRange && dateRange.startDate > dateRange.endDate)
    throw new HttpError(400, 'Invalid body', [{ field: 'dateRange', message: 'startDate must not be after endDate' }]);
  const types = await db.query<{ sourceType: string }>(
    `SELECT DISTINCT source_type AS "sourceType" FROM analytics_connections WHERE workspace_id = $1 AND status <> 'purged'`,
    [workspaceId],
  );
  const sourceTypes =
    tag === ALL_TAG
      ? types.map((t) => t.sourceType)
      : types.filter((t) => tagOf(t.sourceType) === tag).map((t) => t.sourceType);
  if (tag !== ALL_TAG && sourceTypes.length === 0) throw notFound();
  const dimensions = [...new Set(body.dimensions ?? ['day'])] as Dimension[];
  const metrics = [...new Set(body.metrics ?? ['spend', 'impressions', 'clicks', 'conversions'])] as Metric[];
  const select = [
    ...dimensions.map((d) => `${DIMENSION_SQL[d]} AS "${d}"`),
    ...metrics.map((m) => `${METRIC_SQL[m]} AS "${m}"`),
  ];
  const where = `x.workspace_id = $1 AND x.status <> 'purged' AND x.source_type = ANY($2::text[])
    AND ($3::date IS NULL OR f.day >= $3::date) AND ($4::date IS NULL OR f.day <= $4::date)
    AND ($5::text[] IS NULL OR f.channel = ANY($5::text[]))`;
  const params = [
    workspaceId,
    sourceTypes,
    dateRange?.startDate ?? null,
    dateRange?.endDate ?? null,
    body.channels ?? null,
  ];
  const grouping = dimensions.length
    ? `GROUP BY ${dimensions.map((_, i) => i + 1).join(', ')} ORDER BY ${dimensions.map((_, i) => i + 1).join(', ')}`
    : '';
  const rows = await db.query<Record<string, string | number | null>>(
    `SELECT ${select.join(', ')} FROM analytics_facts f JOIN analytics_connections x ON x.id = f.connection_id
    WHERE ${where} ${grouping} LIMIT $6`,
    [...params, body.limit ?? 10000],
  );
  const [totals] = await db.query<Record<string, number>>(
    `SELECT ${metrics.map((m) => `${METRIC_SQL[m]} AS "${m}"`).join(', ')}
    FROM analytics_facts f JOIN analytics_connections x ON x.id = f.connection_id WHERE ${where}`,
    params,
  );
  return { tag, dimensions, metrics, rows, totals: totals ?? {} };
}

export async function queryRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  api.post(
    '/workspaces/:workspaceId/query',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['Dashboards'],
        operationId: 'runAnalyticsQuery',
        description:
          'Spend, impressions, clicks and conversions (and ratios) by day, week, month, channel or source, from the data source `tag` names.',
        params: WorkspaceParams,
        querystring: Type.Object({ tag: Tag }),
        body: QueryBody,
        response: { 200: Data(QueryResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await runQuery(db, accessOf(request), request.params.workspaceId, request.query.tag, request.body),
    }),
  );
}
