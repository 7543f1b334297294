import { formatCurrency, formatDate, formatPercent } from '@beacon/shared/format';
import type { Pieces } from './parse/question';

/** One campaign's own pacing, as the `pacing` tool lists them (furthest behind first). */
export interface CampaignPace {
  name: string;
  deliveredSpend: number;
  expectedSpend: number;
  pacingPercent: number | null;
}

const line = (c: CampaignPace) =>
  `${c.name} at ${formatPercent(Number(c.pacingPercent) / 100)} (${formatCurrency(c.deliveredSpend)} delivered of the ${formatCurrency(c.expectedSpend)} expected)`;

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
        : paced;
  const through = `through ${formatDate(throughDay)} (100% is on pace)`;
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
