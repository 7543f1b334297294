import { formatDate, type DateInput } from './dates';

/** The file-type filter of document lists, in menu order; 'All' is the default. */
export const DOCUMENT_TYPE_FILTERS = ['All', 'Document', 'Image', 'Spreadsheet', 'PDF', 'Other'] as const;
export type DocumentTypeFilter = (typeof DOCUMENT_TYPE_FILTERS)[number];
export type DocumentType = Exclude<DocumentTypeFilter, 'All'>;

/** The mime types of each group. 'Other' is everything that is in none of them. */
export const DOCUMENT_MIME_TYPES: Readonly<Record<Exclude<DocumentType, 'Other'>, readonly string[]>> = {
  Document: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'application/rtf',
    'text/rtf',
    'text/plain',
  ],
  Image: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'image/svg+xml',
    'image/bmp',
    'image/tiff',
    'image/heic',
  ],
  Spreadsheet: [
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/csv',
  ],
  PDF: ['application/pdf'],
};

/** A document or file as lists show it. */
export interface DocumentFields {
  name?: string | null;
  parsedFileName?: string | null;
  mimeType?: string | null;
  createdAt?: DateInput;
  updatedAt?: DateInput;
}

/** The group a mime type belongs to; 'text/csv; charset=utf-8' and 'IMAGE/PNG' are recognised. */
export function documentTypeOf(mimeType: string | null | undefined): DocumentType {
  const bare = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  for (const [type, mimeTypes] of Object.entries(DOCUMENT_MIME_TYPES)) {
    if (mimeTypes.includes(bare)) return type as DocumentType;
  }
  return 'Other';
}

/** Whether a document passes the file-type filter. */
export function matchesDocumentType(doc: DocumentFields, filter: DocumentTypeFilter): boolean {
  return filter === 'All' || documentTypeOf(doc.mimeType) === filter;
}

/**
 * Document search: a case-insensitive substring of the name, the parsed file name, or the created or updated
 * date, either as the API sent it or as the list shows it (MM/dd/yyyy). An empty search matches everything.
 */
export function documentMatches(doc: DocumentFields, search: string | null | undefined): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (needle === '') return true;
  const dates = [doc.createdAt, doc.updatedAt].flatMap((date) => [
    typeof date === 'string' ? date : '',
    formatDate(date),
  ]);
  return [doc.name, doc.parsedFileName, ...dates].some((text) => (text ?? '').toLowerCase().includes(needle));
}
