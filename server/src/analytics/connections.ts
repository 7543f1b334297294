import { Type, type Static } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import type { AccessScope } from '../access/scope';
import { HttpError, notFound } from '../api/errors';
import { Data, errors, iso } from '../api/schemas';
import type { Database } from '../db/database';
import {
  accessOf,
  inWorkspaceScope,
  requireTerms,
  requireWorkspace,
  workspaceScopeParams,
  type WorkspaceRef,
} from './access';
import {
  Connection,
  ConnectionParams,
  CreateConnectionBody,
  UpdateConnectionBody,
  WorkspaceConnectionParams,
  WorkspaceParams,
} from './schemas';
import { sourceOf } from './sources';
import { ensureSourceDashboards } from './source-dashboards';
import { purgeConnection, syncConnection } from './sync';
import type { AnalyticsApi, AnalyticsDeps } from './types';

type ConnectionRow = Static<typeof Connection>;

/** An OAuth connection whose token ran out and cannot be refreshed reads as expired, whatever was stored. */
const STATUS = `CASE WHEN x.status = 'connected' AND x.auth_type = 'oauth'
  AND (t.connection_id IS NULL OR (t.expires_at < now() AND t.refresh_token IS NULL)) THEN 'expired' ELSE x.status END`;

const COLUMNS = `x.id, x.connection_id AS "connectionId", x.workspace_id AS "workspaceId", x.source_type AS "sourceType",
  x.name, x.auth_type AS "authType", ${STATUS} AS status, x.account_id AS "accountId", x.account_name AS "accountName",
  x.manual_connection_id AS "manualConnectionId", t.connection_id IS NOT NULL AS "hasTokens",
  ${iso('t.expires_at')} AS "tokenExpiresAt", ${iso('x.last_sync_at')} AS "lastSyncAt", x.last_error AS "lastError",
  ${iso('x.created_at')} AS "createdAt", ${iso('x.updated_at')} AS "updatedAt"`;
const FROM = `FROM analytics_connections x JOIN analytics_workspaces w ON w.id = x.workspace_id
  LEFT JOIN analytics_connection_tokens t ON t.connection_id = x.id`;

const withSource = (row: Omit<ConnectionRow, 'sourceName'>): ConnectionRow => ({
  ...row,
  sourceName: sourceOf(row.sourceType).label,
});

export async function listConnections(db: Database, scope: AccessScope, workspaceId: number) {
  await requireWorkspace(db, scope, workspaceId);
  const rows = await db.query<ConnectionRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE x.workspace_id = $1 ORDER BY x.name, x.id`,
    [workspaceId],
  );
  return rows.map(withSource);
}

export interface ConnectionRef {
  row: ConnectionRow;
  workspace: WorkspaceRef;
}

/** A connection inside the caller's scope (and inside the given workspace when there is one), or 404. */
export async function requireConnection(
  db: Database,
  scope: AccessScope,
  connectionId: string,
  workspaceId?: number,
): Promise<ConnectionRef> {
  requireTerms(scope);
  const [row] = await db.query<ConnectionRow & { clientId: number; advertiserId: number | null }>(
    `SELECT ${COLUMNS}, w.client_id AS "clientId", w.advertiser_id AS "advertiserId" ${FROM}
    WHERE ${inWorkspaceScope('w')} AND x.connection_id = $4 AND ($5::int IS NULL OR x.workspace_id = $5)`,
    [...workspaceScopeParams(scope), connectionId, workspaceId ?? null],
  );
  if (!row) throw notFound();
  const { clientId, advertiserId, ...connection } = row;
  return { row: withSource(connection), workspace: { id: connection.workspaceId, clientId, advertiserId } };
}

export async function connectionById(db: Database, id: number): Promise<ConnectionRow> {
  const [row] = await db.query<ConnectionRow>(`SELECT ${COLUMNS} ${FROM} WHERE x.id = $1`, [id]);
  if (!row) throw notFound();
  return withSource(row);
}

export const newConnectionId = () => `conn-${randomBytes(9).toString('base64url')}`;

/** A manual connection becomes a connection: the hand-typed account is what the source is read for. */
async function createManualConnection(
  db: Database,
  scope: AccessScope,
  workspaceId: number,
  body: Static<typeof CreateConnectionBody>,
) {
  const workspace = await requireWorkspace(db, scope, workspaceId);
  const [manual] = await db.query<{ id: number; sourceType: string; name: string; accountId: string; linked: boolean }>(
    `SELECT m.id, m.source_type AS "sourceType", m.name, m.account_id AS "accountId",
      EXISTS (SELECT 1 FROM analytics_connections x WHERE x.manual_connection_id = m.id) AS linked
    FROM analytics_manual_connections m WHERE m.id = $1 AND m.workspace_id = $2`,
    [body.manualConnectionId, workspace.id],
  );
  if (!manual)
    throw new HttpError(404, 'Not found', [{ field: 'manualConnectionId', message: 'is not in this workspace' }]);
  if (body.sourceType && body.sourceType !== manual.sourceType)
    throw new HttpError(400, 'Invalid body', [{ field: 'sourceType', message: `must be ${manual.sourceType}` }]);
  if (manual.linked) throw new HttpError(409, 'This manual connection is already linked to a connection');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
      account_id, account_name, manual_connection_id)
    VALUES ($1, $2, $3, $4, true, 'manual', 'connected', $5, $6, $7) RETURNING id`,
    [
      workspace.id,
      newConnectionId(),
      manual.sourceType,
      body.name ?? manual.name,
      manual.accountId,
      manual.name,
      manual.id,
    ],
  );
  await syncConnection(db, workspace, { id: row!.id, sourceType: manual.sourceType });
  await ensureSourceDashboards(db, workspace.id, manual.sourceType);
  return connectionById(db, row!.id);
}

