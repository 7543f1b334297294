import { Type, type Static, type TArray, type TSchema } from 'typebox';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { accessOf } from '../../../domains/analytics/access';
import {
  Connection,
  ConnectionParams,
  CreateConnectionBody,
  UpdateConnectionBody,
  WorkspaceConnectionParams,
  WorkspaceParams,
} from '../../../domains/analytics/schemas';
import type { AnalyticsApi, AnalyticsDeps } from '../types';
import {
  connectionById,
  createManualConnection,
  deleteConnection,
  listConnections,
  requireConnection,
  updateConnection,
} from '../../../domains/analytics/connections/queries';
import { purgeConnection } from '../../../domains/analytics/connections/sync';
import { ConnectorSync, listSyncs } from '../../../domains/connectors/history';
import { ConnectorMapping, listMappings, mapRecord, MapRecordBody } from '../../../domains/connectors/mappings';
import { LineItemChoice, lineItemChoices } from '../../../domains/connectors/line-item-choices';
import { connectorSources, queueConnectorSync } from '../../../domains/connectors/run-sync';
import { HttpError } from '../../../kernel/http/errors';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';

export async function connectionRoutes(api: AnalyticsApi, { db, jobs }: AnalyticsDeps) {
  const operation = operations(api, ['Connections']);

  operation.read(
    '/workspaces/:workspaceId/connections',
    {
      operationId: 'listConnections',
      requires: CLIENT_DATA,
      params: WorkspaceParams,
      returns: Type.Array(Connection),
    },
    (request) => listConnections(db, accessOf(request), request.params.workspaceId),
  );

  operation.post(
    '/workspaces/:workspaceId/connections/create',
    {
      operationId: 'createConnection',
      requires: WRITERS,
      description:
        'Connects a manual connection (the account typed by hand). OAuth sources connect through /oauth/url and /oauth/credentials.',
      params: WorkspaceParams,
      body: CreateConnectionBody,
      returns: Data(Connection),
      status: 201,
      refuses: [409],
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

    operation.get(
      base,
      { operationId: `getConnection${suffix}`, requires: CLIENT_DATA, params, returns: Data(Connection) },
      async (request) => ({ data: (await find(request)).row }),
    );

    operation.put(
      base,
      {
        operationId: `updateConnection${suffix}`,
        requires: WRITERS,
        description: 'Renames it, chooses the account at the source, or (sync: true) reads the source again.',
        params,
        body: UpdateConnectionBody,
        returns: Data(Connection),
        refuses: [409],
      },
      async (request) => {
        const ref = await find(request);
        const { sync, ...change } = request.body;
        // A source with a connector, connected through OAuth, reads its platform in a job (one at a time per
        // connection); others (a manual connection holds no grant) copy now.
        const viaConnector = connectorSources.has(ref.row.sourceType) && ref.row.authType !== 'manual';
        if (!sync || !jobs || !viaConnector || !(change.accountId ?? ref.row.accountId))
          return { data: await updateConnection(db, ref, request.body) };
        if (ref.row.status === 'purged' || ref.row.status === 'expired')
          throw new HttpError(409, `A ${ref.row.status} connection cannot sync: connect it again`);
        await updateConnection(db, ref, change);
        await queueConnectorSync(db, jobs, ref.row.id);
        return { data: await connectionById(db, ref.workspace, ref.row.id) };
      },
    );

    /** A list of what belongs to the connection, read once the caller's connection is found. */
    const readOfConnection = <R extends TSchema>(
      path: string,
      { operationId, description, item }: { operationId: string; description: string; item: R },
      list: (connection: Awaited<ReturnType<typeof find>>) => Promise<Static<TArray<R>>>,
    ) =>
      operation.read(
        `${base}/${path}`,
        {
          operationId: `${operationId}${suffix}`,
          requires: CLIENT_DATA,
          description,
          params,
          returns: Type.Array(item),
        },
        async (request) => list(await find(request)),
      );

    readOfConnection(
      'syncs',
      {
        operationId: 'listConnectionSyncs',
        description:
          'The sync history of a connection, newest first: window, rows and days written, ad groups no line item carries, error.',
        item: ConnectorSync,
      },
      (ref) => listSyncs(db, ref.workspace, ref.row.id),
    );

    readOfConnection(
      'mappings',
      {
        operationId: 'listConnectionMappings',
        description:
          "The vendor's records that stand for advertisers (QuickBooks customers, Salesforce accounts), those no person has mapped yet first.",
        item: ConnectorMapping,
      },
      (ref) => listMappings(db, ref.workspace, ref.row.id),
    );

    readOfConnection(
      'line-items',
      {
        operationId: 'listConnectionLineItems',
        description:
          "The line items an ad group of this connection may be placed on (the source's platforms, in the workspace's reach), with the ad group id each carries.",
        item: LineItemChoice,
      },
      (ref) => lineItemChoices(db, ref.workspace, ref.row.sourceType),
    );

    operation.put(
      `${base}/mappings`,
      {
        operationId: `mapConnectionRecord${suffix}`,
        requires: WRITERS,
        description:
          "Maps one of the vendor's records once: a customer or account to an advertiser (null unmaps it), or an ad group (kind adGroup) to the line item that carries it. The next sync uses it.",
        params,
        body: MapRecordBody,
        returns: Data(Type.Array(ConnectorMapping)),
        refuses: [409],
      },
      async (request) => {
        const ref = await find(request);
        await mapRecord(db, ref.workspace, ref.row, request.body, accessOf(request).user.email);
        return { data: await listMappings(db, ref.workspace, ref.row.id) };
      },
    );

    operation.remove(
      base,
      {
        operationId: `deleteConnection${suffix}`,
        requires: WRITERS,
        description: 'Purges the connection (tokens and data) and removes it.',
        params,
      },
      async (request) => deleteConnection(db, await find(request)),
    );

    operation.post(
      `${base}/purge`,
      {
        operationId: `purgeConnection${suffix}`,
        requires: WRITERS,
        description: 'Deletes the tokens and the synced data; the connection stays, as purged, to connect again.',
        params,
        returns: Data(Connection),
      },
      async (request) => {
        const ref = await find(request);
        await purgeConnection(db, ref.workspace, ref.row.id);
        return { data: await connectionById(db, ref.workspace, ref.row.id) };
      },
    );
  }
}
