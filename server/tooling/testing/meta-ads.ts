import { generatedAccount } from '../../stand-ins/meta-ads/catalog';
import { startMetaAdsStandIn, type MetaAdsStandIn } from '../../stand-ins/meta-ads/server';
import { standInTokens } from '../../stand-ins/meta-ads/token-check';

export type { MetaAdsStandIn } from '../../stand-ins/meta-ads/server';
export { dayOf as metaAdSetDay, generatedAccount as metaAccount } from '../../stand-ins/meta-ads/catalog';

export interface TestMetaAdsOptions {
  /** Access tokens the stand-in takes, with the ad accounts (`act_<n>` or `<n>`) each reaches. */
  tokens?: Record<string, string[]>;
  /** The stand-in OAuth provider whose tokens it takes too (its issuer URL). */
  issuer?: string;
  /** Per ad account number: the ad set ids it holds (line items' platform ids), and how it is shaped. */
  accounts?: Record<string, { adSetIds?: string[]; campaigns?: number; adSetsPerCampaign?: number }>;
  maxPageSize?: number;
  runningPolls?: number;
}

/** The Meta Ads stand-in on a free port, for a test. */
export async function startTestMetaAds(options: TestMetaAdsOptions = {}): Promise<MetaAdsStandIn> {
  return startMetaAdsStandIn({
    tokenCheck: standInTokens(options.tokens ?? {}, options.issuer),
    accountOf: (accountId) => generatedAccount(accountId, options.accounts?.[accountId] ?? {}),
    ...(options.maxPageSize ? { maxPageSize: options.maxPageSize } : {}),
    ...(options.runningPolls !== undefined ? { runningPolls: options.runningPolls } : {}),
  });
}
