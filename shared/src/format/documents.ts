import { DOCUMENT_TYPE_GROUPS, type DocumentTypeFilter } from '../api/generated/enumerations';
import { formatDate, type DateInput } from './dates';

export type DocumentType = Exclude<DocumentTypeFilter, 'All'>;

/** A document or file as lists show it. */
export interface DocumentFields {
  name?: string | null;
  parsedFileName?: string | null;
  mimeType?: string | null;
  createdAt?: DateInput;
  updatedAt?: DateInput;
}

/** The group a mime type belongs to, by the server's groups; 'text/csv; charset=utf-8' and 'IMAGE/PNG' are recognised. */
export function documentTypeOf(mimeType: string | null | undefined): DocumentType {
  const bare = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  for (const [type, mimeTypes] of Object.entries(DOCUMENT_TYPE_GROUPS)) {
    if ((mimeTypes as readonly string[]).includes(bare)) return type as DocumentType;
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
