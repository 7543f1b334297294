import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import {
  AdvertiserParams,
  ClientParams,
  Data,
  errors,
  Id,
  PagedData,
  SearchedPageQuery,
  fetchPage,
} from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { AdvertiserSummary, Advertiser } from '../../../domains/advertisers/schemas';
import { advertiserById, advertiserSummaries, listAdvertisers } from '../../../domains/advertisers/queries';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function advertiserRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Advertisers'];
  api.get(
    '/clients/:clientId/advertisers',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listAdvertisers',
        params: ClientParams,
        querystring: Type.Object({
          advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
          ...SearchedPageQuery,
        }),
        response: { 200: PagedData(Advertiser), ...errors },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        listAdvertisers(db, scopeOf(request), { ...request.query, limit, offset }),
      );
    },
  );

  api.get(
    '/clients/:clientId/advertisers/summary',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listAdvertiserSummaries',
        params: ClientParams,
        querystring: Type.Object({
          advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
          ...SearchedPageQuery,
        }),
        response: { 200: PagedData(AdvertiserSummary), ...errors },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        advertiserSummaries(db, scopeOf(request), { ...request.query, limit, offset }),
      );
    },
  );

  api.get(
    '/clients/:clientId/advertisers/:advertiserId',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getAdvertiser',
        params: AdvertiserParams,
        response: { 200: Data(Advertiser), ...errors },
      },
    },
    async (request) => ({ data: await advertiserById(db, scopeOf(request), request.params.advertiserId) }),
  );
}
