import type { FastifyRequest } from 'fastify';
import type { KeyCaller } from '../../kernel/access/scope';
import { HttpError } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { looksLikeKey } from './keys';
import { markSecretUsed } from './issued-secrets';
import { keyHolder } from './queries';

export const MISSING_KEY_MESSAGE = 'Send an API key: Authorization: Bearer bk_live_...';
export const INVALID_KEY_MESSAGE = 'Invalid API key';
export const REVOKED_KEY_MESSAGE = 'This API key was revoked';

/**
 * `Authorization: Bearer <API key>` to the key that calls, or the 401 error body: no key (a user's token is not
 * one), an unknown key, a revoked key. Every accepted call is the key's last use.
 */
export async function authenticateKey(db: Database, request: FastifyRequest): Promise<KeyCaller> {
  const credential = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!credential || !looksLikeKey(credential)) throw new HttpError(401, MISSING_KEY_MESSAGE);
  const holder = await keyHolder(db, credential);
  if (!holder) throw new HttpError(401, INVALID_KEY_MESSAGE);
  if (holder.revoked) throw new HttpError(401, REVOKED_KEY_MESSAGE);
  await markSecretUsed(db, 'api_keys', holder.id);
  return { id: holder.id, name: holder.name, prefix: holder.prefix, clientId: holder.clientId };
}
