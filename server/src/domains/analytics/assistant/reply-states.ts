import {
  campaignStatusLabel,
  formatBudgetShare,
  formatCurrency,
  formatDate,
  formatInteger,
  formatPercent,
  pacingStanding,
} from '@beacon/shared/format';
import { COUNT_LABELS } from '../../../semantic/statuses';
import type { Named } from './parse/names';
import type { Pieces } from './parse/question';
import { possessive, type Call } from './reply';
import {
  BUDGET_SHARE,
  BUDGET_SIZE,
  budgetLeftText,
  pacingListText,
  stoppedText,
  type CampaignBudget,
  type CampaignPace,
} from './reply-pacing-list';
import { blockersText } from './reply-campaign';

/**
 * The answers about counts and states (campaigns by status, days left, pacing, billing),
 * each from one tool over the hub's own query, with the figures formatted as the screens show them.
 */
const usd = (n: unknown) => formatCurrency(Number(n ?? 0));
const num = (n: unknown) => formatInteger(Number(n ?? 0));
const advertiserArgs = (s: Named | undefined) => (s ? { advertiserId: s.advertiserId } : {});
const statusWord = (status: string) =>
  status === 'live' || status === 'active'
    ? status
    : status === 'proposals'
      ? 'proposal'
      : campaignStatusLabel(status as 'Live').toLowerCase();

interface Row {
  id: number;
  name: string;
  advertiserName: string;
  status: string;
  endDate: string | null;
  startDate?: string | null;
  daysRemaining: number;
  budget?: number | null;
  deliveredBudget?: number | null;
}

export async function campaignsText(p: Pieces, call: Call): Promise<string> {
  const s = p.subject;
  if (p.blockers) return blockersText(s, call);
  const who = s ? s.name : 'You';
  const have = s ? 'has' : 'have';
  const status = p.status ?? 'active';
  const each = p.group === 'advertiser' && !s;
  if (p.byStatus && !p.status) return byStatusText(s, call);
  if (p.count && !each && !p.endingWithinDays && (status === 'live' || status === 'active') && s?.kind !== 'campaign') {
    const m = await call('campaign_metrics', advertiserArgs(s));
    if (m.error) return `I could not read your campaigns: ${m.error}.`;
    const live = num(m.figures.countLive);
    const active = num(m.figures.countActive);
    const total = num(m.figures.countTotal);
    return status === 'active'
      ? `${who} ${have} ${active} active campaigns (Blocked, Paused, Live or Pending), ${live} of them live, out of ${total} campaigns in all.`
      : `${who} ${have} ${live} live campaigns, delivering now; ${active} are active (Blocked, Paused, Live or Pending), out of ${total} campaigns in all.`;
  }
  const r = await call('campaigns_by_status', {
    status,
    ...advertiserArgs(s),
    ...(p.endingWithinDays ? { endingWithinDays: p.endingWithinDays } : {}),
    ...(p.starting ? { startingFrom: p.starting.startDate, startingTo: p.starting.endDate } : {}),
  });
  if (r.error) return `I could not read your campaigns: ${r.error}.`;
  const rows = r.data as Row[];
  const n = rows.length;
  const label =
    status === 'proposals'
      ? COUNT_LABELS.proposals.toLowerCase()
      : `${statusWord(status)} campaign${n === 1 ? '' : 's'}`;
  if (each) return byAdvertiserText(rows, label);
  if (p.ended) return endedText(rows, p.ended, s?.name);
  if (p.starting) return startingText(rows, p.starting, s?.name);
  if (p.endingWithinDays && p.limit === 1 && n) {
    const c = p.endsLast ? rows.at(-1) : rows[0];
    return `Of ${s ? possessive(s.name) : 'your'} ${statusWord(status)} campaigns, ${c!.name} ends ${p.endsLast ? 'last' : 'first'}, on ${formatDate(c!.endDate)} (${num(c!.daysRemaining)} days left).`;
  }
  if (p.endingWithinDays) {
    if (!n)
      return `No ${statusWord(status)} campaign${s ? ` of ${s.name}` : ''} ends in the next ${p.endingWithinDays} days.`;
    const named = rows
      .slice(0, LISTED)
      .map((c) => `${c.name} on ${formatDate(c.endDate)} (${num(c.daysRemaining)} days left${left(c)})`);
    return `${num(n)} ${statusWord(status)} campaign${n === 1 ? '' : 's'}${s ? ` of ${s.name}` : ''} end${n === 1 ? 's' : ''} in the next ${p.endingWithinDays} days: ${named.join('; ')}.`;
  }
  if (!n) return `${who} ${have} no ${label}.`;
  if (!p.status && !p.count) return everyCampaignText(p, call, `${who} ${have}`, rows);
  const named = rows
    .slice(0, LISTED)
    .map((c) => `${c.name} (${[s ? '' : c.advertiserName, runs(c)].filter(Boolean).join(', ')})`);
  return `${who} ${have} ${num(n)} ${label}${p.count ? '' : `: ${named.join('; ')}${n > LISTED ? '; …' : ''}`}.`;
}

