import type { FastifyRequest } from 'fastify';
import { loadScope, type AccessScope } from '../access/scope';
import { INVALID_TOKEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, unauthorized } from '../http/errors';
import type { Database } from '../db/database';
import type { AccessCache } from './access-cache';
import { resolveUser, type SessionUser } from './resolve-user';
import { ExpiredTokenError, InvalidTokenError, type VerifyToken } from './verifier';

export interface AuthDeps {
  db: Database;
  verifyToken: VerifyToken;
  /** What recently verified tokens may reach, kept for a few seconds (the server sets it; tests go without). */
  accessCache?: AccessCache;
}

/** The enabled user behind an identity token, or null (unknown, disabled, bent, expired): one check for every API. */
export async function userOfToken(deps: AuthDeps, token: string): Promise<SessionUser | null> {
  const claims = await deps.verifyToken(token).catch(() => null);
  return (claims && (await resolveUser(deps.db, claims))) || null;
}

/**
 * `Authorization: Bearer <ID token>` to the caller's access scope; anything else is the 401 error body. No token
 * asks to sign in; a session that ran out (or was signed out) says so; a token that was never good (forged,
 * foreign, malformed, without `exp`) is an invalid token, not an expired session.
 */
export async function authenticate(deps: AuthDeps, request: FastifyRequest): Promise<AccessScope> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  if (!token) throw unauthorized(SIGN_IN_REQUIRED_MESSAGE);
  const kept = deps.accessCache?.get(token);
  if (kept) return kept;
  const claims = await deps.verifyToken(token).catch((error: unknown) => {
    if (error instanceof ExpiredTokenError) throw unauthorized();
    if (error instanceof InvalidTokenError) throw unauthorized(INVALID_TOKEN_MESSAGE);
    // Not a word on the token (the database away): never a reason to sign anyone out.
    throw error;
  });
  const user = await resolveUser(deps.db, claims);
  if (!user) throw unauthorized();
  const scope = await loadScope(deps.db, user);
  deps.accessCache?.set(token, scope, claims.exp);
  return scope;
}
