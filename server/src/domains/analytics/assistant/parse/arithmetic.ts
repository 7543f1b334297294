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
  scale?: number;
  average?: boolean;
  assumed?: string;
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

/** A figure scaled: "if we doubled the budget", "half of our spend", "10% more", "cut by 20%". */
const SCALES: [RegExp, number][] = [
  [/\b(doubl\w*|twice|2x|two times)\b/, 2],
  [/\b(tripl\w*|3x|three times)\b/, 3],
  [/\b(quadrupl\w*|4x|four times)\b/, 4],
  [/\b(half|halv\w*)\b/, 0.5],
];
const PERCENT_MORE =
  /\b(?:(increas|rais|grow|boost|add)|(cut|reduc|decreas|lower|drop))\w*\b.{0,40}?\bby (\d+(?:\.\d+)?) percent\b|\b(\d+(?:\.\d+)?) percent (?:(more|higher|bigger)|(less|lower|smaller))\b/;
function scaleOf(t: string): number | null {
  const more = PERCENT_MORE.exec(t);
  if (more) {
    const n = Number(more[3] ?? more[4]) / 100;
    return more[2] || more[6] ? 1 - n : 1 + n;
  }
  return SCALES.find(([p]) => p.test(t))?.[1] ?? null;
}
/** "Average spend per campaign", "the mean CPA by channel": the grouped total over its groups. */
const AVERAGE_OF_GROUPS = /\b(average|avg|mean|typical)\b/;

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
export function arithmeticOf<P extends Said>(t: string, said: P): P {
  // "If we doubled the budget, how many clicks would we get?": the delivery figure scaled, not the budget's pacing.
  const delivery = said.metrics?.some((m) => m !== 'spend');
  const pieces = said.kind === 'pacing' && delivery && scaleOf(t) ? { ...said, kind: 'metrics' } : said;
  if (pieces.kind !== 'metrics') return pieces;
  // "What share of conversions came from A and B": the names together, against the whole.
  if (pieces.subjects) return pieces.combined && SHARE.test(t) ? { ...pieces, share: true } : pieces;
  if (!pieces.group && CONVERSION_RATE.test(t) && pieces.metrics?.includes('conversions')) {
    // Said with other figures ("conversion rate and CPA"): those figures, and the rate worked out from them.
    const others = pieces.metrics.filter((m) => m !== 'conversions' && m !== 'clicks');
    const metrics: MetricKey[] = [...others, 'conversions', 'clicks'];
    return { ...pieces, metrics, rate: true, ...(others.length ? {} : { ratio: true }) };
  }
  const ratio = pieces.group ? null : ratioOf(t, pieces.metrics);
  if (ratio) return ratio.length === 2 ? { ...pieces, metrics: ratio, ratio: true } : { ...pieces, metrics: ratio };
  // "What would spend be if we increased it by 10%": a condition, not a change asked of the data.
  const hypothetical = /\b(if|would|were to|suppose|assuming)\b/.test(t) && pieces.assumed;
  const scale = pieces.group || (pieces.compare && !hypothetical) || pieces.combined ? null : scaleOf(t);
  if (scale) {
    const next: P = { ...pieces, scale };
    if (hypothetical) {
      delete next.compare;
      delete next.assumed;
    }
    return next;
  }
  if (pieces.group && pieces.group !== 'day' && AVERAGE_OF_GROUPS.test(t)) return { ...pieces, average: true };
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
