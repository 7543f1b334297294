import { eitherTokenCheck, providerAccounts } from '../ad-platforms/reached-accounts';
import type { TokenCheck } from './server';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them: the provider's userinfo answers
 * for a live token (and refuses a revoked or expired one). The ad accounts a token reaches are the ones the
 * provider lists for its person (`ad_accounts`, ids such as `act_1234567890`).
 */
export function providerTokenCheck(issuer: string): TokenCheck {
  return async (accessToken) => {
    const accounts = await providerAccounts(issuer, accessToken);
    return accounts && { accountIds: accounts.map((id) => id.replace(/^act_/, '')).filter((id) => /^\d+$/.test(id)) };
  };
}

/** Tokens known in advance (tests), each with the ad accounts (numbers, or `act_` ids) it reaches. */
export function fixedTokens(tokens: Record<string, string[]>): TokenCheck {
  return async (accessToken) => {
    const accountIds = tokens[accessToken];
    return accountIds ? { accountIds: accountIds.map((id) => id.replace(/^act_/, '')) } : null;
  };
}

/** The tokens known in advance, and the stand-in OAuth provider's when its issuer is given. */
export const standInTokens = (tokens: Record<string, string[]>, issuer?: string): TokenCheck =>
  eitherTokenCheck(fixedTokens(tokens), issuer ? providerTokenCheck(issuer) : null);
