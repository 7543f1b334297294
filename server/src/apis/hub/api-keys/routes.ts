import { Type } from 'typebox';
import { accessOf } from '../../../kernel/access/path-guard';
import { invalidField } from '../../../kernel/http/errors';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { recordChange } from '../../../kernel/audit/record';
import { apiKeyById, clientExists, createApiKey, listApiKeys, revokeApiKey } from '../../../domains/api-keys/queries';
import { revokedOnRequest } from '../../../domains/api-keys/revocation';
import { ApiKey, ApiKeyParams, CreateApiKey, NewApiKey } from '../../../domains/api-keys/schemas';
import { ADMINISTRATION } from '../../../kernel/access/requirements';

/** Administration › API keys (BeaconAdmin only): the keys the agency's pipelines call the ingestion API with. */
export async function apiKeyRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['API keys']);

  operation.get(
    '/api-keys',
    { operationId: 'listApiKeys', requires: ADMINISTRATION, returns: Data(Type.Array(ApiKey)), refuses: [403] },
    async () => ({ data: await listApiKeys(db) }),
  );

  operation.post(
    '/api-keys',
    {
      operationId: 'createApiKey',
      requires: ADMINISTRATION,
      description: "A key for the whole agency (no clientId) or one client's. The key is in this answer only.",
      body: CreateApiKey,
      returns: Data(NewApiKey),
      status: 201,
      refuses: [403],
    },
    async (request, reply) => {
      const clientId = request.body.clientId ?? null;
      if (clientId !== null && !(await clientExists(db, clientId))) throw invalidField('clientId', 'is not a client');
      const created = await createApiKey(db, {
        name: request.body.name.trim(),
        clientId,
        createdBy: accessOf(request).user.email,
      });
      await recordChange(db, request, {
        action: 'api-key.created',
        target: `${created.name} (${created.prefix}…)`,
        clientId,
        details: { apiKeyId: created.id, client: created.clientName ?? 'All clients' },
      });
      return reply.status(201).send({ data: created });
    },
  );

  operation.delete(
    '/api-keys/:apiKeyId',
    {
      operationId: 'revokeApiKey',
      requires: ADMINISTRATION,
      description: 'Refuses the key from now on; it stays listed as revoked.',
      params: ApiKeyParams,
      returns: Data(ApiKey),
      refuses: [403],
    },
    async (request) =>
      revokedOnRequest(db, request, await apiKeyById(db, request.params.apiKeyId), revokeApiKey, (revoked) => ({
        action: 'api-key.revoked',
        target: `${revoked.name} (${revoked.prefix}…)`,
        clientId: revoked.clientId,
        details: { apiKeyId: revoked.id },
      })),
  );
}
