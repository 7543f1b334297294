/** What the parser read of a question, as far as these sums need it. */
interface Said {
  kind?: string;
  subject?: unknown;
  subjects?: unknown[];
  channels?: string[];
  platforms?: string[];
  group?: string;
  order?: string;
  share?: boolean;
  perDay?: boolean;
}

/** "What share of our spend went to X", "what percentage of impressions came from video". */
const SHARE =
  /\b(share|proportion|fraction|portion|part|percent(age)?|%) of (the |our |my |all |total )*(\w+ ){0,2}(went|came|was|were|is|are|from|to|for|on|by|did)\b|\b(share|proportion|percent(age)?) (of (the )?(total|all|whole))\b/;
/** "Average daily spend", "spend per day on average", "how much do we spend a day". */
const PER_DAY =
  /\b(average|avg|mean|typical) (\w+ ){0,2}(daily|per day|a day|each day)\b|\b(daily|per day|a day) average\b|\b(average|avg|mean)\b.* (per|a|each) day\b|\bper day\b/;

/**
 * Sums the question asks to be worked out from the figures: a part's share of the whole, a total's average per
 * day. Only what names a part (an advertiser, campaign, channel or platform) has a share; a per-day average is
 * of the range's total, not a breakdown by day.
 */
export function arithmeticOf<P extends Said>(t: string, pieces: P): P {
  if (pieces.kind !== 'metrics' || pieces.subjects) return pieces;
  const part = pieces.subject || pieces.channels?.length || pieces.platforms?.length;
  if (part && !pieces.group && SHARE.test(t)) return { ...pieces, share: true };
  if (PER_DAY.test(t) && (!pieces.group || pieces.group === 'day')) {
    const next: P = { ...pieces, perDay: true };
    delete next.group;
    delete next.order;
    return next;
  }
  return pieces;
}
