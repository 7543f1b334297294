import { cellText, type Cell, type Line } from './cells';
import type { FormatId, ImportPlatform } from './types';

/** What a preset reads from a line. `dateStart`/`dateEnd` are a row's reporting period when there is no day column. */
export type Field =
  | 'date'
  | 'dateStart'
  | 'dateEnd'
  | 'id'
  | 'platform'
  | 'region'
  | 'currency'
  | 'impressions'
  | 'clicks'
  | 'conversions'
  | 'completions'
  | 'viewableImpressions'
  | 'siteActivities';

/** A column name as the platform writes it, compared after `normalizeHeader`; a pattern may name a `currency` group. */
export type Alias = string | RegExp;

/**
 * Where a money column's currency comes from: US dollars by definition, the currency named in the header
 * ("Amount spent (EUR)"), or each row's currency column ("Currency code").
 */
export interface SpendColumn {
  header: Alias;
  currency: 'USD' | 'header' | 'column';
}

/** The cells of one line, looked up by field, for a preset's own rules (totals, summary lines). */
export interface LineView {
  line: Line;
  cell(field: Field): Cell | undefined;
  /** The cells of the preset's naming columns (campaign, ad group...), in the file's order. */
  labels: Cell[];
  hasFigures: boolean;
}

export interface Preset {
  id: FormatId;
  /** The platform's name as people know it. */
  label: string;
  /** Every row's platform; null when the file names it per row (Beacon's own format). */
  platform: ImportPlatform | null;
  /** Aliases per field, most wanted first: the first one the header has is read. */
  columns: Partial<Record<Field, Alias[]>>;
  spend: SpendColumn[];
  /** Naming columns (campaign, ad group, insertion order...): they help recognise totals and detect the format. */
  labels: Alias[];
  /** Each group needs one of its fields in the header; `spend` is always needed. */
  required: Field[][];
  /** Figures a platform does not have (a screen is never clicked): read as this when the file has no column. */
  absentAs?: Partial<Record<'clicks' | 'conversions', number>>;
  /** Dates only as yyyy-MM-dd. */
  isoDates?: boolean;
  /** The total and summary lines this platform writes, recognised so they are skipped rather than read as rows. */
  isTotal?(view: LineView): boolean;
  /** After the data, an empty line starts the report's closing notes (DV360). */
  notesAfterBlankLine?: boolean;
}

/** Header names compared without case, surrounding spaces, repeated spaces or a byte-order mark. */
export function normalizeHeader(cell: Cell | undefined): string {
  return cellText(cell)
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export function aliasMatch(alias: Alias, header: string): RegExpExecArray | boolean {
  return typeof alias === 'string' ? alias === header : (alias.exec(header) ?? false);
}
