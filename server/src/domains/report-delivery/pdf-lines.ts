import { formatDate, formatFigure, formatPercent } from '@beacon/shared/format';
import { REPORT_TILES } from '../../semantic/catalogue';
import { METRICS } from '../../semantic/metrics';
import type { Row } from '../../semantic/query';

/** A result set of a run query, by its name (none there: no rows). */
export const resultSet = (result: { queryResults: { name: string; data: Row[] }[] }, name: string): Row[] =>
  result.queryResults.find((r) => r.name === name)?.data ?? [];

/** The headline figures as the screen's tiles name them: a report's tiles, and what its summary speaks of. */
export const HEADLINE_FIGURES = REPORT_TILES.map((t) => ({
  label: t.label,
  key: t.metric as string,
  unit: METRICS[t.metric].unit,
}));

/** The period a PDF covers, under its title. */
export const periodLine = (range: { startDate: string; endDate: string }) =>
  `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`;

export const dataAsOfLine = (day: string) => `Data as of ${formatDate(day)}`;

/**
 * Pacing in a heading's line: the flight's pace, to the last complete day when `through` is given, and its spend
 * against what was expected by then.
 */
export const pacingLine = (pace: Row, label: string, through?: string) =>
  `${label} ${formatPercent(pace.pacing as number)}${through ? ` through ${formatDate(through)}` : ''}: ${formatFigure(pace.spendToDate as number, 'currency')} spent of ${formatFigure(pace.expectedSpend as number, 'currency')} expected`;
