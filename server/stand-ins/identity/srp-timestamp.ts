/**
 * The TIMESTAMP Amplify signs into PASSWORD_CLAIM_SIGNATURE: "ddd MMM D HH:mm:ss UTC YYYY" in UTC, day unpadded
 * (Amplify's getNowString). Checking it keeps a captured answer from being replayed much later.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

export function formatSrpTimestamp(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(
    date.getUTCMinutes(),
  )}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}

/** The instant a timestamp names, or null when it is not in that exact form (weekday included). */
export function parseSrpTimestamp(text: string): Date | null {
  const match = /^(\w{3}) (\w{3}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(text);
  if (!match) return null;
  const [, weekday, month, day, hours, minutes, seconds, year] = match;
  const monthIndex = MONTHS.indexOf(month ?? '');
  if (monthIndex < 0) return null;
  const date = new Date(
    Date.UTC(Number(year), monthIndex, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  // Reject impossible dates (Feb 31 rolls over) and a weekday that does not match.
  if (date.getUTCDate() !== Number(day) || WEEKDAYS[date.getUTCDay()] !== weekday) return null;
  return formatSrpTimestamp(date) === text ? date : null;
}
