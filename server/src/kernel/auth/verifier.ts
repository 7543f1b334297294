import { tokenTimesProblem } from './token-times';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

/** The claims of a Cognito-shaped ID token that the hub relies on. */
export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  'cognito:username'?: string;
  token_use: 'id';
}

/** What the API needs from any verifier (this one or the local identity service's): a verified email. */
export interface VerifiedClaims extends JWTPayload {
  email: string;
}

export type VerifyToken = (token: string) => Promise<VerifiedClaims>;

export interface VerifierOptions {
  /** The identity service's JWKS address, or the key set itself (tests, or keys held in memory). */
  jwks: string | URL | JSONWebKeySet;
  issuer: string;
  /** The app client id: ID tokens carry it as `aud`. */
  audience: string;
}

/** A token that is not good: bad signature, issuer, audience or shape, or no expiry at all. */
export class InvalidTokenError extends Error {}
/** A genuine token whose time is up (or whose sign-in was ended): the session has expired. */
export class ExpiredTokenError extends InvalidTokenError {}

/**
 * Verifies signature, issuer, audience and expiry with jose (a token without `exp` would never expire: refused),
 * bounds its issue time and lifetime, then insists on an ID token with an email.
 */
export function createTokenVerifier(options: VerifierOptions): VerifyToken {
  const keys =
    typeof options.jwks === 'string' || options.jwks instanceof URL
      ? createRemoteJWKSet(new URL(options.jwks))
      : createLocalJWKSet(options.jwks);
  return async (token): Promise<IdTokenClaims> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ExpiredTokenError('token expired');
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
    const badTimes = tokenTimesProblem(payload);
    if (badTimes) throw new InvalidTokenError(badTimes);
    if (payload.token_use !== 'id') throw new InvalidTokenError('not an ID token');
    if (typeof payload.email !== 'string' || typeof payload.sub !== 'string')
      throw new InvalidTokenError('token has no email');
    return payload as IdTokenClaims;
  };
}
