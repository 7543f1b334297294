/**
 * The brands' marks, once, as shapes on a 64 × 64 square: the logo service writes them as SVG, the invoice and
 * report PDFs draw them. The logo adds the name, in the mark's colour.
 */
export type MarkShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'path'; d: string; fill: string }
  /** A stroked path with round ends. */
  | { kind: 'line'; d: string; stroke: string; width: number; opacity: number };

export interface Mark {
  name: string;
  /** The name's colour beside the icon, on a light ground. */
  colour: string;
  icon: MarkShape[];
}

const WHITE = '#fff';

export const MARKS: Record<string, Mark> = {
  beacon: {
    name: 'Beacon',
    colour: '#0b2533',
    icon: [
      { kind: 'rect', x: 0, y: 0, width: 64, height: 64, radius: 16, fill: '#0e9fb8' },
      { kind: 'path', d: 'M32 12l5 9h-10z', fill: WHITE },
      { kind: 'rect', x: 27, y: 23, width: 10, height: 22, radius: 2, fill: WHITE },
      { kind: 'path', d: 'M20 52h24l-4-6H24z', fill: WHITE },
      { kind: 'line', d: 'M12 20l10 5M52 20l-10 5', stroke: WHITE, width: 3, opacity: 0.8 },
    ],
  },
  northwind: {
    name: 'Northwind',
    colour: '#12281d',
    icon: [
      { kind: 'circle', cx: 32, cy: 32, r: 32, fill: '#1d7a4f' },
      { kind: 'path', d: 'M32 10l7 22-7 22-7-22z', fill: WHITE },
      { kind: 'path', d: 'M32 10l7 22H25z', fill: '#f28c28' },
      { kind: 'circle', cx: 32, cy: 32, r: 4, fill: '#12281d' },
    ],
  },
};

/** A brand's mark; the default brand's for a brand without one of its own (a client's `brand` of 'default'). */
export function markOf(brand: string | null | undefined): Mark {
  return MARKS[brand ?? ''] ?? MARKS.beacon!;
}
