import type { QueryGroup } from '../query-metrics';

/**
 * "List our campaigns by spend", "show every channel's CTR", "all live campaigns with their spend": a figure asked of
 * each member of a list is a breakdown by that list's grouping.
 */
const LISTED: [RegExp, QueryGroup][] = [
  [/\b(campaigns|campaign['’]s)\b/, 'campaign'],
  [/\b(advertisers|brands|advertiser['’]s|brand['’]s)\b/, 'advertiser'],
  [/\b(channels|formats|channel['’]s)\b/, 'adFormat'],
  [/\b(platforms|platform['’]s)\b/, 'platform'],
  [/\b(regions|region['’]s)\b/, 'region'],
];
const EACH = /\b(list|show|each|every|all|their|per)\b/;

export function listedGroup(t: string): QueryGroup | undefined {
  if (!EACH.test(t)) return undefined;
  return LISTED.find(([p]) => p.test(t))?.[1];
}
