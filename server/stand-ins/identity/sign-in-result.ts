import type { Account } from './accounts';
import type { Identity } from './identity';
import { startSession } from './sessions';
import { issueTokens } from './tokens';

/** A finished sign-in: a new session and its three tokens, in InitiateAuth/RespondToAuthChallenge's shape. */
export async function completeSignIn(identity: Identity, account: Account) {
  const { session, refreshToken } = await startSession(identity.db, {
    sub: account.sub,
    clientId: identity.config.clientId,
    refreshTokenDays: identity.config.refreshTokenDays,
  });
  const tokens = await issueTokens(identity, account, session);
  return { AuthenticationResult: { ...tokens, RefreshToken: refreshToken }, ChallengeParameters: {} };
}
