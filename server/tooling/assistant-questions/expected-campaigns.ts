import { formatCurrency, formatInteger, formatPercent } from '@beacon/shared/format';
import type { Expected } from './expected-sums';
import type { CampaignRankExpectation } from './question';

/**
 * What a right answer says to a question that ranks campaigns by their own record, computed from the Campaigns API on
 * its own: the campaign pacing lowest or highest (each campaign's pacing page), the one with the most budget left
 * (budget less delivered), the one ending first, or the advertiser with the most campaigns in a status.
 */

interface Row {
  id: number;
  name: string;
  advertiserName: string;
  budget: number;
  deliveredBudget: number;
  endDate: string | null;
  estimatedEndDate: string | null;
  startDate: string | null;
  estimatedStartDate: string | null;
  daysRemaining: number;
}

interface Deps {
  hub(method: 'GET', url: string): Promise<{ data: unknown }>;
  api(path: string): string;
  today: string;
}

export async function campaignRankExpected(e: CampaignRankExpectation, d: Deps): Promise<Expected> {
  const query = e.among === 'Live' ? 'statuses=Live' : `filter=${e.among}`;
  const rows = (await d.hub('GET', d.api(`/campaigns?pageSize=500&${query}`))).data as Row[];
  if (e.by === 'lowest pacing' || e.by === 'highest pacing') {
    const paced: { name: string; pacing: number }[] = [];
    for (const c of rows) {
      const p = (await d.hub('GET', d.api(`/campaigns/${c.id}/pacing`))).data as { pacingPercent: number | null };
      if (p.pacingPercent !== null) paced.push({ name: c.name, pacing: p.pacingPercent });
    }
    const sign = e.by === 'lowest pacing' ? 1 : -1;
    const first = paced.sort((a, b) => sign * (a.pacing - b.pacing))[0]!;
    return { says: [`${first.name} at ${formatPercent(first.pacing / 100)}`], matches: [] };
  }
  if (e.by === 'on plan') {
    // On plan: neither behind nor ahead of pace by more than 10%, as the reports' pacing standing says it.
    const paced: { name: string; pacing: number }[] = [];
    for (const c of rows) {
      const p = (await d.hub('GET', d.api(`/campaigns/${c.id}/pacing`))).data as { pacingPercent: number | null };
      if (p.pacingPercent !== null && p.pacingPercent >= 90 && p.pacingPercent <= 110)
        paced.push({ name: c.name, pacing: p.pacingPercent });
    }
    // Lowest first, the first ten named, as a list of campaigns by pacing is read.
    const names = paced.sort((a, b) => a.pacing - b.pacing).map((c) => `${c.name} at ${formatPercent(c.pacing / 100)}`);
    return {
      says: names.length ? [`${formatInteger(names.length)} of `, ...names.slice(0, 10)] : ['None of'],
      matches: [],
    };
  }
  if (e.by === 'most budget left') {
    const left = (c: Row) => c.budget - c.deliveredBudget;
    const first = [...rows].sort((a, b) => left(b) - left(a))[0]!;
    return { says: [first.name, formatCurrency(Math.round(left(first) * 100) / 100)], matches: [] };
  }
  if (e.by === 'ends first' || e.by === 'ends last') {
    const end = (c: Row) => c.endDate ?? c.estimatedEndDate ?? '9999';
    const sign = e.by === 'ends first' ? 1 : -1;
    const first = rows.filter((c) => end(c) >= d.today).sort((a, b) => sign * end(a).localeCompare(end(b)))[0]!;
    return { says: [first.name], matches: [] };
  }
  if (e.by === 'starting') {
    const first = new Date(Date.UTC(Number(d.today.slice(0, 4)), Number(d.today.slice(5, 7)) - 1 + (e.month ?? 0), 1));
    const month = first.toISOString().slice(0, 7);
    const count = rows.filter((c) => (c.startDate ?? c.estimatedStartDate ?? '').startsWith(month)).length;
    return { says: [], matches: [new RegExp(`\\b${formatInteger(count)} campaigns? `)] };
  }
  const counts = new Map<string, number>();
  for (const c of rows) counts.set(c.advertiserName, (counts.get(c.advertiserName) ?? 0) + 1);
  const [name, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { says: [name, `${formatInteger(count)} `], matches: [] };
}
