import type { Static } from 'typebox';
import { sql } from 'kysely';
import type { AccessScope } from '../../../kernel/access/scope';
import { acrossClients, scoped } from '../../../kernel/access/scoped';
import { isWriter, requireWriter } from '../../../kernel/access/writers';
import { HttpError, notFound } from '../../../kernel/http/errors';
import type { Database } from '../../../kernel/db/database';
import { asInt, isoText } from '../../../kernel/db/sql';
import { reachableWorkspaces, requireTerms, requireWorkspace, type WorkspaceRef } from '../access';
import type { Workspace, WorkspaceBody } from '../schemas';

type WorkspaceRow = Static<typeof Workspace>;

/** The workspaces the caller reaches, with their client, advertiser and counts. */
const workspaces = (db: Database, access: AccessScope) =>
  reachableWorkspaces(db, access)
    .innerJoin('clients as c', 'c.id', 'w.client_id')
    .leftJoin('advertisers as a', 'a.id', 'w.advertiser_id')
    .select([
      'w.id',
      'w.alternate_id as alternateId',
      'w.name',
      'w.description',
      'w.client_id as clientId',
      'c.name as clientName',
      'w.advertiser_id as advertiserId',
      'a.name as advertiserName',
      asInt(sql`(SELECT count(*) FROM analytics_connections x WHERE x.workspace_id = w.id)`).as('connectionCount'),
      asInt(sql`(SELECT count(*) FROM analytics_dashboards d WHERE d.workspace_id = w.id)`).as('dashboardCount'),
      isoText('w.created_at').as('createdAt'),
      isoText('w.updated_at').as('updatedAt'),
    ]);

/** The server decides what the caller may change; the page only shows it. */
const withRights = (access: AccessScope, row: Omit<WorkspaceRow, 'canChange'>): WorkspaceRow => ({
  ...row,
  canChange: isWriter(access),
});

export async function listWorkspaces(
  db: Database,
  access: AccessScope,
  filter: { alternateId?: string; clientId?: number; advertiserId?: number },
) {
  requireTerms(access);
  const rows = await workspaces(db, access)
    .$if(filter.alternateId !== undefined, (q) => q.where('w.alternate_id', '=', filter.alternateId!))
    .$if(filter.clientId !== undefined, (q) => q.where('w.client_id', '=', filter.clientId!))
    .$if(filter.advertiserId !== undefined, (q) => q.where('w.advertiser_id', '=', filter.advertiserId!))
    .orderBy('c.name')
    .orderBy(sql`w.advertiser_id NULLS FIRST`)
    .orderBy('w.name')
    .orderBy('w.id')
    .execute();
  return rows.map((row) => withRights(access, row));
}

export async function workspaceById(db: Database, access: AccessScope, id: number): Promise<WorkspaceRow> {
  await requireWorkspace(db, access, id);
  const row = await workspaces(db, access).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return withRights(access, row);
}

/** What an alternate id names, if the caller may reach it: a client (unrestricted users only) or an advertiser. */
async function ownerOf(db: Database, access: AccessScope, alternateId: string) {
  const [kind, raw] = alternateId.split(':') as ['client' | 'advertiser', string];
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id > 2147483647) throw notFound();
  const reachable = (clientId: number) => access.allClients || access.clientIds.includes(clientId);
  // Found across clients, then checked against the caller's scope: an id out of reach is 404 like one that is not.
  if (kind === 'client') {
    const row = await acrossClients(db)
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !reachable(row.id)) throw notFound();
    // A client-wide workspace reads every advertiser: not for a user limited to some of them.
    if (access.advertiserIds !== null) throw new HttpError(403, 'Forbidden');
    return { clientId: row.id, advertiserId: null, name: `${row.name} Workspace` };
  }
  const row = await acrossClients(db)
    .selectFrom('advertisers')
    .select(['id', 'client_id as clientId', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !reachable(row.clientId) || (access.advertiserIds !== null && !access.advertiserIds.includes(row.id)))
    throw notFound();
  return { clientId: row.clientId, advertiserId: row.id, name: `${row.name} Workspace` };
}

/** The workspace an alternate id names, whoever may reach it (the caller's scope is checked by its reader). */
const workspaceNamed = (db: Database, alternateId: string) =>
  acrossClients(db)
    .selectFrom('analytics_workspaces')
    .select('id')
    .where('alternate_id', '=', alternateId)
    .executeTakeFirst();

/**
 * Creates the workspace an alternate id names, or gives the one that exists (created: false). Every role that
 * reaches the advertiser reads the one that exists; only a writer role makes a new one.
 */
export async function ensureWorkspace(
  db: Database,
  access: AccessScope,
  alternateId: string,
  body: Static<typeof WorkspaceBody>,
): Promise<{ workspace: WorkspaceRow; created: boolean }> {
  requireTerms(access);
  const owner = await ownerOf(db, access, alternateId);
  const made = await workspaceNamed(db, alternateId);
  if (made) return { workspace: await workspaceById(db, access, made.id), created: false };
  requireWriter(access);
  // The owner was found in the caller's scope just above.
  const inserted = await acrossClients(db)
    .insertInto('analytics_workspaces')
    .values({
      client_id: owner.clientId,
      advertiser_id: owner.advertiserId,
      alternate_id: alternateId,
      name: body.name ?? owner.name,
      description: body.description ?? null,
    })
    .onConflict((oc) => oc.column('alternate_id').doNothing())
    .returning('id')
    .execute();
  const existing = await workspaceNamed(db, alternateId);
  return { workspace: await workspaceById(db, access, existing!.id), created: inserted.length > 0 };
}

export async function updateWorkspace(
  db: Database,
  workspace: WorkspaceRef,
  { name, description }: Static<typeof WorkspaceBody>,
): Promise<void> {
  await scoped(db, workspace.scope)
    .updateTable('analytics_workspaces as w')
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      updated_at: sql`now()`,
    })
    .where('w.id', '=', workspace.id)
    .execute();
}

/** Deletes the workspace (its connections, their tokens and data, and its dashboards go with it). */
export async function deleteWorkspace(db: Database, workspace: WorkspaceRef) {
  return scoped(db, workspace.scope)
    .deleteFrom('analytics_workspaces as w')
    .where('w.id', '=', workspace.id)
    .returning(['w.name', 'w.alternate_id as alternateId', 'w.client_id as clientId'])
    .executeTakeFirst();
}
