import { Type } from 'typebox';
import { isWellFormedRemoteName } from '@beacon/ops/places';
import { accessOf } from '../../../kernel/access/path-guard';
import { ADMINISTRATION } from '../../../kernel/access/requirements';
import { recordChange } from '../../../kernel/audit/record';
import { invalidField } from '../../../kernel/http/errors';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { revokedOnRequest } from '../../../domains/api-keys/revocation';
import {
  createDeployToken,
  deployTokenById,
  listDeployTokens,
  revokeDeployToken,
} from '../../../domains/deploy-tokens/queries';
import {
  CreateDeployToken,
  DeployToken,
  DeployTokenParams,
  NewDeployToken,
} from '../../../domains/deploy-tokens/schemas';

/** The Releases page's deploy tokens (BeaconAdmin only): what a remote's team deploys with from its own pipeline. */
export async function deployTokenRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Releases']);

  operation.get(
    '/releases/deploy-tokens',
    {
      operationId: 'listDeployTokens',
      requires: ADMINISTRATION,
      description: 'Every token issued, without its secret: in service first, then revoked.',
      returns: Data(Type.Array(DeployToken)),
      refuses: [403],
    },
    async () => ({ data: await listDeployTokens(db) }),
  );

  operation.post(
    '/releases/deploy-tokens',
    {
      operationId: 'createDeployToken',
      requires: ADMINISTRATION,
      description: "A token for one remote's pipeline. The token is in this answer only; only its hash is kept.",
      body: CreateDeployToken,
      returns: Data(NewDeployToken),
      status: 201,
      refuses: [403],
    },
    async (request, reply) => {
      const { remote } = request.body;
      // A remote of the workspace, or a new one a team builds in its own repository: its first token lets it ship.
      if (!isWellFormedRemoteName(remote))
        throw invalidField('remote', 'is not a remote name (lower-case letters, digits and dashes)');
      const created = await createDeployToken(db, { remote, createdBy: accessOf(request).user.email });
      await recordChange(db, request, {
        action: 'deploy-token.created',
        target: `${remote} (${created.prefix}…)`,
        clientId: null,
        details: { deployTokenId: created.id, remote },
      });
      return reply.status(201).send({ data: created });
    },
  );

  operation.delete(
    '/releases/deploy-tokens/:deployTokenId',
    {
      operationId: 'revokeDeployToken',
      requires: ADMINISTRATION,
      description: 'Refuses the token from now on; it stays listed as revoked.',
      params: DeployTokenParams,
      returns: Data(DeployToken),
      refuses: [403],
    },
    async (request) =>
      revokedOnRequest(
        db,
        request,
        await deployTokenById(db, request.params.deployTokenId),
        revokeDeployToken,
        (revoked) => ({
          action: 'deploy-token.revoked',
          target: `${revoked.remote} (${revoked.prefix}…)`,
          clientId: null,
          details: { deployTokenId: revoked.id },
        }),
      ),
  );
}