/** A campaign's flight as a list says it: "runs 11/16/2026 – 02/02/2027". */
const runs = (c: Row) =>
  [
    c.startDate || c.endDate
      ? `runs ${c.startDate ? formatDate(c.startDate) : 'from a start not set'} – ${c.endDate ? formatDate(c.endDate) : 'an end not set'}`
      : '',
    c.budget ? `budget ${usd(c.budget)}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** What a campaign of a list has left of its budget: ", $2,621.87 of its $17,500 budget left". */
const left = (c: Row) =>
  c.budget ? `, ${usd(c.budget - Number(c.deliveredBudget ?? 0))} of its ${usd(c.budget)} budget left` : '';

/** How many campaigns a list names before it says there are more. */
const LISTED = 30;

/**
 * "Show me all of Lakeshore Marine's campaigns", no status said: every campaign of the list (Closed Won aside), the
 * active ones first, each with its status; the active ones are counted apart, as the Campaigns list's filter does.
 */
async function everyCampaignText(p: Pieces, call: Call, whoHave: string, active: Row[]): Promise<string> {
  const r = await call('campaigns_by_status', { status: 'all', ...advertiserArgs(p.subject) });
  if (r.error) return `I could not read your campaigns: ${r.error}.`;
  const ids = new Set(active.map((c) => c.id));
  const rows = [...active, ...(r.data as Row[]).filter((c) => !ids.has(c.id))];
  const named = rows
    .slice(0, LISTED)
    .map((c) => `${c.name} (${p.subject ? '' : `${c.advertiserName}, `}${campaignStatusLabel(c.status as 'Live')})`);
  return `${whoHave} ${num(rows.length)} campaigns, ${num(active.length)} of them active (Blocked, Paused, Live or Pending): ${named.join('; ')}${rows.length > LISTED ? '; …' : ''}.`;
}

/** "Our campaigns by status": the Campaigns list's count of each status (Closed Won aside), most first. */
async function byStatusText(s: Named | undefined, call: Call): Promise<string> {
  const m = await call('campaign_metrics', advertiserArgs(s));
  if (m.error) return `I could not read your campaigns: ${m.error}.`;
  const counts = Object.entries((m.data as { countByStatus: Record<string, number> }).countByStatus)
    .filter(([status, n]) => n > 0 && status !== 'Closed Won')
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${campaignStatusLabel(status as 'Live')} ${num(n)}`);
  return `${s ? possessive(s.name) : 'Your'} ${num(m.figures.countTotal)} campaigns by status: ${counts.join(', ')}.`;
}

/** "Which campaigns launched this month": those whose flight starts in the range, earliest first. */
function startingText(rows: Row[], range: { startDate: string; endDate: string }, of: string | undefined): string {
  const when = `${formatDate(range.startDate)} and ${formatDate(range.endDate)}`;
  const whose = of ? ` of ${of}` : '';
  if (!rows.length) return `No campaign${whose} starts between ${when}.`;
  const named = rows
    .slice(0, 10)
    .map((c) => `${c.name} (${campaignStatusLabel(c.status as 'Live')}, from ${formatDate(c.startDate)})`);
  return `${num(rows.length)} campaign${rows.length === 1 ? '' : 's'}${whose} start${rows.length === 1 ? 's' : ''} between ${when}: ${named.join('; ')}${rows.length > 10 ? '; …' : ''}.`;
}

/** "Which campaigns ended last month": those whose flight's end falls in the range, earliest first. */
function endedText(all: Row[], range: { startDate: string; endDate: string }, of: string | undefined): string {
  const rows = all
    .filter((c) => c.endDate && c.endDate >= range.startDate && c.endDate <= range.endDate)
    .sort((a, b) => a.endDate!.localeCompare(b.endDate!));
  const when = `${formatDate(range.startDate)} and ${formatDate(range.endDate)}`;
  const whose = of ? ` of ${of}` : '';
  if (!rows.length) return `No campaign${whose} ended between ${when}.`;
  const named = rows.map(
    (c) => `${c.name} (${campaignStatusLabel(c.status as 'Live')}, ended ${formatDate(c.endDate)})`,
  );
  return `${num(rows.length)} campaign${rows.length === 1 ? '' : 's'}${whose} ended between ${when}: ${named.join('; ')}.`;
}

