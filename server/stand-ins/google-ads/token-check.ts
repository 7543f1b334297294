import { accountTokenChecks } from '../ad-platforms/reached-accounts';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them (its userinfo answers for a live
 * token, and refuses a revoked or expired one), and tokens known in advance. The customers a token reaches are the
 * ad accounts the provider lists for its person (ids such as `act_1234567890`), their digits the customer ids.
 */
export const { providerTokenCheck, fixedTokens, standInTokens } = accountTokenChecks('customerIds', {
  fromProvider: (account) => account.replace(/\D/g, '') || null,
  given: (customerId) => customerId,
});
