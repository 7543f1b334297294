import { Type, type Static } from '@fastify/type-provider-typebox';
import type { AccessScope } from '../access/scope';
import { isWriter, requireWriter } from '../access/writers';
import { recordChange } from '../audit/record';
import { HttpError, notFound } from '../api/errors';
import { Data, errors, Id, iso } from '../api/schemas';
import type { Database } from '../db/database';
import { accessOf, inWorkspaceScope, requireTerms, requireWorkspace, workspaceScopeParams } from './access';
import { AlternateId, Workspace, WorkspaceBody, WorkspaceParams } from './schemas';
import type { AnalyticsApi, AnalyticsDeps } from './types';

const COLUMNS = `w.id, w.alternate_id AS "alternateId", w.name, w.description, w.client_id AS "clientId", c.name AS "clientName",
  w.advertiser_id AS "advertiserId", a.name AS "advertiserName",
  (SELECT count(*)::int FROM analytics_connections x WHERE x.workspace_id = w.id) AS "connectionCount",
  (SELECT count(*)::int FROM analytics_dashboards d WHERE d.workspace_id = w.id) AS "dashboardCount",
  ${iso('w.created_at')} AS "createdAt", ${iso('w.updated_at')} AS "updatedAt"`;
const FROM = `FROM analytics_workspaces w JOIN clients c ON c.id = w.client_id LEFT JOIN advertisers a ON a.id = w.advertiser_id`;

type WorkspaceRow = Static<typeof Workspace>;

/** The server decides what the caller may change; the page only shows it. */
const withRights = (scope: AccessScope, row: Omit<WorkspaceRow, 'canChange'>): WorkspaceRow => ({
  ...row,
  canChange: isWriter(scope),
});

export async function listWorkspaces(
  db: Database,
  scope: AccessScope,
  filter: { alternateId?: string; clientId?: number; advertiserId?: number },
) {
  requireTerms(scope);
  const rows = await db.query<Omit<WorkspaceRow, 'canChange'>>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${inWorkspaceScope('w')}
      AND ($4::text IS NULL OR w.alternate_id = $4) AND ($5::int IS NULL OR w.client_id = $5)
      AND ($6::int IS NULL OR w.advertiser_id = $6)
    ORDER BY c.name, w.advertiser_id NULLS FIRST, w.name, w.id`,
    [...workspaceScopeParams(scope), filter.alternateId ?? null, filter.clientId ?? null, filter.advertiserId ?? null],
  );
  return rows.map((row) => withRights(scope, row));
}

export async function workspaceById(db: Database, scope: AccessScope, id: number): Promise<WorkspaceRow> {
  await requireWorkspace(db, scope, id);
  const [row] = await db.query<Omit<WorkspaceRow, 'canChange'>>(`SELECT ${COLUMNS} ${FROM} WHERE w.id = $1`, [id]);
  if (!row) throw notFound();
  return withRights(scope, row);
}

/** What an alternate id names, if the caller may reach it: a client (unrestricted users only) or an advertiser. */
async function ownerOf(db: Database, scope: AccessScope, alternateId: string) {
  const [kind, raw] = alternateId.split(':') as ['client' | 'advertiser', string];
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id > 2147483647) throw notFound();
  const reachable = (clientId: number) => scope.allClients || scope.clientIds.includes(clientId);
  if (kind === 'client') {
    const [row] = await db.query<{ id: number; name: string }>('SELECT id, name FROM clients WHERE id = $1', [id]);
    if (!row || !reachable(row.id)) throw notFound();
    // A client-wide workspace reads every advertiser: not for a user limited to some of them.
    if (scope.advertiserIds !== null) throw new HttpError(403, 'Forbidden');
    return { clientId: row.id, advertiserId: null, name: `${row.name} Workspace` };
  }
  const [row] = await db.query<{ id: number; clientId: number; name: string }>(
    'SELECT id, client_id AS "clientId", name FROM advertisers WHERE id = $1',
    [id],
  );
  if (!row || !reachable(row.clientId) || (scope.advertiserIds !== null && !scope.advertiserIds.includes(row.id)))
    throw notFound();
  return { clientId: row.clientId, advertiserId: row.id, name: `${row.name} Workspace` };
}

/**
 * Creates the workspace an alternate id names, or gives the one that exists (created: false). Every role that
 * reaches the advertiser reads the one that exists; only a writer role makes a new one.
 */
export async function ensureWorkspace(
  db: Database,
  scope: AccessScope,
  alternateId: string,
  body: Static<typeof WorkspaceBody>,
): Promise<{ workspace: WorkspaceRow; created: boolean }> {
  requireTerms(scope);
  const owner = await ownerOf(db, scope, alternateId);
  const [made] = await db.query<{ id: number }>('SELECT id FROM analytics_workspaces WHERE alternate_id = $1', [
    alternateId,
  ]);
  if (made) return { workspace: await workspaceById(db, scope, made.id), created: false };
  requireWriter(scope);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO analytics_workspaces (client_id, advertiser_id, alternate_id, name, description)
    VALUES ($1, $2, $3, $4, $5) ON CONFLICT (alternate_id) DO NOTHING RETURNING id`,
    [owner.clientId, owner.advertiserId, alternateId, body.name ?? owner.name, body.description ?? null],
  );
  const [existing] = await db.query<{ id: number }>('SELECT id FROM analytics_workspaces WHERE alternate_id = $1', [
    alternateId,
  ]);
  return { workspace: await workspaceById(db, scope, existing!.id), created: inserted.length > 0 };
}

