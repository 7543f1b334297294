import { Type } from 'typebox';
import * as oidc from 'openid-client';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { accessOf } from '../../../domains/analytics/access';
import { pathWorkspace } from '../path-workspace';
import { connectionById, requireConnection } from '../../../domains/analytics/connections/queries';
import { Connection, ConnectionId, WorkspaceParams } from '../../../domains/analytics/schemas';
import { accountsOf, OAuthClients } from '../../../domains/analytics/oauth/client';
import { AccountSource, AdAccount, ApiTokenSource, Token } from '../../../domains/analytics/oauth/schemas';
import { freshTokens, requireOAuthConnection } from '../../../domains/analytics/oauth/tokens';
import { connectWithToken, tokenConnectionAccounts } from '../../../domains/connectors/the-trade-desk/connect';
import { API_TOKEN_SOURCE_TYPES } from '../../../kernel/config/sources';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';
import type { AnalyticsApi, AnalyticsDeps } from '../types';

/**
 * The accounts a connection reaches at its source (`GET /accounts`), and connecting a source with an API token a
 * person pastes (`POST /workspaces/{id}/connections/token`: The Trade Desk). The token is checked with the vendor
 * before it is kept, kept encrypted, and never answered.
 */
export async function accountRoutes(api: AnalyticsApi, deps: AnalyticsDeps) {
  const { db, tokenKey } = deps;
  const clients = new OAuthClients(deps.oauth, deps.publicUrl);
  const operation = operations(api, ['OAuth']);

  operations(api, ['Connections']).post(
    '/workspaces/:workspaceId/connections/token',
    {
      operationId: 'createTokenConnection',
      requires: WRITERS,
      description:
        "Connects a source with an API token (The Trade Desk's TTD-Auth token). The token is checked with the vendor, kept encrypted and never answered; the accounts are the partner's advertisers.",
      params: WorkspaceParams,
      body: Type.Object(
        {
          sourceType: ApiTokenSource,
          token: Token,
          partnerId: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 64,
              pattern: '^[A-Za-z0-9_-]+$',
              description: "TTD's partner id",
            }),
          ),
        },
        { additionalProperties: false },
      ),
      returns: Data(Type.Object({ connection: Connection, accounts: Type.Array(AdAccount) })),
      status: 201,
      refuses: [409, 502],
    },
    async (request, reply) => {
      const { workspace } = await pathWorkspace(db, request);
      if (!deps.theTradeDesk) throw new HttpError(409, 'The Trade Desk cannot be connected on this server');
      const { sourceType, token, partnerId } = request.body;
      const made = await connectWithToken(db, workspace, tokenKey, deps.theTradeDesk, {
        sourceType: sourceType as 'THE_TRADE_DESK',
        token,
        ...(partnerId ? { partnerId } : {}),
      });
      return reply
        .status(201)
        .send({ data: { connection: await connectionById(db, workspace, made.id), accounts: made.accounts } });
    },
  );

  operation.get(
    '/accounts',
    {
      operationId: 'listAdAccounts',
      requires: CLIENT_DATA,
      description:
        'The ad accounts an access token reaches at its source (the token from /oauth/credentials), or those of a connection by its connectionId.',
      querystring: Type.Object({
        sourceType: AccountSource,
        accessToken: Type.Optional(Token),
        expiresInSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 31536000 })),
        connectionId: Type.Optional(ConnectionId),
      }),
      returns: Data(Type.Array(AdAccount)),
      refuses: [409, 502],
    },
    async (request) => {
      const scope = accessOf(request);
      const { sourceType, accessToken, expiresInSeconds, connectionId } = request.query;
      if (accessToken) {
        if (expiresInSeconds === 0) throw new HttpError(409, 'The access token expired: refresh it first');
        return { data: accountsOf(await clients.userInfo(sourceType, accessToken, oidc.skipSubjectCheck)) };
      }
      if (!connectionId)
        throw new HttpError(400, 'Invalid query', [{ field: 'accessToken', message: 'or connectionId is required' }]);
      // A connection made with an API token (The Trade Desk): its partner's advertisers, asked with the kept token.
      if (API_TOKEN_SOURCE_TYPES.includes(sourceType)) {
        const ref = await requireConnection(db, scope, connectionId);
        if (ref.row.sourceType !== sourceType || ref.row.authType !== 'token' || !deps.theTradeDesk) throw notFound();
        return { data: await tokenConnectionAccounts(db, ref.workspace, tokenKey, deps.theTradeDesk, ref.row.id) };
      }
      const ref = await requireOAuthConnection(db, scope, connectionId);
      if (ref.row.sourceType !== sourceType) throw notFound();
      const tokens = await freshTokens(db, tokenKey, clients, ref);
      return {
        data: accountsOf(
          await clients.userInfo(sourceType, tokens.accessToken, tokens.subject ?? oidc.skipSubjectCheck),
        ),
      };
    },
  );
}
