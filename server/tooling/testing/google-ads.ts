import { generatedAccount } from '../../stand-ins/google-ads/catalog';
import { startGoogleAdsStandIn, type GoogleAdsStandIn } from '../../stand-ins/google-ads/server';
import { standInTokens } from '../../stand-ins/google-ads/token-check';

export type { GoogleAdsStandIn } from '../../stand-ins/google-ads/server';

export interface TestGoogleAdsOptions {
  /** Access tokens the stand-in takes, with the customers each reaches. */
  tokens?: Record<string, string[]>;
  /** The stand-in OAuth provider whose tokens it takes too (its issuer URL). */
  issuer?: string;
  /** Per customer: the ad group ids its account holds (line items' platform ids), and how it is shaped. */
  accounts?: Record<string, { adGroupIds?: string[]; campaigns?: number; adGroupsPerCampaign?: number }>;
  pageSize?: number;
}

/** The Google Ads stand-in on a free port, for a test or a bench. */
export async function startTestGoogleAds(options: TestGoogleAdsOptions = {}): Promise<GoogleAdsStandIn> {
  return startGoogleAdsStandIn({
    tokenCheck: standInTokens(options.tokens ?? {}, options.issuer),
    accountOf: (customerId) => generatedAccount(customerId, options.accounts?.[customerId] ?? {}),
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
  });
}
