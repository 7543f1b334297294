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

async function totalOf(db: Database, scope: ClientScope, rule: AlertRule, metric: string, dateRange: DayRange) {
  const [row] = await runReportQuery(db, scope, {
    campaignIds: rule.scope.campaignId ? [rule.scope.campaignId] : undefined,
    advertiserIds: rule.scope.advertiserId ? [rule.scope.advertiserId] : undefined,
    dateRange,
    groupBy: [],
  });
  return figureOf(row?.[metric]);
}

/**
 * Reads a rule's figure through the semantic layer, as its creator would see it (their scope): a metric over the
 * rule's range (and the period before, for a change), or the pacing of its campaign or advertiser to yesterday.
 */
export async function readRule(db: Database, scope: ClientScope, rule: AlertRule, today: Day): Promise<Reading> {
  const { op, value: threshold } = rule.condition;
  if (rule.metric === 'pacing') {
    const subject = {
      campaignIds: rule.scope.campaignId ? [rule.scope.campaignId] : undefined,
      advertiserIds: rule.scope.advertiserId ? [rule.scope.advertiserId] : undefined,
    };
    const { pacing } = await pacingOf(db, scope, subject, today);
    const holds = pacing !== null && (op === 'below' ? pacing < threshold : op === 'above' && pacing > threshold);
    const text =
      pacing === null
        ? 'Pacing has no complete day yet.'
        : `Pacing is ${formatPercent(pacing)}, ${op === 'below' ? 'below' : 'above'} ${formatPercent(threshold)}.`;
    return { value: pacing, previous: null, holds, text };
  }
  if (!isMetricKey(rule.metric) || !isRelativeRange(rule.range)) throw new Error(`rule ${rule.id} cannot be read`);
  const { label, unit } = METRICS[rule.metric];
  const range = resolveRange(rule.range, today);
  const over = `${rule.range.toLowerCase()} (${formatRangeInWords(range.startDate, range.endDate)})`;
  const value = await totalOf(db, scope, rule, rule.metric, range);
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