async function updateConnection(
  db: Database,
  ref: ConnectionRef,
  body: Static<typeof UpdateConnectionBody>,
): Promise<ConnectionRow> {
  await db.query(
    `UPDATE analytics_connections SET name = COALESCE($2, name), account_id = COALESCE($3, account_id),
      account_name = COALESCE($4, account_name), updated_at = now() WHERE id = $1`,
    [ref.row.id, body.name ?? null, body.accountId ?? null, body.accountName ?? null],
  );
  if (body.sync) {
    if (ref.row.status === 'purged' || ref.row.status === 'expired')
      throw new HttpError(409, `A ${ref.row.status} connection cannot sync: connect it again`);
    await syncConnection(db, ref.workspace, ref.row);
  }
  return connectionById(db, ref.row.id);
}

export async function connectionRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Connections'];
  const one = { 200: Data(Connection), ...errors, 409: errors[404] };

  api.get(
    '/workspaces/:workspaceId/connections',
    {
      schema: {
        tags,
        operationId: 'listConnections',
        params: WorkspaceParams,
        response: { 200: Data(Type.Array(Connection)), ...errors },
      },
    },
    async (request) => ({ data: await listConnections(db, accessOf(request), request.params.workspaceId) }),
  );

  api.post(
    '/workspaces/:workspaceId/connections/create',
    {
      schema: {
        tags,
        operationId: 'createConnection',
        description:
          'Connects a manual connection (the account typed by hand). OAuth sources connect through /oauth/url and /oauth/credentials.',
        params: WorkspaceParams,
        body: CreateConnectionBody,
        response: { 201: Data(Connection), ...errors, 409: errors[404] },
      },
    },
    async (request, reply) => {
      const data = await createManualConnection(db, accessOf(request), request.params.workspaceId, request.body);
      return reply.status(201).send({ data });
    },
  );

  // The same four operations under a workspace and on their own: the connection id alone is enough to find it.
  for (const nested of [true, false]) {
    const base = nested ? '/workspaces/:workspaceId/connections/:connectionId' : '/connections/:connectionId';
    const params = nested ? WorkspaceConnectionParams : ConnectionParams;
    const suffix = nested ? 'InWorkspace' : '';
    const find = (
      request: { params: { connectionId: string; workspaceId?: number } } & Parameters<typeof accessOf>[0],
    ) => requireConnection(db, accessOf(request), request.params.connectionId, request.params.workspaceId);

    api.get(
      base,
      {
        schema: { tags, operationId: `getConnection${suffix}`, params, response: { 200: Data(Connection), ...errors } },
      },
      async (request) => ({ data: (await find(request)).row }),
    );

    api.put(
      base,
      {
        schema: {
          tags,
          operationId: `updateConnection${suffix}`,
          description: 'Renames it, chooses the account at the source, or (sync: true) reads the source again.',
          params,
          body: UpdateConnectionBody,
          response: one,
        },
      },
      async (request) => ({ data: await updateConnection(db, await find(request), request.body) }),
    );

    api.delete(
      base,
      {
        schema: {
          tags,
          operationId: `deleteConnection${suffix}`,
          description: 'Purges the connection (tokens and data) and removes it.',
          params,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        const ref = await find(request);
        await purgeConnection(db, ref.row.id);
        await db.query('DELETE FROM analytics_connections WHERE id = $1', [ref.row.id]);
        return reply.status(204).send(null);
      },
    );

    api.post(
      `${base}/purge`,
      {
        schema: {
          tags,
          operationId: `purgeConnection${suffix}`,
          description: 'Deletes the tokens and the synced data; the connection stays, as purged, to connect again.',
          params,
          response: { 200: Data(Connection), ...errors },
        },
      },
      async (request) => {
        const ref = await find(request);
        await purgeConnection(db, ref.row.id);
        return { data: await connectionById(db, ref.row.id) };
      },
    );
  }
}
