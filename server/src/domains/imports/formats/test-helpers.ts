import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readDeliveryFile } from './read-delivery-file';
import type { DeliveryFile, DeliveryRow, ReadOptions, RowError } from './types';

export const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

/** A file as an upload arrives: a stream in small chunks, so no test leans on having the whole file at once. */
export function uploaded(bytes: Buffer | string, chunk = 64): Readable {
  const data = Buffer.from(bytes);
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += chunk) yield data.subarray(at, at + chunk);
    })(),
    { objectMode: false },
  );
}

export interface ReadResult {
  file: DeliveryFile;
  rows: DeliveryRow[];
  errors: RowError[];
}

/** Reads a whole file the way the import job will: one pass, rows and errors in file order. */
export async function readAll(bytes: Buffer | string, options: Partial<ReadOptions> = {}): Promise<ReadResult> {
  const file = await readDeliveryFile(uploaded(bytes), { fileName: 'report.csv', ...options });
  const rows: DeliveryRow[] = [];
  const errors: RowError[] = [];
  for await (const item of file) (item.kind === 'delivery' ? rows : errors).push(item as never);
  return { file, rows, errors };
}

/** A file read whole that reads as `format`, with no row refused: the file and its rows. */
export async function readAs(bytes: Buffer | string, format: string): Promise<Omit<ReadResult, 'errors'>> {
  const { file, rows, errors } = await readAll(bytes);
  assert.deepEqual(errors, []);
  assert.equal(file.format, format);
  return { file, rows };
}

/** Each row's day, line item and figures, in this order, and then the `more` fields named. */
export const figuresOf = (rows: DeliveryRow[], ...more: (keyof DeliveryRow)[]) =>
  rows.map((r) => [
    r.date,
    r.platform,
    r.platformLineItemId,
    r.impressions,
    r.clicks,
    r.conversions,
    r.spend,
    ...more.map((field) => r[field]),
  ]);

/** The lines a reader passed over, and why. */
export const skippedOf = (file: DeliveryFile) => file.skipped.map((s) => [s.row, s.reason]);

/** The errors of a Google Ads file made of the given data lines under the usual title, date range and header. */
export async function googleAdsErrors(...lines: string[]): Promise<RowError[]> {
  const csv = [
    'Ad group report',
    '"November 1, 2026 - November 28, 2026"',
    'Day,Campaign,Campaign ID,Ad group,Ad group ID,Currency code,Impr.,Clicks,Cost,Conversions',
    ...lines,
  ].join('\n');
  return (await readAll(csv)).errors;
}
