import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The customers a token reaches are the ad accounts the
 * provider lists for its person (`ad_accounts`, ids such as `act_1234567890`), as Google Ads customer ids.
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  const userinfo = `${issuer.replace(/\/$/, '')}/me`;
  return async (accessToken) => {
    const response = await fetch(userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) return null;
    const info = (await response.json()) as { ad_accounts?: { id?: unknown }[] };
    return { customerIds: (info.ad_accounts ?? []).map((a) => String(a.id ?? '').replace(/\D/g, '')).filter(Boolean) };
  };
}

/** Tokens known in advance (tests and benches), each with the customers it reaches. */
export function fixedTokens(tokens: Record<string, string[]>): TokenCheck {
  return async (accessToken) => {
    const customerIds = tokens[accessToken];
    return customerIds ? { customerIds } : null;
  };
}
