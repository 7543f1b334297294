import { beforeSaid, rangeBefore, rangeIn, resolved, type SaidRange } from './ranges';
import { CHANGE_BETWEEN, CHANGE_FROM_TO, comparing, SPLIT } from './words';

/**
 * The ranges a question says and how they relate: one range; two compared ("this month vs last month", "grew from
 * September to October", "the difference between October and November", "this month compared to last", "last
 * week versus the week before", "month over month"); or two added up ("September and October combined"). A change
 * asked of one range ("did our CPM go up or down in the last 30 days?") is against the period just before it, and
 * the answer says that it assumed so.
 */
export interface RangePair {
  range?: SaidRange;
  compare?: SaidRange | 'previous period';
  /** Two ranges said together ("September and October"): each, and their total. */
  combined?: boolean;
  /** What the engine assumed, said in the answer. */
  assumed?: string;
}

type Unit = 'month' | 'week' | 'quarter' | 'year';
const UNIT = /\b(month|week|quarter|year)\b/;
/** "Month over month", "MoM", "week-on-week", "YoY": a range against the one before it by that unit. */
const OVER =
  /\b(month|week|quarter|year)[- ]?(?:over|on)[- ]?(?:the )?(?:previous |prior |last )?\1\b|\b(mom|wow|qoq|yoy)\b/;
const SHORT: Record<string, Unit> = { mom: 'month', wow: 'week', qoq: 'quarter', yoy: 'year' };
/** The last whole unit, when a change by unit says no range. */
const LAST_WHOLE: Record<Unit, string> = {
  month: 'last month',
  week: 'last week',
  quarter: 'last quarter',
  year: 'last year',
};
/** A change asked of one range: up or down, grew, rose, fell, changed, trending. */
const CHANGE =
  /\b(up or down|down or up|go(ne|ing)? (up|down)|went (up|down)|gr[eo]w\w*|growth|ris(e|en|ing)|rose|f[ae]ll\w*|drop\w*|chang\w*|increas\w*|decreas\w*|trend\w*|improv\w*|declin\w*|more or less)\b/;
/** Two ranges joined: "September and October", "Q2 plus Q3"; "October or November" only to compare them. */
const JOINED = / (and|or|plus|\+) /g;

/** "Compare last month to the month before": "to" splits when what follows is the range before. */
const TO_BEFORE =
  / (?:to|with) (?=(?:the )?(?:month|week|quarter|year|period|one|\d{1,3} days?) (?:before|prior|earlier)\b)/;

