import { createHash } from 'node:crypto';

/**
 * What a partner holds in The Trade Desk stand-in: its advertisers, their campaigns and ad groups, and each ad
 * group's daily delivery, made from the ids alone (the same partner answers the same way on every run). TTD's ids
 * are short strings of lowercase letters and digits (a partner `a1b2c3d`, an advertiser, a campaign, an ad group).
 */
export interface AdGroupPlan {
  id: string;
  name: string;
  campaignId: string;
  campaignName: string;
}

export interface AdvertiserPlan {
  id: string;
  name: string;
  partnerId: string;
  currency: string;
  adGroups: AdGroupPlan[];
}

export interface PartnerPlan {
  id: string;
  name: string;
  advertisers: AdvertiserPlan[];
}

/** One ad group's day, as a My Reports report gives it. */
export interface AdGroupDay {
  date: string;
  impressions: number;
  clicks: number;
  /** Advertiser cost in US cents (the report writes dollars). */
  costCents: number;
  conversions: number;
}

const hash = (text: string) => createHash('sha256').update(text).digest();

/** A TTD-like id: seven lowercase letters and digits made from the text. */
export const ttdId = (text: string) => (hash(text).readUInt32BE(0) % 36 ** 7).toString(36).padStart(7, '0');

export interface PartnerShape {
  /** Advertisers of the partner (the first ones hold `adGroupIds`). */
  advertisers?: number;
  /** Ad group ids every advertiser holds (the ids line items carry), before its generated ones. */
  adGroupIds?: string[];
  /** Generated ad groups of each advertiser, after `adGroupIds`. */
  extraAdGroups?: number;
  campaigns?: number;
}

/** The partner as the stand-in holds it: the same ids and names for the same shape on every run. */
export function generatedPartner(partnerId: string, shape: PartnerShape = {}): PartnerPlan {
  const count = shape.advertisers ?? 2;
  const campaigns = Math.max(1, shape.campaigns ?? 2);
  const advertisers = Array.from({ length: count }, (_, a): AdvertiserPlan => {
    const id = ttdId(`${partnerId}/advertiser/${a}`);
    const ids = [
      ...(shape.adGroupIds ?? []),
      ...Array.from({ length: shape.extraAdGroups ?? 1 }, (_, g) => ttdId(`${id}/ad-group/${g}`)),
    ];
    return {
      id,
      name: `Advertiser ${a + 1} of ${partnerId}`,
      partnerId,
      currency: 'USD',
      adGroups: ids.map((adGroupId, g) => {
        const c = g % campaigns;
        return {
          id: adGroupId,
          name: `Ad group ${g + 1}`,
          campaignId: ttdId(`${id}/campaign/${c}`),
          campaignName: `Campaign ${c + 1}`,
        };
      }),
    };
  });
  return { id: partnerId, name: `Partner ${partnerId}`, advertisers };
}

/** An ad group's figures for a day; a restated day (revision > 0) comes out otherwise. */
export function dayOf(advertiserId: string, adGroupId: string, date: string, revision = 0): AdGroupDay {
  const bytes = hash(`${advertiserId}/${adGroupId}/${date}/${revision}`);
  const impressions = 1000 + (bytes.readUInt32BE(0) % 50_000);
  const clicks = Math.floor(impressions * (0.001 + (bytes[4]! % 20) / 10_000));
  return {
    date,
    impressions,
    clicks,
    costCents: Math.floor(impressions * (0.2 + (bytes[5]! % 80) / 100)),
    conversions: bytes[6]! % 12,
  };
}
