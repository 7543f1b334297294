import { pipeline, Transform, type Readable } from 'node:stream';
import { CsvError, parse, type Parser } from 'csv-parse';
import type { Line } from './cells';
import { DeliveryFileError } from './types';

/** A line csv-parse could not read (a quote that never closes...): reported, never dropped. */
export interface UnreadableLine {
  row: number;
  unreadable: string;
}

interface Skipped {
  skipped: string;
  raw: string;
}

const BREAKS = /\r\n|\r|\n/g;
const breaks = (text: string) => text.match(BREAKS)?.length ?? 0;

const WHY: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value starts here and never ends, so the rest of the file could not be read',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is followed by other characters before the next comma',
  CSV_MAX_RECORD_SIZE: 'one line is longer than a million characters, which no report row is',
};

/** Decodes UTF-16 text (Excel's "Unicode text" and some platforms' downloads) into UTF-8 for the parser. */
export function utf16Decoder(encoding: 'utf-16le' | 'utf-16be'): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
    },
    flush(done) {
      done(null, Buffer.from(decoder.decode(), 'utf8'));
    },
  });
}

/**
 * The lines of a CSV, one at a time (csv-parse keeps one line in memory, and the pipeline waits for the reader).
 * Line numbers count the file's physical lines, so a value spanning two lines moves the next row's number by two.
 */
export async function* csvLines(source: Readable, delimiter: string): AsyncGenerator<Line | UnreadableLine> {
  let next = 1;
  const parser: Parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    skip_records_with_error: true,
    // One line beyond this is not a report row: a binary file or a runaway quote; refuse instead of holding it all.
    max_record_size: 1_000_000,
    // Called while parsing, which runs ahead of the reader: the skipped line goes into the stream in its place.
    on_skip: (error, raw) => {
      parser.push({
        skipped: WHY[error?.code ?? ''] ?? error?.message ?? 'the line could not be read',
        raw: raw ?? '',
      });
      return undefined;
    },
  });
  const records = pipeline(source, parser, () => {}) as AsyncIterable<string[] | Skipped>;
  try {
    for await (const record of records) {
      const row = next;
      if (Array.isArray(record)) {
        next += 1 + record.reduce((n, cell) => n + breaks(cell), 0);
        yield { row, cells: record };
      } else {
        next += 1 + breaks(record.raw.replace(/(\r\n|\r|\n)$/, ''));
        yield { row, unreadable: record.skipped };
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new DeliveryFileError(
      'unreadable',
      `Line ${next} could not be read as CSV: ${WHY[error.code] ?? error.message}`,
    );
  }
}
