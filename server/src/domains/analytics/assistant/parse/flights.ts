import { addDays, addMonths, calendarMonth, type DayRange } from '../../../../semantic/time';
import { rangeIn, resolved } from './ranges';

/**
 * Flights said by when they start: "which campaigns launched this month", "what starts next month", "campaigns
 * starting this week". A flight's dates are plans, so "this month" is the whole calendar month and "next month" the
 * one after; any other range said is read as the reports read it.
 */
export const STARTING = /\b(launch\w*|start\w*|began|begin\w*|kick(s|ed|ing)? off|go(es|ing)? live|went live)\b/;

function week(today: string, weeks: number): DayRange {
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 7 * weeks);
  return { startDate: monday, endDate: addDays(monday, 6) };
}

/** "Which campaign ends last?": the one of the list ending latest. */
export const ENDS_LAST =
  /\b(ends?|ending|finish\w*|wraps?( up)?|expir\w*) (last|latest)\b|\b(last|latest) (one )?to (end|finish|wrap up)\b/;

/** Flights ending "soon" (14 days), "this week" (7), or "this month": the days left of the calendar month. */
export function endingWithin(t: string, today: string): number {
  if (/\b(this|next) week\b/.test(t)) return 7;
  if (/\b(this|current) month\b/.test(t)) {
    const end = calendarMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7))).endDate;
    return Math.max(1, Math.round((Date.parse(end) - Date.parse(today)) / 86_400_000));
  }
  return /\bnext month\b/.test(t) ? 30 : 14;
}

/** Past tense ("which campaigns launched this month"): the flights that started from the range's start to today. */
const STARTED = /\b(launched|started|began|kicked off|went live)\b/;

export function startingIn(t: string, today: string): DayRange | null {
  if (!STARTING.test(t)) return null;
  const month = (day: string) => calendarMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)));
  if (/\bnext month\b/.test(t)) return month(addMonths(today.slice(0, 8) + '01', 1));
  if (/\b(this|current) month\b/.test(t))
    return STARTED.test(t) ? { startDate: month(today).startDate, endDate: today } : month(today);
  if (/\bnext week\b/.test(t)) return week(today, 1);
  if (/\b(this|current) week\b/.test(t)) return week(today, 0);
  const said = rangeIn(t, today);
  return said ? resolved(said, today) : null;
}

/** "Which campaigns ended last month?": the flights whose end falls in a range said, whatever their status now. */
export function endedIn(t: string, today: string): DayRange | null {
  if (!/\b(ended|finished|wrapped( up)?|expired|came to an end)\b/.test(t)) return null;
  const said = rangeIn(t, today);
  return said && !('lifetime' in said) ? resolved(said, today) : null;
}
