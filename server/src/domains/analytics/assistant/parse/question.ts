import type { MetricKey } from '../../../../semantic/metrics';
import type { QueryGroup } from '../query-metrics';
import { namesIn, unknownNames, type Named, type Visible } from './names';
import { rangeIn, type SaidRange } from './ranges';
import { CHANNEL_WORDS, COST_METRICS, GROUP_WORDS, METRIC_WORDS, PLATFORM_WORDS, STATUS_PHRASES } from './words';

/**
 * A question, parsed into what it asks (its kind) and the pieces it says: metrics, a range, a comparison, a
 * subject (advertiser or campaign), a grouping and ranking, channels, a status. A follow-up ("and last month?",
 * "what about Trailhead Gear?") says only some pieces: the rest come from the question before.
 */
export type Kind =
  | 'metrics'
  | 'campaigns'
  | 'pacing'
  | 'days-left'
  | 'billing'
  | 'audiences'
  | 'documents'
  | 'why'
  | 'refuse'
  | 'clarify'
  | 'not-found';

export interface Pieces {
  kind?: Kind;
  metrics?: MetricKey[];
  range?: SaidRange;
  compare?: SaidRange | 'previous period';
  subject?: Named;
  /** Two or more subjects compared ("Trailhead Gear vs Summit Coffee Roasters"). */
  subjects?: Named[];
  /** The names an ambiguous question could mean. */
  options?: Named[];
  group?: QueryGroup;
  order?: 'most' | 'least';
  limit?: number;
  channels?: string[];
  platforms?: string[];
  status?: string;
  count?: boolean;
  endingWithinDays?: number;
  billingStatus?: 'Overdue' | 'Open' | 'Paid';
  growth?: boolean;
  /** What an ambiguous question asked, for when the user says which one. */
  asked?: Kind;
  /** A campaign named by an id the user cannot see (or that does not exist): said as asked, never answered. */
  missing?: string;
  /** "How much budget is left": the budget less the spend delivered so far. */
  remaining?: boolean;
}

/** A budget's remainder: "budget left", "remaining budget", "left to spend". */
const REMAINING =
  /\b(budgets?( \w+){0,4} (left|remaining|unspent)|(remaining|unspent|leftover) budgets?|rest of the budgets?|(left|remaining|still) to spend)\b/;

/** "campaign 42", "campaign id 42", "campaign #42", "#42": a campaign named by its id. */
const CAMPAIGN_ID = /\bcampaign(?: id| number| no)?:? #?(\d{1,9})\b|(?:^|\s)#(\d{1,9})\b/;

const all = <T>(text: string, words: [RegExp, T][]) => {
  const found: T[] = [];
  let rest = text;
  for (const [pattern, value] of words)
    if (pattern.test(rest)) {
      if (!found.includes(value)) found.push(value);
      rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
    }
  return { found, rest };
};
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };

/** Figures delivery does not record: asked about, they are refused rather than answered with another figure. */
const OUTSIDE_FIGURES =
  /\b(revenue|roas|return on ad spend|profit|margin|sales|impression share|weather|stock|competitors?|salary|salaries)\b/;

function kindOf(t: string, metrics: MetricKey[], status: string | undefined): Kind | undefined {
  if (OUTSIDE_FIGURES.test(t)) return 'refuse';
  if (/^\W*(and )?(but )?(why|how come)\b/.test(t) && t.split(/\s+/).length <= 6) return 'why';
  if (/\b(invoices?|billing|billed|balance|owe|owed|overdue|unpaid|outstanding|past due|amount due)\b/.test(t))
    return 'billing';
  if (/\b(documents?|files?|attachments?|docs|uploads?|creatives? files?)\b/.test(t)) return 'documents';
  if (/\b(audiences?|segments?|households?)\b/.test(t)) return 'audiences';
  if (
    /\b(days? (are |is )?(left|remaining|remain|to go)|when does .+ end|end date|how long (is|does) .+ (left|run))\b/.test(
      t,
    )
  )
    return 'days-left';
  if (
    /\b(ending|ends|end|wrap(ping)? up|finish(ing|es)?|expir\w*)\b/.test(t) &&
    /\b(soon|next|within|coming|this (week|month))\b/.test(t)
  )
    return 'campaigns';
  if (REMAINING.test(t)) return 'pacing';
  if (
    /\b(pacing|pace|paced|on track|behind|ahead|over-?deliver\w*|under-?deliver\w*|budgets?)\b/.test(t) &&
    !metrics.some((m) => m !== 'spend')
  )
    return 'pacing';
  if (status && metrics.length === 0) return 'campaigns';
  if (metrics.length) return 'metrics';
  if (/\b(perform\w*|doing|results|stats|numbers|kpis?|how did|how is|how are|how was|delivery|delivered)\b/.test(t))
    return 'metrics';
  if (/\bcampaigns?\b/.test(t) && /\b(how many|list|which|show|what)\b/.test(t)) return 'campaigns';
  return undefined;
}

