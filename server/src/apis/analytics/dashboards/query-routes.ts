import { Type } from 'typebox';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { accessOf } from '../../../domains/analytics/access';
import { QueryBody, QueryResultSchema, Tag, WorkspaceParams } from '../../../domains/analytics/schemas';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import { runQuery } from '../../../domains/analytics/dashboards/run-query';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function queryRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const operation = operations(api, ['Dashboards']);
  operation.post(
    '/workspaces/:workspaceId/query',
    {
      operationId: 'runAnalyticsQuery',
      requires: CLIENT_DATA,
      description:
        'Spend, impressions, clicks and conversions (and ratios) by day, week, month, channel or source, from the data source `tag` names.',
      params: WorkspaceParams,
      querystring: Type.Object({ tag: Tag }),
      body: QueryBody,
      returns: Data(QueryResultSchema),
    },
    async (request) => ({
      data: await runQuery(db, accessOf(request), request.params.workspaceId, request.query.tag, request.body),
    }),
  );
}
