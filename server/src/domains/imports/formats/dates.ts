import { cellText, quoted, type Cell } from './cells';
import type { DateOrder } from './types';

export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2999) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** 1 to 12 for a month's English name or its usual short form (Nov, Sept); 0 for anything else ("Novembre"). */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const i = MONTHS.findIndex((m) => m === lower || (lower.length >= 3 && lower.length <= 4 && m.startsWith(lower)));
  return i + 1;
}

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const MONTH_FIRST_WORDS = /^(?:[a-z]{3,9},?\s+)?([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i;
const DAY_FIRST_WORDS = /^(\d{1,2})[\s-]([a-z]{3,9})\.?[\s,-]+(\d{4})$/i;

/**
 * A day, from the ways platforms write one: 2026-11-28 (also with a midnight time, or 2026/11/28, 20261128),
 * Nov 28, 2026 (also November, or with the weekday before it), 28 Nov 2026, and 11/28/2026 or 28/11/2026 read in
 * `order`. A workbook's date cell is taken as it is. `isoOnly` accepts 2026-11-28 alone (Beacon's own format).
 */
export function readDate(cell: Cell | undefined, order: DateOrder, isoOnly = false): Reading<string> {
  if (cell instanceof Date) {
    const day = Number.isNaN(cell.getTime())
      ? null
      : calendarDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return day ? { ok: true, value: day } : { ok: false, message: 'The date cell holds no readable date' };
  }
  if (typeof cell === 'number') return { ok: false, message: `${cell} is a number, not a date` };
  const text = cellText(cell);
  if (text === '') return { ok: false, message: 'The date is missing' };
  const notADay = (why = 'is not a date on the calendar') => ({
    ok: false as const,
    message: `${quoted(text)} ${why}`,
  });

  if (isoOnly) {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!iso) return notADay('is not a date written as yyyy-MM-dd (e.g. 2026-11-28)');
    const day = calendarDay(+iso[1]!, +iso[2]!, +iso[3]!);
    return day ? { ok: true, value: day } : notADay();
  }

  const ymd = YEAR_FIRST.exec(text) ?? COMPACT.exec(text);
  if (ymd) {
    const [, y, m, d, hh, mm, ss] = ymd;
    if ((hh && +hh !== 0) || (mm && +mm !== 0) || (ss && +ss !== 0)) {
      return notADay('has a time of day; each row must hold a whole day');
    }
    const day = calendarDay(+y!, +m!, +d!);
    return day ? { ok: true, value: day } : notADay();
  }

  const slashed = SLASHED.exec(text);
  if (slashed) {
    const [a, b, y] = [+slashed[1]!, +slashed[2]!, +slashed[3]!];
    const day = order === 'month-first' ? calendarDay(y, a, b) : calendarDay(y, b, a);
    if (day) return { ok: true, value: day };
    const other = order === 'month-first' ? calendarDay(y, b, a) : calendarDay(y, a, b);
    if (!other) return notADay();
    const [read, otherRead] = order === 'month-first' ? ['month', 'day'] : ['day', 'month'];
    return notADay(
      `is not a date when read ${read} first, as this file is read; if the file writes the ${otherRead} first, ` +
        `import it again with ${otherRead}-first dates`,
    );
  }

  const words = MONTH_FIRST_WORDS.exec(text);
  if (words) {
    const month = monthNumber(words[1]!);
    const day = month ? calendarDay(+words[3]!, month, +words[2]!) : null;
    return day ? { ok: true, value: day } : notADay();
  }
  const dayWords = DAY_FIRST_WORDS.exec(text);
  if (dayWords) {
    const month = monthNumber(dayWords[2]!);
    const day = month ? calendarDay(+dayWords[3]!, month, +dayWords[1]!) : null;
    return day ? { ok: true, value: day } : notADay();
  }
  return notADay('is not a date Beacon can read (e.g. 2026-11-28, Nov 28, 2026 or 11/28/2026)');
}
