import { Type } from 'typebox';
import { operations } from '../../../kernel/http/operation';
import { accessOf } from '../../../domains/analytics/access';
import { Dashboard, DataSource, WorkspaceParams } from '../../../domains/analytics/schemas';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import { dashboards, dataSources } from '../../../domains/analytics/dashboards/queries';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function dashboardRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const operation = operations(api, ['Dashboards']);
  operation.read(
    '/workspaces/:workspaceId/dashboards',
    {
      operationId: 'listDashboards',
      requires: CLIENT_DATA,
      description: 'Each dashboard reads one data source (its tag) through POST .../query.',
      params: WorkspaceParams,
      returns: Type.Array(Dashboard),
    },
    (request) => dashboards(db, accessOf(request), request.params.workspaceId),
  );

  operation.read(
    '/workspaces/:workspaceId/data-sources',
    {
      operationId: 'listDataSources',
      requires: CLIENT_DATA,
      params: WorkspaceParams,
      returns: Type.Array(DataSource),
    },
    (request) => dataSources(db, accessOf(request), request.params.workspaceId),
  );
}
