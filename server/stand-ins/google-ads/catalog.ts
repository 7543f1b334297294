import { drawnDay, plannedCampaigns, seed, type Traffic } from '../ad-platforms/generated-days';

/**
 * What a Google Ads account holds in the stand-in: its campaigns and their ad groups, and each ad group's daily
 * figures, made from the ids alone (the same account answers the same way on every run, at any size).
 */
export interface AdGroupPlan {
  id: string;
  name: string;
}

export interface CampaignPlan {
  id: string;
  name: string;
  adGroups: AdGroupPlan[];
}

export interface AccountPlan {
  customerId: string;
  campaigns: CampaignPlan[];
}

/** An ad group with its campaign. */
export interface PlacedAdGroup {
  campaign: CampaignPlan;
  adGroup: AdGroupPlan;
}

/** One ad group's day as GoogleAdsService returns it: int64 figures as strings, cost in micros. */
export interface AdGroupDay {
  date: string;
  campaign: CampaignPlan;
  adGroup: AdGroupPlan;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
}

/**
 * An account of `campaigns` campaigns of `adGroupsPerCampaign` ad groups each. Ad group ids are given (to match
 * line items elsewhere) or made from the customer id; campaign ids always are.
 */
export function generatedAccount(
  customerId: string,
  { campaigns = 8, adGroupsPerCampaign = 1, adGroupIds = [] as string[] } = {},
): AccountPlan {
  const base = 20_000_000_000 + (seed(`campaigns ${customerId}`) % 1_000_000) * 1000;
  const shape = { campaigns, perCampaign: adGroupsPerCampaign, givenIds: adGroupIds };
  const plan = plannedCampaigns('adGroups', 'Ad group', shape, {
    campaign: (c) => String(base + c),
    group: (c, g) => String(150_000_000_000 + (seed(`ad group ${customerId} ${c} ${g}`) % 9_999_999)),
  });
  return { customerId, campaigns: plan };
}

/** Every ad group of the account with its campaign, in a fixed order. */
export function adGroupsOf(account: AccountPlan): PlacedAdGroup[] {
  return account.campaigns.flatMap((campaign) => campaign.adGroups.map((adGroup) => ({ campaign, adGroup })));
}

/** An ad group's day: 200 to 20,200 impressions, 0.2% to 3.2% of them clicked. */
const TRAFFIC: Traffic = { impressions: { least: 200, spread: 20_000 }, clickRate: { least: 0.002, spread: 0.03 } };

/**
 * One ad group's figures on one day. `revision` > 0 is a restatement: the platform counted that day again (late
 * conversions, invalid clicks taken out), so the figures differ.
 */
export function dayOf(customerId: string, at: PlacedAdGroup, date: string, revision = 0): AdGroupDay {
  const { next, impressions, clicks } = drawnDay(customerId, at.adGroup.id, date, revision, TRAFFIC);
  const conversions = Math.round(clicks * next() * 0.1 * 100) / 100;
  const costMicros = Math.round(clicks * (0.2 + next() * 2.5) * 100) * 10_000;
  return { date, ...at, impressions, clicks, conversions, costMicros };
}
