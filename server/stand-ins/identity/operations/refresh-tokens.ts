import { findAccountBySub } from '../accounts';
import { CognitoError, requireString, userDisabled } from '../errors';
import type { Identity } from '../identity';
import { assertClient, type RequestBody } from '../requests';
import { findSessionByRefreshToken } from '../sessions';
import { issueTokens, type AuthenticationResult } from '../tokens';

/**
 * New ID and access tokens for a refresh token, within the same sign-in (same origin_jti and auth_time). The
 * refresh token itself is not rotated, as in a Cognito client without refresh-token rotation.
 */
export async function refreshTokens(identity: Identity, refreshToken: string): Promise<AuthenticationResult> {
  const session = await findSessionByRefreshToken(identity.db, refreshToken);
  if (!session || session.clientId !== identity.config.clientId)
    throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  if (session.revokedAt) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  if (session.expiresAt <= new Date()) throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  const account = await findAccountBySub(identity.db, session.sub);
  if (!account) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  if (!account.enabled) throw userDisabled();
  return issueTokens(identity, account, session);
}

/** GetTokensFromRefreshToken: what Amplify 6 calls to refresh (fetchAuthSession). */
export async function getTokensFromRefreshToken(identity: Identity, body: RequestBody) {
  assertClient(identity, body);
  return { AuthenticationResult: await refreshTokens(identity, requireString(body, 'RefreshToken')) };
}