/** "Which advertiser has the most live campaigns": each advertiser's count, most first. */
function byAdvertiserText(rows: Row[], label: string): string {
  const counts = new Map<string, number>();
  for (const c of rows) counts.set(c.advertiserName, (counts.get(c.advertiserName) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (!ranked.length) return `You have no ${label}.`;
  const tied = ranked.filter(([, n]) => n === ranked[0]![1]).map(([name]) => name);
  const rest = ranked.slice(tied.length, tied.length + 5).map(([name, n]) => `${name} ${num(n)}`);
  return `${tied.join(' and ')} ${tied.length > 1 ? 'have' : 'has'} the most ${label}: ${num(ranked[0]![1])} campaigns${tied.length > 1 ? ' each' : ''}.${rest.length ? ` Then: ${rest.join('; ')}.` : ''}`;
}

export async function daysLeftText(p: Pieces, call: Call): Promise<string> {
  const s = p.subject;
  if (s?.kind === 'campaign') {
    const r = await call('campaigns_by_status', { status: s.status, campaignIds: [s.id] });
    const c = (r.data as Row[] | undefined)?.[0];
    if (r.error || !c) return 'I could not find that campaign in your data.';
    const ended = ['Completed', 'Cancelled'].includes(c.status);
    if (c.endDate && ended) return `${c.name} (${c.status}) ended on ${formatDate(c.endDate)}: 0 days remaining.`;
    return c.endDate
      ? `${c.name} has ${num(c.daysRemaining)} days remaining; its flight ends on ${formatDate(c.endDate)}.`
      : `${c.name} (${campaignStatusLabel(c.status as 'Live')}) has no flight end date yet.`;
  }
  const r = await call('campaigns_by_status', { status: 'live', ...advertiserArgs(s) });
  if (r.error) return `I could not read your campaigns: ${r.error}.`;
  const rows = [...(r.data as Row[])].sort((a, b) => a.daysRemaining - b.daysRemaining);
  if (!rows.length) return `${s ? s.name : 'You'} ${s ? 'has' : 'have'} no live campaigns.`;
  return `Days remaining on ${s ? possessive(s.name) : 'your'} ${num(rows.length)} live campaigns: ${rows
    .slice(0, LISTED)
    .map((c) => `${c.name} ${num(c.daysRemaining)}`)
    .join('; ')}.`;
}

/** Pacing's two figures said as asked: what should have been spent by now, and what was. */
function expectedText(who: unknown, budget: string, have: string, f: Record<string, unknown>): string {
  const pace = Number(f.pacingPercent) / 100;
  return `By ${formatDate(String(f.throughDay))}, ${String(who)} should have spent ${usd(f.expectedSpend)} (${budget} spread evenly over ${budget === 'its budget' ? 'its flight' : 'their flights'}) and ${have} spent ${usd(f.deliveredSpend)}: ${formatPercent(pace)} of it, ${pacingStanding(pace)}.`;
}

export async function pacingText(p: Pieces, call: Call): Promise<string> {
  const s = p.subject;
  if (s?.kind === 'campaign') {
    const c = await call('campaign_pacing', { campaignId: s.id });
    if (c.error) return 'I could not find that campaign in your data.';
    const f = c.figures;
    const pace =
      f.pacingPercent === undefined
        ? 'It has no complete day of its flight to pace against yet.'
        : `Pacing is ${formatPercent(Number(f.pacingPercent) / 100)}, ${pacingStanding(Number(f.pacingPercent) / 100)}: ${usd(f.deliveredSpend)} delivered of the ${usd(f.expectedSpend)} its flight called for through ${formatDate(String(f.throughDay))} (100% is on pace).`;
    if (p.expectedSpend && f.pacingPercent !== undefined)
      return `${expectedText(f.campaignName, 'its budget', 'has', f)} ${f.daysRemaining} days remain.`;
    if (p.remaining)
      return `${f.campaignName} has ${usd(Number(f.totalBudget) - Number(f.totalDeliveredBudget))} of its budget left: its ${usd(f.totalBudget)} budget less the ${usd(f.totalDeliveredBudget)} delivered so far. ${pace} ${f.daysRemaining} days remain.`;
    const spentShare = Number(f.totalBudget)
      ? ` (${formatBudgetShare(Number(f.totalDeliveredBudget), Number(f.totalBudget))})`
      : '';
    return `${f.campaignName} (${f.status}) has delivered ${usd(f.totalDeliveredBudget)} of its ${usd(f.totalBudget)} budget${spentShare}. ${pace} ${f.daysRemaining} days remain.`;
  }
  if (p.pacingList && (p.remaining || BUDGET_SHARE.test(p.said ?? '') || BUDGET_SIZE.test(p.said ?? ''))) {
    const rows = await call('campaigns_by_status', { status: p.status ?? 'active', ...advertiserArgs(s) });
    if (rows.error) return `I could not read your campaigns: ${rows.error}.`;
    const shown = `${s ? possessive(s.name) : 'your'} ${statusWord(p.status ?? 'active')} campaigns`;
    return budgetLeftText(p, rows.data as CampaignBudget[], shown);
  }
  // Campaigns ranked by pacing are the live ones, delivering now; the active list's others are said apart.
  const said = p.status && p.status !== 'proposals' ? p.status : undefined;
  const status = said ?? (p.pacingList ? 'live' : 'active');
  const r = await call('pacing', {
    ...advertiserArgs(s),
    ...(status === 'active' ? {} : { status }),
    ...(p.pacingList ? { eachCampaign: true } : {}),
  });
  if (r.error) return `I could not read pacing: ${r.error}.`;
  const f = r.figures;
  const who = s ? possessive(s.name) : 'Your';
  const campaigns = `${num(f.campaigns)} ${statusWord(status)} campaign${Number(f.campaigns) === 1 ? '' : 's'}`;
  if (!Number(f.campaigns))
    return `${s ? s.name : 'You'} ${s ? 'has' : 'have'} no ${statusWord(status)} campaign to pace.`;
  if (p.pacingList) {
    const listed = pacingListText(
      p,
      r.data as CampaignPace[],
      `${s ? possessive(s.name) : 'your'} ${campaigns}`,
      String(f.throughDay),
    );
    if (said) return listed;
    const all = await call('pacing', { ...advertiserArgs(s), eachCampaign: true });
    return `${listed}${all.error ? '' : stoppedText(p, r.data as CampaignPace[], all.data as CampaignPace[])}`;
  }
  if (f.pacingPercent === undefined)
    return `${who} ${campaigns} have no complete day of their flights to pace against yet.`;
  if (p.expectedSpend)
    return `${expectedText(`${s ? possessive(s.name) : 'your'} ${campaigns}`, 'their budgets', 'have', f)} Budgeted in all: ${usd(f.budget)}.`;
  if (p.budgetTotal && !p.remaining)
    return `${who} ${campaigns} ${Number(f.campaigns) === 1 ? 'has' : 'have'} ${usd(f.budget)} of budget in all; ${usd(f.deliveredSpend)} of it is delivered through ${formatDate(String(f.throughDay))}, so ${usd(Number(f.budget) - Number(f.deliveredSpend))} is left. Pacing is ${formatPercent(Number(f.pacingPercent) / 100)}, ${pacingStanding(Number(f.pacingPercent) / 100)} (100% is on pace).`;
  if (p.remaining)
    return `${who} ${campaigns} ${Number(f.campaigns) === 1 ? 'has' : 'have'} ${usd(Number(f.budget) - Number(f.deliveredSpend))} of budget left: ${usd(f.budget)} budgeted less the ${usd(f.deliveredSpend)} delivered through ${formatDate(String(f.throughDay))}.`;
  const spent = Number(f.budget)
    ? ` ${formatPercent(Number(f.deliveredSpend) / Number(f.budget))} of the budget is spent.`
    : '';
  return `${who} ${campaigns} ${Number(f.campaigns) === 1 ? 'is' : 'are'} pacing at ${formatPercent(Number(f.pacingPercent) / 100)}, ${pacingStanding(Number(f.pacingPercent) / 100)}: ${usd(f.deliveredSpend)} delivered of the ${usd(f.expectedSpend)} expected through ${formatDate(String(f.throughDay))}, against ${usd(f.budget)} budgeted (100% is on pace).${spent}`;
}

/** A short question back when a name could mean several things. */
export function clarifyText(options: Named[]): string {
  const shown = options
    .slice(0, 5)
    .map((o) => (o.kind === 'campaign' ? `${o.name} (${o.status}, id ${o.id})` : `${o.name} (advertiser)`));
  return `Which one do you mean: ${shown.join(', or ')}?`;
}
