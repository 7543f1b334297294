import { Type } from '@fastify/type-provider-typebox';
import { Data, errors } from '../../../kernel/http/schemas';
import { accessOf } from '../../../domains/analytics/access';
import { Dashboard, DataSource, WorkspaceParams } from '../../../domains/analytics/schemas';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import { dashboards, dataSources } from '../../../domains/analytics/dashboards/queries';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function dashboardRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Dashboards'];
  api.get(
    '/workspaces/:workspaceId/dashboards',
    {
      config: { requires: CLIENT_DATA },
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
      config: { requires: CLIENT_DATA },
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
