import type { JWTPayload } from 'jose';

/** How far ahead of this server's clock a token may say it was issued: clocks drift a little, no more. */
export const CLOCK_SKEW_SECONDS = 60;
/** Cognito's longest ID-token validity (a day): a token that lives longer was not issued by a sign-in. */
export const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * The times of a token whose signature is good: issued (`iat`) no later than now and the skew, and expiring (`exp`)
 * no later than the longest lifetime after that. A key that leaked could otherwise sign a token for the year 2200.
 * Returns what is wrong, or null.
 */
export function tokenTimesProblem(payload: JWTPayload, now = Date.now()): string | null {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return 'the token has no issue time';
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'the token has no expiry';
  if (iat > Math.floor(now / 1000) + CLOCK_SKEW_SECONDS) return 'the token was issued in the future';
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return 'the token lives longer than a sign-in may';
  return null;
}
