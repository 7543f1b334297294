import { accountTokenChecks } from '../ad-platforms/reached-accounts';

const number = (account: string) => account.replace(/^act_/, '');

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them (its userinfo answers for a live
 * token, and refuses a revoked or expired one), and tokens known in advance (numbers, or `act_` ids). The ad
 * accounts a token reaches are the ones the provider lists for its person (ids such as `act_1234567890`).
 */
export const { providerTokenCheck, fixedTokens, standInTokens } = accountTokenChecks('accountIds', {
  fromProvider: (account) => (/^\d+$/.test(number(account)) ? number(account) : null),
  given: number,
});
