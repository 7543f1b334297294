import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Account } from './accounts';
import { CognitoError } from './errors';
import type { Identity } from './identity';
import { findSession, isSessionLive, type Session } from './sessions';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  RefreshToken?: string;
}

/** The ID and access tokens of one sign-in, with Cognito's claims (Amplify and the hub read them). */
export async function issueTokens(
  identity: Identity,
  account: Account,
  session: Session,
): Promise<AuthenticationResult> {
  const { config, keys } = identity;
  const now = Math.floor(Date.now() / 1000);
  const common = {
    sub: account.sub,
    event_id: randomUUID(),
    origin_jti: session.originJti,
    auth_time: Math.floor(session.authTime.getTime() / 1000),
  };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setIssuer(config.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + config.idTokenSeconds)
      .setJti(randomUUID())
      .sign(keys.privateKey);
  const IdToken = await sign({
    ...common,
    aud: config.clientId,
    email: account.email,
    email_verified: true,
    'cognito:username': account.username,
    token_use: 'id',
  });
  const AccessToken = await sign({
    ...common,
    client_id: config.clientId,
    username: account.username,
    scope: 'aws.cognito.signin.user.admin',
    token_use: 'access',
  });
  return { AccessToken, IdToken, ExpiresIn: config.idTokenSeconds, TokenType: 'Bearer' };
}

export interface VerifiedToken {
  payload: JWTPayload & { sub: string; origin_jti: string; token_use: string };
  session: Session;
}

/**
 * Checks a token as Cognito does for GetUser and friends: our signature and issuer, not expired, the expected
 * use, and a sign-in that has not been revoked (RevokeToken, GlobalSignOut, AdminDisableUser).
 */
export async function verifyToken(identity: Identity, token: string, use: 'access' | 'id'): Promise<VerifiedToken> {
  const label = use === 'access' ? 'Access Token' : 'Id Token';
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, identity.keys.publicKey, {
      issuer: identity.config.issuer,
      algorithms: ['RS256'],
      // A token without an expiry would be good for ever: Cognito never issues one, so none is accepted.
      requiredClaims: ['exp'],
      // ID tokens name the app client in `aud`; access tokens carry it as `client_id`, checked below.
      ...(use === 'id' ? { audience: identity.config.clientId } : {}),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new CognitoError('NotAuthorizedException', `${label} has expired`);
    throw new CognitoError('NotAuthorizedException', `Invalid ${label}`);
  }
  const wrongClient = use === 'access' && payload.client_id !== identity.config.clientId;
  if (
    payload.token_use !== use ||
    wrongClient ||
    typeof payload.sub !== 'string' ||
    typeof payload.origin_jti !== 'string'
  ) {
    throw new CognitoError('NotAuthorizedException', `Invalid ${label}`);
  }
  const session = await findSession(identity.db, payload.origin_jti);
  if (!isSessionLive(session)) throw new CognitoError('NotAuthorizedException', `${label} has been revoked`);
  return { payload: payload as VerifiedToken['payload'], session };
}

/** For the hub: the claims of a valid, unrevoked ID token, or a NotAuthorizedException. */
export async function verifyIdToken(identity: Identity, token: string): Promise<VerifiedToken['payload']> {
  return (await verifyToken(identity, token, 'id')).payload;
}
