import { formatPercent } from '@beacon/shared/format';
import { METRICS, type MetricKey } from '../../../semantic/metrics';
import type { Pieces } from './parse/question';
import { figure, forText, GROUP_NOUNS, metricWord } from './reply-metrics';
import { words, type MetricQuery, type QueryOutcome, type QueryRow } from './query-metrics';
import type { Call } from './reply';

/**
 * "Which advertiser grew spend the most from October to November?": each group's figure in both ranges (the same
 * query, once per range), ranked by the change, each said with both figures.
 */
export async function changesText(p: Pieces, q: MetricQuery, now: QueryOutcome, call: Call): Promise<string> {
  const first = q.metrics[0] as MetricKey;
  const before: MetricQuery = { ...q, startDate: now.compareRange!.startDate, endDate: now.compareRange!.endDate };
  delete before.range;
  delete before.compareTo;
  delete before.compareStartDate;
  delete before.compareEndDate;
  delete before.limit;
  const r = await call('query_metrics', { ...before, order: 'most' });
  if (r.error) return `I could not read the range to compare with: ${r.error}.`;
  const then = (r.data as QueryOutcome).rows;
  const noun = GROUP_NOUNS[q.groupBy!];
  const keys = [...new Set([...now.rows, ...then].map((row) => row.key))];
  const valueOf = (rows: QueryRow[], key: string) => rows.find((x) => x.key === key)?.values[first] ?? 0;
  const labelOf = (key: string) => [...now.rows, ...then].find((x) => x.key === key)!.label;
  const changes = keys
    .map((key) => ({ key, now: valueOf(now.rows, key), then: valueOf(then, key) }))
    .map((c) => ({ ...c, delta: (c.now ?? 0) - (c.then ?? 0) }))
    .filter((c) => c.now || c.then);
  // Ranked by the change when the question ranks ("grew the most"); a breakdown alone, by this range's figure.
  const order = q.order === 'least' ? 1 : -1;
  const by = (c: (typeof changes)[number]) => (q.order ? c.delta : (c.now ?? 0));
  changes.sort((a, b) => order * (by(a) - by(b)) || labelOf(a.key).localeCompare(labelOf(b.key)));
  if (!changes.length) return `There was no delivery by ${noun}${forText(p, q)} in either range.`;
  const line = (c: (typeof changes)[number]) => {
    const sign = c.delta >= 0 ? '+' : '−';
    const percent = c.then ? `, ${sign}${formatPercent(Math.abs(c.delta) / c.then)}` : '';
    const by = METRICS[first].additive ? `${sign}${figure(first, Math.abs(c.delta))}${percent}` : '';
    return `${labelOf(c.key)}: ${figure(first, c.now)} against ${figure(first, c.then)}${by ? ` (${by})` : ''}`;
  };
  const shown = changes.slice(0, q.limit ?? 5).map(line);
  return `${metricWord(first).charAt(0).toUpperCase()}${metricWord(first).slice(1)} by ${noun}${forText(p, q)}, ${words(now.range)} against ${words(now.compareRange)}, ${!q.order ? 'largest first' : q.order === 'least' ? 'the largest fall first' : 'the largest rise first'}: ${shown.join('; ')}.`;
}
