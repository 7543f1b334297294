import { Type } from '@fastify/type-provider-typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import {
  binaryResponse,
  ClientParams,
  Data,
  errors,
  PagedData,
  SearchedPageQuery,
  fetchPage,
} from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { ClientSummary, Client, TeamMember } from '../../../domains/clients/schemas';
import { accountManagerPhoto, clientById, clientTeam, listClients } from '../../../domains/clients/queries';
import { CLIENT_DATA, SIGNED_IN } from '../../../kernel/access/requirements';

export async function clientRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Clients'];
  api.get(
    '/clients',
    {
      config: { requires: SIGNED_IN },
      schema: {
        tags,
        operationId: 'listClients',
        querystring: Type.Object(SearchedPageQuery),
        response: { 200: PagedData(ClientSummary), ...errors },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        listClients(db, accessOf(request), request.query.search, limit, offset),
      );
    },
  );

  api.get(
    '/clients/:clientId',
    {
      config: { requires: CLIENT_DATA },
      schema: { tags, operationId: 'getClient', params: ClientParams, response: { 200: Data(Client), ...errors } },
    },
    async (request) => ({ data: await clientById(db, scopeOf(request)) }),
  );

  api.get(
    '/clients/:clientId/team',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getClientTeam',
        params: ClientParams,
        response: { 200: Data(Type.Array(TeamMember)), ...errors },
      },
    },
    async (request) => ({ data: await clientTeam(db, scopeOf(request)) }),
  );

  api.get(
    '/clients/:clientId/account-manager/photo',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'downloadAccountManagerPhoto',
        params: ClientParams,
        response: { 200: binaryResponse('image/png', 'image/jpeg'), ...errors },
      },
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
