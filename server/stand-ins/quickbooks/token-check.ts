import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The companies a token reaches are the accounts the
 * provider lists for its person (`ad_accounts`, ids such as `act_1234567890`): their digits are the realm ids.
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  const userinfo = `${issuer.replace(/\/$/, '')}/me`;
  return async (accessToken) => {
    const response = await fetch(userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) return null;
    const info = (await response.json()) as { ad_accounts?: { id?: unknown }[] };
    return { realmIds: (info.ad_accounts ?? []).map((a) => String(a.id ?? '').replace(/\D/g, '')).filter(Boolean) };
  };
}

/** Tokens known in advance (tests and benches), each with the companies it reaches. */
export function fixedTokens(tokens: Record<string, string[]>): TokenCheck {
  return async (accessToken) => {
    const realmIds = tokens[accessToken];
    return realmIds ? { realmIds } : null;
  };
}
