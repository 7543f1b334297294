import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, Data, errors, IsoDate } from '../../../kernel/http/schemas';
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
  const tags = ['Audiences'];
  api.get(
    '/clients/:clientId/advertisers/:advertiserId/audiences',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listAudiencesWithCounts',
        params: AdvertiserParams,
        response: { 200: Data(Type.Array(Audience)), ...errors },
      },
    },
    async (request) => ({ data: await audiencesWithCounts(db, scopeOf(request), request.params.advertiserId) }),
  );

  api.get(
    '/clients/:clientId/advertisers/:advertiserId/audiences/taxonomy',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getAudienceTaxonomy',
        params: AdvertiserParams,
        response: { 200: Data(Type.Array(TaxonomyNode)), ...errors },
      },
    },
    async (request) => ({ data: await audienceTaxonomy(db, scopeOf(request), request.params.advertiserId) }),
  );

  api.get(
    '/clients/:clientId/audiences/:audienceId/counts-history',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getAudienceCountsHistory',
        params: AudienceParams,
        querystring: Type.Object({ startDate: Type.Optional(IsoDate), endDate: Type.Optional(IsoDate) }),
        response: { 200: Data(Type.Array(CountPoint)), ...errors },
      },
    },
    async (request) => ({
      data: await countsHistory(
        db,
        scopeOf(request),
        request.params.audienceId,
        request.query.startDate,
        request.query.endDate,
      ),
    }),
  );

  api.get(
    '/clients/:clientId/audiences/:audienceId/reports',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listAudienceReports',
        params: AudienceParams,
        response: { 200: Data(Type.Array(AudienceReport)), ...errors },
      },
    },
    async (request) => ({ data: await audienceReports(db, scopeOf(request), request.params.audienceId) }),
  );

  api.post(
    '/clients/:clientId/audiences/:audienceId/query',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'runAudienceQuery',
        params: AudienceParams,
        body: Type.Object(
          { queryName: QueryName, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
          { additionalProperties: false },
        ),
        response: { 200: Data(QueryResult), ...errors },
      },
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
