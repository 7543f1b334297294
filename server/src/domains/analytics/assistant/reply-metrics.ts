import {
  adFormatLabel,
  formatFigure,
  formatPercent,
  NO_FIGURE,
  platformLabel,
  type FigureUnit,
} from '@beacon/shared/format';
import { METRICS, type MetricKey } from '../../../semantic/metrics';
import type { Pieces } from './parse/question';
import { resolved } from './parse/ranges';
import type { Visible } from './parse/names';
import { words, type Figures, type MetricQuery, type QueryOutcome } from './query-metrics';
import { STATUS_GROUPS } from './state-tools';
import { possessive, type Call } from './reply';

/** The figures a question without a metric ("how is Trailhead Gear doing?") is answered with. */
const OVERVIEW: MetricKey[] = ['spend', 'impressions', 'clicks', 'ctr', 'conversions'];

/** A metric's name inside a sentence: 'spend', 'cost per conversion', but 'CTR' and 'CPM' as written. */
export const metricWord = (m: MetricKey) => {
  const label = METRICS[m].label;
  return /^[A-Z]{2,}$/.test(label) ? label : label.toLowerCase();
};
/** A figure in a sentence; a rate without a value says what it lacked: '— (no conversions)'. */
export const figure = (m: MetricKey, value: number | null | undefined) => {
  const metric: { unit: FigureUnit; none?: string } = METRICS[m];
  return value === null ? `${NO_FIGURE} (${metric.none ?? 'no value'})` : formatFigure(value ?? 0, metric.unit);
};

/** The tool call a question's pieces make: `query_metrics` arguments, through the semantic layer's resolver. */
export function metricQueryFrom(p: Pieces, visible: Visible, today: string): MetricQuery {
  const q: MetricQuery = { metrics: p.metrics?.length ? p.metrics : OVERVIEW };
  const range = p.range ?? { named: 'Last 30 days' as const };
  if ('named' in range) q.range = range.named;
  else if ('lifetime' in range) q.range = 'Campaign Lifetime';
  else Object.assign(q, { startDate: range.startDate, endDate: range.endDate });
  const subjects = p.subjects ?? (p.subject ? [p.subject] : []);
  const advertisers = subjects.filter((s) => s.kind === 'advertiser').map((s) => s.id);
  const campaigns = subjects.filter((s) => s.kind === 'campaign').map((s) => s.id);
  if (advertisers.length) q.advertiserIds = advertisers;
  if (campaigns.length) q.campaignIds = campaigns;
  // "live campaigns' spend": the campaigns in that status, as the Campaigns list has them.
  if (p.status && !campaigns.length) {
    const statuses = STATUS_GROUPS[p.status] ?? [p.status];
    q.campaignIds = visible.campaigns
      .filter((c) => statuses.includes(c.status ?? '') && (!advertisers.length || advertisers.includes(c.advertiserId)))
      .map((c) => c.id);
  }
  if (p.channels) q.channels = p.channels;
  if (p.platforms) q.platforms = p.platforms;
  if (p.subjects) q.groupBy = p.subjects[0]!.kind;
  else if (p.group) q.groupBy = p.group;
  if (p.order) q.order = p.order;
  if (p.limit) q.limit = p.limit;
  if (p.compare === 'previous period') q.compareTo = 'previous period';
  else if (p.compare) {
    const second = resolved(p.compare, today);
    if (second)
      Object.assign(q, { compareTo: 'range', compareStartDate: second.startDate, compareEndDate: second.endDate });
  }
  return q;
}

/** Whom a figure is about, as said after "for": ' for Trailhead Gear on CTV', or '' for everything in scope. */
export function forText(p: Pieces, q: MetricQuery): string {
  const text = subjectText(p, q);
  return text === 'all your advertisers' ? '' : ` for ${text}`;
}

function subjectText(p: Pieces, q: MetricQuery): string {
  const who = p.subject?.name ?? p.subjects?.map((s) => s.name).join(' and ') ?? 'all your advertisers';
  const status = p.status
    ? ` (${p.status === 'live' || p.status === 'active' ? p.status : p.status.toLowerCase()} campaigns)`
    : '';
  // Grouped by channel (or platform), the rows already name the channels compared.
  const said = {
    ...q,
    ...(q.groupBy === 'adFormat' ? { channels: [] } : {}),
    ...(q.groupBy === 'platform' ? { platforms: [] } : {}),
  };
  const channels = [...(said.channels ?? []), ...(said.platforms ?? [])];
  return `${who}${status}${channels.length ? ` on ${channelWords(said)}` : ''}`;
}
function channelWords(q: MetricQuery) {
  return [...(q.channels ?? []).map((c) => adFormatLabel(c)), ...(q.platforms ?? []).map((c) => platformLabel(c))].join(
    ' and ',
  );
}

