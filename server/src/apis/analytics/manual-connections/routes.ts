import { Type } from '@fastify/type-provider-typebox';
import { Data, errors, Id } from '../../../kernel/http/schemas';
import { accessOf, requireWorkspace } from '../../../domains/analytics/access';
import {
  CreateManualConnectionBody,
  ManualConnection,
  ManualConnectionParams,
  SourceTypeSchema,
  UpdateManualConnectionBody,
  WorkspaceParams,
} from '../../../domains/analytics/schemas';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import {
  createManualConnection,
  deleteManualConnection,
  listManualConnections,
  manualById,
  unlinkedManualConnections,
  updateManualConnection,
} from '../../../domains/analytics/manual-connections/queries';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';

export async function manualConnectionRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const tags = ['Manual connections'];

  api.get(
    '/manual-connections/unlinked',
    {
      config: { requires: CLIENT_DATA },
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
      config: { requires: CLIENT_DATA },
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
      config: { requires: WRITERS },
      schema: {
        tags,
        operationId: 'createManualConnection',
        params: WorkspaceParams,
        body: CreateManualConnectionBody,
        response: { 201: Data(ManualConnection), ...errors },
      },
    },
    async (request, reply) => {
      const access = accessOf(request);
      const workspace = await requireWorkspace(db, access, request.params.workspaceId);
      const id = await createManualConnection(db, workspace, request.body);
      return reply.status(201).send({ data: await manualById(db, access, workspace, id) });
    },
  );

  api.put(
    '/workspaces/:workspaceId/manual-connections/:manualConnectionId',
    {
      config: { requires: WRITERS },
      schema: {
        tags,
        operationId: 'updateManualConnection',
        params: ManualConnectionParams,
        body: UpdateManualConnectionBody,
        response: { 200: Data(ManualConnection), ...errors },
      },
    },
    async (request) => {
      const access = accessOf(request);
      const workspace = await requireWorkspace(db, access, request.params.workspaceId);
      const { manualConnectionId } = request.params;
      await manualById(db, access, workspace, manualConnectionId);
      await updateManualConnection(db, workspace, manualConnectionId, request.body);
      return { data: await manualById(db, access, workspace, manualConnectionId) };
    },
  );

  api.delete(
    '/workspaces/:workspaceId/manual-connections/:manualConnectionId',
    {
      config: { requires: WRITERS },
      schema: {
        tags,
        operationId: 'deleteManualConnection',
        description: 'Removes it; a connection linked to it loses its account and reads as error.',
        params: ManualConnectionParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = accessOf(request);
      const workspace = await requireWorkspace(db, access, request.params.workspaceId);
      const { manualConnectionId } = request.params;
      await manualById(db, access, workspace, manualConnectionId);
      await deleteManualConnection(db, workspace, manualConnectionId);
      return reply.status(204).send(null);
    },
  );
}
