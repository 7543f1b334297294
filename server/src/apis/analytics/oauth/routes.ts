import { Type } from 'typebox';
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { Data, Id, Nullable } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { accessOf, requireWorkspace } from '../../../domains/analytics/access';
import { connectionById } from '../../../domains/analytics/connections/queries';
import { syncConnection } from '../../../domains/analytics/connections/sync';
import { Connection, ConnectionId } from '../../../domains/analytics/schemas';
import { SOURCE_TYPES, type SourceType } from '../../../kernel/config/sources';
import { ensureSourceDashboards } from '../../../domains/analytics/source-dashboards';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import { accountsOf, OAuthClients } from '../../../domains/analytics/oauth/client';
import { requireRedirectAllowed } from '../../../domains/analytics/oauth/settings';
import {
  connectionOfRefreshToken,
  createOAuthConnection,
  oauthIdentities,
  saveAuthorization,
  STATE_MINUTES,
  takeAuthorization,
} from '../../../domains/analytics/oauth/queries';
import { AdAccount, Identity, OAuthSource, RedirectUrl, Token } from '../../../domains/analytics/oauth/schemas';
import { freshTokens, requireOAuthConnection } from '../../../domains/analytics/oauth/tokens';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';

export async function oauthRoutes(api: AnalyticsApi, deps: AnalyticsDeps) {
  const { db, tokenKey } = deps;
  const clients = new OAuthClients(deps.oauth, deps.publicUrl);
  const operation = operations(api, ['OAuth']);

  operation.get(
    '/oauth/url',
    {
      operationId: 'getOAuthUrl',
      requires: WRITERS,
      description:
        'Starts a connection: the address to send the browser to (authorization code with PKCE). The provider sends it back to redirectUrl with code and state, which /oauth/credentials takes.',
      querystring: Type.Object({ sourceType: OAuthSource, redirectUrl: RedirectUrl, workspaceId: Id }),
      returns: Data(Type.Object({ url: Type.String(), state: Type.String(), expiresInSeconds: Type.Integer() })),
      refuses: [502],
    },
    async (request) => {
      const scope = accessOf(request);
      const { sourceType, redirectUrl, workspaceId } = request.query;
      requireRedirectAllowed(deps.oauth, redirectUrl, deps.publicUrl());
      await requireWorkspace(db, scope, workspaceId);
      const state = randomBytes(24).toString('base64url');
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const url = await clients.authorizationUrl(sourceType, { redirectUrl, state, codeVerifier, nonce });
      await saveAuthorization(db, {
        state,
        userId: scope.user.id,
        workspaceId,
        sourceType,
        redirectUrl,
        codeVerifier,
        nonce,
      });
      return { data: { url, state, expiresInSeconds: STATE_MINUTES * 60 } };
    },
  );

  operation.get(
    '/oauth/credentials',
    {
      operationId: 'getOAuthCredentials',
      requires: WRITERS,
      description:
        'Completes the connection the authorization started: exchanges the code (with the PKCE verifier), stores the tokens encrypted, reads the source, and answers the connection with the ad accounts the token reaches. The refresh token never leaves the server.',
      querystring: Type.Object({
        sourceType: OAuthSource,
        redirectUrl: RedirectUrl,
        code: Token,
        state: Type.Optional(Token),
        iss: Type.Optional(Type.String({ maxLength: 500 })),
        realmId: Type.Optional(
          Type.String({
            pattern: '^[0-9]{1,32}$',
            description: 'QuickBooks Online: the company (realm id) Intuit names on its redirect',
          }),
        ),
      }),
      returns: Data(
        Type.Object({
          connection: Connection,
          accessToken: Type.String(),
          expiresInSeconds: Nullable(Type.Integer()),
          sourceType: Type.String(),
          accounts: Type.Array(AdAccount),
        }),
      ),
      status: 201,
      refuses: [502],
    },
    async (request, reply) => {
      const scope = accessOf(request);
      const { sourceType, redirectUrl, code, state, iss, realmId } = request.query;
      requireRedirectAllowed(deps.oauth, redirectUrl, deps.publicUrl());
      // The state names the authorization this user started; without one, their latest for this source and page.
      const pending = await takeAuthorization(db, scope.user.id, { sourceType, redirectUrl, state });
      if (!pending)
        throw new HttpError(400, 'This authorization is unknown or has expired: start again', [
          { field: 'state', message: 'is unknown' },
        ]);
      // Every authorization starts from a workspace (GET /oauth/url); one without is as gone as its workspace.
      if (pending.workspaceId === null) throw notFound();
      const workspace = await requireWorkspace(db, scope, pending.workspaceId);
      const config = await clients.configuration(sourceType);
      const callbackUrl = new URL(redirectUrl);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', pending.state);
      callbackUrl.searchParams.set('iss', iss ?? config.serverMetadata().issuer);
      const grant = await clients.exchange(sourceType, {
        callbackUrl,
        codeVerifier: pending.codeVerifier,
        state: pending.state,
        nonce: pending.nonce,
      });
      const subject = grant.claims()?.sub ?? null;
      const info = await clients.userInfo(sourceType, grant.access_token, subject ?? oidc.skipSubjectCheck);
      // Intuit names the company the grant is for on its redirect; the stand-in provider lists it as an account.
      const accounts = realmId ? [{ id: realmId, name: `QuickBooks company ${realmId}` }] : accountsOf(info);
      const label = SOURCE_TYPES[sourceType].label;
      const connection = await createOAuthConnection(
        db,
        workspace,
        tokenKey,
        {
          sourceType,
          name: `${label} (${info.email ?? info.sub})`.slice(0, 120),
          account: accounts[0],
          subject: info.sub,
        },
        grant,
      );
      await syncConnection(db, workspace, { id: connection, sourceType });
      // A source of ad platforms gets its performance dashboard; QuickBooks Online fills Billing instead.
      if (SOURCE_TYPES[sourceType].platforms.length > 0) await ensureSourceDashboards(db, workspace, sourceType);
      return reply.status(201).send({
        data: {
          connection: await connectionById(db, workspace, connection),
          accessToken: grant.access_token,
          expiresInSeconds: grant.expires_in ?? null,
          sourceType,
          accounts,
        },
      });
    },
  );

  operation.get(
    '/oauth/accessToken',
    {
      operationId: 'refreshOAuthAccessToken',
      requires: WRITERS,
      description:
        "A fresh access token for one of the caller's connections, by its connectionId or by the refresh token it holds.",
      querystring: Type.Object({
        sourceType: OAuthSource,
        refreshToken: Type.Optional(Token),
        connectionId: Type.Optional(ConnectionId),
      }),
      returns: Data(
        Type.Object({
          connectionId: Type.String(),
          accessToken: Type.String(),
          expiresInSeconds: Nullable(Type.Integer()),
        }),
      ),
      refuses: [409, 502],
    },
    async (request) => {
      const scope = accessOf(request);
      const { sourceType, refreshToken, connectionId } = request.query;
      if (!refreshToken && !connectionId)
        throw new HttpError(400, 'Invalid query', [{ field: 'refreshToken', message: 'or connectionId is required' }]);
      let id = connectionId;
      if (!id) {
        const found = await connectionOfRefreshToken(db, scope, refreshToken!, sourceType);
        if (!found) throw notFound();
        id = found;
      }
      const ref = await requireOAuthConnection(db, scope, id);
      if (ref.row.sourceType !== sourceType) throw notFound();
      const tokens = await freshTokens(db, tokenKey, clients, ref, true);
      return {
        data: {
          connectionId: ref.row.connectionId,
          accessToken: tokens.accessToken,
          expiresInSeconds: tokens.expiresAt
            ? Math.max(0, Math.round((tokens.expiresAt.getTime() - Date.now()) / 1000))
            : null,
        },
      };
    },
  );

  operation.get(
    '/oauth/me',
    {
      operationId: 'getOAuthMe',
      requires: CLIENT_DATA,
      description:
        'Who the caller is at each source they connected by OAuth. With connectionId, asked live of the provider (userinfo, refreshing the token when needed).',
      querystring: Type.Object({ connectionId: Type.Optional(ConnectionId), sourceType: Type.Optional(OAuthSource) }),
      returns: Data(Type.Array(Identity)),
      refuses: [409, 502],
    },
    async (request) => {
      const scope = accessOf(request);
      const { connectionId, sourceType } = request.query;
      if (connectionId) {
        const ref = await requireOAuthConnection(db, scope, connectionId);
        const tokens = await freshTokens(db, tokenKey, clients, ref);
        const info = await clients.userInfo(
          ref.row.sourceType as SourceType,
          tokens.accessToken,
          tokens.subject ?? oidc.skipSubjectCheck,
        );
        const current = await connectionById(db, ref.workspace, ref.row.id);
        return {
          data: [
            {
              connectionId,
              sourceType: ref.row.sourceType,
              subject: info.sub,
              email: info.email ?? null,
              name: info.name ?? null,
              status: current.status,
            },
          ],
        };
      }
      const rows = await oauthIdentities(db, scope, sourceType);
      return { data: rows };
    },
  );
}
