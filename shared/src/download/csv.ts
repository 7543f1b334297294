import { saveBlob } from './save-blob';

/** Saves CSV text (written by `@beacon/shared/csv`) as a `.csv` file. */
export function saveCsv(filename: string, csv: string): void {
  saveBlob(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    filename.endsWith('.csv') ? filename : `${filename}.csv`,
  );
}
