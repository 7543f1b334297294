import { campaignFactOf } from './campaign-facts';
import { sharesAsked } from './arithmetic';
import { BLOCKERS, orderOf, type Pieces } from './question';
import { flightSoFar, rangeBefore } from './ranges';
import { wordsOf } from './words';
import {
  billingFollowUp,
  costOfEach,
  namedNow,
  ofTheFirst,
  reranked,
  sameList,
  sameSubject,
  theirFigures,
} from './follow-on';

/** "which of those", "among them": a question about the members of the list just answered. */
const OF_THOSE = /\b(of|among|from) (those|them|these|the (above|list))\b/i;

/** Words that point back at what the answer before was about. */
const POINTS_BACK = /\b(that|those|these|them|they|their|it|its|same)\b/i;

/**
 * "And the month before?": the range before the answer before's (its own range, or the default one). "And the
 * previous month?" after last month's figure means the one before it too, not last month again.
 */
function rangeAsked(previous: Pieces | null, said: Pieces, question: string, today: string) {
  if (!previous) return null;
  // "…and the previous month?", "and the prior 7 days?": said as the range just answered, it means the one before it.
  const again = /\b(previous|prior|preceding) (month|week|quarter|year|\d{1,3} (?:days|weeks|months))\b/i.exec(
    question,
  );
  const same = again && previous.range && JSON.stringify(previous.range) === JSON.stringify(said.range);
  const sayUnit = again?.[2]!.toLowerCase();
  const unit = same ? (/^\d/.test(sayUnit!) ? 'period' : (sayUnit as 'month')) : said.before;
  // A range said wins over the one before, except a year ago ("the same period last year" says last year).
  if (!unit || (said.range && !same && !unit.endsWith(' ago'))) return null;
  return rangeBefore(previous.range ?? { named: 'Last 30 days' }, unit, today);
}

/** "…and how does that compare with September?": the answer before's figure, against a range said now. */
const COMPARE_BACK = /\b(compar\w*|vs\.?|versus|against|than|stack\w* up|measure up|up or down)\b/i;
/** "Compared to the month before?", "vs October?": a comparison said first points back without a pronoun. */
const COMPARED_FIRST =
  /^\W*(and |but |ok,? |so )?(how (about|does it look )?)?(compared?( to| with)?|vs\.?|versus|against|relative to)\b/i;

/** "How much has it spent?" of the campaign before: its whole flight, as when it is named. */
const soFar = (p: Pieces, question: string): Pieces =>
  p.subject?.kind === 'campaign' && p.kind === 'metrics' && !p.range && flightSoFar(wordsOf(question))
    ? { ...p, range: { lifetime: true } }
    : p;

