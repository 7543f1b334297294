import {
  adFormatLabel,
  formatCurrency,
  formatDate,
  formatInteger,
  formatPercent,
  formatRangeInWords,
} from '@beacon/shared/format';
import { advertiserSummaries } from '../../advertisers/queries';
import { addDays, lastCompleteDay, resolveRange, type DayRange } from '../../semantic/time';
import { listCampaigns } from '../../campaigns/queries';
import { footerOf, type ConversationFocus, type EngineAnswer } from './engine';
import { callTool, type ToolCall, type ToolContext } from './tools';

/**
 * The built-in engine: no language model, a documented set of questions answered from the same tools.
 *
 * - "How many live (or active) campaigns do we have?" (campaign_metrics: countLive, countActive, the hub's figures)
 * - "What is the spend and pacing of <campaign>?" (or of "this campaign" in a campaign's conversation) (campaign_pacing)
 * - "How much has <advertiser> spent?" / "pacing of <advertiser>" (advertiser_spend)
 * - "Which channel is best for conversions?" (clicks, completion rate, viewability; optionally "last 7 days",
 *   "last 30 days", "this month", "previous month", "this year", "from yyyy-MM-dd to yyyy-MM-dd") (channel_results)
 * - "How many overdue invoices do we have?" (invoice_summary)
 * - "How are our audiences growing?" (audience_growth)
 * Anything else is answered plainly as outside its data.
 */

const ENGINE_NOTE = 'Answered by the built-in engine (no language model is configured).';

const usd = (n: number) => formatCurrency(n);
const num = (n: number) => formatInteger(n);
/** A day as the campaign overview shows it: MM/DD/YYYY. */
const usDate = (iso: string) => formatDate(iso);

/**
 * The date range a question names, against today, through the semantic layer's one resolver: every range ends on
 * the last complete day (yesterday), as reports and schedules do; the label says the range in words.
 */
export function rangeOf(question: string, today: string): { startDate: string; endDate: string; label: string } | null {
  const q = question.toLowerCase();
  const named = (range: DayRange) => ({ ...range, label: formatRangeInWords(range.startDate, range.endDate) });
  const explicit = /(\d{4}-\d{2}-\d{2})\D+(\d{4}-\d{2}-\d{2})/.exec(q);
  if (explicit && explicit[1]! <= explicit[2]!) return named({ startDate: explicit[1]!, endDate: explicit[2]! });
  const lastDays = /last (\d{1,3}) days/.exec(q);
  if (lastDays) return named({ startDate: addDays(today, -Number(lastDays[1])), endDate: lastCompleteDay(today) });
  if (/last week/.test(q)) return named(resolveRange('Last 7 days', today));
  if (/this month|mtd|month to date|so far this month/.test(q)) return named(resolveRange('MTD', today));
  if (/previous month|last month/.test(q)) return named(resolveRange('Previous Month', today));
  if (/this year|ytd|year to date/.test(q)) return named(resolveRange('YTD', today));
  if (/lifetime|all time|ever/.test(q)) return null;
  return named(resolveRange('Last 30 days', today));
}

const OBJECTIVES = [
  {
    words: /conversion|cpa|acquisition/,
    key: 'conversions',
    label: 'conversions',
    higher: true,
    per: 'cost per conversion',
  },
  { words: /click|ctr|traffic/, key: 'ctr', label: 'click-through rate', higher: true },
  { words: /complet|vcr/, key: 'completionRate', label: 'completion rate', higher: true },
  { words: /viewab/, key: 'viewability', label: 'viewability', higher: true },
] as const;
const OUTSIDE_OBJECTIVES = /revenue|roas|engagement|impression share|sales|profit/;

const footer = (calls: ToolCall[]) => footerOf(calls, ENGINE_NOTE);

