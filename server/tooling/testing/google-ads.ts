import { generatedAccount } from '../../stand-ins/google-ads/catalog';
import { startGoogleAdsStandIn, type GoogleAdsStandIn } from '../../stand-ins/google-ads/server';
import { standInTokens } from '../../stand-ins/google-ads/token-check';
import { tokensAndAccounts, type TestAdPlatformOptions } from './ad-platform-stand-in';

export type { GoogleAdsStandIn } from '../../stand-ins/google-ads/server';

type AccountShape = NonNullable<Parameters<typeof generatedAccount>[1]>;

/** Accounts are customers; their groups, ad groups. */
export interface TestGoogleAdsOptions extends TestAdPlatformOptions<AccountShape> {
  pageSize?: number;
}

/** The Google Ads stand-in on a free port, for a test or a bench. */
export async function startTestGoogleAds(options: TestGoogleAdsOptions = {}): Promise<GoogleAdsStandIn> {
  return startGoogleAdsStandIn({
    ...tokensAndAccounts(options, standInTokens, generatedAccount),
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
  });
}
