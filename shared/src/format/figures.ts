import { AD_FORMAT_LABELS, DIMENSION_UNITS, PLATFORM_LABELS } from '../api/generated/enumerations';
import { formatDate } from './dates';
import { formatCurrency, formatInteger, formatPercent, toNumber, type NumberInput } from './numbers';

/**
 * The one formatter family for figures: screens, PDFs, CSVs, mails and the assistant's answers format a figure by
 * the unit the server's semantic layer declares for it (`GET /api/catalogue`).
 */
export type FigureUnit = 'count' | 'currency' | 'ratio';

/**
 * What a figure without a value shows: a rate whose base is zero (cost per conversion without a conversion, CTR
 * without an impression), which the server's semantic layer answers as null. Never '0': a $0 cost per conversion
 * would read as the best there is.
 */
export const NO_FIGURE = '—';

/**
 * A result's figure: a number, or null for a rate without a value (the server's answer when its base is zero: no
 * conversions, no cost per conversion). A figure a result leaves out is nothing delivered: 0.
 */
export const figureOf = (value: unknown): number | null => (value === undefined ? 0 : toNumber(value as NumberInput));

/** A figure as text: '1,234,568', '$1,234.50', '12.34%'; '—' when it has no value (NO_FIGURE). */
export function formatFigure(value: NumberInput, unit: FigureUnit): string {
  if (toNumber(value) === null) return NO_FIGURE;
  if (unit === 'currency') return formatCurrency(value);
  if (unit === 'ratio') return formatPercent(value);
  return formatInteger(value);
}

/**
 * A figure in a CSV: numbers stay numbers (no separators, no '$'), amounts to the cent, rates as percentages
 * rounded to 2 decimals (the header says so, see `csvFigureTitle`).
 */
export function csvFigure(value: NumberInput, unit: FigureUnit): number | '' {
  const number = toNumber(value);
  if (number === null) return '';
  if (unit === 'ratio') return Math.round(number * 10_000) / 100;
  if (unit === 'currency') return Math.round(number * 100) / 100;
  return Math.round(number);
}

/** A CSV header naming the unit: 'Spend (USD)', 'CTR (%)', 'Impressions'. */
export function csvFigureTitle(label: string, unit: FigureUnit): string {
  return unit === 'currency' ? `${label} (USD)` : unit === 'ratio' ? `${label} (%)` : label;
}

/** An ad platform by the name people know it by ('TRADE_DESK' reads 'The Trade Desk'); unknown codes as given. */
export function platformLabel(code: unknown): string {
  const text = String(code ?? '');
  return (PLATFORM_LABELS as Record<string, string>)[text] ?? text;
}

/** An ad format (channel) by its name ('VIDEO' reads 'Online Video'). */
export function adFormatLabel(code: unknown): string {
  const text = String(code ?? '');
  return (AD_FORMAT_LABELS as Record<string, string>)[text] ?? text;
}

/** A value of a grouping as people read it: platform and channel names, days as MM/dd/yyyy, the rest as text. */
export function dimensionText(dimension: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (dimension === 'platform') return platformLabel(value);
  if (dimension === 'adFormat') return adFormatLabel(value);
  if (dimension === 'day' || dimension === 'week') return formatDate(String(value));
  // A grouping that is a figure (a budget group's budget) reads in its unit, as the semantic layer declares it.
  const unit = (DIMENSION_UNITS as Record<string, FigureUnit>)[dimension];
  if (unit) return formatFigure(value as NumberInput, unit);
  return String(value);
}

/**
 * A figure against the period before, in words: '▲ 20.00% vs previous period' (the screen's tiles and the PDF's).
 * A rate without a value in either period (no conversions, so no cost per conversion) has nothing to compare.
 */
export function formatChange(now: number | null, previous: number | null): string {
  if (now === null || previous === null) return 'Not comparable with the previous period';
  if (previous === 0) return 'No delivery in the previous period';
  const change = (now - previous) / previous;
  return `${change >= 0 ? '▲' : '▼'} ${formatPercent(Math.abs(change))} vs previous period`;
}

/**
 * Whether a change against the period before is good news: `good` when the metric moved the way it should
 * (up, or down for what delivery costs: METRIC_BETTER), `bad` when the other way, `flat` when unchanged or when
 * there is no period before. Screens colour it (green, red) beside the arrow, never instead of it.
 */
export type ChangeTone = 'good' | 'bad' | 'flat';

export function changeTone(now: number | null, previous: number | null, better: 'higher' | 'lower'): ChangeTone {
  if (now === null || previous === null || previous === 0 || now === previous) return 'flat';
  return now > previous === (better === 'higher') ? 'good' : 'bad';
}

/**
 * The share of a campaign's budget delivered, as its overview and the assistant say it: whole percents, 0 without a
 * budget ('45% of budget').
 */
export function formatBudgetShare(delivered: NumberInput, budget: NumberInput): string {
  const [spent, whole] = [toNumber(delivered) ?? 0, toNumber(budget) ?? 0];
  return `${whole > 0 ? Math.round((spent / whole) * 100) : 0}% of budget`;
}