export async function workspaceRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Workspaces'];
  const AlternateQuery = Type.Object({
    'alternate-id': Type.Optional(AlternateId),
    clientId: Type.Optional(Id),
    advertiserId: Type.Optional(Id),
  });

  api.get(
    '/workspaces',
    {
      schema: {
        tags,
        operationId: 'listWorkspaces',
        querystring: AlternateQuery,
        response: { 200: Data(Type.Array(Workspace)), ...errors },
      },
    },
    async (request) => {
      const { 'alternate-id': alternateId, clientId, advertiserId } = request.query;
      return { data: await listWorkspaces(db, accessOf(request), { alternateId, clientId, advertiserId }) };
    },
  );

  api.post(
    '/workspaces',
    {
      // Reading the workspace that exists is for everyone who reaches it: ensureWorkspace checks the role to create.
      config: { readsOnly: true },
      schema: {
        tags,
        operationId: 'createWorkspace',
        description:
          'Creates the workspace of a client or advertiser (Admin and agency roles); when it exists already, answers it with 200 (every role that reaches it).',
        querystring: Type.Object({ 'alternate-id': AlternateId }),
        body: Type.Optional(WorkspaceBody),
        response: { 200: Data(Workspace), 201: Data(Workspace), 403: errors[404], ...errors },
      },
    },
    async (request, reply) => {
      const { workspace, created } = await ensureWorkspace(
        db,
        accessOf(request),
        request.query['alternate-id'],
        request.body ?? {},
      );
      return reply.status(created ? 201 : 200).send({ data: workspace });
    },
  );

  api.get(
    '/workspaces/:workspaceId',
    {
      schema: {
        tags,
        operationId: 'getWorkspace',
        params: WorkspaceParams,
        response: { 200: Data(Workspace), ...errors },
      },
    },
    async (request) => ({ data: await workspaceById(db, accessOf(request), request.params.workspaceId) }),
  );

  api.put(
    '/workspaces/:workspaceId',
    {
      schema: {
        tags,
        operationId: 'updateWorkspace',
        params: WorkspaceParams,
        body: WorkspaceBody,
        response: { 200: Data(Workspace), ...errors },
      },
    },
    async (request) => {
      const scope = accessOf(request);
      const { id } = await requireWorkspace(db, scope, request.params.workspaceId);
      const { name, description } = request.body;
      await db.query(
        `UPDATE analytics_workspaces SET name = COALESCE($2, name),
          description = CASE WHEN $3::boolean THEN $4 ELSE description END, updated_at = now() WHERE id = $1`,
        [id, name ?? null, description !== undefined, description ?? null],
      );
      return { data: await workspaceById(db, scope, id) };
    },
  );

  api.delete(
    '/workspaces/:workspaceId',
    {
      schema: {
        tags,
        operationId: 'deleteWorkspace',
        description: 'Deletes the workspace with its connections, their tokens and data, and its dashboards.',
        params: WorkspaceParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = await requireWorkspace(db, accessOf(request), request.params.workspaceId);
      const [gone] = await db.query<{ name: string; alternateId: string; clientId: number }>(
        `DELETE FROM analytics_workspaces WHERE id = $1
        RETURNING name, alternate_id AS "alternateId", client_id AS "clientId"`,
        [id],
      );
      // Recorded (who, when, which): a delete takes the connections, their tokens and the dashboards with it.
      if (gone)
        await recordChange(db, request, {
          action: 'workspace.deleted',
          target: gone.name,
          clientId: gone.clientId,
          details: { workspace: gone.alternateId },
        });
      return reply.status(204).send(null);
    },
  );
}
