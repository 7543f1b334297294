import { Type, type Static } from '@fastify/type-provider-typebox';
import type { AccessScope } from '../access/scope';
import { notFound } from '../api/errors';
import { Data, errors, Id, iso } from '../api/schemas';
import type { Database } from '../db/database';
import { accessOf, inWorkspaceScope, requireTerms, requireWorkspace, workspaceScopeParams } from './access';
import {
  CreateManualConnectionBody,
  ManualConnection,
  ManualConnectionParams,
  SourceTypeSchema,
  UpdateManualConnectionBody,
  WorkspaceParams,
} from './schemas';
import { sourceOf } from './sources';
import type { AnalyticsApi, AnalyticsDeps } from './types';

type ManualRow = Static<typeof ManualConnection>;

const COLUMNS = `m.id, m.workspace_id AS "workspaceId", m.source_type AS "sourceType", m.name, m.account_id AS "accountId",
  m.settings, (SELECT x.connection_id FROM analytics_connections x WHERE x.manual_connection_id = m.id) AS "linkedConnectionId",
  ${iso('m.created_at')} AS "createdAt", ${iso('m.updated_at')} AS "updatedAt"`;

const withSource = (row: Omit<ManualRow, 'sourceName'>): ManualRow => ({
  ...row,
  sourceName: sourceOf(row.sourceType).label,
});

export async function listManualConnections(db: Database, scope: AccessScope, workspaceId: number) {
  await requireWorkspace(db, scope, workspaceId);
  const rows = await db.query<ManualRow>(
    `SELECT ${COLUMNS} FROM analytics_manual_connections m WHERE m.workspace_id = $1 ORDER BY m.name, m.id`,
    [workspaceId],
  );
  return rows.map(withSource);
}

/** Manual connections no connection uses yet, across every workspace the caller reaches. */
export async function unlinkedManualConnections(
  db: Database,
  scope: AccessScope,
  sourceType: string | undefined,
  workspaceId: number | undefined,
) {
  requireTerms(scope);
  const rows = await db.query<ManualRow>(
    `SELECT ${COLUMNS} FROM analytics_manual_connections m JOIN analytics_workspaces w ON w.id = m.workspace_id
    WHERE ${inWorkspaceScope('w')} AND ($4::text IS NULL OR m.source_type = $4) AND ($5::int IS NULL OR m.workspace_id = $5)
      AND NOT EXISTS (SELECT 1 FROM analytics_connections x WHERE x.manual_connection_id = m.id)
    ORDER BY m.workspace_id, m.name, m.id`,
    [...workspaceScopeParams(scope), sourceType ?? null, workspaceId ?? null],
  );
  return rows.map(withSource);
}

async function manualById(db: Database, workspaceId: number, id: number): Promise<ManualRow> {
  const [row] = await db.query<ManualRow>(
    `SELECT ${COLUMNS} FROM analytics_manual_connections m WHERE m.id = $1 AND m.workspace_id = $2`,
    [id, workspaceId],
  );
  if (!row) throw notFound();
  return withSource(row);
}

export async function manualConnectionRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Manual connections'];

  api.get(
    '/manual-connections/unlinked',
    {
      schema: {
        tags,
        operationId: 'listUnlinkedManualConnections',
        querystring: Type.Object({ 'source-type': Type.Optional(SourceTypeSchema), workspaceId: Type.Optional(Id) }),
        response: { 200: Data(Type.Array(ManualConnection)), ...errors },
      },
    },
    async (request) => ({
      data: await unlinkedManualConnections(
        db,
        accessOf(request),
        request.query['source-type'],
        request.query.workspaceId,
      ),
    }),
  );

  api.get(
    '/workspaces/:workspaceId/manual-connections',
    {
      schema: {
        tags,
        operationId: 'listManualConnections',
        params: WorkspaceParams,
        response: { 200: Data(Type.Array(ManualConnection)), ...errors },
      },
    },
    async (request) => ({ data: await listManualConnections(db, accessOf(request), request.params.workspaceId) }),
  );

  api.post(
    '/workspaces/:workspaceId/manual-connections',
    {
      schema: {
        tags,
        operationId: 'createManualConnection',
        params: WorkspaceParams,
        body: CreateManualConnectionBody,
        response: { 201: Data(ManualConnection), ...errors },
      },
    },
    async (request, reply) => {
      const { id: workspaceId } = await requireWorkspace(db, accessOf(request), request.params.workspaceId);
      const { sourceType, name, accountId, settings } = request.body;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO analytics_manual_connections (workspace_id, source_type, name, account_id, settings)
        VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [workspaceId, sourceType, name, accountId, JSON.stringify(settings ?? {})],
      );
      return reply.status(201).send({ data: await manualById(db, workspaceId, row!.id) });
    },
  );

  api.put(
    '/workspaces/:workspaceId/manual-connections/:manualConnectionId',
    {
      schema: {
        tags,
        operationId: 'updateManualConnection',
        params: ManualConnectionParams,
        body: UpdateManualConnectionBody,
        response: { 200: Data(ManualConnection), ...errors },
      },
    },
    async (request) => {
      const { id: workspaceId } = await requireWorkspace(db, accessOf(request), request.params.workspaceId);
      const { manualConnectionId } = request.params;
      await manualById(db, workspaceId, manualConnectionId);
      const { name, accountId, settings } = request.body;
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE analytics_manual_connections SET name = COALESCE($2, name), account_id = COALESCE($3, account_id),
            settings = COALESCE($4::jsonb, settings), updated_at = now() WHERE id = $1`,
          [manualConnectionId, name ?? null, accountId ?? null, settings ? JSON.stringify(settings) : null],
        );
        // The linked connection reads the account the manual connection now names.
        if (accountId)
          await tx.query(
            'UPDATE analytics_connections SET account_id = $2, updated_at = now() WHERE manual_connection_id = $1',
            [manualConnectionId, accountId],
          );
      });
      return { data: await manualById(db, workspaceId, manualConnectionId) };
    },
  );

  api.delete(
    '/workspaces/:workspaceId/manual-connections/:manualConnectionId',
    {
      schema: {
        tags,
        operationId: 'deleteManualConnection',
        description: 'Removes it; a connection linked to it loses its account and reads as error.',
        params: ManualConnectionParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id: workspaceId } = await requireWorkspace(db, accessOf(request), request.params.workspaceId);
      const { manualConnectionId } = request.params;
      await manualById(db, workspaceId, manualConnectionId);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE analytics_connections SET status = 'error', last_error = 'Its manual connection was removed',
            updated_at = now() WHERE manual_connection_id = $1`,
          [manualConnectionId],
        );
        await tx.query('DELETE FROM analytics_manual_connections WHERE id = $1', [manualConnectionId]);
      });
      return reply.status(204).send(null);
    },
  );
}
