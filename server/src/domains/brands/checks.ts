import { contrastRatio, describeCheck, HEX_COLOUR, paletteChecks, TEXT_AA } from '@beacon/shared/brand';
import { normalHost, type LoginBackground } from '../../kernel/brand/client-brands';
import type { FieldError } from '../../kernel/http/errors';

/** A brand as the editor sends it, before it is checked. */
export interface BrandInput {
  name: string;
  palette: string[];
  ink: string;
  loginBackground: { kind: string; colour?: string; angle?: number; stops?: number[] };
  hosts: string[];
}

/** A checked brand: colours in lower case, host names normalised, the background in its stored form. */
export interface CheckedBrand {
  name: string;
  palette: string[];
  ink: string;
  loginBackground: LoginBackground;
  hosts: string[];
}

/** A host name of letters, digits and hyphens in dot-separated labels (RFC 1123), with at least two labels. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
function hostProblem(host: string): string | null {
  if (host.length === 0) return 'is empty';
  if (host.length > 253) return 'is longer than 253 characters';
  const labels = host.split('.');
  if (labels.length < 2) return `${host} is not a host name with a domain (like portal.example.com)`;
  if (!labels.every((label) => LABEL.test(label)))
    return `${host} is not a valid host name: use letters, digits and hyphens between dots, no port or path`;
  return null;
}

function colourProblem(colour: string): string | null {
  return HEX_COLOUR.test(colour) ? null : `${colour || 'an empty value'} is not a colour: use #rrggbb`;
}

/** White text on a background colour of the sign-in panel needs 4.5:1. */
function panelCheck(colour: string): string | null {
  const ratio = Math.floor(contrastRatio(colour, '#ffffff') * 100) / 100;
  return ratio >= TEXT_AA
    ? null
    : `${ratio.toFixed(2)}:1 for the sign-in panel's white text: fails AA (${TEXT_AA}:1 needed)`;
}

function backgroundOf(input: BrandInput['loginBackground'], palette: string[], fields: FieldError[]) {
  if (input.kind === 'image') return { kind: 'image' } as const;
  if (input.kind === 'colour') {
    const colour = (input.colour ?? '').toLowerCase();
    const problem = colourProblem(colour) ?? panelCheck(colour);
    if (problem) fields.push({ field: 'loginBackground.colour', message: problem });
    return { kind: 'colour', colour } as const;
  }
  if (input.kind === 'gradient') {
    const angle = input.angle ?? 160;
    const stops = input.stops ?? [];
    if (!Number.isInteger(angle) || angle < 0 || angle > 360)
      fields.push({ field: 'loginBackground.angle', message: 'must be a whole number of degrees from 0 to 360' });
    if (stops.length < 2 || stops.length > 4 || stops.some((i) => !Number.isInteger(i) || i < 0 || i > 6))
      fields.push({ field: 'loginBackground.stops', message: 'must be two to four of the palette colours (1 to 7)' });
    else
      stops.forEach((i, n) => {
        const problem = HEX_COLOUR.test(palette[i] ?? '') ? panelCheck(palette[i]!) : null;
        if (problem) fields.push({ field: `loginBackground.stops.${n}`, message: `Colour ${i + 1}: ${problem}` });
      });
    return { kind: 'gradient', angle, stops } as const;
  }
  fields.push({ field: 'loginBackground.kind', message: 'must be colour, gradient or image' });
  return { kind: 'image' } as const;
}

/**
 * Checks a brand as the editor sent it: every problem named by its field, a colour that fails WCAG AA where it is
 * used with its contrast ratio. Uniqueness of host names across clients is the database's (see queries.ts).
 */
export function checkBrand(input: BrandInput, hasBackgroundImage: boolean): CheckedBrand | FieldError[] {
  const fields: FieldError[] = [];
  const name = input.name.trim();
  if (!name) fields.push({ field: 'name', message: 'is required' });
  if (name.length > 80) fields.push({ field: 'name', message: 'must be at most 80 characters' });
  const palette = input.palette.map((colour) => colour.trim().toLowerCase());
  const ink = input.ink.trim().toLowerCase();
  palette.forEach((colour, i) => {
    const problem = colourProblem(colour);
    if (problem) fields.push({ field: `palette.${i}`, message: problem });
  });
  const inkProblem = colourProblem(ink);
  if (inkProblem) fields.push({ field: 'ink', message: inkProblem });
  for (const check of paletteChecks({ palette, ink }))
    if (!check.passes) fields.push({ field: check.field, message: describeCheck(check) });
  const loginBackground = backgroundOf(input.loginBackground, palette, fields);
  if (loginBackground.kind === 'image' && !hasBackgroundImage && input.loginBackground.kind === 'image')
    fields.push({ field: 'loginBackground.kind', message: 'upload a background image before choosing it' });
  const hosts = input.hosts.map(normalHost);
  hosts.forEach((host, i) => {
    const problem = hostProblem(host) ?? (hosts.indexOf(host) < i ? `${host} is listed twice` : null);
    if (problem) fields.push({ field: `hosts.${i}`, message: problem });
  });
  return fields.length ? fields : { name, palette, ink, loginBackground, hosts };
}
