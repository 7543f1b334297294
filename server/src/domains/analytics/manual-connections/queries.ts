import type { Static } from 'typebox';
import { sql } from 'kysely';
import type { AccessScope } from '../../../kernel/access/scope';
import { notFound } from '../../../kernel/http/errors';
import type { Database } from '../../../kernel/db/database';
import { isoText } from '../../../kernel/db/sql';
import { reachableWorkspaces, requireTerms, requireWorkspace, underWorkspace, type WorkspaceRef } from '../access';
import type { CreateManualConnectionBody, ManualConnection, UpdateManualConnectionBody } from '../schemas';
import { sourceOf } from '../../../kernel/config/sources';

type ManualRow = Static<typeof ManualConnection>;

/** Manual connections of the workspaces the caller reaches (joined to them). */
const manualConnections = (db: Database, access: AccessScope) =>
  reachableWorkspaces(db, access)
    .innerJoin('analytics_manual_connections as m', 'm.workspace_id', 'w.id')
    .select([
      'm.id',
      'm.workspace_id as workspaceId',
      'm.source_type as sourceType',
      'm.name',
      'm.account_id as accountId',
      'm.settings',
      sql<string | null>`(SELECT x.connection_id FROM analytics_connections x WHERE x.manual_connection_id = m.id)`.as(
        'linkedConnectionId',
      ),
      isoText('m.created_at').as('createdAt'),
      isoText('m.updated_at').as('updatedAt'),
    ]);

const withSource = (row: Omit<ManualRow, 'sourceName' | 'settings'> & { settings: unknown }): ManualRow => ({
  ...(row as Omit<ManualRow, 'sourceName'>),
  sourceName: sourceOf(row.sourceType).label,
});

export async function listManualConnections(db: Database, access: AccessScope, workspaceId: number) {
  const workspace = await requireWorkspace(db, access, workspaceId);
  const rows = await manualConnections(db, access)
    .where('w.id', '=', workspace.id)
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  return rows.map(withSource);
}

/** Manual connections no connection uses yet, across every workspace the caller reaches. */
export async function unlinkedManualConnections(
  db: Database,
  access: AccessScope,
  sourceType: string | undefined,
  workspaceId: number | undefined,
) {
  requireTerms(access);
  const rows = await manualConnections(db, access)
    .$if(sourceType !== undefined, (q) => q.where('m.source_type', '=', sourceType!))
    .$if(workspaceId !== undefined, (q) => q.where('m.workspace_id', '=', workspaceId!))
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM analytics_connections x WHERE x.manual_connection_id = m.id)`)
    .orderBy('m.workspace_id')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  return rows.map(withSource);
}

/** One manual connection of a workspace found in the caller's scope, or 404. */
export async function manualById(
  db: Database,
  access: AccessScope,
  workspace: WorkspaceRef,
  id: number,
): Promise<ManualRow> {
  const row = await manualConnections(db, access)
    .where('w.id', '=', workspace.id)
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return withSource(row);
}

export async function createManualConnection(
  db: Database,
  workspace: WorkspaceRef,
  { sourceType, name, accountId, settings }: Static<typeof CreateManualConnectionBody>,
): Promise<number> {
  const row = await underWorkspace(db, workspace)
    .insertInto('analytics_manual_connections')
    .values({
      workspace_id: workspace.id,
      source_type: sourceType,
      name,
      account_id: accountId,
      settings: JSON.stringify(settings ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManualConnection(
  db: Database,
  workspace: WorkspaceRef,
  id: number,
  { name, accountId, settings }: Static<typeof UpdateManualConnectionBody>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const under = underWorkspace(tx, workspace);
    await under
      .updateTable('analytics_manual_connections')
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(accountId !== undefined ? { account_id: accountId } : {}),
        ...(settings !== undefined ? { settings: JSON.stringify(settings) } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    // The linked connection reads the account the manual connection now names.
    if (accountId)
      await under
        .updateTable('analytics_connections')
        .set({ account_id: accountId, updated_at: sql`now()` })
        .where('manual_connection_id', '=', id)
        .execute();
  });
}

/** Removes it; a connection linked to it loses its account and reads as error. */
export async function deleteManualConnection(db: Database, workspace: WorkspaceRef, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const under = underWorkspace(tx, workspace);
    await under
      .updateTable('analytics_connections')
      .set({ status: 'error', last_error: 'Its manual connection was removed', updated_at: sql`now()` })
      .where('manual_connection_id', '=', id)
      .execute();
    await under.deleteFrom('analytics_manual_connections').where('id', '=', id).execute();
  });
}