const list = (q: MetricQuery, values: Figures) =>
  q.metrics.map((m) => `${metricWord(m)} ${figure(m, values[m])}`).join(', ');

/** The change from `before` to `now`: by how much (a count or an amount), and by what percent. */
function change(m: MetricKey, now: number | null, before: number | null) {
  if (now === null || before === null) return 'not comparable';
  if (before === 0) return now === 0 ? 'no change' : 'with none before';
  const ratio = (now - before) / before;
  if (Math.abs(ratio) < 0.00005) return 'no change';
  const by = METRICS[m].additive ? `${figure(m, Math.abs(now - before))}, ` : '';
  return `${ratio > 0 ? 'up' : 'down'} ${by}${formatPercent(Math.abs(ratio))}`;
}

/** Of two subjects compared, which had more of the first metric, and by how much: "Summit … spent $126,439.39 more". */
export function gap(m: MetricKey, sides: { name: string; value: number | null | undefined }[]): string {
  const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
  if (a.value == null || b.value == null || a.value === b.value) return '';
  const [high, low] = a.value > b.value ? [a, b] : [b, a];
  const more = METRICS[m].additive ? 'more' : 'higher';
  const percent = low.value ? ` (${formatPercent((high.value! - low.value!) / low.value!)} ${more})` : '';
  return ` ${high.name} had ${figure(m, high.value! - low.value!)} ${more} ${metricWord(m)} than ${low.name}${percent}.`;
}

/** Two channels or platforms said side by side: which had more, and by how much. */
function twoSaid(q: MetricQuery, o: QueryOutcome): string {
  const two = (q.channels?.length === 2 || q.platforms?.length === 2) && o.rows.length === 2;
  const first = q.metrics[0] as MetricKey;
  return two
    ? gap(
        first,
        o.rows.map((r) => ({ name: r.label, value: r.values[first] })),
      )
    : '';
}

/** "…and what was its CPA?": the other figures asked of the one ranked first. */
function ofTheFirst(q: MetricQuery, top: QueryOutcome['rows'][number]): string {
  const more = (q.metrics as MetricKey[]).slice(1);
  if (!more.length) return '';
  return ` ${possessive(top.label)} ${more.map((m) => `${metricWord(m)}: ${figure(m, top.values[m])}`).join(', ')}.`;
}

/** The answer's words for a semantic query's result: exactly the figures the reports show, formatted alike. */
export function metricText(p: Pieces, q: MetricQuery, o: QueryOutcome): string {
  const range = words(o.range);
  const [first] = q.metrics as [MetricKey];
  if (p.subjects && q.groupBy) {
    const parts = p.subjects.map((s) => {
      const row = o.rows.find((r) => r.key === String(s.id));
      return `${s.name}: ${list(q, row?.values ?? {})}`;
    });
    const sides = p.subjects.slice(0, 2).map((s) => ({
      name: s.name,
      value: o.rows.find((r) => r.key === String(s.id))?.values[first] ?? 0,
    }));
    return `In ${range}, ${parts.join('; ')}.${p.subjects.length === 2 ? gap(first, sides) : ''}`;
  }
  if (q.groupBy) {
    const noun = GROUP_NOUNS[q.groupBy];
    if (!o.rows.length) return `There was no delivery by ${noun}${forText(p, q)} in ${range}.`;
    const entries = o.rows.map((r) => `${r.label} ${figure(first, r.values[first])}`);
    if (p.threshold) return pastBoundText(p, q, o, range);
    if (q.order && q.limit && q.limit > 1) {
      // An amount or a count of the ones listed adds up: their total is said too.
      const together = METRICS[first].additive
        ? ` Together: ${figure(
            first,
            o.rows.reduce((sum, r) => sum + (r.values[first] ?? 0), 0),
          )}.`
        : '';
      const also = (r: QueryOutcome['rows'][number]) =>
        (q.metrics as MetricKey[])
          .slice(1)
          .map((m) => `; ${metricWord(m)} ${figure(m, r.values[m])}`)
          .join('');
      return `The ${q.order === 'least' ? 'bottom' : 'top'} ${o.rows.length} ${noun}s by ${metricWord(first)}${forText(p, q)} in ${range}: ${o.rows.map((r, i) => `${i + 1}. ${r.label} (${figure(first, r.values[first])}${also(r)})`).join(', ')}.${together}`;
    }
    if (q.order) {
      const top = o.rows[0]!;
      const others = o.rows.slice(1, 4).map((r) => `${r.label} (${figure(first, r.values[first])})`);
      const most = METRICS[first].additive ? q.order : q.order === 'most' ? 'highest' : 'lowest';
      return `${top.label} had the ${most} ${metricWord(first)} of ${o.groups} ${noun}s${forText(p, q)} in ${range}: ${figure(first, top.values[first])}${others.length ? `. Next: ${others.join(', ')}` : ''}.${twoSaid(q, o)}${ofTheFirst(q, top)}`;
    }
    return `${METRICS[first].label} by ${noun}${forText(p, q)} in ${range}: ${entries.slice(0, 12).join(', ')}${entries.length > 12 ? ', …' : ''} (${figure(first, o.totals[first])} in all).${twoSaid(q, o)}`;
  }
  if (o.previous) {
    const then = words(o.compareRange);
    const parts = q.metrics.map(
      (m) =>
        `${metricWord(m)} ${figure(m, o.totals[m])} against ${figure(m, o.previous![m])} (${change(m, o.totals[m] ?? null, o.previous![m] ?? null)})`,
    );
    return `For ${subjectText(p, q)}, ${range} against ${then}: ${parts.join('; ')}.`;
  }
  if (q.metrics.length === 1)
    return `${METRICS[first].label}${p.subject || forText(p, q) ? forText(p, q) : ' across all your advertisers'} was ${figure(first, o.totals[first])} in ${range}.`;
  return `For ${subjectText(p, q)} in ${range}: ${list(q, o.totals)}.`;
}

