import { Type } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, Data, IsoDate } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import {
  AudienceParams,
  Audience,
  CountPoint,
  AudienceReport,
  QueryName,
  QueryResult,
  TaxonomyNode,
} from '../../../domains/audiences/schemas';
import { audienceTaxonomy } from '../../../domains/audiences/taxonomy';
import {
  audienceReports,
  audiencesWithCounts,
  countsHistory,
  runAudienceQuery,
} from '../../../domains/audiences/queries';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function audienceRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Audiences']);
  operation.read(
    '/clients/:clientId/advertisers/:advertiserId/audiences',
    {
      operationId: 'listAudiencesWithCounts',
      requires: CLIENT_DATA,
      params: AdvertiserParams,
      returns: Type.Array(Audience),
    },
    (request) => audiencesWithCounts(db, scopeOf(request), request.params.advertiserId),
  );

  operation.read(
    '/clients/:clientId/advertisers/:advertiserId/audiences/taxonomy',
    {
      operationId: 'getAudienceTaxonomy',
      requires: CLIENT_DATA,
      params: AdvertiserParams,
      returns: Type.Array(TaxonomyNode),
    },
    (request) => audienceTaxonomy(db, scopeOf(request), request.params.advertiserId),
  );

  operation.read(
    '/clients/:clientId/audiences/:audienceId/counts-history',
    {
      operationId: 'getAudienceCountsHistory',
      requires: CLIENT_DATA,
      params: AudienceParams,
      querystring: Type.Object({ startDate: Type.Optional(IsoDate), endDate: Type.Optional(IsoDate) }),
      returns: Type.Array(CountPoint),
    },
    (request) =>
      countsHistory(db, scopeOf(request), request.params.audienceId, request.query.startDate, request.query.endDate),
  );

  operation.read(
    '/clients/:clientId/audiences/:audienceId/reports',
    {
      operationId: 'listAudienceReports',
      requires: CLIENT_DATA,
      params: AudienceParams,
      returns: Type.Array(AudienceReport),
    },
    (request) => audienceReports(db, scopeOf(request), request.params.audienceId),
  );

  operation.post(
    '/clients/:clientId/audiences/:audienceId/query',
    {
      operationId: 'runAudienceQuery',
      requires: CLIENT_DATA,
      params: AudienceParams,
      body: Type.Object(
        { queryName: QueryName, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
        { additionalProperties: false },
      ),
      returns: Data(QueryResult),
    },
    async (request) => ({
      data: await runAudienceQuery(
        db,
        scopeOf(request),
        request.params.audienceId,
        request.body.queryName,
        request.body.limit ?? 20,
      ),
    }),
  );
}
