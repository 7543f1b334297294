import { requireString } from '../errors';
import type { Identity } from '../identity';
import { assertClient, type RequestBody } from '../requests';
import { findSessionByRefreshToken, revokeAllSessions, revokeSession } from '../sessions';
import { accountOfAccessToken } from './get-user';

/** GlobalSignOut (signOut({ global: true })): every sign-in of the user ends, refresh and access tokens alike. */
export async function globalSignOut(identity: Identity, body: RequestBody) {
  const account = await accountOfAccessToken(identity, requireString(body, 'AccessToken'));
  await revokeAllSessions(identity.db, account.sub);
  return {};
}

/**
 * RevokeToken (plain signOut()): ends the sign-in of one refresh token, and with it the access tokens it issued
 * (they share its origin_jti). An unknown or already revoked token succeeds, as at Cognito.
 */
export async function revokeToken(identity: Identity, body: RequestBody) {
  assertClient(identity, body);
  const session = await findSessionByRefreshToken(identity.db, requireString(body, 'Token'));
  if (session && session.clientId === identity.config.clientId) await revokeSession(identity.db, session.originJti);
  return {};
}
