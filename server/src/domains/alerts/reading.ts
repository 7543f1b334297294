import { formatFigure, formatPercent, formatRangeInWords } from '@beacon/shared/format';
import type { ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { METRICS, isMetricKey } from '../../semantic/metrics';
import { pacingOf } from '../../semantic/pacing';
import { runReportQuery } from '../../semantic/query';
import { isRelativeRange, previousPeriod, resolveRange, type Day, type DayRange } from '../../semantic/time';
import type { AlertRule } from './schemas';

/** What a rule read at one check: the figure, the period before's when it compares, and whether it holds. */
export interface Reading {
  value: number | null;
  previous: number | null;
  holds: boolean;
  /** The reading in words, every figure formatted as the screens format it. */
  text: string;
}

const figureOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** What a rule or a goal reads: a metric (or pacing) of a campaign, an advertiser or the whole scope, over a range. */
export interface Watched {
  metric: string;
  scope: { campaignId?: number; advertiserId?: number };
  range: string;
}

/** A watched figure as read: its value, and the days it covers (pacing runs to yesterday: no range of its own). */
export interface Figure {
  value: number | null;
  over: DayRange | null;
}

const subjectOf = (watched: Watched) => ({
  campaignIds: watched.scope.campaignId ? [watched.scope.campaignId] : undefined,
  advertiserIds: watched.scope.advertiserId ? [watched.scope.advertiserId] : undefined,
});

async function totalOf(db: Database, scope: ClientScope, rule: Watched, metric: string, dateRange: DayRange) {
  const [row] = await runReportQuery(db, scope, {
    ...subjectOf(rule),
    dateRange,
    groupBy: [],
  });
  return figureOf(row?.[metric]);
}

/**
 * The one reading of a watched figure through the semantic layer, in the reader's scope: a metric's total over the
 * range as the reports resolve it on `today`, or the pacing of the subject to yesterday. Rules and goals both read it.
 */
export async function readFigure(db: Database, scope: ClientScope, watched: Watched, today: Day): Promise<Figure> {
  if (watched.metric === 'pacing')
    return { value: (await pacingOf(db, scope, subjectOf(watched), today)).pacing, over: null };
  if (!isMetricKey(watched.metric) || !isRelativeRange(watched.range))
    throw new Error(`${watched.metric} over ${watched.range} cannot be read`);
  const over = resolveRange(watched.range, today);
  return { value: await totalOf(db, scope, watched, watched.metric, over), over };
}

/**
 * Reads a rule's figure through the semantic layer, as its creator would see it (their scope): a metric over the
 * rule's range (and the period before, for a change), or the pacing of its campaign or advertiser to yesterday.
 */
export async function readRule(db: Database, scope: ClientScope, rule: AlertRule, today: Day): Promise<Reading> {
  const { op, value: threshold } = rule.condition;
  if (rule.metric === 'pacing') {
    const { value: pacing } = await readFigure(db, scope, rule, today);
    const holds = pacing !== null && (op === 'below' ? pacing < threshold : op === 'above' && pacing > threshold);
    const text =
      pacing === null
        ? 'Pacing has no complete day yet.'
        : `Pacing is ${formatPercent(pacing)}, ${op === 'below' ? 'below' : 'above'} ${formatPercent(threshold)}.`;
    return { value: pacing, previous: null, holds, text };
  }
  if (!isMetricKey(rule.metric) || !isRelativeRange(rule.range)) throw new Error(`rule ${rule.id} cannot be read`);
  const { label, unit } = METRICS[rule.metric];
  const { value, over: range } = await readFigure(db, scope, rule, today);
  if (!range) throw new Error(`rule ${rule.id} cannot be read`);
  const over = `${rule.range.toLowerCase()} (${formatRangeInWords(range.startDate, range.endDate)})`;
  const shown = (v: number | null) => (v === null ? 'none' : formatFigure(v, unit));
  if (op === 'below' || op === 'above') {
    const holds = value !== null && (op === 'below' ? value < threshold : value > threshold);
    return {
      value,
      previous: null,
      holds,
      text: `${label} is ${shown(value)} over ${over}, ${holds ? '' : 'not '}${op} ${formatFigure(threshold, unit)}.`,
    };
  }
  const previous = await totalOf(db, scope, rule, rule.metric, previousPeriod(range));
  const change = value === null || previous === null || previous === 0 ? null : (value - previous) / previous;
  const holds = change !== null && (op === 'changeBelow' ? change < threshold : change > threshold);
  const moved =
    change === null
      ? 'cannot be compared with the period before'
      : `${change >= 0 ? 'rose' : 'fell'} ${formatPercent(Math.abs(change))} against the period before`;
  const limit = `${op === 'changeBelow' ? 'a change below' : 'a change above'} ${formatPercent(threshold)}`;
  return {
    value,
    previous,
    holds,
    text: `${label} ${moved} (${shown(previous)} to ${shown(value)} over ${over}); the rule watches for ${limit}.`,
  };
}
