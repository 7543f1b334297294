import { formatCompact, formatFigure, type FigureUnit } from '@beacon/shared/format';

/** A class of the map's sequential scale: the figures from `from` up to (not including) `to`, the last one to `to`. */
export interface MapClass {
  from: number;
  to: number;
  colour: string;
}

/** Rounds to two significant digits: class bounds people read at a glance (12,000, not 11,873). */
function roundBound(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * Up to `count` classes (5 to 7) over the figures above zero, at their quantiles so that a large state does not
 * leave every other state in the lightest class; bounds rounded to two significant digits, duplicates merged.
 */
export function mapClassBounds(values: number[], count = 6): number[] {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const inner = Array.from({ length: count - 1 }, (_, i) => {
    const at = ((i + 1) * (sorted.length - 1)) / count;
    const [low, high] = [sorted[Math.floor(at)]!, sorted[Math.ceil(at)]!];
    return roundBound(low + (high - low) * (at - Math.floor(at)));
  }).filter((b) => b > min && b < max);
  return [...new Set([min, ...inner, max])];
}

/** Mixes two #rrggbb colours: weight 0 is the first, 1 the second. */
function mix(from: string, to: string, weight: number): string {
  const channels = (hex: string) => [0, 2, 4].map((i) => Number.parseInt(hex.replace('#', '').slice(i, i + 2), 16));
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((c, i) =>
      Math.round(c + (b[i]! - c) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A sequential ramp of the brand's colour: from a pale tint (little) through the colour to a deep shade (most). */
export function sequentialColours(base: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 1 : i / (count - 1);
    return t <= 0.65 ? mix('#ffffff', base, 0.14 + (t / 0.65) * 0.86) : mix(base, '#0b1a2b', ((t - 0.65) / 0.35) * 0.5);
  });
}

/** The classes of a set of figures, each with its colour. */
export function mapClasses(values: number[], base: string, count = 6): MapClass[] {
  const bounds = mapClassBounds(values, count);
  if (bounds.length === 1) return [{ from: bounds[0]!, to: bounds[0]!, colour: sequentialColours(base, 1)[0]! }];
  const colours = sequentialColours(base, bounds.length - 1);
  return colours.map((colour, i) => ({ from: bounds[i]!, to: bounds[i + 1]!, colour }));
}

/** The class a figure falls in (null for none: no delivery). */
export function classOf(classes: MapClass[], value: number): MapClass | null {
  if (!(value > 0) || classes.length === 0) return null;
  return classes.find((c, i) => value < c.to || i === classes.length - 1) ?? null;
}

/** A class bound in the legend: compact for counts and amounts ('12K', '$1.2M'), rates as percentages. */
export function boundText(value: number, unit: FigureUnit): string {
  if (unit === 'ratio') return formatFigure(value, unit);
  return unit === 'currency' ? `$${formatCompact(value)}` : formatCompact(value);
}
