import { pipeline, type Readable } from 'node:stream';
import { cellText, isBlankLine, type Line } from './cells';
import { csvLines, utf16Decoder, type UnreadableLine } from './csv-lines';
import { detectHeader, fitHeader, type ColumnMap } from './header';
import { headerProblem } from './header-problem';
import { PRESETS } from './presets';
import { looksLikeDelivery, notDollars, readLine, type LineContext } from './read-line';
import { sniff } from './sniff';
import {
  DeliveryFileError,
  FORMAT_IDS,
  type DeliveryFile,
  type DeliveryItem,
  type ReadOptions,
  type SkippedLine,
} from './types';
import { xlsxLines } from './xlsx-lines';

/** Title lines a platform may write before its header (Google Ads writes two); the header is looked for this far. */
const HEADER_SEARCH_LINES = 30;
const KEPT_SKIPPED = 100;

/**
 * Opens a delivery export (CSV or XLSX, told by its content) and finds its header, telling the format from the
 * column names unless `options.format` says it. Resolves once the header is read; the rows are then read as the
 * returned file is iterated, one line at a time, so a file of any length is read in flat memory.
 *
 * Rejects with a DeliveryFileError when the file as a whole cannot be read (empty, not a spreadsheet, no header Beacon
 * knows, missing columns, money in another currency without a rate). Problems of single lines are yielded as row
 * errors in their place, never dropped.
 */
export async function readDeliveryFile(input: Readable | Buffer, options: ReadOptions): Promise<DeliveryFile> {
  const { format } = options;
  if (format !== undefined && !(FORMAT_IDS as readonly string[]).includes(format)) {
    throw new DeliveryFileError('unknown-format', `"${format}" is not a format Beacon reads: ${FORMAT_IDS.join(', ')}`);
  }
  const usdRates = checkedRates(options.usdRates ?? {});
  const sniffed = await sniff(input, options.fileName);
  const source =
    sniffed.container === 'xlsx'
      ? xlsxLines(sniffed.stream)
      : csvLines(
          sniffed.encoding === 'utf-8'
            ? sniffed.stream
            : pipeline(sniffed.stream, utf16Decoder(sniffed.encoding), () => {}),
          sniffed.delimiter,
        );
  const lines: AsyncIterator<Line | UnreadableLine> = source[Symbol.asyncIterator]();
  const close = async () => {
    await lines.return?.();
    sniffed.stream.destroy();
  };

  const before: Line[] = [];
  let map: ColumnMap | null = null;
  let headerRow = 0;
  try {
    while (before.length < HEADER_SEARCH_LINES) {
      const next = await lines.next();
      if (next.done) break;
      const line = next.value;
      if ('unreadable' in line) before.push({ row: line.row, cells: [] });
      else if (!isBlankLine(line.cells)) {
        map = format ? fitOrNull(format, line) : detectHeader(Object.values(PRESETS), line.cells);
        if (map) {
          headerRow = line.row;
          break;
        }
        before.push(line);
      }
    }
    if (!map) throw headerProblem(format, before);
    const fixed = map.spend.currency;
    if (fixed !== 'column' && fixed !== 'USD' && !usdRates[fixed]) {
      throw new DeliveryFileError('currency', notDollars(map.names[map.spend.index] ?? 'Spend', fixed));
    }
  } catch (error) {
    await close();
    throw error;
  }

  const context: LineContext = {
    map,
    // A workbook leaves out a row's empty cells at its end; only a CSV writes every value of every line.
    width: sniffed.container === 'csv' ? map.names.length : null,
    dateOrder: options.dateOrder ?? 'month-first',
    usdRates,
  };
  const skipped: SkippedLine[] = [];
  let started = false;
  const file: DeliveryFile = {
    format: map.preset.id,
    label: map.preset.label,
    container: sniffed.container,
    headerRow,
    skipped,
    skippedCount: 0,
    close,
    [Symbol.asyncIterator]() {
      if (started) throw new Error('A delivery file is read once');
      started = true;
      return rows();
    },
  };
  const skip = (line: Line, reason: SkippedLine['reason']) => {
    file.skippedCount++;
    if (skipped.length < KEPT_SKIPPED) {
      const text = line.cells.map(cellText).filter(Boolean).join(', ');
      skipped.push({ row: line.row, reason, text: text.length > 120 ? `${text.slice(0, 117)}...` : text });
    }
  };
  for (const line of before) skip(line, 'title');

  async function* rows(): AsyncGenerator<DeliveryItem> {
    let dataSeen = false;
    let notes = false;
    try {
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        const line = next.value;
        if ('unreadable' in line) {
          yield { kind: 'error', row: line.row, column: '', message: `The line could not be read: ${line.unreadable}` };
        } else if (isBlankLine(line.cells)) {
          notes ||= dataSeen && !!context.map.preset.notesAfterBlankLine;
        } else if (notes) {
          if (!looksLikeDelivery(line, context)) skip(line, 'notes');
          else {
            yield {
              kind: 'error',
              row: line.row,
              column: '',
              message: `This row comes after the empty line that ends a ${file.label} report's data, among its notes, so it was not read; remove the empty line above it if it belongs to the data`,
            };
          }
        } else {
          dataSeen = true;
          const read = readLine(line, context);
          if (read === 'total') skip(line, 'total');
          else yield* read;
        }
      }
    } finally {
      await close();
    }
  }
  return file;
}

function fitOrNull(format: NonNullable<ReadOptions['format']>, line: Line): ColumnMap | null {
  const fit = fitHeader(PRESETS[format], line.cells);
  return fit.ok ? fit.map : null;
}

function checkedRates(rates: Record<string, number>): Record<string, number> {
  const checked: Record<string, number> = {};
  for (const [currency, rate] of Object.entries(rates)) {
    if (!/^[A-Za-z]{3}$/.test(currency) || !Number.isFinite(rate) || rate <= 0) {
      throw new DeliveryFileError('currency', `The rate for ${currency} must be a positive number of US dollars`);
    }
    checked[currency.toUpperCase()] = rate;
  }
  return checked;
}
