import { formatFigure, formatPercent, type FigureUnit } from '@beacon/shared/format';
import type { GoalStanding } from './goals-api';

/** A goal's target in words, in the figure's own unit: "at least $5,000.00", "at most 0.30%". */
export const targetInWords = (direction: string, target: number, unit: FigureUnit) =>
  `${direction === 'atMost' ? 'at most' : 'at least'} ${formatFigure(target, unit)}`;

/** Met, missed, or nothing to read yet: said in words (the tag's colour only repeats it). */
export const STANDING_WORDS: Record<GoalStanding['standing'], string> = {
  met: 'Met',
  missed: 'Missed',
  noData: 'No figure yet',
};

/**
 * How far a figure is from its target, in words: "$1,200.00 above the target (124.00% of it)". A goal at most a
 * figure is met below it, so the words say above or below and the standing says whether that is good.
 */
export function howFarInWords(s: Pick<GoalStanding, 'gap' | 'ofTarget'>, unit: FigureUnit): string {
  if (s.gap === null) return '—';
  if (s.gap === 0) return 'On the target';
  const share = s.ofTarget === null ? '' : ` (${formatPercent(s.ofTarget)} of it)`;
  return `${formatFigure(Math.abs(s.gap), unit)} ${s.gap > 0 ? 'above' : 'below'} the target${share}`;
}

/** What a person types for a target (a percentage for rates and pacing) as the figure the API takes, and back. */
export const targetOf = (typed: number, unit: FigureUnit) => (unit === 'ratio' ? typed / 100 : typed);
export const typedOf = (target: number, unit: FigureUnit) =>
  String(unit === 'ratio' ? Math.round(target * 1e6) / 1e4 : target);
