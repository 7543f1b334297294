import { generatedAccount } from '../../stand-ins/meta-ads/catalog';
import { startMetaAdsStandIn, type MetaAdsStandIn } from '../../stand-ins/meta-ads/server';
import { standInTokens } from '../../stand-ins/meta-ads/token-check';
import { tokensAndAccounts, type TestAdPlatformOptions } from './ad-platform-stand-in';

export type { MetaAdsStandIn } from '../../stand-ins/meta-ads/server';
export { dayOf as metaAdSetDay, generatedAccount as metaAccount } from '../../stand-ins/meta-ads/catalog';

type AccountShape = NonNullable<Parameters<typeof generatedAccount>[1]>;

/** Accounts are ad accounts (`act_<n>` or `<n>` for a token, the number for a shape); their groups, ad sets. */
export interface TestMetaAdsOptions extends TestAdPlatformOptions<AccountShape> {
  maxPageSize?: number;
  runningPolls?: number;
}

/** The Meta Ads stand-in on a free port, for a test. */
export async function startTestMetaAds(options: TestMetaAdsOptions = {}): Promise<MetaAdsStandIn> {
  return startMetaAdsStandIn({
    ...tokensAndAccounts(options, standInTokens, generatedAccount),
    ...(options.maxPageSize ? { maxPageSize: options.maxPageSize } : {}),
    ...(options.runningPolls !== undefined ? { runningPolls: options.runningPolls } : {}),
  });
}
