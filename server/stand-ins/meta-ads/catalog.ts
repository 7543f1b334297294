import { drawnDay, plannedCampaigns, seed, type Traffic } from '../ad-platforms/generated-days';

/**
 * What an ad account holds in the Meta Ads stand-in: its campaigns and their ad sets, and each ad set's daily
 * insights, made from the ids alone (the same account answers the same way on every run, at any size).
 */
export interface AdSetPlan {
  id: string;
  name: string;
}

export interface CampaignPlan {
  id: string;
  name: string;
  adSets: AdSetPlan[];
}

export interface AccountPlan {
  /** The ad account's number, without `act_`. */
  accountId: string;
  name: string;
  currency: string;
  campaigns: CampaignPlan[];
}

/** An ad set with its campaign. */
export interface PlacedAdSet {
  campaign: CampaignPlan;
  adSet: AdSetPlan;
}

/** One action of an insights row (Ads Action Stats): its type and its count as a numeric string. */
export interface ActionStat {
  action_type: string;
  value: string;
}

/** One ad set's day: the figures the insights edge reports for it. */
export interface AdSetDay {
  date: string;
  campaign: CampaignPlan;
  adSet: AdSetPlan;
  impressions: number;
  clicks: number;
  /** In cents of the account's currency (Meta sends it as a decimal string). */
  spendCents: number;
  actions: ActionStat[];
}

/** Meta's object ids are 15 to 18 digits: a fixed head, then digits made from the text. */
const metaId = (head: string, text: string, index: number) =>
  `${head}${String(seed(text) % 1_000_000_000).padStart(9, '0')}${String(index).padStart(5, '0')}`;

/**
 * An account of `campaigns` campaigns of `adSetsPerCampaign` ad sets each. Ad set ids are given (to match line
 * items elsewhere) or made from the account id; campaign ids always are.
 */
export function generatedAccount(
  accountId: string,
  { campaigns = 4, adSetsPerCampaign = 2, adSetIds = [] as string[], currency = 'USD' } = {},
): AccountPlan {
  const shape = { campaigns, perCampaign: adSetsPerCampaign, givenIds: adSetIds };
  const plan = plannedCampaigns('adSets', 'Ad set', shape, {
    campaign: (c) => metaId('2385', `campaign ${accountId}`, c),
    group: (_c, _s, place) => metaId('2386', `ad set ${accountId}`, place),
  });
  return { accountId, name: `Ad account ${accountId}`, currency, campaigns: plan };
}

/** Every ad set of the account with its campaign, in a fixed order. */
export function adSetsOf(account: AccountPlan): PlacedAdSet[] {
  return account.campaigns.flatMap((campaign) => campaign.adSets.map((adSet) => ({ campaign, adSet })));
}

/** An ad set's day: 500 to 40,500 impressions, 0.4% to 2.4% of them clicked. */
const TRAFFIC: Traffic = { impressions: { least: 500, spread: 40_000 }, clickRate: { least: 0.004, spread: 0.02 } };

/**
 * One ad set's figures on one day. `revision` > 0 is a restatement: Meta counted that day again (late conversions
 * within the attribution window, invalid activity taken out), so the figures differ. The actions hold the pixel's
 * events and the aggregates Meta reports beside them (`purchase`, `omni_purchase`, `lead` repeat them).
 */
export function dayOf(accountId: string, at: PlacedAdSet, date: string, revision = 0): AdSetDay {
  const { next, impressions, clicks } = drawnDay(accountId, at.adSet.id, date, revision, TRAFFIC);
  // A CPM of $4 to $20.
  const spendCents = Math.round(impressions * (0.4 + next() * 1.6));
  const linkClicks = Math.floor(clicks * (0.6 + next() * 0.3));
  const purchases = Math.floor(linkClicks * next() * 0.05);
  const pixelLeads = Math.floor(linkClicks * next() * 0.04);
  const formLeads = Math.floor(clicks * next() * 0.03);
  const actions: ActionStat[] = [];
  const put = (type: string, value: number) => value > 0 && actions.push({ action_type: type, value: String(value) });
  put('link_click', linkClicks);
  put('landing_page_view', Math.floor(linkClicks * 0.8));
  put('offsite_conversion.fb_pixel_purchase', purchases);
  put('purchase', purchases);
  put('omni_purchase', purchases);
  put('offsite_conversion.fb_pixel_lead', pixelLeads);
  put('onsite_conversion.lead_grouped', formLeads);
  put('lead', pixelLeads + formLeads);
  return { date, ...at, impressions, clicks, spendCents, actions };
}
