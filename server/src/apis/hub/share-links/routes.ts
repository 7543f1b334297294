import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { paths } from '@beacon/shared/paths';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { CLIENT_DATA } from '../../../kernel/access/requirements';
import { isWriter } from '../../../kernel/access/writers';
import { recordChange } from '../../../kernel/audit/record';
import { brandOfClient } from '../../../kernel/mail/brand';
import { ClientParams, Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import { demoKeyOf } from '../../../domains/demo/demo-scrub';
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  type LinkCaller,
} from '../../../domains/share-links/queries';
import {
  CreatedShareLink,
  NewShareLink,
  ShareLink,
  ShareLinkParams,
  ShareLinkQuery,
} from '../../../domains/share-links/schemas';
import type { ApiDeps } from '../deps';

/**
 * Share links of a client's campaign reports and dashboards: made by anyone who may see the report or open the
 * dashboard (every role, like the report itself), listed to those who see it with their views, revoked by their
 * creator or an admin.
 */
export async function shareLinkRoutes(api: Api, { db, portalUrlOf }: ApiDeps) {
  const operation = operations(api, ['Share links']);
  const callerOf = (request: FastifyRequest): LinkCaller => ({
    scope: scopeOf(request),
    userId: accessOf(request).user.id,
    role: accessOf(request).user.role,
    writer: isWriter(accessOf(request)),
  });
  // The portal's address for the client's brand; without one (the tests), the address the request came on.
  const originOf = async (request: FastifyRequest, clientId: number) =>
    portalUrlOf ? portalUrlOf(await brandOfClient(db, clientId)) : `${request.protocol}://${request.host}`;
  const base = '/clients/:clientId/share-links';

  operation.read(
    base,
    {
      operationId: 'listShareLinks',
      requires: CLIENT_DATA,
      description:
        "The client's share links to the campaigns the caller sees and the dashboards they may open (one " +
        "campaign's with campaignId, one dashboard's with dashboardId).",
      params: ClientParams,
      querystring: ShareLinkQuery,
      returns: Type.Array(ShareLink),
      refuses: [403, 422],
    },
    (request) => listShareLinks(db, callerOf(request), request.query),
  );

  operation.post(
    base,
    {
      operationId: 'createShareLink',
      requires: CLIENT_DATA,
      description:
        "A read-only live link to a campaign's report or a dashboard for someone without an account. The address " +
        '(with its token) is in this answer only. Made in demo mode, the link shows demo figures for its life.',
      params: ClientParams,
      body: NewShareLink,
      returns: Data(CreatedShareLink),
      status: 201,
      refuses: [403, 422],
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const demoKey = demoKeyOf(request.headers[DEMO_HEADER]);
      const made = await createShareLink(db, callerOf(request), request.body, demoKey);
      await recordChange(db, request, {
        action: 'share-link.created',
        target: made.targetName,
        clientId,
        details: {
          shareLinkId: made.id,
          kind: request.body.target.kind,
          expiresAt: request.body.expiresAt,
          demo: demoKey !== null,
        },
      });
      const url = `${await originOf(request, clientId)}${paths.sharedReport(made.token)}`;
      return reply.status(201).send({ data: { id: made.id, url } });
    },
  );

  operation.delete(
    `${base}/:shareLinkId`,
    {
      operationId: 'revokeShareLink',
      requires: CLIENT_DATA,
      description: 'Refuses the link from now on (410); it stays listed as revoked.',
      params: ShareLinkParams,
      returns: Data(ShareLink),
      refuses: [403, 422],
    },
    async (request) => {
      const { link, changed } = await revokeShareLink(db, callerOf(request), request.params.shareLinkId);
      if (changed)
        await recordChange(db, request, {
          action: 'share-link.revoked',
          target: link.target.name,
          clientId: request.params.clientId,
          details: { shareLinkId: link.id },
        });
      return { data: link };
    },
  );
}
