import type { FastifyRequest } from 'fastify';
import type { DeployCaller } from '../../kernel/access/scope';
import { recordAudit } from '../../kernel/audit/record';
import type { Database } from '../../kernel/db/database';
import { HttpError } from '../../kernel/http/errors';
import { markSecretUsed } from '../api-keys/issued-secrets';
import { DEPLOY_TOKEN_PREFIX, deployTokenHolder } from './queries';

export const MISSING_TOKEN_MESSAGE = `Send a deploy token: Authorization: Bearer ${DEPLOY_TOKEN_PREFIX}...`;
export const INVALID_TOKEN_MESSAGE = 'Invalid deploy token';
export const REVOKED_TOKEN_MESSAGE = 'This deploy token was revoked';

/** How the activity log names a token's calls: its remote and its first characters, never the secret. */
export const deployActor = (token: Pick<DeployCaller, 'remote' | 'prefix'>) => ({
  id: null,
  email: `Deploy token for ${token.remote} (${token.prefix}…)`,
});

/**
 * `Authorization: Bearer <deploy token>` to the token that calls, or the 401 error body: no token (a user's token
 * or an API key is not one), an unknown token, a revoked one (whose attempt is recorded). Every accepted call is the
 * token's last use.
 */
export async function authenticateDeployToken(db: Database, request: FastifyRequest): Promise<DeployCaller> {
  const credential = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!credential?.startsWith(DEPLOY_TOKEN_PREFIX)) throw new HttpError(401, MISSING_TOKEN_MESSAGE);
  const holder = await deployTokenHolder(db, credential);
  if (!holder) throw new HttpError(401, INVALID_TOKEN_MESSAGE);
  if (holder.revoked) {
    await recordAudit(db, deployActor(holder), {
      action: 'deploy-token.used',
      target: `${request.method} ${request.url}`,
      clientId: null,
      details: { deployTokenId: holder.id, status: 401, reason: REVOKED_TOKEN_MESSAGE },
    });
    throw new HttpError(401, REVOKED_TOKEN_MESSAGE);
  }
  await markSecretUsed(db, 'deploy_tokens', holder.id);
  return { id: holder.id, remote: holder.remote, prefix: holder.prefix };
}