/** The groups past the bound the question said, each with its figure, most first (or least, for "under"). */
function pastBoundText(p: Pieces, q: MetricQuery, o: QueryOutcome, range: string): string {
  const [first] = q.metrics as [MetricKey];
  const { above, value } = p.threshold!;
  const noun = GROUP_NOUNS[q.groupBy!];
  const past = o.rows.filter(
    (r) => (r.values[first] ?? null) !== null && (above ? r.values[first]! > value : r.values[first]! < value),
  );
  const bound = `${above ? 'more' : 'less'} than ${figure(first, value)}`;
  if (!past.length) return `No ${noun} had ${bound} ${metricWord(first)}${forText(p, q)} in ${range}.`;
  const listed = past.map((r) => `${r.label} (${figure(first, r.values[first])})`).join('; ');
  return `${past.length} of ${o.groups} ${noun}s had ${bound} ${metricWord(first)}${forText(p, q)} in ${range}: ${listed}.`;
}

export const GROUP_NOUNS: Record<NonNullable<MetricQuery['groupBy']>, string> = {
  advertiser: 'advertiser',
  campaign: 'campaign',
  adFormat: 'channel',
  platform: 'platform',
  region: 'region',
  day: 'day',
  week: 'week',
  month: 'month',
};

/** "Why?" after a figure: what it is made of, channel by channel, and what moved most against the comparison. */
export async function whyText(p: Pieces, q: MetricQuery, call: Call): Promise<string> {
  const [first] = q.metrics as [MetricKey];
  const breakdown: MetricQuery = { ...q, groupBy: 'adFormat', order: 'most', limit: undefined };
  delete breakdown.limit;
  const now = await call('query_metrics', { ...breakdown });
  if (now.error) return `I could not break that figure down: ${now.error}.`;
  const o = now.data as QueryOutcome;
  const definition = `${METRICS[first].label}: ${METRICS[first].definition}`;
  if (!o.rows.length) return `${definition} There was no delivery in ${words(o.range)} to explain.`;
  // Every channel, largest first: the parts add up to the figure asked about.
  const shares = o.rows.map((r) => `${r.label} ${figure(first, r.values[first])}`).join(', ');
  let moved = '';
  if (q.compareTo && o.compareRange) {
    const before = await call('query_metrics', {
      ...breakdown,
      compareTo: undefined,
      ...(o.compareRange
        ? { startDate: o.compareRange.startDate, endDate: o.compareRange.endDate, range: undefined }
        : {}),
    });
    const then = (before.data as QueryOutcome | undefined)?.rows ?? [];
    // A channel whose rate has no value in either period (no conversions) has no change to tell.
    const deltas = o.rows.flatMap((r) => {
      const [now, before] = [r.values[first], then.find((x) => x.key === r.key)?.values[first]];
      return now === null || before === null ? [] : [{ label: r.label, delta: (now ?? 0) - (before ?? 0) }];
    });
    const biggest = deltas.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))[0];
    if (biggest)
      moved = ` The biggest change against ${words(o.compareRange)} came from ${biggest.label} (${biggest.delta >= 0 ? '+' : '−'}${figure(first, Math.abs(biggest.delta))}).`;
  }
  return `${definition} By channel, in ${words(o.range)}: ${shares}.${moved}`;
}
