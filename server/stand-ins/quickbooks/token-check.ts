import { accountTokenChecks } from '../ad-platforms/reached-accounts';

/**
 * The stand-in OAuth provider's tokens, checked as a resource server checks them (its userinfo answers for a live
 * token, and refuses a revoked or expired one), and tokens known in advance. The companies a token reaches are the
 * accounts the provider lists for its person (ids such as `act_1234567890`): their digits are the realm ids.
 */
export const { providerTokenCheck, fixedTokens, standInTokens } = accountTokenChecks('realmIds', {
  fromProvider: (account) => account.replace(/\D/g, '') || null,
  given: (realmId) => realmId,
});
