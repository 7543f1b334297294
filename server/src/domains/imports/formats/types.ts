import { PLATFORMS } from '../../../semantic/enumerations';

/** The export formats Beacon reads, by id (`docs/imports-formats.md` describes each). */
export const FORMAT_IDS = ['google-ads', 'meta-ads', 'the-trade-desk', 'dv360', 'xandr', 'adomni', 'beacon'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/**
 * Platform codes a delivery row can carry: the catalogue's (`PLATFORMS`), and DV360, which the catalogue does not
 * list yet. A DV360 row can only be placed once line items on DV360 exist, so the database layer refuses it until then.
 */
export const IMPORT_PLATFORMS = [...PLATFORMS, 'DV360'] as const;
export type ImportPlatform = (typeof IMPORT_PLATFORMS)[number];

/** A day's figures of one line item, as a delivery file gives them. */
export interface DeliveryFigures {
  impressions: number;
  clicks: number;
  /** Whole conversions: platforms that attribute fractions (Google Ads, Meta) are rounded to the nearest. */
  conversions: number;
  /** US dollars, as precise as the file gives them. */
  spend: number;
  completions?: number;
  viewableImpressions?: number;
  siteActivities?: number;
}

/** One line item's delivery for one day (and one region, when the file gives regions), as read from one line. */
export interface DeliveryRow extends DeliveryFigures {
  kind: 'delivery';
  /** The line's number in the file (1-based; the sheet's row number in a workbook). */
  row: number;
  /** yyyy-MM-dd */
  date: string;
  platform: ImportPlatform;
  /** The line item's id on the platform (Google Ads ad group, Meta ad set, DV360/Xandr line item...). */
  platformLineItemId: string;
  /** Absent: the row is the line item's whole day. */
  region?: string;
}

/** A line that holds delivery but cannot be read; the line's other figures are not used either. */
export interface RowError {
  kind: 'error';
  row: number;
  /** The column's name as the file writes it ('' when the problem is the whole line). */
  column: string;
  message: string;
}

export type DeliveryItem = DeliveryRow | RowError;

/** A line that is not delivery and was passed over on purpose: a title, a total, the report's closing notes. */
export interface SkippedLine {
  row: number;
  reason: 'title' | 'total' | 'notes';
  text: string;
}

export type DateOrder = 'month-first' | 'day-first';

export interface ReadOptions {
  /** The uploaded file's name: a hint for CSV or XLSX only; the format is always told from the content. */
  fileName: string;
  /** Read the file as this format; without it the format is detected from the header. */
  format?: FormatId;
  /** How to read dates like 03/04/2026; by default the order the platform writes (month first for all presets). */
  dateOrder?: DateOrder;
  /** US dollars per unit of another currency (e.g. `{ EUR: 1.08 }`); without a rate only USD money is accepted. */
  usdRates?: Record<string, number>;
}

/**
 * A delivery file being read: iterate it once for its rows, in file order. Memory stays flat however long the file.
 * `skipped` fills while reading (first 100 lines kept, `skippedCount` counts them all).
 */
export interface DeliveryFile extends AsyncIterable<DeliveryItem> {
  format: FormatId;
  /** The format's name as people know it, e.g. 'Google Ads'. */
  label: string;
  container: 'csv' | 'xlsx';
  /** The line holding the column names. */
  headerRow: number;
  skipped: SkippedLine[];
  skippedCount: number;
  /** Lets go of the file without reading (or finishing) it; reading to the end closes it too. */
  close(): Promise<void>;
}

export type DeliveryFileProblem =
  | 'empty'
  | 'not-a-spreadsheet'
  | 'old-excel'
  | 'unknown-format'
  | 'wrong-format'
  | 'missing-columns'
  | 'currency'
  | 'unreadable';

/** The file as a whole cannot be read (a 4xx for the upload, never a 500); `message` is for the person. */
export class DeliveryFileError extends Error {
  constructor(
    readonly problem: DeliveryFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryFileError';
  }
}
