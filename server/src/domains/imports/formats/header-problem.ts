import type { Line } from './cells';
import { detectHeader, fitHeader } from './header';
import type { Preset } from './preset';
import { PRESETS } from './presets';
import { DeliveryFileError, type FormatId } from './types';

/** The columns a person is asked for, per format, in the platform's own words. */
function describe(preset: Preset): string {
  const first = (aliases: unknown[] | undefined) => aliases?.find((a): a is string => typeof a === 'string');
  const names = preset.required.map((group) => first(preset.columns[group[0]!])).filter(Boolean);
  const spend = first(preset.spend.map((s) => s.header));
  return `${preset.label} (${[...names, spend].join(', ')})`;
}

/** The line that comes closest to being the preset's header, and what it lacks (at least half of it is there). */
function closest(preset: Preset, lines: Line[]): { line: Line; missing: string[] } | null {
  let best: { line: Line; missing: string[] } | null = null;
  const wanted = preset.required.length + 1;
  for (const line of lines) {
    const fit = fitHeader(preset, line.cells);
    if (fit.ok || fit.missing.length * 2 > wanted) continue;
    if (!best || fit.missing.length < best.missing.length) best = { line, missing: fit.missing };
  }
  return best;
}

/** Why no header was found in the first lines: another format's file, a file short of columns, or none Beacon knows. */
export function headerProblem(format: FormatId | undefined, lines: Line[]): DeliveryFileError {
  const presets = Object.values(PRESETS);
  if (format) {
    const other = lines.map((line) => detectHeader(presets, line.cells)).find((map) => map !== null);
    if (other) {
      return new DeliveryFileError(
        'wrong-format',
        `This file looks like a ${other.preset.label} export, not ${PRESETS[format].label}`,
      );
    }
  }
  const candidates = format ? [PRESETS[format]] : presets;
  let nearest: { preset: Preset; line: Line; missing: string[] } | null = null;
  for (const preset of candidates) {
    const near = closest(preset, lines);
    if (near && (!nearest || near.missing.length < nearest.missing.length)) nearest = { preset, ...near };
  }
  if (nearest) {
    const { preset, line, missing } = nearest;
    return new DeliveryFileError(
      'missing-columns',
      `This ${preset.label} export lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ` +
        `(its header is line ${line.row}); add ${missing.length > 1 ? 'them' : 'it'} to the report and export it again`,
    );
  }
  if (format) {
    return new DeliveryFileError(
      'wrong-format',
      `No line at the top of this file names the columns of a ${describe(PRESETS[format])} export`,
    );
  }
  return new DeliveryFileError(
    'unknown-format',
    `Beacon could not tell which platform this report comes from: no line at its top names the columns of a ` +
      `format it reads. The formats and the columns they need: ${presets.map(describe).join('; ')}`,
  );
}
