import { formatBudgetShare, formatCurrency, formatDate, formatPercent, pacingRisk } from '@beacon/shared/format';

/** What pacingRisk counts as on plan: neither behind nor ahead by more than this. */
const ON_PLAN_BAND = '10%';
import type { Pieces } from './parse/question';

/** One campaign's own pacing, as the `pacing` tool lists them (furthest behind first). */
export interface CampaignPace {
  campaignId: number;
  name: string;
  deliveredSpend: number;
  expectedSpend: number;
  pacingPercent: number | null;
  daysRemaining?: number;
}

const daysLeft = (c: CampaignPace) =>
  c.daysRemaining === undefined ? '' : `, ${c.daysRemaining} day${c.daysRemaining === 1 ? '' : 's'} left`;
const line = (c: CampaignPace) =>
  `${c.name} at ${formatPercent(Number(c.pacingPercent) / 100)} (${formatCurrency(c.deliveredSpend)} delivered of the ${formatCurrency(c.expectedSpend)} expected${daysLeft(c)})`;

/**
 * "Which campaign is furthest behind?", "which campaigns are ahead of pace?": the campaigns by their own pacing,
 * those behind (under 100%) furthest first, those ahead (over 100%) furthest first, or all ranked.
 */
export function pacingListText(p: Pieces, rows: CampaignPace[], campaigns: string, throughDay: string): string {
  const paced = rows.filter((c) => c.pacingPercent !== null);
  const chosen =
    p.pacingList === 'behind'
      ? paced.filter((c) => c.pacingPercent! < 100)
      : p.pacingList === 'ahead'
        ? paced.filter((c) => c.pacingPercent! > 100).reverse()
        : p.pacingList === 'on track'
          ? paced.filter((c) => pacingRisk(c.pacingPercent! / 100) === null)
          : paced;
  const through = `through ${formatDate(throughDay)} (100% is on pace)`;
  if (p.pacingList === 'on track')
    return chosen.length
      ? `${chosen.length} of ${campaigns} ${chosen.length === 1 ? 'is' : 'are'} on plan (within ${ON_PLAN_BAND} of pace) ${through}: ${chosen.slice(0, 10).map(line).join('; ')}${chosen.length > 10 ? `; and ${chosen.length - 10} more` : ''}.`
      : `None of ${campaigns} is on plan (within ${ON_PLAN_BAND} of pace) ${through}.`;
  const side = p.pacingList === 'ahead' ? 'ahead of' : 'behind';
  if (!chosen.length)
    return p.pacingList === 'all'
      ? `None of ${campaigns} has a complete day of its flight to pace against yet.`
      : `None of ${campaigns} is ${side} pace ${through}.`;
  if (p.limit === 1) {
    const which =
      p.pacingList === 'all' ? 'paces lowest' : `is furthest ${p.pacingList === 'ahead' ? 'ahead' : 'behind'}`;
    return `Of ${campaigns}, ${line(chosen[0]!)} ${which}, ${through}.`;
  }
  const listed = chosen.slice(0, 10).map(line).join('; ');
  const more = chosen.length > 10 ? `; and ${chosen.length - 10} more` : '';
  return p.pacingList === 'all'
    ? `${campaigns[0]!.toUpperCase()}${campaigns.slice(1)} by pacing, lowest first, ${through}: ${listed}${more}.`
    : `${chosen.length} of ${campaigns} ${chosen.length === 1 ? 'is' : 'are'} ${side} pace ${through}, furthest first: ${listed}${more}.`;
}

/**
 * Pacing ranks the live campaigns (the ones delivering); paused, blocked and pending ones of the active list are
 * said apart, after them: behind by being stopped rather than by pace.
 */
export function stoppedText(p: Pieces, live: CampaignPace[], active: CampaignPace[]): string {
  if (p.pacingList === 'on track') return '';
  const ids = new Set(live.map((c) => c.campaignId));
  const others = active.filter((c) => !ids.has(c.campaignId) && c.pacingPercent !== null);
  const side =
    p.pacingList === 'ahead'
      ? others.filter((c) => c.pacingPercent! > 100).reverse()
      : p.pacingList === 'behind'
        ? others.filter((c) => c.pacingPercent! < 100)
        : others;
  if (!side.length) return '';
  const shown = (p.limit === 1 ? side.slice(0, 1) : side.slice(0, 5)).map(line).join('; ');
  return ` Not live (paused, blocked or pending) and ${p.pacingList === 'ahead' ? 'ahead' : 'behind'}: ${shown}${p.limit !== 1 && side.length > 5 ? `; and ${side.length - 5} more` : ''}.`;
}

