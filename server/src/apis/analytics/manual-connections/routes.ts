import { Type } from 'typebox';
import { Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { accessOf } from '../../../domains/analytics/access';
import { pathWorkspace } from '../path-workspace';
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
  const operation = operations(api, ['Manual connections']);

  operation.read(
    '/manual-connections/unlinked',
    {
      operationId: 'listUnlinkedManualConnections',
      requires: CLIENT_DATA,
      querystring: Type.Object({ 'source-type': Type.Optional(SourceTypeSchema), workspaceId: Type.Optional(Id) }),
      returns: Type.Array(ManualConnection),
    },
    (request) =>
      unlinkedManualConnections(db, accessOf(request), request.query['source-type'], request.query.workspaceId),
  );

  operation.read(
    '/workspaces/:workspaceId/manual-connections',
    {
      operationId: 'listManualConnections',
      requires: CLIENT_DATA,
      params: WorkspaceParams,
      returns: Type.Array(ManualConnection),
    },
    (request) => listManualConnections(db, accessOf(request), request.params.workspaceId),
  );

  operation.post(
    '/workspaces/:workspaceId/manual-connections',
    {
      operationId: 'createManualConnection',
      requires: WRITERS,
      params: WorkspaceParams,
      body: CreateManualConnectionBody,
      returns: Data(ManualConnection),
      status: 201,
    },
    async (request, reply) => {
      const { access, workspace } = await pathWorkspace(db, request);
      const id = await createManualConnection(db, workspace, request.body);
      return reply.status(201).send({ data: await manualById(db, access, workspace, id) });
    },
  );

  operation.put(
    '/workspaces/:workspaceId/manual-connections/:manualConnectionId',
    {
      operationId: 'updateManualConnection',
      requires: WRITERS,
      params: ManualConnectionParams,
      body: UpdateManualConnectionBody,
      returns: Data(ManualConnection),
    },
    async (request) => {
      const { access, workspace } = await pathWorkspace(db, request);
      const { manualConnectionId } = request.params;
      await manualById(db, access, workspace, manualConnectionId);
      await updateManualConnection(db, workspace, manualConnectionId, request.body);
      return { data: await manualById(db, access, workspace, manualConnectionId) };
    },
  );

  operation.delete(
    '/workspaces/:workspaceId/manual-connections/:manualConnectionId',
    {
      operationId: 'deleteManualConnection',
      requires: WRITERS,
      description: 'Removes it; a connection linked to it loses its account and reads as error.',
      params: ManualConnectionParams,
      returns: Type.Null(),
      status: 204,
    },
    async (request, reply) => {
      const { access, workspace } = await pathWorkspace(db, request);
      const { manualConnectionId } = request.params;
      await manualById(db, access, workspace, manualConnectionId);
      await deleteManualConnection(db, workspace, manualConnectionId);
      return reply.status(204).send(null);
    },
  );
}