/** The pieces one question says, against the names the user can see. */
export function piecesOf(question: string, visible: Visible, today: string): Pieces {
  const t = ` ${question
    .toLowerCase()
    .replace(/[?!.]+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  const names = namesIn(question, visible);
  if (unknownNames(question, names.used).length) return { kind: 'refuse' };
  const { found: metrics, rest } = all(t, METRIC_WORDS);
  const channels = all(rest, CHANNEL_WORDS).found;
  const platforms = all(all(rest, CHANNEL_WORDS).rest, PLATFORM_WORDS).found;
  const status = STATUS_PHRASES.find(([p]) => p.test(t))?.[1];
  const pieces: Pieces = {};
  const kind = kindOf(t, metrics, status);
  if (kind) pieces.kind = kind;
  if (metrics.length) pieces.metrics = metrics;
  if (channels.length) pieces.channels = channels;
  if (platforms.length) pieces.platforms = platforms;
  if (status) pieces.status = status;

  // A comparison: "this month vs last month", "compared to the previous period", "X against Y".
  const split = / (vs\.?|versus|compared (to|with)|against|than) /.exec(t);
  const left = split ? t.slice(0, split.index) : t;
  const right = split ? t.slice(split.index + split[0].length) : '';
  const a = split ? namesIn(left, visible).best : [];
  const b = split ? namesIn(right, visible).best : [];
  if (a.length === 1 && b.length === 1 && a[0]!.kind === b[0]!.kind && a[0]!.id !== b[0]!.id) {
    pieces.subjects = [a[0]!, b[0]!];
    const range = rangeIn(t, today);
    if (range) pieces.range = range;
  } else {
    // "this month vs last month" compares ranges; "video vs display this month" compares channels in one range.
    const first = split ? rangeIn(left, today) : null;
    const second = split && first ? rangeIn(right, today) : null;
    const range = first ?? rangeIn(t, today);
    if (range) pieces.range = range;
    if (/\b(previous|prior|preceding) period|period before\b/.test(t)) pieces.compare = 'previous period';
    else if (second) pieces.compare = second;
  }
  // "… (id 34)" or "#34" picks one of names said alike.
  const id = /(?:\bid |#)(\d+)\b/.exec(t);
  const picked = id ? names.best.filter((n) => n.id === Number(id[1])) : [];
  if (picked.length === 1) names.best = picked;
  // A campaign said by its id alone: only one the user can see; any other is one the assistant cannot find.
  const byId = picked.length === 1 ? null : CAMPAIGN_ID.exec(t);
  if (byId) {
    const said = Number(byId[1] ?? byId[2]);
    const campaign = visible.campaigns.find((c) => c.id === said);
    if (!campaign) return { kind: 'not-found', missing: `campaign ${said}` };
    names.best = [campaign];
  }
  if (!pieces.subjects) {
    if (names.best.length === 1) pieces.subject = names.best[0]!;
    else if (names.best.length > 1) return { ...pieces, asked: pieces.kind, kind: 'clarify', options: names.best };
  }

  // Rankings and breakdowns: "which advertiser had the most …", "top 3 campaigns by …", "by channel".
  const by = / (by|per|for each|across|broken down by|split by|each) (\w+( \w+)?)/.exec(t);
  const ranked = /\b(which|what|who|top|bottom|best|worst|most|least|highest|lowest|biggest|smallest|rank\w*)\b/.test(
    t,
  );
  const byGroup = by ? GROUP_WORDS.find(([p]) => p.test(by[2]!))?.[1] : undefined;
  const group =
    byGroup ??
    (/\bweekly\b/.test(t) ? 'week' : /\bmonthly\b/.test(t) ? 'month' : /\bdaily\b/.test(t) ? 'day' : undefined) ??
    GROUP_WORDS.find(([p]) =>
      new RegExp(`\\b(which|what|top|bottom|best|worst|rank)( [\\w'’.&-]+){0,4} ${p.source}`).test(t),
    )?.[1];
  const timeGroup = group === 'day' || group === 'week' || group === 'month';
  if (group && (!timeGroup || byGroup || /\b(weekly|monthly|daily)\b/.test(t))) {
    // "which campaign" names the grouping; a name said as the subject stays its filter.
    if (!(group === 'campaign' && pieces.subject?.kind === 'campaign')) pieces.group = group;
  }
  // Two channels or platforms said together are compared side by side.
  if (!pieces.group && !pieces.subjects && channels.length > 1) pieces.group = 'adFormat';
  else if (!pieces.group && !pieces.subjects && platforms.length > 1) pieces.group = 'platform';
  if (pieces.group) {
    const least = /\b(least|lowest|fewest|smallest|worst|bottom|cheapest)\b/.test(t);
    const best = /\b(best|cheapest|most efficient)\b/.test(t);
    const worst = /\b(worst|least efficient)\b/.test(t);
    const first = pieces.metrics?.[0];
    const cost = first ? COST_METRICS.includes(first) : false;
    if (ranked || least)
      pieces.order = best ? (cost ? 'least' : 'most') : worst ? (cost ? 'most' : 'least') : least ? 'least' : 'most';
    const top = / (top|bottom|best|worst|first) (\d{1,2}|one|two|three|four|five|ten)\b/.exec(t);
    if (top) pieces.limit = Number(top[2]) || NUMBER_WORDS[top[2]!]!;
  }
  if (pieces.kind === 'campaigns' || status) {
    pieces.count = /\b(how many|number of|count)\b/.test(t);
    const within = /\b(next|within|in the next) (\d{1,3}) days?\b/.exec(t);
    if (
      /\b(ending|ends|end|wrap(ping)? up|finish(ing|es)?|expir\w*)\b/.test(t) &&
      /\b(soon|next|within|coming|this (week|month))\b/.test(t)
    ) {
      pieces.endingWithinDays = within
        ? Number(within[2])
        : /this week|next week/.test(t)
          ? 7
          : /this month|next month/.test(t)
            ? 30
            : 14;
      pieces.status = pieces.status && pieces.status !== 'Completed' ? pieces.status : 'active';
      pieces.kind = 'campaigns';
    }
  }
  if (pieces.kind === 'billing') {
    pieces.billingStatus = /\b(overdue|past due|late)\b/.test(t)
      ? 'Overdue'
      : /\bpaid\b/.test(t) && !/\bunpaid\b/.test(t)
        ? 'Paid'
        : /\bopen\b/.test(t)
          ? 'Open'
          : undefined;
  }
  if (pieces.kind === 'pacing' && REMAINING.test(t)) pieces.remaining = true;
  if (pieces.kind === 'audiences') pieces.growth = /\b(grow\w*|growth|change\w*|trend\w*)\b/.test(t);
  return pieces;
}

/** A follow-up keeps what the question before said and changes what it says now. */
export function followUp(previous: Pieces | null, current: Pieces, question: string): Pieces {
  if (!current.kind && (current.subject || current.subjects) && !previous) return { ...current, kind: 'metrics' };
  if (!previous || current.kind === 'refuse' || current.kind === 'clarify' || current.kind === 'not-found')
    return current;
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
  const says = (p: Pieces) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Pieces;
  if (current.kind === 'why') return { ...previous, kind: 'why', asked: previous.kind };
  const continuing = /^\W*(and|what about|how about|same|now|ok|okay|then|also|what of|for)\b/i.test(question);
  if (!current.kind) {
    const names = current.subject || current.subjects || current.range || current.channels || current.platforms;
    if (!names && !continuing) return { kind: 'refuse' };
    const next = { ...previous, ...says(current) };
    // A new name replaces the subject (or the pair compared); a new range drops the comparison unless it says one.
    if (current.subject) delete next.subjects;
    if (current.subjects) delete next.subject;
    if (current.range && !current.compare) delete next.compare;
    return next;
  }
  if (continuing && current.kind === previous.kind) {
    const next = { ...previous, ...says(current) };
    if (current.subject) delete next.subjects;
    return next;
  }
  return current;
}
