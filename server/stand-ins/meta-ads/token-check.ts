import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The ad accounts a token reaches are the ones the
 * provider lists for its person (`ad_accounts`, ids such as `act_1234567890`).
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  const userinfo = `${issuer.replace(/\/$/, '')}/me`;
  return async (accessToken) => {
    const response = await fetch(userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) return null;
    const info = (await response.json()) as { ad_accounts?: { id?: unknown }[] };
    const ids = (info.ad_accounts ?? []).map((a) => String(a.id ?? '').replace(/^act_/, ''));
    return { accountIds: ids.filter((id) => /^\d+$/.test(id)) };
  };
}

/** Tokens known in advance (tests), each with the ad accounts (numbers, or `act_` ids) it reaches. */
export function fixedTokens(tokens: Record<string, string[]>): TokenCheck {
  return async (accessToken) => {
    const accountIds = tokens[accessToken];
    return accountIds ? { accountIds: accountIds.map((id) => id.replace(/^act_/, '')) } : null;
  };
}

/** A token the fixed ones know, else the provider's verdict. */
export function eitherTokenCheck(fixed: TokenCheck, provider: TokenCheck | null): TokenCheck {
  return async (accessToken) => (await fixed(accessToken)) ?? (provider ? provider(accessToken) : null);
}
