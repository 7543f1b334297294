import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../access/path-guard';
import { ClientParams, Data, errors, Id, Nullable } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { Specification, Defaults, ReportQueryBody, QueryResult } from './schemas';
import type { Dimension as DimensionName } from './dimensions';
import { runReportQuery } from './query';
import { specificationById, specifications } from './specifications';

export async function campaignReportRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Campaign reports'];
  api.get(
    '/clients/:clientId/campaign-reports/specifications',
    {
      schema: {
        tags,
        operationId: 'listReportSpecifications',
        params: ClientParams,
        response: { 200: Data(Type.Array(Specification)), ...errors },
      },
    },
    async (request) => ({ data: await specifications(db, scopeOf(request)) }),
  );

  api.get(
    '/clients/:clientId/campaign-reports/specifications/:specificationId/defaults',
    {
      schema: {
        tags,
        operationId: 'getReportDefaults',
        params: Type.Object({ clientId: Id, specificationId: Id }),
        response: { 200: Data(Defaults), ...errors },
      },
    },
    async (request) => ({
      data: (await specificationById(db, scopeOf(request), request.params.specificationId)).defaults,
    }),
  );

  api.post(
    '/clients/:clientId/campaign-reports/query',
    {
      schema: {
        tags,
        operationId: 'runCampaignReportQuery',
        params: ClientParams,
        body: ReportQueryBody,
        response: {
          200: Data(
            Type.Object({
              report: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
              queryResults: Type.Array(QueryResult),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { specificationId, campaignIds, advertiserIds, queryParams = {} } = request.body;
      const groupBy = (request.body.groupBy ?? ['day', 'platform']) as DimensionName[];
      const spec = specificationId ? await specificationById(db, scope, specificationId) : null;
      // A specification narrows the channels unless the query names its own.
      const base = {
        ...queryParams,
        campaignIds,
        advertiserIds,
        platforms: queryParams.platforms ?? (spec?.platforms.length ? spec.platforms : undefined),
        platformAdTypes: queryParams.platformAdTypes ?? (spec?.adFormats.length ? spec.adFormats : undefined),
      };
      const [totals, breakdown, platform, platformAdType] = await Promise.all([
        runReportQuery(db, scope, { ...base, groupBy: [] }),
        runReportQuery(db, scope, { ...base, groupBy }),
        runReportQuery(db, scope, { ...base, groupBy: ['platform'] }),
        runReportQuery(db, scope, { ...base, groupBy: ['adFormat'] }),
      ]);
      return {
        data: {
          report: spec ? { id: spec.id, name: spec.name } : null,
          queryResults: [
            { name: 'totals', data: totals },
            { name: 'breakdown', data: breakdown },
            { name: 'platform', data: platform },
            { name: 'platformAdType', data: platformAdType },
          ],
        },
      };
    },
  );
}
