import { formatCurrency } from '@beacon/shared/format';
import { CAMPAIGN_FIGURES } from '../../../semantic/metrics';
import { COUNT_LABELS } from '../../../semantic/statuses';
import { footerOf, type ConversationFocus, type EngineAnswer } from './engine';
import { visibleNames, type Named, type Visible } from './parse/names';
import { amongThose } from './among';
import { asksOf } from './parse/clauses';
import { followUp } from './parse/follow-up';
import { otherOne } from './parse/other-one';
import { piecesOf, type Pieces } from './parse/question';
import { metricQueryFrom, metricText, whyText } from './reply-metrics';
import { campaignFactText } from './reply-campaign';
import { groupAverageText, perDayText, scaledText, shareText } from './reply-arithmetic';
import { combinedText, conversionRateText, ratioText } from './reply-sums';
import { changesText } from './reply-changes';
import type { Call } from './reply';
import { campaignsText, clarifyText, daysLeftText, pacingText } from './reply-states';
import { billingText } from './reply-billing';
import { audiencesText } from './reply-audiences';
import { documentsText } from './reply-documents';
import { servicesText } from './reply-products';
import { advertisersText } from './reply-advertisers';
import { advertisersPacingText } from './reply-pacing-advertisers';
import type { MetricQuery, QueryOutcome } from './query-metrics';
import { callTool, type ToolCall, type ToolContext } from './tools';

/**
 * The built-in engine: no language model. A question is parsed (parse/) into a semantic query or another intent,
 * in the words clients use; the tools run it through the same scoped queries as the API; the answer is written
 * from the result in the screens' formats. Follow-ups keep the conversation's context; an ambiguous name gets a
 * question back; anything outside the data is plainly refused.
 */
const ENGINE_NOTE = 'Answered by the built-in engine (no language model is configured).';
export const OUTSIDE =
  'That is outside the data I can answer from. I can answer about your campaigns’ delivery (spend, impressions, clicks, conversions, CTR, CPM, CPC, cost per conversion, completion rate…) over any range, ranked, compared or broken down; campaigns by status; pacing and days remaining; billing; audiences and their counts; the documents of your advertisers and campaigns; and the agency’s services and their prices.';

const PACING_WHY = `Pacing is ${CAMPAIGN_FIGURES.pacing.definition.charAt(0).toLowerCase()}${CAMPAIGN_FIGURES.pacing.definition.slice(1)}`;
const STATUS_WHY = `Live campaigns are the ones with status Live, delivering now; ${COUNT_LABELS.active.toLowerCase()} are what the Campaigns list’s Active filter shows; ${COUNT_LABELS.proposals.toLowerCase()} are not delivering yet.`;

/** A request to change something: Beacon's assistant reads, it never acts. */
const CHANGES =
  'I can’t help with changes: I only read your data, and I never pause, edit, create or pay anything. Your account team or the page itself (Campaigns, Billing) makes changes.';

/** One ask of several that the data cannot answer. */
const CANNOT_ANSWER = 'I cannot answer that part: it is outside the data I can answer from.';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the conversation's questions so far leave as context for the next one. */
function contextOf(history: Turn[], visible: Visible, today: string): Pieces | null {
  let previous: Pieces | null = null;
  const asks = history
    .filter((m) => m.role === 'user')
    .slice(-6)
    .flatMap((m) => asksOf(m.content, visible, today).map((part, i) => (i === 0 ? part : `and ${part}`)));
  for (const ask of asks) {
    const pieces = followUp(previous, otherOne(piecesOf(ask, visible, today), ask, previous, visible), ask, today);
    if (pieces.kind && pieces.kind !== 'change') previous = pieces.kind === 'why' ? previous : pieces;
  }
  return previous;
}

/** "We" means what the conversation is about: its campaign, or its advertiser, unless the question names another. */
function withFocus(p: Pieces, focus: ConversationFocus, visible: Visible): Pieces {
  if (p.subject || p.subjects) return p;
  const focused: Named | undefined = focus.campaignId
    ? visible.campaigns.find((c) => c.id === focus.campaignId)
    : focus.advertiserId
      ? visible.advertisers.find((a) => a.id === focus.advertiserId)
      : undefined;
  return focused ? { ...p, subject: focused } : p;
}

export async function builtinAnswer(
  ctx: ToolContext,
  question: string,
  focus: ConversationFocus,
  history: Turn[] = [],
): Promise<EngineAnswer> {
  const calls: ToolCall[] = [];
  const call: Call = async (name, args) => {
    const { data, ...recorded } = await callTool(ctx, name, args);
    calls.push(recorded);
    return { ...recorded, data };
  };
  const done = (text: string): EngineAnswer => ({ text: `${text}${footerOf(calls, ENGINE_NOTE)}`, toolCalls: calls });
  const visible = await visibleNames(ctx);
  // Each ask of the question is answered in turn, the ones before it as its context ("…in October? What was the
  // CTR?" is October's CTR); an ask that cannot be answered is named as such, never dropped.
  const parts = asksOf(question, visible, ctx.today);
  const answers: string[] = [];
  const asked: Turn[] = [...history];
  const own = parts.map((part) => piecesOf(part, visible, ctx.today));
  for (const [i, part] of parts.entries()) {
    const previous = contextOf(asked, visible, ctx.today);
    const said = i === 0 ? part : `and ${part}`;
    const saidNow = otherOne(laterRange(own, i), part, previous, visible);
    const pieces = withFocus(followUp(previous, saidNow, said, ctx.today), focus, visible);
    const answered = await answerOf(ctx, pieces, visible, call);
    const answer = pieces.declined
      ? `${answered} I cannot answer for ${pieces.declined}: it is outside the data I can answer from.`
      : answered;
    // A part whose answer is already given ("…and how do they compare?" after a comparison) is not said twice.
    if (!answers.includes(answer))
      answers.push(
        parts.length > 1 && (answer === OUTSIDE || answer === CHANGES) ? `“${part}”: ${CANNOT_ANSWER}` : answer,
      );
    asked.push({ role: 'user', content: said });
  }
  return done(answers.join('\n\n'));
}

