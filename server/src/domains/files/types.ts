import { DOCUMENT_TYPE_FILTERS, DOCUMENT_TYPE_GROUPS } from '../../semantic/enumerations';

export const TYPE_GROUPS = DOCUMENT_TYPE_GROUPS;
export const TYPE_FILTERS = DOCUMENT_TYPE_FILTERS;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** Uploads are accepted by extension; the stored mime type comes from here, never from the browser. */
export const ALLOWED_EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: TYPE_GROUPS.Document[1],
  xls: 'application/vnd.ms-excel',
  xlsx: TYPE_GROUPS.Spreadsheet[2],
  ppt: 'application/vnd.ms-powerpoint',
  pptx: TYPE_GROUPS.Document[5],
};

/** Magic numbers for the types whose content is easy to check, so a renamed executable is not stored as a PDF. */
const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46],
};

export function contentMatches(mimeType: string, content: Buffer): boolean {
  const signature = SIGNATURES[mimeType];
  return !signature || signature.every((byte, i) => content[i] === byte);
}

export function mimeTypesOf(filter: TypeFilter): { include: string[] | null; exclude: string[] | null } {
  if (filter === 'All') return { include: null, exclude: null };
  if (filter === 'Other') return { include: null, exclude: Object.values(TYPE_GROUPS).flat() };
  return { include: [...TYPE_GROUPS[filter]], exclude: null };
}

/**
 * Bidirectional controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks U+200E/F and
 * U+061C) reorder what is shown: `invoice\u202Egnp.exe` reads as `invoiceexe.png`. Stripped, the name reads as it is.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

const withoutBidiControls = (name: string) => name.replace(BIDI_CONTROLS, '');

/** A name safe on any disk and in a header: no path, no control, bidi or odd characters, bounded length. */
export function sanitizeFileName(original: string): string {
  const base = withoutBidiControls(original.split(/[\\/]/).pop() ?? '');
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[.\s_]+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 100) || 'file';
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  return extension ? `${stem}.${extension}` : stem;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name people see (kept beside the disk-safe one): the browser's file name without any path, control,
 * bidi or markup characters, bounded. Whatever shows it still escapes it for its own context.
 */
export function displayFileName(original: string): string {
  const base = withoutBidiControls(original.split(/[\\/]/).pop() ?? '').normalize('NFC');
  const cleaned = base
    .replace(/[\p{Cc}<>"`]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, 255) || 'file';
}
