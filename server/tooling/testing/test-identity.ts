import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier, type VerifyToken } from '../../src/kernel/auth/verifier';

export const TEST_ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_TestPool';
export const TEST_AUDIENCE = 'beacon-test-client';

export interface TestIdentity {
  verifyToken: VerifyToken;
  /** Mints an ID token for `email`, signed with the test key; `overrides` bends any claim (`exp: null` drops it). */
  mint(email: string, overrides?: Record<string, unknown>): Promise<string>;
}

/** A throwaway signing key and the real verifier over it, so tests go through the same code as production. */
export async function createTestIdentity(): Promise<TestIdentity> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const verifyToken = createTokenVerifier({ jwks: { keys: [jwk] }, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
  return {
    verifyToken,
    mint: async (email, overrides = {}) => {
      const { exp, ...rest } = overrides;
      const claims = { email, 'cognito:username': email, token_use: 'id', ...rest };
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(String(overrides.sub ?? `sub-${email}`))
        .setIssuer(String(overrides.iss ?? TEST_ISSUER))
        .setAudience(String(overrides.aud ?? TEST_AUDIENCE))
        .setIssuedAt();
      // `exp: null` mints a token that never expires (which must be refused).
      if (exp !== null) jwt.setExpirationTime((exp as number | string | undefined) ?? '1h');
      return jwt.sign(privateKey);
    },
  };
}
