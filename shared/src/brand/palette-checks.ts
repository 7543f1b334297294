import { contrastRatio } from './contrast';

/** WCAG 2.2 AA: text needs 4.5:1; graphics (chart series, marks) need 3:1 (1.4.11 non-text contrast). */
export const TEXT_AA = 4.5;
const GRAPHICS_AA = 3;

export interface ContrastCheck {
  /** The field as the API names it: `palette.0` … `palette.6`, `ink`. */
  field: string;
  /** Where the colour is used, in words. */
  usage: string;
  colour: string;
  ratio: number;
  required: number;
  passes: boolean;
}

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const WHITE = '#ffffff';

/**
 * Each colour of a brand against what sits on or around it: the first colour carries white text (buttons, the
 * selected drawer entry), the others are chart series on white cards, and the ink carries the drawer's and the
 * sign-in panel's white text. A colour that is not `#rrggbb` is not checked (the form says so on its own).
 */
export function paletteChecks(brand: { palette: readonly string[]; ink: string }): ContrastCheck[] {
  const checks: Omit<ContrastCheck, 'ratio' | 'passes'>[] = [
    ...brand.palette.map((colour, index) =>
      index === 0
        ? { field: 'palette.0', usage: 'white text on the primary colour', colour, required: TEXT_AA }
        : { field: `palette.${index}`, usage: 'a chart colour on white', colour, required: GRAPHICS_AA },
    ),
    { field: 'ink', usage: 'white text on the drawer and the sign-in panel', colour: brand.ink, required: TEXT_AA },
  ];
  return checks
    .filter((check) => HEX_COLOUR.test(check.colour))
    .map((check) => {
      const ratio = Math.floor(contrastRatio(check.colour, WHITE) * 100) / 100;
      return { ...check, ratio, passes: ratio >= check.required };
    });
}

/** The check in words: "4.62:1 for white text on the primary colour: passes AA (4.5:1 needed)". */
export function describeCheck(check: ContrastCheck): string {
  const verdict = check.passes ? 'passes AA' : 'fails AA';
  return `${check.ratio.toFixed(2)}:1 for ${check.usage}: ${verdict} (${check.required}:1 needed)`;
}
