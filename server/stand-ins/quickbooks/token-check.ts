import { eitherTokenCheck, providerAccounts } from '../ad-platforms/reached-accounts';
import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The companies a token reaches are the accounts the
 * provider lists for its person (`ad_accounts`, ids such as `act_1234567890`): their digits are the realm ids.
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  return async (accessToken) => {
    const accounts = await providerAccounts(issuer, accessToken);
    return accounts && { realmIds: accounts.map((id) => id.replace(/\D/g, '')).filter(Boolean) };
  };
}

/** Tokens known in advance (tests and benches), each with the companies it reaches. */
export function fixedTokens(tokens: Record<string, string[]>): TokenCheck {
  return async (accessToken) => {
    const realmIds = tokens[accessToken];
    return realmIds ? { realmIds } : null;
  };
}

/** The tokens known in advance, and the stand-in OAuth provider's when its issuer is given. */
export const standInTokens = (tokens: Record<string, string[]>, issuer?: string): TokenCheck =>
  eitherTokenCheck(fixedTokens(tokens), issuer ? providerTokenCheck(issuer) : null);
