import { Type } from 'typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { binaryResponse, ClientParams, SearchedPageQuery } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { ClientSummary, Client, TeamMember } from '../../../domains/clients/schemas';
import { accountManagerPhoto, clientById, clientTeam, listClients } from '../../../domains/clients/queries';
import { CLIENT_DATA, SIGNED_IN } from '../../../kernel/access/requirements';

export async function clientRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Clients']);
  operation.readPage(
    '/clients',
    {
      operationId: 'listClients',
      requires: SIGNED_IN,
      querystring: Type.Object(SearchedPageQuery),
      returns: ClientSummary,
    },
    (request, limit, offset) => listClients(db, accessOf(request), request.query.search, limit, offset),
  );

  operation.read(
    '/clients/:clientId',
    { operationId: 'getClient', requires: CLIENT_DATA, params: ClientParams, returns: Client },
    (request) => clientById(db, scopeOf(request)),
  );

  operation.read(
    '/clients/:clientId/team',
    {
      operationId: 'getClientTeam',
      requires: CLIENT_DATA,
      params: ClientParams,
      returns: Type.Array(TeamMember),
    },
    (request) => clientTeam(db, scopeOf(request)),
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
