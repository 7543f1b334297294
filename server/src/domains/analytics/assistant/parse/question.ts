import { METRICS, type MetricKey } from '../../../../semantic/metrics';
import { thresholdOf } from './threshold';
import { listedGroup } from './listed-group';
import { clientSaidAsWe, distance, namesIn, tokensOf, unknownNames, type Named, type Visible } from './names';
import { campaignsAround, delivering } from './campaign-names';
import { namesSaid } from './pairs';
import { ENDS_LAST, endedIn, endingWithin, startingIn } from './flights';
import { asksCatalogue, catalogueIn, describesService } from './products';
import { beforeSaid, flightSoFar, rangeIn } from './ranges';
import { RANKED_CHANGE, rangePairOf } from './range-pairs';
import { spelledOut } from './spelling';
import { datesWritten } from './calendar-phrases';
import { arithmeticOf } from './arithmetic';
import { campaignFactOf } from './campaign-facts';
import { AUDIENCE_GROWTH, audiencesIn, withoutAudienceNames } from './audiences';
import { billingOf, paidInvoicesAsked } from './billing';
import { documentsAsk, quotedDocumentName } from './documents';
import { budgetAsked, campaignsAsked, kindOf, ON_PLAN } from './kinds';
import type { Pieces } from './pieces';
import {
  all,
  comparing,
  CHANNEL_WORDS,
  COST_METRICS,
  GROUP_WORDS,
  METRIC_WORDS,
  NUMBER_WORDS,
  PLATFORM_WORDS,
  STATUS_PHRASES,
  wordsOf,
} from './words';

/**
 * A question, parsed into what it asks (its kind) and the pieces it says: metrics, a range, a comparison, a
 * subject (advertiser or campaign), a grouping and ranking, channels, a status. A follow-up ("and last month?",
 * "what about Trailhead Gear?") says only some pieces: the rest come from the question before.
 */
export type { Kind } from './kinds';
export type { Pieces } from './pieces';

/** "Why are those blocked?", "what is blocking our campaigns": the blocked campaigns with their reasons. */
export const BLOCKERS = /\b(why|how come|reasons?|block(er|ers|ing)|holding( .+)? up|hold ?ups?)\b/;

/** One audience of a list, picked by its date or size. */
const PICKS: [RegExp, NonNullable<Pieces['pick']>][] = [
  [/\b(oldest|earliest)\b/, 'oldest'],
  [/\b(newest|latest|most recent)\b/, 'newest'],
  [/\b(largest|biggest|highest|most devices|most households|top)\b/, 'largest'],
  [/\b(smallest|lowest|fewest)\b/, 'smallest'],
];

/** A change downwards: ranked by it, the largest fall comes first. */
const FALLING = /\b(drop\w*|f[ae]ll\w*|declin\w*|decreas\w*|shr[ai]nk\w*|lost|los[et]s?|down)\b/;

/** Words that rank or list campaigns by pacing, and the superlative that asks for one. */
const BEHIND =
  /\b(behind|under-?deliver\w*|under-?pac\w*|under-?spend\w*|lagging|slow\w*|lowest pac\w*|worst pac\w*|at risk|off track|not on track)\b/;
const AHEAD = /\b(ahead|over-?deliver\w*|over-?pac\w*|overspend\w*|highest pac\w*|fastest)\b/;
const LISTING =
  /\b(which|list|show|name|rank\w*|top|bottom|anything|any|how many|biggest|largest|smallest)\b|\b(what|any|are|is) (\w+ )?campaigns?\b/;
const ONE = /\b(furthest|farthest|most|least|worst|best|lowest|highest|biggest|the one)\b/;

/** Words that rank what follows them: "which campaign", "lowest CTR campaign", "highest spending advertiser". */
const RANKING =
  '(which|what|top|bottom|best|worst|rank|highest|lowest|most|least|biggest|smallest|cheapest|priciest|fewest)';
