import { createHash } from 'node:crypto';

/**
 * What the ad platforms' stand-ins make their accounts and daily figures from: numbers drawn from the ids alone, so
 * that the same account answers the same way on every run, at any size.
 */

/** A number made from the text (the first four bytes of its SHA-256). */
export const seed = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** A small, fast, deterministic generator (mulberry32) started from `n`: each call the next number in [0, 1). */
export function random(n: number) {
  let a = n >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How a platform's groups draw a day: impressions from `least` to `least + spread`, clicks a share of them. */
export interface Traffic {
  impressions: { least: number; spread: number };
  clickRate: { least: number; spread: number };
}

/**
 * One group's day drawn from the ids alone (`revision` > 0 is a restatement: the platform counted that day again, so
 * the figures differ): its impressions and clicks as `traffic` draws them, and `next` for the platform's own figures.
 */
export function drawnDay(account: string, groupId: string, date: string, revision: number, traffic: Traffic) {
  const next = random(seed(`${account} ${groupId} ${date} ${revision}`));
  const impressions = traffic.impressions.least + Math.floor(next() * traffic.impressions.spread);
  const clicks = Math.floor(impressions * (traffic.clickRate.least + next() * traffic.clickRate.spread));
  return { next, impressions, clicks };
}

/** The days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** How a test or a command line shapes an account: its campaigns, the groups of each, the group ids it gives. */
interface AccountShape {
  campaigns: number;
  perCampaign: number;
  givenIds: string[];
}

/**
 * An account's campaigns, each with its groups under `groupsKey` (a vendor's ad groups, ad sets) named `groupName`
 * and a number: `campaigns` of `perCampaign` groups, more campaigns when the given ids need them. Each group takes
 * the next given id (to match line items elsewhere), else the one `madeId.group` makes from its campaign's index,
 * its own within the campaign and its place in the account; campaign ids are always made.
 */
export function plannedCampaigns<K extends string>(
  groupsKey: K,
  groupName: string,
  { campaigns, perCampaign, givenIds }: AccountShape,
  madeId: { campaign: (c: number) => string; group: (c: number, g: number, place: number) => string },
) {
  type Campaign = { id: string; name: string } & Record<K, { id: string; name: string }[]>;
  const count = Math.max(campaigns, Math.ceil(givenIds.length / perCampaign));
  return Array.from({ length: count }, (_, c): Campaign => {
    const groups = Array.from({ length: perCampaign }, (_, g) => {
      const place = c * perCampaign + g;
      return { id: givenIds[place] ?? madeId.group(c, g, place), name: `${groupName} ${g + 1}` };
    });
    return { id: madeId.campaign(c), name: `Campaign ${c + 1}`, [groupsKey]: groups } as Campaign;
  });
}
