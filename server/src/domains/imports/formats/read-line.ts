import { PLATFORMS } from '../../../semantic/enumerations';
import { cellText, isEmptyCell, quoted, type Cell, type Line } from './cells';
import { readDate } from './dates';
import type { ColumnMap } from './header';
import { MAX_COUNT, readId, readNumber } from './numbers';
import type { Field, LineView } from './preset';
import type { DateOrder, DeliveryItem, DeliveryRow, ImportPlatform, RowError } from './types';

export interface LineContext {
  map: ColumnMap;
  /** A CSV's header width: a data line with another number of values has them shifted (a quote or comma astray). */
  width: number | null;
  dateOrder: DateOrder;
  usdRates: Record<string, number>;
}

type Count = 'impressions' | 'clicks' | 'conversions' | 'completions' | 'viewableImpressions' | 'siteActivities';
const REQUIRED_COUNTS: Count[] = ['impressions', 'clicks', 'conversions'];
const OPTIONAL_COUNTS: Count[] = ['completions', 'viewableImpressions', 'siteActivities'];
const TOTAL_WORDS = /\b(?:grand |sub)?totals?\b|\bsummary\b/i;

export function lineView(line: Line, map: ColumnMap): LineView {
  const cell = (field: Field) => (map.index[field] === undefined ? undefined : line.cells[map.index[field]]);
  const figures = [map.spend.index, ...REQUIRED_COUNTS.map((f) => map.index[f])];
  return {
    line,
    cell,
    labels: map.labelIndexes.map((at) => line.cells[at] ?? null),
    hasFigures: figures.some((at) => at !== undefined && !isEmptyCell(line.cells[at])),
  };
}

/** A line that reads as a row of delivery: its day and its line item id can be read (used after a report's end). */
export function looksLikeDelivery(line: Line, context: LineContext): boolean {
  const view = lineView(line, context.map);
  const day = view.cell('date') ?? view.cell('dateStart');
  return readDate(day, context.dateOrder, context.map.preset.isoDates).ok && readId(view.cell('id')).ok;
}

/**
 * One line of data: a delivery row, the reasons it cannot be read (one per column at fault), or 'total' for a total
 * or summary line the preset recognises.
 */
export function readLine(line: Line, context: LineContext): DeliveryItem[] | 'total' {
  const { map, dateOrder } = context;
  const preset = map.preset;
  const view = lineView(line, map);
  if (preset.isTotal?.(view)) return 'total';
  if (context.width !== null && line.cells.length !== context.width) {
    const message =
      `The line has ${line.cells.length} values where the header has ${context.width} columns, so they cannot be ` +
      'matched to their columns (a quote or a separator is probably missing or extra)';
    return [{ kind: 'error', row: line.row, column: '', message }];
  }
  const { cell } = view;
  const name = (field: Field) => map.names[map.index[field]!] ?? field;
  const errors: RowError[] = [];
  const fail = (column: string, message: string) => errors.push({ kind: 'error', row: line.row, column, message });

  let date: string | undefined;
  const dateField: Field = map.index.date !== undefined ? 'date' : 'dateStart';
  const start = readDate(cell(dateField), dateOrder, preset.isoDates);
  if (!start.ok) fail(name(dateField), start.message);
  else if (dateField === 'dateStart' && map.index.dateEnd !== undefined) {
    const end = readDate(cell('dateEnd'), dateOrder, preset.isoDates);
    if (!end.ok) fail(name('dateEnd'), end.message);
    else if (end.value !== start.value) {
      fail(
        name('dateStart'),
        `The row covers ${start.value} to ${end.value}, not one day; export the report broken down by day`,
      );
    } else date = start.value;
  } else date = start.value;

  const id = readId(cell('id'));
  if (!start.ok || !id.ok) {
    const unrecognised = unrecognisedTotal(line, map);
    if (unrecognised) return [unrecognised];
  }
  if (!id.ok) {
    fail(
      name('id'),
      id.message === 'missing' ? `The row has no ${name('id')}, so it cannot be matched to a line item` : id.message,
    );
  }

  let platform = preset.platform;
  if (!platform) {
    const code = cellText(cell('platform')).toUpperCase();
    if ((PLATFORMS as readonly string[]).includes(code)) platform = code as ImportPlatform;
    else {
      fail(
        name('platform'),
        code ? `${quoted(code)} is not a platform code; use one of ${PLATFORMS.join(', ')}` : 'The platform is missing',
      );
    }
  }

  let region: string | undefined;
  if (map.index.region !== undefined) {
    region = cellText(cell('region'));
    if (!region) fail(name('region'), 'The region is missing; in a file with a region column every row names one');
  }

  const counts: Partial<Record<Count, number>> = {};
  for (const field of [...REQUIRED_COUNTS, ...OPTIONAL_COUNTS]) {
    if (map.index[field] === undefined) {
      const absent = field === 'clicks' || field === 'conversions' ? preset.absentAs?.[field] : undefined;
      if (absent !== undefined) counts[field] = absent;
      continue;
    }
    const read = readNumber(cell(field), 'count');
    if (!read.ok) fail(name(field), read.message);
    else if (read.value === null) {
      if (REQUIRED_COUNTS.includes(field)) counts[field] = 0;
    } else {
      const problem = countProblem(name(field), read.value, cell(field), field === 'conversions');
      if (problem) fail(name(field), problem);
      else counts[field] = field === 'conversions' ? Math.round(read.value) : read.value;
    }
  }

  const spend = readSpend(line, view.cell, context, fail);
  if (errors.length) return errors;
  const row: DeliveryRow = {
    kind: 'delivery',
    row: line.row,
    date: date!,
    platform: platform!,
    platformLineItemId: (id as { value: string }).value,
    ...(region === undefined ? {} : { region }),
    impressions: counts.impressions!,
    clicks: counts.clicks!,
    conversions: counts.conversions!,
    spend: spend!,
  };
  for (const field of OPTIONAL_COUNTS) if (counts[field] !== undefined) row[field] = counts[field];
  return [row];
}

