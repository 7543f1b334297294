import { cellText, isEmptyCell, quoted, type Cell } from './cells';
import type { Reading } from './dates';

/** The largest count the database keeps for one row (int4). */
export const MAX_COUNT = 2_147_483_647;

const PLAIN = /^\d+(?:\.\d+)?$|^\d*\.\d+$/;
// Thousands grouped by commas (1,234,567.89), or by spaces as some locales write them (1 234 567.89).
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:\.\d+)?$/;
const DOLLARS = /^(?:US\$|\$|USD\s*)\s*|\s*(?:USD|\$)$/i;
const OTHER_MONEY = /[€£¥₹₩₽¢]|^[A-Z]{3}\s|\s[A-Z]{3}$|^[A-Z]{3}(?=\d)/;

/**
 * A figure, or null when the cell is empty or holds a platform's "no figure" mark (--). Reads thousands separators,
 * a leading minus or accounting parentheses (so a negative is reported as such, not as unreadable), and for money a
 * dollar sign or USD. Refuses percentages, scientific notation (a spreadsheet's rounding) and other currencies.
 */
export function readNumber(cell: Cell | undefined, kind: 'count' | 'money'): Reading<number | null> {
  if (isEmptyCell(cell)) return { ok: true, value: null };
  if (cell instanceof Date) return { ok: false, message: `${quoted(cell)} is a date, not a number` };
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? { ok: true, value: cell } : { ok: false, message: 'The cell holds no number' };
  }
  let text = cellText(cell);
  const shown = quoted(text);
  if (text.endsWith('%')) return { ok: false, message: `${shown} is a percentage, not ${a(kind)}` };
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1).trim()];
  if (text.startsWith('-') || text.startsWith('−')) [negative, text] = [true, text.slice(1).trim()];
  const withoutDollars = text.replace(DOLLARS, '');
  if (withoutDollars !== text) {
    if (kind === 'count') return { ok: false, message: `${shown} is an amount of money, not a count` };
    text = withoutDollars.trim();
    if (text.startsWith('-')) [negative, text] = [true, text.slice(1).trim()];
  } else if (OTHER_MONEY.test(text)) {
    return { ok: false, message: `${shown} is not in US dollars` };
  }
  if (/^\d(?:\.\d+)?e[+-]?\d+$/i.test(text)) {
    return {
      ok: false,
      message: `${shown} is written in scientific notation, so its digits were rounded (a spreadsheet does this); export the report again`,
    };
  }
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { ok: false, message: `${shown} is not a number` };
  const value = Number(text.replace(/[, \u00a0\u202f]/g, ''));
  return { ok: true, value: negative ? -value : value };
}

const a = (kind: 'count' | 'money') => (kind === 'count' ? 'a count' : 'an amount of money');

/**
 * A platform's id for a line item, as text. A number cell is fine while it keeps every digit; an id a spreadsheet
 * rewrote (1.23457E+11) or a number too long to be exact has lost digits and is refused.
 */
export function readId(cell: Cell | undefined): Reading<string> {
  if (isEmptyCell(cell)) return { ok: false, message: 'missing' };
  if (cell instanceof Date) return { ok: false, message: `${quoted(cell)} is a date, not an id` };
  if (typeof cell === 'number') {
    return Number.isSafeInteger(cell) && cell >= 0
      ? { ok: true, value: String(cell) }
      : {
          ok: false,
          message: `${cell} has lost digits in a number cell; format the id column as text and export again`,
        };
  }
  const text = cellText(cell);
  if (/^\d(?:\.\d+)?e\+\d+$/i.test(text)) {
    return {
      ok: false,
      message: `${quoted(text)} is an id a spreadsheet rounded into scientific notation; export the report again without opening it in a spreadsheet`,
    };
  }
  return { ok: true, value: text };
}
