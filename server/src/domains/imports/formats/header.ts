import { cellText, type Cell } from './cells';
import { aliasMatch, normalizeHeader, type Alias, type Field, type Preset } from './preset';

/** Where a preset finds each field in one file, found from its header line. */
export interface ColumnMap {
  preset: Preset;
  index: Partial<Record<Field, number>>;
  spend: { index: number; currency: string | 'column' };
  labelIndexes: number[];
  /** The header's cells as the file writes them, for messages. */
  names: string[];
  /** How many of the header's columns the preset knows: the better fit wins when two presets could read a file. */
  known: number;
}

export type HeaderFit = { ok: true; map: ColumnMap } | { ok: false; missing: string[] };

// Each preset lists a plain name first in every alias list, so messages can name the column as the platform does.
const shown = (alias: Alias) => (typeof alias === 'string' ? alias : alias.source);

function find(alias: Alias, headers: string[]): { at: number; match: RegExpExecArray | boolean } | null {
  const lower = typeof alias === 'string' ? alias.toLowerCase() : alias;
  for (let at = 0; at < headers.length; at++) {
    const match = aliasMatch(lower, headers[at]!);
    if (match) return { at, match };
  }
  return null;
}

/** Reads a header line with one preset: the columns it found, or the ones it needs and the line lacks. */
export function fitHeader(preset: Preset, cells: Cell[]): HeaderFit {
  const headers = cells.map(normalizeHeader);
  const index: Partial<Record<Field, number>> = {};
  const used = new Set<number>();
  for (const [field, aliases] of Object.entries(preset.columns) as [Field, Alias[]][]) {
    for (const alias of aliases) {
      const found = find(alias, headers);
      if (found && !used.has(found.at)) {
        index[field] = found.at;
        used.add(found.at);
        break;
      }
    }
  }
  const missing: string[] = [];
  for (const group of preset.required) {
    if (!group.some((f) => index[f] !== undefined)) missing.push(shown(preset.columns[group[0]!]![0]!));
  }
  let spend: ColumnMap['spend'] | null = null;
  for (const column of preset.spend) {
    const found = find(column.header, headers);
    if (!found) continue;
    used.add(found.at);
    const named = typeof found.match === 'object' ? found.match.groups?.currency : undefined;
    const currency =
      column.currency === 'USD' ? 'USD' : column.currency === 'column' || !named ? 'column' : named.toUpperCase();
    spend = { index: found.at, currency: /^ADV(ERTISER)? CURRENCY$/.test(currency) ? 'column' : currency };
    break;
  }
  if (!spend) missing.push(shown(preset.spend[0]!.header));
  else if (spend.currency === 'column' && index.currency === undefined) {
    missing.push(shown(preset.columns.currency?.[0] ?? 'Currency'));
  }
  if (missing.length || !spend) return { ok: false, missing };
  const labelIndexes = preset.labels.map((alias) => find(alias, headers)?.at).filter((at) => at !== undefined);
  for (const at of labelIndexes) used.add(at);
  return {
    ok: true,
    map: { preset, index, spend, labelIndexes, names: cells.map((c) => cellText(c)), known: used.size },
  };
}

/** The preset that reads this line as its header best, if any does. */
export function detectHeader(presets: readonly Preset[], cells: Cell[]): ColumnMap | null {
  let best: ColumnMap | null = null;
  for (const preset of presets) {
    const fit = fitHeader(preset, cells);
    if (fit.ok && (!best || fit.map.known > best.known)) best = fit.map;
  }
  return best;
}