export function rangePairOf(t: string, today: string, changeOfOne: boolean): RangePair {
  const split = SPLIT.exec(t) ?? TO_BEFORE.exec(t);
  const left = split ? t.slice(0, split.index) : t;
  const right = split ? t.slice(split.index + split[0].length) : '';
  const first = split ? rangeIn(left, today) : null;
  // "…vs the same day last week": the same dates a unit before, not that unit.
  const same = /\bsame\b/.test(right) && beforeSaid(right);
  let second = split && first && !same ? rangeIn(right, today) : null;
  // "this month compared to last", "last week versus the week before", "than in the 7 days before".
  if (first && !second && split) {
    const unit =
      beforeSaid(right) ?? (/\b(last|previous|prior|preceding|before|earlier)\b/.test(right) ? unitOf(left) : null);
    const before = unit ? rangeBefore(first, unit, today) : null;
    if (before) second = before;
  }
  // "How are we tracking vs last month?": this month so far against last month, said as assumed.
  const only = split && !first ? LAST_UNIT.exec(right) : null;
  if (only && rangeIn(right, today)) {
    const range = rangeIn(`this ${only[1]}`, today)!;
    return {
      range,
      compare: rangeIn(right, today)!,
      assumed: `No first range was said: this is this ${only[1]} so far.`,
    };
  }
  const fromTo = CHANGE_FROM_TO.exec(t);
  const change = fromTo ?? CHANGE_BETWEEN.exec(t);
  let from = change && !first ? rangeIn(change[1]!, today) : null;
  let to = from ? rangeIn(change![2]!, today) : null;
  // "Between A and B" says no order: the later range is the one compared with the earlier.
  if (!fromTo && from && to && (resolved(from, today)?.startDate ?? '') > (resolved(to, today)?.startDate ?? ''))
    [from, to] = [to, from];
  if (/\b(previous|prior|preceding) period|period before\b/.test(t))
    return { range: first ?? rangeIn(t, today) ?? undefined, compare: 'previous period' };
  if (to && from) return { range: to, compare: from };
  // "The last 7 days vs the previous 7 days", "last month against the prior month": the second side, said as the
  // one before, is the range before the first even where its words alone read as the same range.
  if (first && second && JSON.stringify(first) === JSON.stringify(second) && EARLIER.test(right)) {
    const before = rangeBefore(first, unitOf(left), today);
    if (before) return { range: first, compare: before };
  }
  // "A's clicks last month minus B's clicks last month": one range, said on both sides.
  if (first && second && JSON.stringify(first) === JSON.stringify(second)) return { range: first };
  if (first && second) return { range: first, compare: second };
  // "Has CPM improved since last month?": this month so far against last month.
  const since = changeOfOne && CHANGE.test(t) ? SINCE_LAST.exec(t) : null;
  if (since) return { range: rangeIn(`this ${since[1]}`, today)!, compare: rangeIn(`last ${since[1]}`, today)! };
  const over = OVER.exec(t);
  if (over) {
    const unit = (over[1] as Unit | undefined) ?? SHORT[over[2]!]!;
    const said = rangeIn(t.replace(OVER, ' '), today);
    const range = said ?? rangeIn(LAST_WHOLE[unit], today)!;
    // Year over year is the same dates a year before; by a shorter unit, the one before.
    const before = rangeBefore(range, unit === 'year' ? 'year ago' : unit, today);
    if (before)
      return {
        range,
        compare: before,
        ...(said
          ? {}
          : { assumed: `No range was said: this is the last whole ${unit} against the ${unit} before it.` }),
      };
  }
  const joined = split ? null : twoRanges(t, today);
  if (joined) return joined;
  const range = first ?? rangeIn(t, today) ?? undefined;
  if (changeOfOne && !split && CHANGE.test(t)) {
    // "Did impressions grow last month?": against the month before; over days, the same number of days before.
    const unit = UNIT.exec(t)?.[1] as Unit | undefined;
    const before = range && unit ? rangeBefore(range, unit === 'year' ? 'year ago' : unit, today) : null;
    if (range && before)
      return { range, compare: before, assumed: `No second range was said: this compares with the ${unit} before.` };
    return {
      ...(range ? { range } : {}),
      compare: 'previous period',
      assumed: 'No second range was said: this compares with the period of the same length just before.',
    };
  }
  return range ? { range } : {};
}

/** The second side is only "last month", "the previous week": against this one so far. */
const LAST_UNIT =
  /^\s*(?:the |in |for |during |over |with )*(?:last|previous|prior) (month|week|quarter|year)(?:['’]s)?\s*$/;
/** A ranking by a change: "the biggest drop in spend", "grew the most", "which fell furthest". */
export const RANKED_CHANGE =
  /\b(biggest|largest|most|least|smallest|fastest|sharpest|steepest|greatest|highest|lowest)( [\w-]+){0,2} (drop|fall|decline|decrease|increase|growth|gain|rise|jump|change|swing|improvement)s?\b|\b(gr[eo]w|grown|dropped|fell|fallen|declined|decreased|increased|rose|risen|jumped|improved|changed)( [\w-]+){0,3} (the )?(most|least|fastest|furthest|farthest)\b/;
/** The second side said as the one before the first: "the previous 7 days", "the prior month", "the preceding week". */
const EARLIER = /\b(previous|prior|preceding|earlier|before)\b/;
/** "Since last month", said of a change. */
const SINCE_LAST = /\bsince (?:last|the previous|the prior|previous|prior) (month|week|quarter|year)\b/;

const unitOf = (text: string): Unit | 'period' => (UNIT.exec(text)?.[1] as Unit | undefined) ?? 'period';

/** "September and October (combined)": two different ranges, each said whole on its side of the joint. */
function twoRanges(t: string, today: string): RangePair | null {
  if (/\b(between|from|since)\b/.test(t)) return null;
  for (const joint of t.matchAll(JOINED)) {
    const a = rangeIn(t.slice(0, joint.index), today);
    const b = rangeIn(t.slice(joint.index + joint[0].length), today);
    if (!a || !b || JSON.stringify(a) === JSON.stringify(b)) continue;
    if (joint[1] === 'or' && !comparing(t)) continue;
    if (!comparing(t)) return { range: a, compare: b, combined: true };
    // "Compare October and November": the later range against the earlier one.
    const [start, end] = [resolved(a, today)?.startDate ?? '', resolved(b, today)?.startDate ?? ''];
    return start > end ? { range: a, compare: b } : { range: b, compare: a };
  }
  return null;
}
