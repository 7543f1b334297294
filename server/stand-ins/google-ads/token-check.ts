import { eitherTokenCheck, providerAccounts } from '../ad-platforms/reached-accounts';
import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The customers a token reaches are the ad accounts the
 * provider lists for its person (`ad_accounts`, ids such as `act_1234567890`), as Google Ads customer ids.
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  return async (accessToken) => {
    const accounts = await providerAccounts(issuer, accessToken);
    return accounts && { customerIds: accounts.map((id) => id.replace(/\D/g, '')).filter(Boolean) };
  };
}

/** Tokens known in advance (tests and benches), each with the customers it reaches. */
export function fixedTokens(tokens: Record<string, string[]>): TokenCheck {
  return async (accessToken) => {
    const customerIds = tokens[accessToken];
    return customerIds ? { customerIds } : null;
  };
}

/** The tokens known in advance, and the stand-in OAuth provider's when its issuer is given. */
export const standInTokens = (tokens: Record<string, string[]>, issuer?: string): TokenCheck =>
  eitherTokenCheck(fixedTokens(tokens), issuer ? providerTokenCheck(issuer) : null);