/**
 * "The CPM for CTV and the VCR for online video last month": a figure's ask that says no range, with none said
 * before it, reads the range a later ask of the same question says.
 */
function laterRange(own: Pieces[], i: number): Pieces {
  const p = own[i]!;
  if (p.kind !== 'metrics' || p.range || p.before || own.slice(0, i).some((o) => o.range)) return p;
  const later = own.slice(i + 1).find((o) => o.range && o.kind === 'metrics')?.range;
  return later ? { ...p, range: later } : p;
}

async function answerOf(ctx: ToolContext, p: Pieces, visible: Visible, call: Call): Promise<string> {
  // Several names asked of something other than figures ("budget left for A and B"), or each over two ranges: each
  // one in turn.
  const each = p.kind && !['metrics', 'refuse', 'change', 'clarify', 'why', 'services', 'advertisers'].includes(p.kind);
  if (p.subjects && (each || (p.kind === 'metrics' && p.compare)))
    return eachSubject(ctx, { ...p, subjects: p.subjects }, visible, call);
  switch (p.kind) {
    case 'change':
      return CHANGES;
    case 'clarify':
      return clarifyText(p.options ?? []);
    case 'not-found':
      return `I cannot find ${p.missing} among the campaigns you can see: it is not available to you, so I can’t share its figures. Check its id, or ask about it by name.`;
    case 'campaigns':
      return campaignsText(p, call);
    case 'days-left':
      return daysLeftText(p, call);
    case 'pacing':
      return p.pacingList && p.group === 'advertiser' ? advertisersPacingText(p, call, visible) : pacingText(p, call);
    case 'billing':
      return billingText(p, call, ctx.today);
    case 'audiences':
      return audiencesText(p, call, visible, ctx.today);
    case 'documents':
      return documentsText(p, call, ctx.today, visible);
    case 'campaign':
      return campaignFactText(p, call, ctx.today);
    case 'services':
      return servicesText(p, call);
    case 'advertisers':
      return advertisersText(visible);
    case 'why':
      if (p.asked === 'metrics') return whyText(p, metricQueryFrom(p, visible, ctx.today), call);
      if (p.asked === 'pacing') return `${PACING_WHY} ${await pacingText(p, call)}`;
      if (p.asked === 'campaigns') return STATUS_WHY;
      return 'Ask me about a figure first; then "why?" shows what it is made of.';
    case 'metrics': {
      const asked = metricQueryFrom(p, visible, ctx.today);
      const q = p.among ? await amongThose({ ...p, among: p.among }, asked, visible, ctx.today, call) : asked;
      if (p.status && q.campaignIds?.length === 0)
        return `There are no ${p.status.toLowerCase()} campaigns to measure.`;
      const r = await call('query_metrics', { ...q });
      if (r.error)
        return r.error === 'That advertiser is outside your access'
          ? OUTSIDE
          : `I could not run that query: ${r.error}.`;
      const o = r.data as QueryOutcome;
      // What the engine assumed that the question did not say is said, never silent.
      const note = p.assumed ?? (p.range ? '' : 'No range was said: this is the last 30 days.');
      const said = `${await sumsOrFigures(p, q, o, call)}${note ? ` ${note}` : ''}`;
      if (!p.lastWeek) return said;
      const days = { ...p, range: { named: 'Last 7 days' as const }, lastWeek: false };
      return `${said}\n\nRead as the last 7 days instead: ${await answerOf(ctx, days, visible, call)}`;
    }
    default:
      return OUTSIDE;
  }
}

/** A metric question's answer: a sum worked out from the figures, a change by group, or the figures themselves. */
async function sumsOrFigures(p: Pieces, q: MetricQuery, o: QueryOutcome, call: Call): Promise<string> {
  if (p.share) return shareText(p, q, o, call);
  if (p.perDay) return perDayText(p, q, o);
  if (p.ratio) return ratioText(p, q, o);
  if (p.rate) return `${metricText(p, q, o)} ${conversionRateText(o)}`;
  if (p.combined) return combinedText(p, q, o);
  if (q.groupBy && o.compareRange && !p.subjects) return changesText(p, q, o, call);
  if (p.scale) return scaledText({ ...p, scale: p.scale }, q, o, metricText(p, q, o));
  if (p.average && q.groupBy) return groupAverageText(q, o, metricText(p, q, o));
  return metricText(p, q, o);
}

/** Each name in turn; budgets left add up, and their total is said too. */
async function eachSubject(ctx: ToolContext, p: Pieces & { subjects: Named[] }, visible: Visible, call: Call) {
  const each: string[] = [];
  const left: number[] = [];
  const watched: Call = async (name, args) => {
    const r = await call(name, args);
    const f = r.figures;
    if (name === 'pacing') left.push(Number(f.budget) - Number(f.deliveredSpend));
    if (name === 'campaign_pacing') left.push(Number(f.totalBudget) - Number(f.totalDeliveredBudget));
    return r;
  };
  for (const subject of p.subjects)
    each.push(await answerOf(ctx, { ...p, subjects: undefined, subject }, visible, watched));
  const together = p.remaining && left.length === p.subjects.length && left.every(Number.isFinite);
  return `${each.join(' ')}${together ? ` Together: ${formatCurrency(left.reduce((a, b) => a + b, 0))} of budget left.` : ''}`;
}
