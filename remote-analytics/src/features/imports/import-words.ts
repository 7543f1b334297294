import { formatInteger, formatRangeInWords } from '@beacon/shared/format';
import type { Import } from './get-imports';

/** '1 row', '1,230 rows'. */
export const countOf = (count: number, one: string, other = `${one}s`) =>
  `${formatInteger(count)} ${count === 1 ? one : other}`;

/**
 * A check (or import) refused only because some rows have errors and the valid ones were not to be taken: taking
 * them is the way on. Any other failure is the whole file's (its message says why).
 */
export const refusedForItsRows = (i: Import) => i.status === 'failed' && i.rowsRejected > 0 && !i.acceptValidRows;

/** 'Nov 1 – 30, 2026', or null for a file without a day. */
export const daysOf = (i: Import) => (i.days ? formatRangeInWords(i.days.from, i.days.to) : null);

/** What the import's rows cover: '12 line items, Nov 1 – 30, 2026'. */
export function coverageOf(i: Import): string {
  const days = daysOf(i);
  return [countOf(i.lineItems, 'line item'), days].filter(Boolean).join(', ');
}

/** The status of an import or a check, in words. */
export function statusWords(i: Pick<Import, 'status' | 'dryRun'>): string {
  switch (i.status) {
    case 'queued':
      return 'Waiting';
    case 'running':
      return i.dryRun ? 'Checking' : 'Importing';
    case 'done':
      return i.dryRun ? 'Checked' : 'Imported';
    case 'failed':
      return 'Not imported';
    case 'undone':
      return 'Undone';
  }
}

/** Why nothing was imported: the file's problem, its rows with errors, or neither known. */
export function failureOf(item: Import): string {
  if (item.message) return item.message;
  if (item.rowsRejected > 0)
    return `${countOf(item.rowsRejected, 'row')} ${item.rowsRejected === 1 ? 'has' : 'have'} errors, so nothing was imported.`;
  return 'Beacon could not finish this import. Try again; if it fails again, please contact support.';
}
