import type { Visible } from './parse/names';
import type { Pieces } from './parse/question';
import { metricQueryFrom } from './reply-metrics';
import type { MetricQuery, QueryOutcome } from './query-metrics';
import type { Call } from './reply';

/**
 * "Which of those had the best CTR?": the list answered before is asked again (the same query, so the same
 * members), and the question is narrowed to its members, ranked among themselves.
 */
export async function amongThose(
  p: Pieces & { among: Pieces },
  q: MetricQuery,
  visible: Visible,
  today: string,
  call: Call,
): Promise<MetricQuery> {
  const before = await call('query_metrics', { ...metricQueryFrom(p.among, visible, today) });
  const keys = ((before.data as QueryOutcome | undefined)?.rows ?? []).map((r) => r.key);
  const narrowed: MetricQuery = { ...q, groupBy: p.among.group };
  delete narrowed.limit;
  if (p.among.group === 'advertiser') narrowed.advertiserIds = keys.map(Number);
  else if (p.among.group === 'campaign') narrowed.campaignIds = keys.map(Number);
  else if (p.among.group === 'adFormat') narrowed.channels = keys;
  else if (p.among.group === 'platform') narrowed.platforms = keys;
  return narrowed;
}
