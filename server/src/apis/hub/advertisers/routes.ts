import { Type } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, ClientParams, Id, SearchedPageQuery } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { AdvertiserSummary, Advertiser } from '../../../domains/advertisers/schemas';
import { advertiserById, advertiserSummaries, listAdvertisers } from '../../../domains/advertisers/queries';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

/** Both advertiser lists: searched, paged, and narrowed to some advertisers when `advertiserIds` is given. */
const AdvertiserListQuery = Type.Object({
  advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  ...SearchedPageQuery,
});

export async function advertiserRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Advertisers']);
  operation.readPage(
    '/clients/:clientId/advertisers',
    {
      operationId: 'listAdvertisers',
      requires: CLIENT_DATA,
      params: ClientParams,
      querystring: AdvertiserListQuery,
      returns: Advertiser,
    },
    (request, limit, offset) => listAdvertisers(db, scopeOf(request), { ...request.query, limit, offset }),
  );

  operation.readPage(
    '/clients/:clientId/advertisers/summary',
    {
      operationId: 'listAdvertiserSummaries',
      requires: CLIENT_DATA,
      params: ClientParams,
      querystring: AdvertiserListQuery,
      returns: AdvertiserSummary,
    },
    (request, limit, offset) => advertiserSummaries(db, scopeOf(request), { ...request.query, limit, offset }),
  );

  operation.read(
    '/clients/:clientId/advertisers/:advertiserId',
    { operationId: 'getAdvertiser', requires: CLIENT_DATA, params: AdvertiserParams, returns: Advertiser },
    (request) => advertiserById(db, scopeOf(request), request.params.advertiserId),
  );
}
