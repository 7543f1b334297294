import type { MetricKey } from '../../../../semantic/metrics';
import { METRIC_WORDS } from './words';

/** What the parser read of a question, as far as these sums need it. */
interface Said {
  kind?: string;
  metrics?: MetricKey[];
  subject?: unknown;
  subjects?: unknown[];
  channels?: string[];
  platforms?: string[];
  group?: string;
  order?: string;
  share?: boolean;
  perDay?: boolean;
  ratio?: boolean;
  rate?: boolean;
  compare?: unknown;
  combined?: boolean;
}

/** "What share of our spend went to X", "what percentage of impressions came from video", "how much of … went to". */
const SHARE =
  /\b(share|proportion|fraction|portion|part|percent(age)?|how much) of\b.{0,60}?\b(went|go|goes|came|come|comes|was|were|is|are|from|to|for|on|by|did)\b|\b(share|proportion|percent(age)?) (of (the )?(total|all|whole))\b|\b(what|which) (share|proportion|percent(age)?|part|fraction) (was|is|came from|went to)\b/;
/** "Average daily spend", "spend per day on average", "how much do we spend a day". */
const PER_DAY =
  /\b(average|avg|mean|typical) (\w+ ){0,2}(daily|per day|a day|each day)\b|\b(daily|per day|a day) average\b|\b(average|avg|mean)\b.* (per|a|each) day\b|\bper day\b/;
/** One figure over another: "impressions per click", "clicks to conversions ratio", "spend for every conversion". */
const OVER = /\b(per|for (every|each)|divided by|to|over|against)\b/;
/** "Conversion rate", "conv rate", "CVR": conversions over clicks, a percent. */
const CONVERSION_RATE = /\b(conv(ersion)?s? ?(rates?|percent(age)?)|cvr)\b/;
const RATIO_SAID = /\bratio\b|\b(per|for every|for each|divided by)\b/;

/**
 * A ratio the catalogue already names is its metric, never a second definition of it: spend per click is the CPC,
 * clicks over impressions the CTR.
 */
const NAMED_RATIOS: [MetricKey, MetricKey, MetricKey][] = [
  ['spend', 'clicks', 'cpc'],
  ['spend', 'conversions', 'costPerConversion'],
  ['clicks', 'impressions', 'ctr'],
  ['completions', 'impressions', 'completionRate'],
  ['viewableImpressions', 'impressions', 'viewability'],
  ['engagements', 'impressions', 'engagementRate'],
];

/** Whether a question asks for a part's share of the whole. */
export const sharesAsked = (t: string) => SHARE.test(t);

/** Where a metric is first said in the question. */
function firstSaid(t: string, m: MetricKey): number {
  const at = METRIC_WORDS.filter(([, key]) => key === m).map(([p]) => t.search(p));
  return Math.min(...at.filter((i) => i >= 0));
}

/** Two metrics said as one over the other, in the order said; null when they are not. */
function ratioOf(t: string, metrics: MetricKey[] | undefined): MetricKey[] | null {
  if (metrics?.length !== 2 || !RATIO_SAID.test(t)) return null;
  const [a, b] = [...metrics].sort((x, y) => firstSaid(t, x) - firstSaid(t, y)) as [MetricKey, MetricKey];
  const between = t.slice(firstSaid(t, a), firstSaid(t, b));
  if (!OVER.test(between) && !/\bratio\b/.test(t)) return null;
  const named = NAMED_RATIOS.find(([x, y]) => x === a && y === b)?.[2];
  return named ? [named] : [a, b];
}

/**
 * Sums the question asks to be worked out from the figures: a part's share of the whole, a total's average per
 * day, one figure over another. Only what names a part (an advertiser, campaign, channel or platform) has a share;
 * a per-day average is of the range's total, not a breakdown by day.
 */
export function arithmeticOf<P extends Said>(t: string, pieces: P): P {
  if (pieces.kind !== 'metrics') return pieces;
  // "What share of conversions came from A and B": the names together, against the whole.
  if (pieces.subjects) return pieces.combined && SHARE.test(t) ? { ...pieces, share: true } : pieces;
  if (!pieces.group && CONVERSION_RATE.test(t) && pieces.metrics?.join() === 'conversions')
    return { ...pieces, metrics: ['conversions', 'clicks'], ratio: true, rate: true };
  const ratio = pieces.group ? null : ratioOf(t, pieces.metrics);
  if (ratio) return ratio.length === 2 ? { ...pieces, metrics: ratio, ratio: true } : { ...pieces, metrics: ratio };
  const part = pieces.subject || pieces.channels?.length || pieces.platforms?.length;
  if (part && !pieces.group && !pieces.compare && SHARE.test(t)) return { ...pieces, share: true };
  if (PER_DAY.test(t) && (!pieces.group || pieces.group === 'day')) {
    const next: P = { ...pieces, perDay: true };
    delete next.group;
    delete next.order;
    return next;
  }
  return pieces;
}
