import { Readable } from 'node:stream';
import { DeliveryFileError } from './types';

/** How much of the file is looked at before reading it: enough for any title lines and the header. */
const HEAD_BYTES = 64 * 1024;

export interface Sniffed {
  container: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  delimiter: string;
  /** The whole file again, from its first byte (the head that was looked at, then the rest as it comes). */
  stream: Readable;
}

/** Takes the file's first bytes, then gives back a stream of the whole file, without reading more than the head. */
async function peek(input: Readable | Buffer): Promise<{ head: Buffer; stream: Readable }> {
  if (Buffer.isBuffer(input)) {
    return { head: input.subarray(0, HEAD_BYTES), stream: Readable.from([input], { objectMode: false }) };
  }
  const chunks = input[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    taken.push(chunk);
    size += chunk.length;
  }
  async function* whole() {
    yield* taken;
    if (done) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    }
  }
  return { head: Buffer.concat(taken), stream: Readable.from(whole(), { objectMode: false }) };
}

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/**
 * Tells a workbook from text by its first bytes (an .xlsx is a zip), never by its name alone, and for text its
 * encoding (UTF-8 with or without a byte-order mark, UTF-16 with one) and separator (comma, tab or semicolon,
 * whichever the busiest of the first lines holds most of).
 */
export async function sniff(input: Readable | Buffer, fileName: string): Promise<Sniffed> {
  const { head, stream } = await peek(input);
  const refuse = (problem: 'empty' | 'old-excel' | 'not-a-spreadsheet', message: string) => {
    stream.destroy();
    return new DeliveryFileError(problem, message);
  };
  if (head.length === 0) throw refuse('empty', 'The file is empty');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return { container: 'xlsx', encoding: 'utf-8', delimiter: ',', stream };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw refuse('old-excel', 'This is an Excel 97-2003 workbook (.xls); save it as .xlsx or export the report as CSV');
  }
  const encoding = startsWith(head, [0xff, 0xfe]) ? 'utf-16le' : startsWith(head, [0xfe, 0xff]) ? 'utf-16be' : 'utf-8';
  const text = new TextDecoder(encoding).decode(head);
  if (encoding === 'utf-8' && text.includes('\0')) {
    const named = /\.xlsx?$/i.test(fileName) ? ` although it is named ${fileName.split('.').pop()}` : '';
    throw refuse('not-a-spreadsheet', `The file is neither CSV nor an Excel workbook (.xlsx)${named}`);
  }
  if (/\.xlsx$/i.test(fileName) && !/[,;\t]/.test(text)) {
    throw refuse('not-a-spreadsheet', `${fileName} is named .xlsx but is not an Excel workbook`);
  }
  return { container: 'csv', encoding, delimiter: delimiterOf(text), stream };
}

function delimiterOf(text: string): string {
  const lines = text.split(/\r\n|\r|\n/).slice(0, 50);
  let best = { delimiter: ',', count: 0 };
  for (const delimiter of [',', '\t', ';']) {
    for (const line of lines) {
      // Separators inside quotes ("1,234") are not counted.
      const count = line.replace(/"[^"]*"/g, '').split(delimiter).length - 1;
      if (count > best.count) best = { delimiter, count };
    }
  }
  return best.delimiter;
}
