import { Type } from '@fastify/type-provider-typebox';
import { isWellFormedRemoteName } from '@beacon/ops/places';
import { accessOf } from '../../../kernel/access/path-guard';
import { ADMINISTRATION } from '../../../kernel/access/requirements';
import { recordChange } from '../../../kernel/audit/record';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { Data, ErrorBody, errors } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
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
  const tags = ['Releases'];
  const withForbidden = { ...errors, 403: ErrorBody };

  api.get(
    '/releases/deploy-tokens',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags,
        operationId: 'listDeployTokens',
        description: 'Every token issued, without its secret: in service first, then revoked.',
        response: { 200: Data(Type.Array(DeployToken)), ...withForbidden },
      },
    },
    async () => ({ data: await listDeployTokens(db) }),
  );

  api.post(
    '/releases/deploy-tokens',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags,
        operationId: 'createDeployToken',
        description: "A token for one remote's pipeline. The token is in this answer only; only its hash is kept.",
        body: CreateDeployToken,
        response: { 201: Data(NewDeployToken), ...withForbidden },
      },
    },
    async (request, reply) => {
      const { remote } = request.body;
      // A remote of the workspace, or a new one a team builds in its own repository: its first token lets it ship.
      if (!isWellFormedRemoteName(remote))
        throw new HttpError(400, 'Invalid body', [
          { field: 'remote', message: 'is not a remote name (lower-case letters, digits and dashes)' },
        ]);
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

  api.delete(
    '/releases/deploy-tokens/:deployTokenId',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags,
        operationId: 'revokeDeployToken',
        description: 'Refuses the token from now on; it stays listed as revoked.',
        params: DeployTokenParams,
        response: { 200: Data(DeployToken), ...withForbidden },
      },
    },
    async (request) => {
      const before = await deployTokenById(db, request.params.deployTokenId);
      if (!before) throw notFound();
      const revoked = (await revokeDeployToken(db, before.id))!;
      if (!before.revokedAt)
        await recordChange(db, request, {
          action: 'deploy-token.revoked',
          target: `${revoked.remote} (${revoked.prefix}…)`,
          clientId: null,
          details: { deployTokenId: revoked.id },
        });
      return { data: revoked };
    },
  );
}
