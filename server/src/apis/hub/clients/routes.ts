import { Type } from '@fastify/type-provider-typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import {
  binaryResponse,
  ClientParams,
  Data,
  PagedData,
  SearchedPageQuery,
  fetchPage,
} from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { ClientSummary, Client, TeamMember } from '../../../domains/clients/schemas';
import { accountManagerPhoto, clientById, clientTeam, listClients } from '../../../domains/clients/queries';
import { CLIENT_DATA, SIGNED_IN } from '../../../kernel/access/requirements';

export async function clientRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Clients']);
  operation.get(
    '/clients',
    {
      operationId: 'listClients',
      requires: SIGNED_IN,
      querystring: Type.Object(SearchedPageQuery),
      returns: PagedData(ClientSummary),
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        listClients(db, accessOf(request), request.query.search, limit, offset),
      );
    },
  );

  operation.get(
    '/clients/:clientId',
    { operationId: 'getClient', requires: CLIENT_DATA, params: ClientParams, returns: Data(Client) },
    async (request) => ({ data: await clientById(db, scopeOf(request)) }),
  );

  operation.get(
    '/clients/:clientId/team',
    {
      operationId: 'getClientTeam',
      requires: CLIENT_DATA,
      params: ClientParams,
      returns: Data(Type.Array(TeamMember)),
    },
    async (request) => ({ data: await clientTeam(db, scopeOf(request)) }),
  );

  operation.get(
    '/clients/:clientId/account-manager/photo',
    {
      operationId: 'downloadAccountManagerPhoto',
      requires: CLIENT_DATA,
      params: ClientParams,
      returns: binaryResponse('image/png', 'image/jpeg'),
    },
    async (request, reply) => {
      const photo = await accountManagerPhoto(db, scopeOf(request));
      const extension = photo.mimeType === 'image/png' ? 'png' : 'jpg';
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="account-manager.${extension}"`)
        .send(Buffer.from(photo.photo));
    },
  );
}