/** Rows of the Campaigns list with their budget and delivered spend. */
export interface CampaignBudget {
  name: string;
  status: string;
  budget: number;
  deliveredBudget: number;
}

/** "Which campaign has spent the largest share of its budget": delivered over budget, not what is left. */
export const BUDGET_SHARE = /\b(share|percent\w*|proportion|fraction|%|most of)\b.{0,20}\bbudgets?\b/;

function budgetShareText(p: Pieces, rows: CampaignBudget[], campaigns: string): string {
  const share = (c: CampaignBudget) => c.deliveredBudget / c.budget;
  const sign = /\b(least|fewest|smallest|lowest)\b/.test(p.said ?? '') ? 1 : -1;
  const ranked = rows.filter((c) => c.budget > 0).sort((a, b) => sign * (share(a) - share(b)));
  if (!ranked.length) return `There are no ${campaigns} with a budget.`;
  const said = (c: CampaignBudget) =>
    `${c.name} (${c.status}, ${formatCurrency(c.deliveredBudget)} delivered of ${formatCurrency(c.budget)}, ${formatBudgetShare(c.deliveredBudget, c.budget)})`;
  const next = ranked.slice(1, 4).map(said);
  return `Of ${campaigns}, the ${sign < 0 ? 'largest' : 'smallest'} share of its budget spent: ${said(ranked[0]!)}.${next.length ? ` Next: ${next.join('; ')}.` : ''}`;
}

/** "Biggest campaign by budget", "which has the largest budget": campaigns by their budget itself. */
export const BUDGET_SIZE =
  /\b(largest|biggest|highest|smallest|lowest|most|least)\b.{0,30}\bbudgets?\b|\bby budget\b|\bbudgets?\b.{0,10}\b(largest|biggest|highest|smallest|lowest)\b/;

function budgetSizeText(p: Pieces, rows: CampaignBudget[], campaigns: string): string {
  const sign = /\b(least|smallest|lowest)\b/.test(p.said ?? '') ? 1 : -1;
  const ranked = rows.filter((c) => c.budget > 0).sort((a, b) => sign * (a.budget - b.budget));
  if (!ranked.length) return `There are no ${campaigns} with a budget.`;
  const said = (c: CampaignBudget) =>
    `${c.name} (${c.status}, ${formatCurrency(c.budget)} budget, ${formatCurrency(c.deliveredBudget)} delivered)`;
  const next = ranked.slice(1, 4).map(said);
  return `Of ${campaigns}, the ${sign < 0 ? 'largest' : 'smallest'} budget: ${said(ranked[0]!)}.${next.length ? ` Next: ${next.join('; ')}.` : ''}`;
}

/** "Which campaign has the most budget left": the active ones by budget less delivered, the live ones too. */
export function budgetLeftText(p: Pieces, rows: CampaignBudget[], campaigns: string): string {
  if (BUDGET_SHARE.test(p.said ?? '')) return budgetShareText(p, rows, campaigns);
  if (BUDGET_SIZE.test(p.said ?? '') && !p.remaining) return budgetSizeText(p, rows, campaigns);
  const left = (c: CampaignBudget) => c.budget - c.deliveredBudget;
  const sign = /\b(least|fewest|smallest|lowest)\b/.test(p.said ?? '') ? 1 : -1;
  const ranked = [...rows].sort((a, b) => sign * (left(a) - left(b)));
  if (!ranked.length) return `There are no ${campaigns} with a budget.`;
  const said = (c: CampaignBudget) =>
    `${c.name} (${c.status}, ${formatCurrency(left(c))} left of ${formatCurrency(c.budget)})`;
  const most = sign < 0 ? 'most' : 'least';
  const top = ranked
    .slice(0, p.limit && p.limit > 1 ? p.limit : 1)
    .map(said)
    .join('; ');
  const live = ranked.find((c) => c.status === 'Live');
  const liveNote = live && live !== ranked[0] ? ` Of the live ones: ${said(live)}.` : '';
  return `Of ${campaigns}, the ${most} budget left: ${top}.${liveNote}`;
}
