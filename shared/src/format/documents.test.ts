import { DOCUMENT_TYPE_FILTERS } from '../api/generated/enumerations';
import { documentMatches, documentTypeOf, matchesDocumentType } from './documents';

const brief = {
  name: 'Q3 Media Plan',
  parsedFileName: 'q3-media-plan.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  createdAt: '2026-03-05T10:00:00',
  updatedAt: '2026-04-10T09:30:00',
};

describe('document type filter', () => {
  it('offers All first and Other last', () => {
    expect(DOCUMENT_TYPE_FILTERS).toEqual(['All', 'Document', 'Image', 'Spreadsheet', 'PDF', 'Other']);
  });

  it('sorts files into groups by mime type', () => {
    expect(documentTypeOf('application/pdf')).toBe('PDF');
    expect(documentTypeOf('IMAGE/PNG')).toBe('Image');
    expect(documentTypeOf('text/csv; charset=utf-8')).toBe('Spreadsheet');
    expect(documentTypeOf(brief.mimeType)).toBe('Document');
  });

  it('puts anything outside the groups under Other', () => {
    expect(documentTypeOf('video/mp4')).toBe('Other');
    expect(documentTypeOf('application/zip')).toBe('Other');
    expect(documentTypeOf(undefined)).toBe('Other');
  });

  it('lets everything through All and only the group through a type', () => {
    expect(matchesDocumentType(brief, 'All')).toBe(true);
    expect(matchesDocumentType(brief, 'Document')).toBe(true);
    expect(matchesDocumentType(brief, 'PDF')).toBe(false);
    expect(matchesDocumentType({ mimeType: 'video/mp4' }, 'Other')).toBe(true);
  });
});

describe('document search', () => {
  it('finds a document by any part of its name or file name, ignoring case', () => {
    expect(documentMatches(brief, 'media')).toBe(true);
    expect(documentMatches(brief, 'PLAN.DOCX')).toBe(true);
    expect(documentMatches(brief, 'budget')).toBe(false);
  });

  it('finds a document by its created or updated date, as sent or as shown', () => {
    expect(documentMatches(brief, '2026-03-05')).toBe(true);
    expect(documentMatches(brief, '04/10/2026')).toBe(true);
    expect(documentMatches(brief, '12/25')).toBe(false);
  });

  it('matches everything when the search is empty', () => {
    expect(documentMatches(brief, '')).toBe(true);
    expect(documentMatches(brief, '   ')).toBe(true);
    expect(documentMatches({}, null)).toBe(true);
  });

  it('copes with documents missing fields', () => {
    expect(documentMatches({ name: null, createdAt: 'garbage' }, 'plan')).toBe(false);
  });
});
