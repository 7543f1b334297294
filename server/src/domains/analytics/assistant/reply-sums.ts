import { formatCurrency, formatDecimal, formatPercent } from '@beacon/shared/format';
import { METRICS, type MetricKey } from '../../../semantic/metrics';
import type { Pieces } from './parse/question';
import { figure, forText, metricWord } from './reply-metrics';
import { words, type MetricQuery, type QueryOutcome } from './query-metrics';

/**
 * Totals and ratios worked out from the semantic layer's figures, each said with its inputs: two names or two
 * ranges said together ("Trailhead Gear and Summit Coffee Roasters together", "September and October combined"),
 * and one figure over another that the catalogue has no name for ("impressions per click").
 */

/** "In Nov 1 – 30, 2026, Trailhead Gear: spend $16,605.51; Summit Coffee Roasters: spend $144,791.40. Together: …". */
export function combinedText(p: Pieces, q: MetricQuery, o: QueryOutcome): string {
  const list = (values: QueryOutcome['totals']) =>
    q.metrics.map((m) => `${metricWord(m)} ${figure(m, values[m])}`).join(', ');
  if (p.subjects) {
    const each = p.subjects.map((s) => `${s.name}: ${list(o.rows.find((r) => r.key === String(s.id))?.values ?? {})}`);
    return `In ${words(o.range)}, ${each.join('; ')}. Together: ${list(o.totals)}.`;
  }
  // Two ranges: each, then the sum of an amount or a count (a rate of two ranges is not their sum).
  const both = q.metrics.map((m) => {
    const [a, b] = [o.totals[m], o.previous?.[m]];
    const sides = `${figure(m, a)} in ${words(o.range)} and ${figure(m, b)} in ${words(o.compareRange)}`;
    return METRICS[m].additive
      ? `${metricWord(m)} was ${sides}: ${figure(m, (a ?? 0) + (b ?? 0))} together`
      : `${metricWord(m)} was ${sides} (a rate is not added up across ranges)`;
  });
  return `${capital(forText(p, q).trim() || 'For all your advertisers')}, ${both.join('; ')}.`;
}

/** "In Nov 1 – 30, 2026: 56,603,745 impressions over 306,482 clicks, 184.69 impressions per click." */
export function ratioText(p: Pieces, q: MetricQuery, o: QueryOutcome): string {
  const [top, base] = q.metrics as [MetricKey, MetricKey];
  const [a, b] = [o.totals[top] ?? 0, o.totals[base] ?? 0];
  const inputs = `${figure(top, a)} of ${metricWord(top)} over ${figure(base, b)} ${metricWord(base)}`;
  if (!b) return `In ${words(o.range)}${forText(p, q)}: ${inputs}; with no ${metricWord(base)}, there is no ratio.`;
  if (p.rate) {
    return `In ${words(o.range)}${forText(p, q)}: the conversion rate was ${formatPercent(a / b)} of clicks (${inputs}).`;
  }
  const ratio = METRICS[top].unit === 'currency' ? formatCurrency(a / b) : formatDecimal(a / b);
  const per = metricWord(base).replace(/s$/, '');
  return `In ${words(o.range)}${forText(p, q)}: ${inputs}, that is ${ratio} ${METRICS[top].unit === 'currency' ? '' : `${metricWord(top)} `}per ${per}.`;
}

/** "Conversion rate: 4.85% of clicks (14,858 conversions over 306,482 clicks)." */
export function conversionRateText(o: QueryOutcome): string {
  const [conversions, clicks] = [o.totals.conversions ?? 0, o.totals.clicks ?? 0];
  if (!clicks) return 'With no clicks, there is no conversion rate.';
  return `Conversion rate: ${formatPercent(conversions / clicks)} of clicks (${figure('conversions', conversions)} conversions over ${figure('clicks', clicks)} clicks).`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
