import type { FastifyRequest } from 'fastify';
import { loadScope, type AccessScope } from '../access/scope';
import { unauthorized } from '../api/errors';
import type { Database } from '../db/database';
import { resolveUser, type SessionUser } from './resolve-user';
import type { VerifyToken } from './verifier';

export interface AuthDeps {
  db: Database;
  verifyToken: VerifyToken;
}

/** The enabled user behind an identity token, or null (unknown, disabled, bent, expired): one check for every API. */
export async function userOfToken(deps: AuthDeps, token: string): Promise<SessionUser | null> {
  const claims = await deps.verifyToken(token).catch(() => null);
  return (claims && (await resolveUser(deps.db, claims))) || null;
}

/** `Authorization: Bearer <ID token>` to the caller's access scope; anything else is the 401 error body. */
export async function authenticate(deps: AuthDeps, request: FastifyRequest): Promise<AccessScope> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  if (!token) throw unauthorized();
  const user = await userOfToken(deps, token);
  if (!user) throw unauthorized();
  return loadScope(deps.db, user);
}
