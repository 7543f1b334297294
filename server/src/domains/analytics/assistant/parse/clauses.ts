import { partsOf } from './parts';
import type { Pieces } from './pieces';
import { piecesOf } from './question';
import { datesWritten } from './calendar-phrases';
import { spelledOut } from './spelling';
import type { Visible } from './names';
import { METRIC_WORDS, wordsOf } from './words';

/** What narrows an ask: a range (or one said against the ask before: "the day before"), a name, a channel or
 * platform, a grouping, a status. */
const narrowed = (p: Pieces) =>
  Boolean(p.range || p.before || p.subject || p.subjects || p.channels || p.platforms || p.group || p.status);

/**
 * Whether the two sides of a joint without a question word are asks of their own: each asks for something (a
 * figure, campaigns, pacing, billing…), and either they ask for different things ("spend last month plus our
 * overdue balance") or each says its own range or name ("spend last month and impressions this month"); a first side that says no range or name of its
 * own shares the second's ("spend and pacing of Trailhead Gear"). A side
 * the data cannot answer ("revenue and spend") is an ask too, named as such. "Spend and clicks last month",
 * "Trailhead Gear and Summit Coffee Roasters" stay one ask.
 */
export function separateAsks(before: Pieces, after: Pieces, asking = false, beforeText = ''): boolean {
  // "Conversions for A in October and for B in November": the second says its own name and range, and asks the same.
  const own = (p: Pieces) => Boolean((p.subject || p.subjects) && p.range);
  // "If we doubled the budget, how many clicks would we get?": a condition is part of its ask.
  if (/^\W*(if|what if|suppose|supposing|assuming|say)\b/i.test(beforeText)) return false;
  if (before.kind === 'metrics' && !after.kind && own(before) && own(after)) return true;
  if (!before.kind || !after.kind || before.kind === 'clarify' || after.kind === 'clarify') return false;
  if (before.kind === 'refuse' || after.kind === 'refuse') return before.kind !== after.kind;
  // "…this month, what's the CTR": a question word after a comma begins an ask of its own.
  if (asking) return true;
  // "Spend and pacing of Trailhead Gear": what the second side says of its subject is said of the first too. An ask
  // of billing, documents, audiences or campaigns stands on its own ("our overdue invoices and our spend").
  if (!narrowed(before) && ['metrics', 'pacing', 'days-left'].includes(before.kind)) return false;
  // "Spend, impressions and CTR last month": a list of figures, not two asks.
  if (before.kind === 'metrics' && after.kind === 'metrics' && endsWithFigure(beforeText)) return false;
  return before.kind !== after.kind || narrowed(after);
}

/** Whether a side ends with a figure's name: the head of a list ("spend, impressions and CTR"). */
const endsWithFigure = (text: string) => {
  const said = wordsOf(text).trimEnd();
  return METRIC_WORDS.some(([pattern]) => new RegExp(`(?:${pattern.source})$`).test(said));
};

/** The asks of a question, cut by its grammar and by what each side says. */
export function asksOf(question: string, visible: Visible, today: string): string[] {
  // Calendar words are dates before the question is cut: "between the 1st and the 15th" is one range.
  const said = datesWritten(spelledOut(question, visible), visible, today);
  return partsOf(said, (before, after) =>
    separateAsks(piecesOf(before, visible, today), askOf(after, visible, today), ASKING.test(after), before),
  );
}

const ASKING = /^(what|what\W?s|how|which|who|when|where|is|are|was|were|do|does|did)\b/i;

/**
 * What a side asks, its names' own words aside: "Peak Performance Apparel this year" names an advertiser and asks
 * nothing ("performance" is then a word of the name, not "how is it performing").
 */
function askOf(text: string, visible: Visible, today: string): Pieces {
  const said = piecesOf(text, visible, today);
  const named = said.subject ?? said.subjects?.[0];
  if (!named) return said;
  const words = named.name
    .split(/\s+/)
    .map((w) => w.replace(/[^\w&'’-]/g, ''))
    .filter(Boolean);
  const bare = words.reduce((rest, w) => rest.replace(new RegExp(`\\b${w}\\b`, 'gi'), ' '), text);
  const kind = piecesOf(bare, visible, today).kind;
  return kind ? said : { ...said, kind: undefined };
}
