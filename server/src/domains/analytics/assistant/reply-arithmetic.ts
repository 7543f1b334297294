import { formatPercent } from '@beacon/shared/format';
import { METRICS, type MetricKey } from '../../../semantic/metrics';
import type { Pieces } from './parse/question';
import { figure, forText, metricWord } from './reply-metrics';
import { words, type MetricQuery, type QueryOutcome } from './query-metrics';
import type { Call } from './reply';

/**
 * Sums worked out from the semantic layer's figures, never figures of their own: a part's share of the whole (two
 * queries, the part's and the whole's, alike but for the part) and a total's average per day of its range.
 */

/** The days of a range, both ends counted. */
const daysOf = (range: { startDate: string; endDate: string }) =>
  Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000) + 1;

/** "Trailhead Gear had $17,238.92 of $795,643.59 of spend (2.17%) in Nov 1 – 30, 2026." */
export async function shareText(p: Pieces, q: MetricQuery, part: QueryOutcome, call: Call): Promise<string> {
  // The part is the narrowest thing said: a channel or platform of a name is that name's share; a name alone, or a
  // channel alone, is a share of everything the user sees.
  const whole: MetricQuery = { ...q };
  const named = q.advertiserIds?.length || q.campaignIds?.length;
  const channel = q.channels?.length || q.platforms?.length;
  if (!(named && channel)) {
    delete whole.advertiserIds;
    delete whole.campaignIds;
  }
  delete whole.channels;
  delete whole.platforms;
  const r = await call('query_metrics', { ...whole });
  if (r.error) return `I could not read the whole to compare with: ${r.error}.`;
  const all = r.data as QueryOutcome;
  const range = words(part.range);
  const shares = q.metrics.map((m) => {
    const [mine, total] = [part.totals[m] ?? 0, all.totals[m] ?? 0];
    if (!METRICS[m].additive)
      return `${metricWord(m)} ${figure(m, part.totals[m])} against ${figure(m, all.totals[m])} for everything you see (a rate has no share)`;
    const share = total ? formatPercent(mine / total) : 'none of it, as there was none';
    return `${metricWord(m)} ${figure(m, mine)} of ${figure(m, total)} ${named && channel ? `for ${whoOf(p)}` : 'in all'} (${share})`;
  });
  return `In ${range},${forText(p, q) || ' for all your advertisers'}: ${shares.join('; ')}.`;
}

const whoOf = (p: Pieces) => p.subject?.name ?? 'the whole';

/** The figures, then scaled at the same rates: "Doubled (×2, at the same rates): clicks 612,964." */
export function scaledText(p: Pieces & { scale: number }, q: MetricQuery, o: QueryOutcome, said: string): string {
  const scaled = q.metrics
    .filter((m) => METRICS[m].additive)
    .map((m) => `${metricWord(m)} ${figure(m, (o.totals[m] ?? 0) * p.scale)}`);
  if (!scaled.length) return `${said} A rate stays the same when the delivery is scaled.`;
  return `${said} Scaled by ${p.scale} (×${p.scale}, at the same rates): ${scaled.join(', ')}.`;
}

/** The groups' average: "Average per campaign: $26,521.45 (30 campaigns, $795,643.59 in all)." */
export function groupAverageText(q: MetricQuery, o: QueryOutcome, said: string): string {
  const n = o.groups || o.rows.length;
  if (!n) return said;
  const unit = q.groupBy === 'adFormat' ? 'channel' : q.groupBy;
  const each = q.metrics
    .filter((m) => METRICS[m].additive)
    .map((m) => `${metricWord(m)} ${figure(m, (o.totals[m] ?? 0) / n)}`);
  // "The average CTR across campaigns": a rate is worked out from the totals, so the groups' overall rate leads.
  if (!each.length)
    return `Across the ${n} ${unit}${n === 1 ? '' : 's'} together, ${q.metrics.map((m) => `${metricWord(m)} was ${figure(m, o.totals[m])}`).join(', ')} (a rate is worked out from their totals, not averaged ${unit} by ${unit}). ${said}`;
  return `${said} Average per ${unit}: ${each.join(', ')} (${n} ${unit}${n === 1 ? '' : 's'}, ${q.metrics.map((m) => figure(m, o.totals[m])).join(', ')} in all).`;
}

/** "Spend averaged $26,521.45 a day in Nov 1 – 30, 2026 ($795,643.59 over 30 days)." */
export function perDayText(p: Pieces, q: MetricQuery, o: QueryOutcome): string {
  if (!o.range) return 'An average per day needs dates: ask for a range, such as last month.';
  const days = daysOf(o.range);
  const range = words(o.range);
  const parts = q.metrics.map((m: MetricKey) =>
    METRICS[m].additive
      ? `${metricWord(m)} averaged ${figure(m, (o.totals[m] ?? 0) / days)} a day (${figure(m, o.totals[m])} over ${days} days)`
      : `${metricWord(m)} was ${figure(m, o.totals[m])} over the whole range (a rate is not summed by day)`,
  );
  return `In ${range}${forText(p, q)}, ${parts.join('; ')}.`;
}
