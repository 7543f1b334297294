import { formatFigure, formatPercent, type FigureUnit } from '@beacon/shared/format';

/** A rule's condition in words, in the figure's own unit: "below 0.30%", "a change above ▲ 10.00%". */
export function conditionInWords(op: string, value: number, unit: FigureUnit): string {
  if (op === 'below' || op === 'above') return `${op} ${formatFigure(value, unit)}`;
  const signed = `${value < 0 ? '−' : '+'}${formatPercent(Math.abs(value))}`;
  return `${op === 'changeBelow' ? 'a change below' : 'a change above'} ${signed} against the period before`;
}

/** What a person types for a threshold (a percentage for rates and pacing) as the ratio the API takes. */
export const thresholdOf = (typed: number, unit: FigureUnit | 'change') =>
  unit === 'ratio' || unit === 'change' ? typed / 100 : typed;
