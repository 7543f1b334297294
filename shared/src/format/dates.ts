import dayjs, { type Dayjs } from 'dayjs';

/** What the API and the screens hand us as a date: a Date, an ISO string, or milliseconds since the epoch. */
export type DateInput = Date | Dayjs | string | number | null | undefined;

const LOCAL_ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a date, or returns null when there is none or it is not a real date. dayjs reads ISO strings without
 * an offset (such as '2026-03-05') as local time, so a date-only value shows the same day in every time zone.
 */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const parsed = dayjs(typeof value === 'string' ? value.trim() : value);
  if (!parsed.isValid()) return null;
  // '2026-02-30' would otherwise roll over to March 2: a date that does not exist is not a date.
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = WITH_OFFSET.test(text) ? null : LOCAL_ISO_DATE.exec(text);
  if (parts) {
    const [, year, month, day] = parts;
    if (parsed.year() !== Number(year) || parsed.month() + 1 !== Number(month) || parsed.date() !== Number(day))
      return null;
  }
  // Month names stay English even if some screen switches the shared dayjs to another locale.
  return parsed.locale('en');
}

function formatWith(pattern: string) {
  return (value: DateInput): string => parseDate(value)?.format(pattern) ?? '';
}

/** MM/dd/yyyy, as in tables: '03/05/2026'. */
export const formatDate = formatWith('MM/DD/YYYY');

/** MMM dd, as on chart axes: 'Mar 05'. */
export const formatMonthDay = formatWith('MMM DD');

/** MM/yyyy: '03/2026'. */
export const formatMonthYear = formatWith('MM/YYYY');

/** yyyy-MM-dd, the form report queries send: '2026-03-05'. */
export const formatIsoDate = formatWith('YYYY-MM-DD');

/**
 * A moment in the viewer's own time (or in `timeZone`), with its zone named as people name it: 'March 5, 2026
 * 2:07 PM EST' (EDT in summer), 'March 5, 2026 7:07 PM UTC', 'GMT+5:30' where a zone has no common short name.
 * The spec's pattern ('MMMM d, yyyy h:mm a XXX') ends in an offset, which reads 'Z' at UTC: a name says more.
 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(date.toDate());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/**
 * A range of days in words, as answers and headings say it: 'Oct 25 – Nov 23, 2026', 'Nov 1 – 23, 2026',
 * 'Dec 20, 2025 – Jan 5, 2026', 'Nov 23, 2026' for one day.
 */
export function formatRangeInWords(startDate: DateInput, endDate: DateInput): string {
  const start = parseDate(startDate);
  const end = parseDate(endDate);
  if (!start || !end) return '';
  if (start.isSame(end, 'day')) return end.format('MMM D, YYYY');
  if (start.year() !== end.year()) return `${start.format('MMM D, YYYY')} – ${end.format('MMM D, YYYY')}`;
  if (start.month() === end.month()) return `${start.format('MMM D')} – ${end.format('D, YYYY')}`;
  return `${start.format('MMM D')} – ${end.format('MMM D, YYYY')}`;
}
