import { billingOf } from './billing';
import type { Pieces } from './pieces';
import { wordsOf } from './words';

/**
 * Follow-ups that say only how to change the answer before: another end of its ranking ("and the least?", "bottom
 * 3?"), another of its invoices ("which is the oldest?", "what's the total?"), the cost of each of its figures
 * ("how much did each cost?"), or another ask about the one campaign it was about ("how many days are left?").
 */
const ORDER_WORDS =
  /\b(least|lowest|fewest|smallest|bottom|worst|cheapest|most|highest|biggest|largest|top|best|priciest)\b/;
const LEAST = /\b(least|lowest|fewest|smallest|bottom|worst)\b/;
const COUNT = /\b(top|bottom|first|last) (\d{1,2}|two|three|four|five|ten)\b/;
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, ten: 10 };

/** A ranking of names or groups (not of days): its other end, or another count of it, when the question asks so. */
export function reranked(previous: Pieces, question: string): Pieces | null {
  const t = wordsOf(question);
  const ranked = previous.group && !['day', 'week', 'month'].includes(previous.group);
  if (!ranked || previous.kind !== 'metrics' || !ORDER_WORDS.test(t)) return null;
  const cheap = /\b(cheapest|best)\b/.test(t);
  const cost = (previous.metrics ?? []).some((m) => ['cpm', 'cpc', 'costPerConversion'].includes(m));
  const least = LEAST.test(t) || (cheap && cost) || (/\bworst\b/.test(t) && !cost);
  const next: Pieces = { ...previous, order: least && !(/\bworst\b/.test(t) && cost) ? 'least' : 'most' };
  const count = COUNT.exec(t);
  if (count) next.limit = Number(count[2]) || NUMBERS[count[2]!]!;
  return next;
}

/** Words that ask more of the invoices just listed: their total, one of them, how many. */
const OF_INVOICES =
  /\b(total|sum|amount|oldest|newest|latest|earliest|largest|biggest|smallest|next|which one|which is|how much|how many|list|show|them|those|each)\b/;

/** "Which is the oldest?", "what's the total?" after invoices: the billing question again, with what it changes. */
export function billingFollowUp(previous: Pieces, question: string): Pieces | null {
  const t = wordsOf(question);
  if (previous.kind !== 'billing' || !OF_INVOICES.test(t)) return null;
  const { pick: _pick, group: _group, count: _count, ...kept } = previous;
  const asked = billingOf(t, { ...kept, kind: 'billing' });
  if (!asked.billingStatus && previous.billingStatus) asked.billingStatus = previous.billingStatus;
  return asked;
}

/** "How much did each cost?", "what did each one cost us?": the cost per the figure just answered. */
const EACH_COST = /\b(each|apiece|per one|a pop)\b.*\bcost\b|\bcost\b.*\b(each|apiece)\b/;
const COST_OF: Record<string, 'costPerConversion' | 'cpc' | 'cpm'> = {
  conversions: 'costPerConversion',
  clicks: 'cpc',
  impressions: 'cpm',
};

export function costOfEach(previous: Pieces, said: Pieces, question: string): Pieces | null {
  if (previous.kind !== 'metrics' || !EACH_COST.test(wordsOf(question))) return null;
  if (said.metrics && said.metrics.some((m) => m !== 'spend')) return null;
  const cost = (previous.metrics ?? []).map((m) => COST_OF[m]).find(Boolean);
  if (!cost) return null;
  const { compare: _compare, assumed: _assumed, ...kept } = previous;
  return { ...kept, metrics: [cost], ...(said.range ? { range: said.range } : {}) };
}

/** Words that make a question about everything the user sees, not the one thing the answer before was about. */
const EVERYTHING = /\b(we|our|us|all|every|overall|total|campaigns|advertisers|brands|across|each|portfolio|account)\b/;
const CARRIED = new Set(['days-left', 'pacing', 'campaign', 'metrics', 'documents']);

/** "How many days are left?" after one campaign's pacing: the same campaign, unless the question widens it. */
export function sameSubject(previous: Pieces, current: Pieces, question: string): Pieces | null {
  const s = previous.subject;
  if (!s || current.subject || current.subjects || current.group || !current.kind) return null;
  if (!CARRIED.has(current.kind) || EVERYTHING.test(wordsOf(question))) return null;
  if (current.kind === 'metrics' && s.kind !== 'campaign') return null;
  return { ...current, subject: s };
}

/** "…and what was its CPA?" after "which campaign had the most conversions": the first of that ranking, asked more. */
const ITS =
  /\b(its|it|that one|that one's|their|them|those|each|that (campaign|advertiser|channel|platform|region)'?s?)\b/;

/** "The first one's CTR", "what about the top campaign's CPA", "and number one's clicks": the first of the ranking. */
const THE_FIRST =
  /\b(the )?(first|top|leading|winning|number one|no\.? ?1|#1)( one| campaign| advertiser| brand| channel| platform| region)?(['’]s)?\b(?! (\d+|two|three|four|five|ten|week|weeks|day|days|month|months|half|quarter)\b)/;

export function ofTheFirst(previous: Pieces, current: Pieces, question: string): Pieces | null {
  const ranked = previous.group && !['day', 'week', 'month'].includes(previous.group) && previous.order;
  if (!ranked || previous.kind !== 'metrics' || current.kind !== 'metrics') return null;
  const t = wordsOf(question);
  const one = THE_FIRST.test(t);
  if (current.group || current.subject || current.subjects || !(one || ITS.test(t))) return null;
  const first = previous.metrics?.[0];
  const more = (current.metrics ?? []).filter((m) => m !== first);
  if (!first || !more.length) return null;
  const limit = one ? 1 : (previous.limit ?? 1);
  return { ...previous, metrics: [first, ...more], limit, ...(current.range ? { range: current.range } : {}) };
}

/** "List them", "which ones?" after a count of campaigns: the same campaigns, named. */
export function namedNow(previous: Pieces, question: string): Pieces | null {
  if (previous.kind !== 'campaigns' || !previous.count) return null;
  return /\b(list|show|name|which (ones|are they|campaigns)|what are they|who are they)\b/.test(wordsOf(question))
    ? { ...previous, count: false }
    : null;
}

/** "…and their spend this year" after a list of advertisers or campaigns: the figure of each of them. */
export function theirFigures(previous: Pieces, current: Pieces, question: string): Pieces | null {
  if (current.kind !== 'metrics' || current.group || current.subject || current.subjects) return null;
  if (!/\b(their|each|them|they)\b/.test(wordsOf(question))) return null;
  if (previous.kind === 'advertisers') return { ...current, group: 'advertiser' };
  if (previous.kind !== 'campaigns' || previous.count) return null;
  const status = previous.status ?? 'active';
  return { ...current, group: 'campaign', status, ...(previous.subject ? { subject: previous.subject } : {}) };
}

/** "How much budget do they have left?" after a list of campaigns ending: the same list, which says each one's. */
export function sameList(previous: Pieces, current: Pieces, question: string): Pieces | null {
  const listed = previous.kind === 'campaigns' && previous.endingWithinDays && (previous.limit ?? 0) !== 1;
  if (!listed || current.subject || !/\b(they|them|their|those|these)\b/.test(wordsOf(question))) return null;
  return current.kind === 'pacing' && current.remaining ? { ...previous, count: false } : null;
}
