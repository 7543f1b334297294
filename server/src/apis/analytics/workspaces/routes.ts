import { Type } from 'typebox';
import { recordChange } from '../../../kernel/audit/record';
import { Data, errors, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { accessOf } from '../../../domains/analytics/access';
import { pathWorkspace } from '../path-workspace';
import { AlternateId, Workspace, WorkspaceBody, WorkspaceParams } from '../../../domains/analytics/schemas';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import {
  deleteWorkspace,
  ensureWorkspace,
  listWorkspaces,
  updateWorkspace,
  workspaceById,
} from '../../../domains/analytics/workspaces/queries';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';

export async function workspaceRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Workspaces'];
  const operation = operations(api, tags);
  const AlternateQuery = Type.Object({
    'alternate-id': Type.Optional(AlternateId),
    clientId: Type.Optional(Id),
    advertiserId: Type.Optional(Id),
  });

  operation.read(
    '/workspaces',
    {
      operationId: 'listWorkspaces',
      requires: CLIENT_DATA,
      querystring: AlternateQuery,
      returns: Type.Array(Workspace),
    },
    async (request) => {
      const { 'alternate-id': alternateId, clientId, advertiserId } = request.query;
      return listWorkspaces(db, accessOf(request), { alternateId, clientId, advertiserId });
    },
  );

  api.post(
    '/workspaces',
    {
      config: { requires: CLIENT_DATA },
      // Reading the workspace that exists is for everyone who reaches it: ensureWorkspace checks the role to create.
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

  operation.read(
    '/workspaces/:workspaceId',
    { operationId: 'getWorkspace', requires: CLIENT_DATA, params: WorkspaceParams, returns: Workspace },
    (request) => workspaceById(db, accessOf(request), request.params.workspaceId),
  );

  operation.put(
    '/workspaces/:workspaceId',
    {
      operationId: 'updateWorkspace',
      requires: WRITERS,
      params: WorkspaceParams,
      body: WorkspaceBody,
      returns: Data(Workspace),
    },
    async (request) => {
      const { access, workspace } = await pathWorkspace(db, request);
      await updateWorkspace(db, workspace, request.body);
      return { data: await workspaceById(db, access, workspace.id) };
    },
  );

  operation.delete(
    '/workspaces/:workspaceId',
    {
      operationId: 'deleteWorkspace',
      requires: WRITERS,
      description: 'Deletes the workspace with its connections, their tokens and data, and its dashboards.',
      params: WorkspaceParams,
      returns: Type.Null(),
      status: 204,
    },
    async (request, reply) => {
      const { workspace } = await pathWorkspace(db, request);
      const gone = await deleteWorkspace(db, workspace);
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
