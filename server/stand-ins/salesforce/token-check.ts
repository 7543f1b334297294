import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The stand-in is one organisation: every live token of
 * the provider is a session of it.
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  const userinfo = `${issuer.replace(/\/$/, '')}/me`;
  return async (accessToken) => {
    const response = await fetch(userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
    await response.arrayBuffer();
    return response.ok;
  };
}

/** Tokens known in advance (tests and benches). */
export const fixedTokens =
  (tokens: readonly string[]): TokenCheck =>
  async (accessToken) =>
    tokens.includes(accessToken);
