import { Type, type Static } from '@fastify/type-provider-typebox';
import type { AccessScope } from '../access/scope';
import { Data, day, errors } from '../api/schemas';
import type { Database } from '../db/database';
import { accessOf, requireWorkspace } from './access';
import { Dashboard, DataSource, DIMENSIONS, METRICS, WorkspaceParams } from './schemas';
import { sourceOf } from './sources';
import type { AnalyticsApi, AnalyticsDeps } from './types';

export const ALL_TAG = 'all';
export const tagOf = (sourceType: string) => sourceType.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/**
 * A workspace's data sources: `all` (every connected source together) and one per source type it has connected.
 * A query names one by its tag.
 */
export async function dataSources(db: Database, scope: AccessScope, workspaceId: number) {
  await requireWorkspace(db, scope, workspaceId);
  const rows = await db.query<{
    sourceType: string;
    connectionId: string;
    firstDay: string | null;
    lastDay: string | null;
    rowCount: number;
  }>(
    `SELECT x.source_type AS "sourceType", x.connection_id AS "connectionId", ${day('min(f.day)')} AS "firstDay",
      ${day('max(f.day)')} AS "lastDay", count(f.day)::int AS "rowCount"
    FROM analytics_connections x LEFT JOIN analytics_facts f ON f.connection_id = x.id
    WHERE x.workspace_id = $1 AND x.status <> 'purged' GROUP BY x.id ORDER BY x.source_type, x.id`,
    [workspaceId],
  );
  const describe = (tag: string, name: string, group: typeof rows): Static<typeof DataSource> => {
    const days = group
      .flatMap((r) => [r.firstDay, r.lastDay])
      .filter((d): d is string => d !== null)
      .sort();
    return {
      tag,
      name,
      sourceTypes: [...new Set(group.map((r) => r.sourceType))],
      connectionIds: group.map((r) => r.connectionId),
      dimensions: [...DIMENSIONS],
      metrics: [...METRICS],
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      rowCount: group.reduce((n, r) => n + r.rowCount, 0),
    };
  };
  const types = [...new Set(rows.map((r) => r.sourceType))];
  return [
    describe(ALL_TAG, 'All connected sources', rows),
    ...types.map((type) =>
      describe(
        tagOf(type),
        sourceOf(type).label,
        rows.filter((r) => r.sourceType === type),
      ),
    ),
  ];
}

export async function dashboards(db: Database, scope: AccessScope, workspaceId: number) {
  await requireWorkspace(db, scope, workspaceId);
  return db.query<Static<typeof Dashboard>>(
    `SELECT d.id, d.workspace_id AS "workspaceId", d.name, d.data_source AS "dataSource", d.definition
    FROM analytics_dashboards d WHERE d.workspace_id = $1 ORDER BY d.id`,
    [workspaceId],
  );
}

export async function dashboardRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Dashboards'];
  api.get(
    '/workspaces/:workspaceId/dashboards',
    {
      schema: {
        tags,
        operationId: 'listDashboards',
        description: 'Each dashboard reads one data source (its tag) through POST .../query.',
        params: WorkspaceParams,
        response: { 200: Data(Type.Array(Dashboard)), ...errors },
      },
    },
    async (request) => ({ data: await dashboards(db, accessOf(request), request.params.workspaceId) }),
  );

  api.get(
    '/workspaces/:workspaceId/data-sources',
    {
      schema: {
        tags,
        operationId: 'listDataSources',
        params: WorkspaceParams,
        response: { 200: Data(Type.Array(DataSource)), ...errors },
      },
    },
    async (request) => ({ data: await dataSources(db, accessOf(request), request.params.workspaceId) }),
  );
}
