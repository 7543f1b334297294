import { formatCurrency, formatDate, formatPercent, pacingStanding } from '@beacon/shared/format';
import type { Visible } from './parse/names';
import type { Pieces } from './parse/question';
import type { Call } from './reply';

/**
 * "Which advertiser is pacing best?", "which brands are behind?": each advertiser's pacing over its active campaigns
 * (the same figure as "how is Trailhead Gear pacing"), ranked highest first (lowest first when behind is asked).
 */
export async function advertisersPacingText(p: Pieces, call: Call, visible: Visible): Promise<string> {
  const paced: { name: string; pacing: number; delivered: number; expected: number }[] = [];
  let through = '';
  for (const a of visible.advertisers) {
    const r = await call('pacing', { advertiserId: a.id });
    const f = r.figures;
    if (r.error || f.pacingPercent === undefined) continue;
    through = String(f.throughDay);
    paced.push({
      name: a.name,
      pacing: Number(f.pacingPercent),
      delivered: Number(f.deliveredSpend),
      expected: Number(f.expectedSpend),
    });
  }
  if (!paced.length) return 'None of your advertisers has an active campaign with a complete day to pace against yet.';
  const lowest = p.pacingList === 'behind' || /\b(worst|lowest|least|slowest)\b/.test(p.said ?? '');
  const ranked = paced.sort((a, b) => (lowest ? a.pacing - b.pacing : b.pacing - a.pacing));
  const line = (a: (typeof ranked)[number]) =>
    `${a.name} at ${formatPercent(a.pacing / 100)} (${formatCurrency(a.delivered)} delivered of the ${formatCurrency(a.expected)} expected, ${pacingStanding(a.pacing / 100)})`;
  const [first, ...rest] = ranked;
  return `Of your advertisers’ active campaigns, through ${formatDate(through)} (100% is on pace), ${line(first!)} paces ${lowest ? 'lowest' : 'highest'}.${rest.length ? ` Then: ${rest.map(line).join('; ')}.` : ''}`;
}
