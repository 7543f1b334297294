import type { Static } from 'typebox';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { AccessScope } from '../../../kernel/access/scope';
import { acrossClients, scoped } from '../../../kernel/access/scoped';
import { HttpError, notFound } from '../../../kernel/http/errors';
import type { Database } from '../../../kernel/db/database';
import { isoText } from '../../../kernel/db/sql';
import { requireTerms, requireWorkspace, underWorkspace, type WorkspaceRef } from '../access';
import type { Connection, CreateConnectionBody, UpdateConnectionBody } from '../schemas';
import { sourceOf } from '../../../kernel/config/sources';
import { ensureSourceDashboards } from '../source-dashboards';
import { purgeConnection, syncConnection } from './sync';

type ConnectionRow = Static<typeof Connection>;

/** An OAuth connection whose token ran out and cannot be refreshed reads as expired, whatever was stored. */
const STATUS = sql<ConnectionRow['status']>`CASE WHEN x.status = 'connected' AND x.auth_type IN ('oauth', 'token')
  AND (t.connection_id IS NULL OR (t.expires_at < now() AND t.refresh_token IS NULL)) THEN 'expired' ELSE x.status END`;

/** A workspace's connections, read through the caller's scope (joined to the workspace). */
export const connectionsOf = (db: Database, workspace: WorkspaceRef) =>
  scoped(db, workspace.scope)
    .selectFrom('analytics_workspaces as w')
    .innerJoin('analytics_connections as x', 'x.workspace_id', 'w.id')
    .leftJoin('analytics_connection_tokens as t', 't.connection_id', 'x.id')
    .where('w.id', '=', workspace.id)
    .select([
      'x.id',
      'x.connection_id as connectionId',
      'x.workspace_id as workspaceId',
      'x.source_type as sourceType',
      'x.name',
      sql<ConnectionRow['authType']>`x.auth_type`.as('authType'),
      STATUS.as('status'),
      'x.account_id as accountId',
      'x.account_name as accountName',
      'x.manual_connection_id as manualConnectionId',
      sql<boolean>`t.connection_id IS NOT NULL`.as('hasTokens'),
      isoText<string | null>('t.expires_at').as('tokenExpiresAt'),
      isoText<string | null>('x.last_sync_at').as('lastSyncAt'),
      'x.last_error as lastError',
      isoText('x.created_at').as('createdAt'),
      isoText('x.updated_at').as('updatedAt'),
    ]);

const withSource = (row: Omit<ConnectionRow, 'sourceName'>): ConnectionRow => ({
  ...row,
  sourceName: sourceOf(row.sourceType).label,
});

export async function listConnections(db: Database, access: AccessScope, workspaceId: number) {
  const workspace = await requireWorkspace(db, access, workspaceId);
  const rows = await connectionsOf(db, workspace).orderBy('x.name').orderBy('x.id').execute();
  return rows.map(withSource);
}

export interface ConnectionRef {
  row: ConnectionRow;
  workspace: WorkspaceRef;
}

/** A connection inside the caller's scope (and inside the given workspace when there is one), or 404. */
export async function requireConnection(
  db: Database,
  access: AccessScope,
  connectionId: string,
  workspaceId?: number,
): Promise<ConnectionRef> {
  requireTerms(access);
  // Which workspace the id belongs to, asked across clients as the path guard asks whether an id exists.
  const owner = await acrossClients(db)
    .selectFrom('analytics_connections')
    .select('workspace_id')
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
  if (!owner || (workspaceId !== undefined && owner.workspace_id !== workspaceId)) throw notFound();
  const workspace = await requireWorkspace(db, access, owner.workspace_id);
  return { row: await connectionById(db, workspace, connectionId), workspace };
}

/** One of the workspace's connections, by its id or its connection id. */
export async function connectionById(
  db: Database,
  workspace: WorkspaceRef,
  id: number | string,
): Promise<ConnectionRow> {
  const row = await connectionsOf(db, workspace)
    .where(typeof id === 'number' ? 'x.id' : 'x.connection_id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return withSource(row);
}

export const newConnectionId = () => `conn-${randomBytes(9).toString('base64url')}`;

/** A manual connection becomes a connection: the hand-typed account is what the source is read for. */
export async function createManualConnection(
  db: Database,
  access: AccessScope,
  workspaceId: number,
  body: Static<typeof CreateConnectionBody>,
) {
  const workspace = await requireWorkspace(db, access, workspaceId);
  const manual = await scoped(db, workspace.scope)
    .selectFrom('analytics_workspaces as w')
    .innerJoin('analytics_manual_connections as m', 'm.workspace_id', 'w.id')
    .select([
      'm.id',
      'm.source_type as sourceType',
      'm.name',
      'm.account_id as accountId',
      sql<boolean>`EXISTS (SELECT 1 FROM analytics_connections x WHERE x.manual_connection_id = m.id)`.as('linked'),
    ])
    .where('w.id', '=', workspace.id)
    .where('m.id', '=', body.manualConnectionId)
    .executeTakeFirst();
  if (!manual)
    throw new HttpError(404, 'Not found', [{ field: 'manualConnectionId', message: 'is not in this workspace' }]);
  if (body.sourceType && body.sourceType !== manual.sourceType)
    throw new HttpError(400, 'Invalid body', [{ field: 'sourceType', message: `must be ${manual.sourceType}` }]);
  if (manual.linked) throw new HttpError(409, 'This manual connection is already linked to a connection');
  const row = await underWorkspace(db, workspace)
    .insertInto('analytics_connections')
    .values({
      workspace_id: workspace.id,
      connection_id: newConnectionId(),
      source_type: manual.sourceType,
      name: body.name ?? manual.name,
      manual: true,
      auth_type: 'manual',
      status: 'connected',
      account_id: manual.accountId,
      account_name: manual.name,
      manual_connection_id: manual.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncConnection(db, workspace, { id: row.id, sourceType: manual.sourceType });
  await ensureSourceDashboards(db, workspace, manual.sourceType);
  return connectionById(db, workspace, row.id);
}

export async function updateConnection(
  db: Database,
  ref: ConnectionRef,
  body: Static<typeof UpdateConnectionBody>,
): Promise<ConnectionRow> {
  await underWorkspace(db, ref.workspace)
    .updateTable('analytics_connections')
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.accountId !== undefined ? { account_id: body.accountId } : {}),
      ...(body.accountName !== undefined ? { account_name: body.accountName } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', ref.row.id)
    .execute();
  if (body.sync) {
    if (ref.row.status === 'purged' || ref.row.status === 'expired')
      throw new HttpError(409, `A ${ref.row.status} connection cannot sync: connect it again`);
    await syncConnection(db, ref.workspace, ref.row);
  }
  return connectionById(db, ref.workspace, ref.row.id);
}

/** Purges the connection (tokens and data) and removes it. */
export async function deleteConnection(db: Database, ref: ConnectionRef): Promise<void> {
  await purgeConnection(db, ref.workspace, ref.row.id);
  await underWorkspace(db, ref.workspace).deleteFrom('analytics_connections').where('id', '=', ref.row.id).execute();
}