const TIME_GROUPS = ['day', 'week', 'month'];
/** The grouping a ranking word names ("which campaign", "lowest CTR advertiser"): of time (week, month) or not. */
const rankedGroup = (t: string, time: boolean) =>
  GROUP_WORDS.find(
    ([p, g]) =>
      TIME_GROUPS.includes(g) === time &&
      (new RegExp(`\\b${RANKING}( [\\w'’.&-]+){0,4} ${p.source}`).test(t) ||
        new RegExp(`${p.source}( \\w+){0,2} (with|having|had|has|by)( the)? ${RANKING}\\b`).test(t)),
  )?.[1];
/** "Who spent the most", "who had the lowest CPA": the advertisers ranked. */
const WHO_RANKED = /\bwho\b.*\b(most|least|highest|lowest|biggest|best|worst|fewest|top)\b/;

/** "Last week": the Monday-to-Sunday week before this one, or the last 7 days; both are said. */
const LAST_WEEK = /\b(last|previous|prior) week\b/;
const ENDS_FIRST =
  /\b(ends?|ending|finish\w*|wraps?( up)?|expir\w*) (last|latest)\b|\b(last|latest) (one )?to (end|finish|wrap up)\b|\b(ends?|ending|finish\w*|wraps?( up)?|expir\w*) (first|soonest|earliest)\b|\b(next|first) to (end|finish|wrap up)\b/;

/** "campaign 42", "campaign id 42", "campaign #42", "#42": a campaign named by its id. */
const CAMPAIGN_ID = /\bcampaign(?: id| number| no)?:? #?(\d{1,9})\b|(?:^|\s)#(\d{1,9})\b/;

/** The order a ranking asks for: "best CPM" is the least, "worst CTR" the least, "top" the most. */
export function orderOf(t: string, metrics: MetricKey[] | undefined): 'most' | 'least' | undefined {
  const ranked = /\b(which|what|who|top|bottom|best|worst|most|least|highest|lowest|biggest|smallest|rank\w*)\b/.test(
    t,
  );
  const least = /\b(least|lowest|fewest|smallest|worst|bottom|cheapest)\b/.test(t);
  const best = /\b(best|cheapest|most efficient)\b/.test(t);
  const worst = /\b(worst|least efficient)\b/.test(t);
  const first = metrics?.[0];
  const cost = first ? COST_METRICS.includes(first) : false;
  if (!ranked && !least) return undefined;
  return best ? (cost ? 'least' : 'most') : worst ? (cost ? 'most' : 'least') : least ? 'least' : 'most';
}