export async function builtinAnswer(
  ctx: ToolContext,
  question: string,
  focus: ConversationFocus,
): Promise<EngineAnswer> {
  const q = question.toLowerCase();
  const calls: ToolCall[] = [];
  const call = async (name: string, args: Record<string, unknown>) => {
    const { data, ...recorded } = await callTool(ctx, name, args);
    calls.push(recorded);
    return { ...recorded, data };
  };
  const done = (text: string): EngineAnswer => ({ text: `${text}${footer(calls)}`, toolCalls: calls });
  const advertiserArgs = focus.advertiserId ? { advertiserId: focus.advertiserId } : {};

  if (/campaign/.test(q) && /how many|number of|count/.test(q) && /active|live|running/.test(q)) {
    const m = await call('campaign_metrics', advertiserArgs);
    if (m.error) return done(`I could not read your campaigns: ${m.error}.`);
    const live = num(Number(m.figures.countLive));
    const active = num(Number(m.figures.countActive));
    const total = num(Number(m.figures.countTotal));
    return done(
      /active/.test(q) && !/live|running/.test(q)
        ? `You have ${active} active campaigns (Blocked, Paused, Live or Pending), ${live} of them live, out of ${total} campaigns in all.`
        : `You have ${live} live campaigns, delivering now; ${active} are active (Blocked, Paused, Live or Pending), out of ${total} campaigns in all.`,
    );
  }

  if (/overdue|invoice|unpaid|owe/.test(q)) {
    const inv = await call('invoice_summary', {});
    if (inv.error) return done(`I could not read your invoices: ${inv.error}.`);
    const f = inv.figures;
    const overdue = (inv.data as { docNumber: string; balance: number; dueDate: string }[] | undefined) ?? [];
    const list = overdue.length
      ? ` The oldest ones: ${overdue.map((i) => `${i.docNumber} (${usd(i.balance)}, due ${i.dueDate})`).join('; ')}.`
      : '';
    return done(
      `You have ${num(Number(f.countOverdue))} overdue invoices, with ${usd(Number(f.overdueBalance))} overdue in all; ${num(Number(f.countOpen))} more are open.${list}`,
    );
  }

  if (/audience/.test(q)) {
    const growth = await call('audience_growth', { ...advertiserArgs, days: /90|quarter/.test(q) ? 90 : 30 });
    if (growth.error) return done(`I could not read your audiences: ${growth.error}.`);
    const f = growth.figures;
    if (!Number(f.audiences))
      return done('None of your audiences has count history for that period, so I cannot tell their growth.');
    const top = (growth.data as { name: string; growthPercent: number }[])
      .map((a) => `${a.name} (${a.growthPercent}%)`)
      .join(', ');
    return done(
      `Over the last ${f.days} days your ${f.audiences} audiences went from ${num(Number(f.devicesBefore))} to ${num(Number(f.devicesNow))} devices, ${Number(f.growthPercent) >= 0 ? 'a growth' : 'a change'} of ${f.growthPercent}%. Fastest growing: ${top}.`,
    );
  }

  if (/channel|format/.test(q) && /best|top|which|perform/.test(q)) {
    if (OUTSIDE_OBJECTIVES.test(q))
      return done(
        'That objective is outside the data I can see: delivery reports spend, impressions, clicks, completions, viewable impressions and conversions, but not revenue, engagements or impression share.',
      );
    const objective = OBJECTIVES.find((o) => o.words.test(q)) ?? OBJECTIVES[0];
    const range = rangeOf(q, ctx.today);
    const results = await call('channel_results', {
      ...(range ? { startDate: range.startDate, endDate: range.endDate } : {}),
      ...(focus.campaignId ? { campaignId: focus.campaignId } : advertiserArgs),
    });
    if (results.error) return done(`I could not read channel results: ${results.error}.`);
    const rows = (results.data as Record<string, number | string>[]).filter((r) => Number(r.impressions) > 0);
    if (!rows.length)
      return done(`There was no delivery in ${range?.label ?? 'the campaign lifetime'}, so no channel stands out.`);
    const score = (r: Record<string, number | string>) =>
      objective.key === 'conversions'
        ? Number(r.conversions) > 0
          ? -Number(r.spend) / Number(r.conversions)
          : -Infinity
        : Number(r[objective.key]);
    const best = [...rows].sort((a, b) => score(b) - score(a))[0]!;
    const detail =
      objective.key === 'conversions'
        ? `${num(Number(best.conversions))} conversions for ${usd(Number(best.spend))}, ${usd(Number(best.spend) / Math.max(Number(best.conversions), 1))} per conversion`
        : `${objective.label} ${formatPercent(Number(best[objective.key]) / 100)}`;
    return done(
      `For ${objective.label}, ${adFormatLabel(best.channel)} did best in ${range?.label ?? 'the campaign lifetime'}: ${detail}, across ${rows.length} channels with delivery.`,
    );
  }

  if (/spend|spent|pacing|pace|budget|deliver/.test(q)) {
    let campaignId = focus.campaignId;
    if (!campaignId || !/this campaign|the campaign/.test(q)) {
      // A campaign named in the question: the longest campaign name the question contains.
      const named = await findNamed(ctx, q);
      if (named?.kind === 'campaign') campaignId = named.id;
      if (named?.kind === 'advertiser') {
        const range = rangeOf(q, ctx.today);
        const spend = await call('advertiser_spend', {
          advertiserId: named.id,
          ...(range ? { startDate: range.startDate, endDate: range.endDate } : {}),
        });
        if (spend.error) return done(`I could not read that advertiser: ${spend.error}.`);
        const f = spend.figures;
        const pacing =
          Number(f.activeBudget) > 0
            ? ` Its ${f.activeCampaigns} active campaigns have delivered ${usd(Number(f.activeDelivered))} of ${usd(Number(f.activeBudget))} budgeted.`
            : '';
        return done(
          `${f.advertiserName} spent ${usd(Number(f.spend))} in ${range?.label ?? 'all time'}, for ${num(Number(f.impressions))} impressions and ${num(Number(f.conversions))} conversions.${pacing}`,
        );
      }
    }
    if (campaignId) {
      const p = await call('campaign_pacing', { campaignId });
      if (p.error) return done(`I could not find that campaign in your data.`);
      const f = p.figures;
      const pace =
        f.pacingPercent === undefined
          ? 'It has no complete day of its flight to pace against yet.'
          : `Pacing is ${formatPercent(Number(f.pacingPercent) / 100)}: ${usd(Number(f.deliveredSpend))} delivered of the ${usd(Number(f.expectedSpend))} its flight called for through ${usDate(String(f.throughDay))} (100% is on pace).`;
      return done(
        `${f.campaignName} (${f.status}) has delivered ${usd(Number(f.totalDeliveredBudget))} of its ${usd(Number(f.totalBudget))} budget. ${pace} ${f.daysRemaining} days remain.`,
      );
    }
    const m = await call('campaign_metrics', advertiserArgs);
    if (m.error) return done(`I could not read your campaigns: ${m.error}.`);
    return done(
      `Across your campaigns, ${usd(Number(m.figures.deliveredBudget))} has been delivered of ${usd(Number(m.figures.totalBudget))} budgeted. Name a campaign or an advertiser for its pacing.`,
    );
  }

  return done(
    "That is outside the data I can answer from. I can tell you about your active campaigns, a campaign's or an advertiser's spend and pacing, the best channel for an objective, overdue invoices, and audience growth.",
  );
}

/** A campaign or advertiser the question names, looked up through the same scoped lists the hub answers with. */
async function findNamed(ctx: ToolContext, q: string): Promise<{ kind: 'campaign' | 'advertiser'; id: number } | null> {
  const campaigns = await listCampaigns(ctx.db, ctx.scope, { filter: 'all', limit: 1000, offset: 0 });
  const campaign = campaigns
    .filter((c) => q.includes(c.name.toLowerCase()))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (campaign) return { kind: 'campaign', id: campaign.id };
  const advertisers = await advertiserSummaries(ctx.db, ctx.scope, { limit: 1000, offset: 0 });
  const advertiser = advertisers
    .filter((a) => q.includes(a.name.toLowerCase()))
    .sort((a, b) => b.name.length - a.name.length)[0];
  return advertiser ? { kind: 'advertiser', id: advertiser.id } : null;
}