/** A follow-up keeps what the question before said and changes what it says now. */
export function followUp(previous: Pieces | null, said: Pieces, question: string, today: string): Pieces {
  // "How much has it spent?" of a campaign the user cannot see, "and its clicks?" of a name refused: still refused.
  const refused = previous?.kind === 'not-found' || previous?.kind === 'refuse';
  if (refused && !said.subject && !said.subjects && POINTS_BACK.test(question)) return previous!;
  if (refused) previous = null;
  const against =
    previous?.kind === 'metrics' &&
    !said.kind &&
    ((POINTS_BACK.test(question) && COMPARE_BACK.test(question)) || COMPARED_FIRST.test(question));
  if (against && previous) {
    const second = rangeAsked(previous, said, question, today) ?? said.compare ?? said.range;
    if (second) {
      const next: Pieces = { ...previous, range: previous.range ?? { named: 'Last 30 days' }, compare: second };
      delete next.assumed;
      return next;
    }
  }
  // "…and what share of the total was that?": the answer before's part, against the whole.
  if (previous?.kind === 'metrics' && !said.kind && sharesAsked(wordsOf(question)))
    if (previous.subject || previous.channels?.length || previous.platforms?.length)
      return { ...previous, share: true };
    // "…and what percentage was CTV?": the part said now, against the whole the answer before gave.
    else if (said.subject || said.channels?.length || said.platforms?.length)
      return {
        ...previous,
        ...(said.subject ? { subject: said.subject } : {}),
        ...(said.channels ? { channels: said.channels } : {}),
        ...(said.platforms ? { platforms: said.platforms } : {}),
        share: true,
      };
  const each = previous
    ? (costOfEach(previous, said, question) ??
      ofTheFirst(previous, said, question) ??
      theirFigures(previous, said, question) ??
      sameList(previous, said, question))
    : null;
  if (each) return each;
  const before = rangeAsked(previous, said, question, today);
  const current: Pieces = { ...said, ...(before ? { range: before } : {}), before: undefined };
  if (!current.kind && (current.subject || current.subjects) && !previous) return { ...current, kind: 'metrics' };
  if (!previous || ['refuse', 'change', 'clarify', 'not-found'].includes(current.kind ?? '')) return current;
  if (previous.kind === 'clarify') {
    // The answer to "which one do you mean?": a name, or a status that tells the options apart.
    const alike = current.status
      ? (previous.options ?? []).filter((o) => o.status?.toLowerCase() === current.status!.toLowerCase())
      : [];
    if (!current.subject && alike.length > 1) return { ...previous, options: alike };
    const id = /(?:\bid |#)?(\d+)\b/.exec(question);
    const chosen = current.subject ?? alike[0] ?? previous.options?.find((o) => id && o.id === Number(id[1]));
    const asked: Pieces = { ...previous, kind: previous.asked, options: undefined, asked: undefined };
    if (chosen) return { ...asked, subject: chosen, ...(current.range ? { range: current.range } : {}) };
    previous = asked;
  }
  // "and why is it blocked?", "what are its line items?": a fact of the campaign the question before named.
  if (!current.subject && !current.subjects && previous.subject?.kind === 'campaign' && POINTS_BACK.test(question)) {
    const fact = campaignFactOf(wordsOf(question), { ...current, subject: previous.subject });
    if (fact) return fact;
  }
  // "Why are those blocked?" after a list of blocked campaigns: each one with its blocker's reason.
  const blockers = current.blockers || current.kind === 'why' || (!current.kind && BLOCKERS.test(wordsOf(question)));
  if (previous.kind === 'campaigns' && previous.status === 'Blocked' && blockers)
    return { ...previous, blockers: true, count: false };
  const says = (p: Pieces) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Pieces;
  if (current.kind === 'why') return { ...previous, kind: 'why', asked: previous.kind };
  if (OF_THOSE.test(question)) {
    // The list before was a ranking of names: this question is about its members only.
    const listed = previous.group && !['day', 'week', 'month'].includes(previous.group);
    const next: Pieces = { ...previous, ...says(current), ...(listed ? { among: previous } : {}) };
    const order = orderOf(question.toLowerCase(), next.metrics);
    if (order) next.order = order;
    delete next.limit;
    if (current.kind && current.kind !== previous.kind) {
      // "How many live campaigns?" then "which of those is behind?": the status and subject carry over.
      return { ...current, status: current.status ?? previous.status, subject: current.subject ?? previous.subject };
    }
    return next;
  }
  // "and…", "what about…", or words that point back at the answer before ("break that down", "which of those").
  const continuing =
    /^\W*(and|what about|how about|same|now|ok|okay|then|also|what of|for|just|only)\b/i.test(question) ||
    POINTS_BACK.test(question);
  if (!current.kind) {
    const names =
      current.subject || current.subjects || current.range || current.channels || current.platforms || current.group;
    // "Which was lowest?" after a ranking, "which is the oldest?" after invoices: the same list, asked again.
    const again = names
      ? null
      : (reranked(previous, question) ?? billingFollowUp(previous, question) ?? namedNow(previous, question));
    if (again) return again;
    if (!names && !continuing) return { kind: 'refuse' };
    const next = { ...previous, ...says(current) };
    // A new name replaces the subject (or the pair compared); a new range drops the comparison unless it says one.
    if (current.subject) delete next.subjects;
    if (current.subjects) delete next.subject;
    if (current.range && !current.compare) delete next.compare;
    // "And its history?" after an audience's size: its counts history.
    if (next.kind === 'audiences' && /\b(history|grow\w*|growth|trend\w*|over time|chang\w*)\b/i.test(question))
      next.growth = true;
    return current.group ? next : (reranked(next, question) ?? next);
  }
  if (continuing && current.kind === previous.kind) {
    const next = { ...previous, ...says(current) };
    if (current.subject) delete next.subjects;
    return next;
  }
  const same = sameSubject(previous, current, question);
  if (same) return soFar(same, question);
  // "how did it do last month?": another ask about the one thing the answer before was about.
  if (/\b(it|its)\b/i.test(question) && !current.subject && !current.subjects && previous.subject)
    return soFar({ ...current, subject: previous.subject }, question);
  return current;
}