/** The pieces one question says, against the names the user can see. */
export function piecesOf(asked: string, visible: Visible, today: string): Pieces {
  const question = datesWritten(spelledOut(clientSaidAsWe(asked, visible), visible), visible, today);
  const names = namesIn(question, visible);
  // Audience names are names too: never unknown words, and no range or metric of their own ("Last 30 Days").
  const audiences = audiencesIn(question, visible);
  for (const i of audiences.used) names.used.add(i);
  const around = campaignsAround(question, names.best, visible, audiences.used);
  if (around) {
    names.best = around;
    // The campaign's own words are its name's, never unknown names.
    for (const [i, w] of tokensOf(question).entries())
      if (around.some((c) => tokensOf(c.name).includes(w))) names.used.add(i);
  }
  // A word of the name said with a typo ("Blue Rdge Kayaks") is the name's, never an unknown name.
  const nameWords = names.best.flatMap((n) => tokensOf(n.name)).filter((w) => w.length >= 4);
  for (const [i, w] of tokensOf(question).entries())
    if (w.length >= 3 && nameWords.some((n) => distance(w, n) <= 1)) names.used.add(i);
  const t = withoutAudienceNames(wordsOf(question), audiences.names);
  // The catalogue's services and categories are names too; asked about, they are the question.
  const catalogue = catalogueIn(question, visible);
  const delivery = all(t, METRIC_WORDS).found.some((m) => m !== 'spend');
  // An advertiser's or campaign's own words ("Product Launch") never ask of the catalogue.
  const unnamed = ` ${tokensOf(question)
    .filter((_, i) => !names.used.has(i))
    .join(' ')} `;
  if (asksCatalogue(unnamed, catalogue, delivery) || describesService(unnamed, catalogue, delivery))
    return { kind: 'services', said: unnamed, ...(catalogue.names.length ? { catalogue: catalogue.names } : {}) };
  for (const i of catalogue.used) names.used.add(i);
  // A name the user cannot see is refused; compared with one they can, their side is answered and the other declined.
  const quoted = quotedDocumentName(question);
  const unknown = unknownNames(question, names.used).filter((w) => !quoted?.includes(w));
  if (unknown.length && !(names.best.length === 1 && comparing(t))) return { kind: 'refuse' };
  const { found: metrics, rest } = all(t, METRIC_WORDS);
  const channels = all(rest, CHANNEL_WORDS).found;
  const platforms = all(all(rest, CHANNEL_WORDS).rest, PLATFORM_WORDS).found;
  const status = STATUS_PHRASES.find(([p]) => p.test(t))?.[1];
  const pieces: Pieces = unknown.length ? { declined: unknown.join(' ') } : {};
  const kind = kindOf(t, metrics, status, audiences.names.length > 0);
  if (kind) pieces.kind = kind;
  if (metrics.length) pieces.metrics = metrics;
  if (channels.length) pieces.channels = channels;
  if (platforms.length) pieces.platforms = platforms;
  if (status) pieces.status = status;

  // A comparison: "this month vs last month", "how does October compare with September", "X against Y",
  // "compare X and Y", "how much more did X spend than Y", "which did more, X or Y", "did X beat Y"; two names said
  // together without comparing them ("X and Y together") are each answered, and their total.
  const pair = namesSaid(t, visible);
  if (pair) {
    pieces.subjects = pair;
    // Two names and two ranges ("A and B, the last 7 days vs the 7 days before", "which grew faster, A or B"): each
    // name's change.
    const ranges = rangePairOf(t, today, !kind || kind === 'metrics');
    if (ranges.compare && !ranges.combined) {
      pieces.compare = ranges.compare;
      if (ranges.assumed) pieces.assumed = ranges.assumed;
    } else if (!comparing(t)) pieces.combined = true;
    const range = ranges.compare && !ranges.combined ? ranges.range : rangeIn(t, today);
    if (range) pieces.range = range;
  } else {
    const ranges = rangePairOf(t, today, kind === 'metrics' && !pieces.declined);
    if (ranges.range) pieces.range = ranges.range;
    if (ranges.compare) pieces.compare = ranges.compare;
    if (ranges.combined) pieces.combined = true;
    if (ranges.assumed) pieces.assumed = ranges.assumed;
  }
  if (kind === 'metrics' && !pieces.compare && pieces.range && !('named' in pieces.range) && LAST_WEEK.test(t))
    pieces.lastWeek = true;
  // "… (id 34)" or "#34" picks one of names said alike.
  const id = /(?:\bid |#)(\d+)\b/.exec(t);
  const picked = id ? names.best.filter((n) => n.id === Number(id[1])) : [];
  if (picked.length === 1) names.best = picked;
  // A campaign said by its id alone: only one the user can see; any other is one the assistant cannot find.
  const byId = picked.length === 1 ? null : CAMPAIGN_ID.exec(t);
  // Two campaigns by their ids ("compare campaign 7 and campaign 8"): side by side.
  const ids = [...t.matchAll(new RegExp(CAMPAIGN_ID.source, 'g'))].map((m) => Number(m[1] ?? m[2]));
  if (byId && !pieces.subjects && new Set(ids).size > 1) {
    const unique = [...new Set(ids)];
    const said = unique.map((n) => visible.campaigns.find((c) => c.id === n));
    const missing = unique.find((_, i) => !said[i]);
    if (missing !== undefined) return { kind: 'not-found', missing: `campaign ${missing}` };
    pieces.subjects = said as Named[];
    if (!comparing(t)) pieces.combined = true;
  } else if (byId) {
    const said = Number(byId[1] ?? byId[2]);
    const campaign = visible.campaigns.find((c) => c.id === said);
    if (!campaign) return { kind: 'not-found', missing: `campaign ${said}` };
    names.best = [campaign];
  }
  if (!pieces.subjects) {
    if (names.best.length === 1) pieces.subject = names.best[0]!;
    if (pieces.subject?.kind === 'campaign' && kind === 'metrics' && !pieces.range && flightSoFar(t))
      pieces.range = { lifetime: true };
    else if (names.best.length > 1) {
      const one = delivering(names.best, pieces.kind);
      if (!one) return { ...pieces, asked: pieces.kind, kind: 'clarify', options: names.best };
      pieces.subject = one;
    }
  }

  // Rankings and breakdowns: "which advertiser had the most …", "top 3 campaigns by …", "by channel".
  const by = / (by|per|for each|across|broken down by|split by|each) (\w+( \w+)?)/.exec(t);
  const byGroup = by ? GROUP_WORDS.find(([p]) => p.test(by[2]!))?.[1] : undefined;
  const group =
    byGroup ??
    (/\bweekly\b/.test(t) ? 'week' : /\bmonthly\b/.test(t) ? 'month' : /\bdaily\b/.test(t) ? 'day' : undefined) ??
    rankedGroup(t, false) ??
    (metrics.length ? listedGroup(t) : undefined) ??
    (WHO_RANKED.test(t) ? 'advertiser' : undefined) ??
    rankedGroup(t, true);
  const timeGroup = group === 'day' || group === 'week' || group === 'month';
  if (group && (!timeGroup || byGroup || /\b(weekly|monthly|daily)\b/.test(t))) {
    // "which campaign" names the grouping; a name said as the subject stays its filter.
    if (!(group === 'campaign' && pieces.subject?.kind === 'campaign')) pieces.group = group;
  }
  // A breakdown shows the change itself: no comparison is assumed for it, unless it ranks by one ("biggest drop").
  if (pieces.group && pieces.assumed && !RANKED_CHANGE.test(t)) {
    delete pieces.compare;
    delete pieces.assumed;
  }
  // Two channels or platforms said together are compared side by side.
  if (!pieces.group && !pieces.subjects && channels.length > 1) pieces.group = 'adFormat';
  else if (!pieces.group && !pieces.subjects && platforms.length > 1) pieces.group = 'platform';
  if (pieces.group) {
    const bound = pieces.metrics && thresholdOf(t, METRICS[pieces.metrics[0]!].unit === 'ratio');
    if (bound) pieces.threshold = bound;
    const order = orderOf(t, pieces.metrics) ?? (bound ? (bound.above ? 'most' : 'least') : undefined);
    if (order) pieces.order = order;
    // Ranked by a change: "dropped the most" is the largest fall.
    if (pieces.compare && FALLING.test(t.replace(/\b(up or down|down or up)\b/g, '')))
      pieces.order = pieces.order === 'least' ? 'most' : 'least';
    const top =
      / (top|bottom|best|worst|first) (\d{1,2}|one|two|three|four|five|ten)\b/.exec(t) ??
      / (which|what|the|our) (\d{1,2}|two|three|four|five|ten) ([\w-]+ ){0,2}(advertisers|brands|campaigns|channels|formats|platforms|regions)\b/.exec(
        t,
      );
    if (top) pieces.limit = Number(top[2]) || NUMBER_WORDS[top[2]!]!;
  }
  if (ENDS_FIRST.test(t) && (pieces.kind === 'campaigns' || status || /\b(campaigns?|flights?|which one)\b/.test(t))) {
    // "Which live campaign ends first?": the one of the list ending soonest.
    pieces.kind = 'campaigns';
    pieces.endingWithinDays = 366;
    pieces.limit = 1;
    if (ENDS_LAST.test(t)) pieces.endsLast = true;
  }
  const starting = pieces.kind === 'campaigns' && !pieces.endingWithinDays ? startingIn(t, today) : null;
  if (starting) {
    pieces.starting = starting;
    pieces.status ??= 'all';
  }
  const ended = pieces.kind === 'campaigns' && !starting ? endedIn(t, today) : null;
  if (ended) Object.assign(pieces, { ended, status: 'all', endingWithinDays: undefined });
  // "Our top campaigns last month": delivery ranked, not a list by status.
  if (pieces.kind === 'campaigns' && !status && pieces.group && /\b(top|best|worst|bottom)\b/.test(t))
    pieces.kind = 'metrics';
  if (pieces.kind === 'campaigns' || status) {
    Object.assign(pieces, campaignsAsked(t));
    const within = /\b(next|within|in the next) (\d{1,3}) days?\b/.exec(t);
    if (pieces.endingWithinDays)
      pieces.status = pieces.status && pieces.status !== 'Completed' ? pieces.status : 'active';
    else if (
      /\b(ending|ends|end|wrap(ping)? up|finish(ing|es)?|expir\w*)\b/.test(t) &&
      /\b(soon|next|within|coming|this (week|month))\b|\b(ending|expiring|wrapping up|finishing)\W*$/.test(t)
    ) {
      pieces.endingWithinDays = within ? Number(within[2]) : endingWithin(t, today);
      pieces.status = pieces.status && pieces.status !== 'Completed' ? pieces.status : 'active';
      pieces.kind = 'campaigns';
    }
  }
  if (pieces.kind === 'pacing') Object.assign(pieces, budgetAsked(t));
  if (pieces.kind === 'pacing' && pieces.subject?.kind !== 'campaign' && LISTING.test(t)) {
    pieces.pacingList = BEHIND.test(t) ? 'behind' : AHEAD.test(t) ? 'ahead' : ON_PLAN.test(t) ? 'on track' : 'all';
    if (ONE.test(t) && !/\bcampaigns\b/.test(t)) pieces.limit = 1;
    pieces.said = t;
    if (pieces.group !== 'advertiser' || pieces.subject) delete pieces.group;
    delete pieces.order;
  }
  if (pieces.kind === 'audiences') {
    // "How many audiences across all advertisers" is their total; "which advertiser has the most" ranks them.
    if (pieces.group === 'advertiser' && !pieces.order && /\bacross\b/.test(t)) delete pieces.group;
    pieces.growth = AUDIENCE_GROWTH.test(t);
    const named = audiences.names.length ? audiences.names : audiences.partly;
    if (named.length) pieces.audiences = named;
  }
  if (pieces.kind === 'documents') pieces.documents = documentsAsk(t);
  if (pieces.kind === 'campaigns' && pieces.status === 'Blocked' && BLOCKERS.test(t.replace(/\bblocked\b/g, '')))
    pieces.blockers = true;
  const before = beforeSaid(t);
  if (before) pieces.before = before;
  // "Which advertiser has the most audiences" counts them; "the largest audience" is one by its size.
  const counting = pieces.group === 'advertiser' && !/\b(largest|biggest|smallest|size|devices|households)\b/.test(t);
  if (pieces.kind === 'audiences' && !counting) {
    const pick = PICKS.find(([p]) => p.test(t))?.[1];
    if (pick) pieces.pick = pick;
    pieces.said = t;
  }
  if (pieces.kind === 'billing' || paidInvoicesAsked(t, pieces)) return billingOf(t, pieces, today);
  return campaignFactOf(t, pieces) ?? arithmeticOf(t, pieces);
}