function countProblem(column: string, value: number, cell: Cell | undefined, rounds: boolean): string | null {
  if (value < 0) return `${column} is negative (${cellText(cell)}); delivery figures cannot be below zero`;
  if (!rounds && !Number.isInteger(value)) return `${column} must be a whole number, not ${cellText(cell)}`;
  if (value > MAX_COUNT) return `${column} (${cellText(cell)}) is more than Beacon can record for one row`;
  return null;
}

function readSpend(
  line: Line,
  cell: (field: Field) => Cell | undefined,
  { map, usdRates }: LineContext,
  fail: (column: string, message: string) => void,
): number | undefined {
  const column = map.names[map.spend.index] ?? 'spend';
  const read = readNumber(line.cells[map.spend.index], 'money');
  if (!read.ok) return void fail(column, read.message);
  const amount = read.value ?? 0;
  if (amount < 0) return void fail(column, `${column} is negative (${cellText(line.cells[map.spend.index])})`);
  let currency = map.spend.currency;
  if (currency === 'column') {
    const currencyColumn = map.names[map.index.currency!] ?? 'currency';
    currency = cellText(cell('currency')).toUpperCase();
    if (!currency) return void fail(currencyColumn, 'The currency is missing');
    if (currency !== 'USD' && !usdRates[currency]) {
      return void fail(currencyColumn, notDollars(column, currency));
    }
  }
  if (currency === 'USD') return amount;
  // Rounded to a millionth of a dollar, the finest platforms report, so 12.34 x 1.08 is not 13.327200000000001.
  return Math.round(amount * usdRates[currency]! * 1e6) / 1e6;
}

export function notDollars(column: string, currency: string): string {
  return (
    `${column} is in ${currency}; Beacon records spend in US dollars. Import the file again with a rate for ` +
    `${currency}, or export the report in USD`
  );
}

function unrecognisedTotal(line: Line, map: ColumnMap): RowError | null {
  const at = line.cells.findIndex((c) => TOTAL_WORDS.test(cellText(c)));
  if (at < 0) return null;
  return {
    kind: 'error',
    row: line.row,
    column: map.names[at] ?? '',
    message:
      `This line looks like a total or summary (${quoted(line.cells[at])}), but not one a ` +
      `${map.preset.label} export writes, so it was not read; remove it from the file if it is one`,
  };
}
