/**
 * The set names seeded campaigns by their names on the day it was written. The seed draws the same campaigns every
 * day, but a campaign's name follows its flight's dates: the year it starts, and a seasonal theme only in season
 * (server/tooling/seed/campaigns.ts). So a run asks about each campaign under its name of the day, found by its id.
 */
import { SEEDED_CAMPAIGNS } from './acme';

type Get = (url: string) => Promise<{ data: unknown }>;

/** From each name the set says (SEEDED_CAMPAIGNS) to the name its campaign has in today's seed. */
export async function namesOfTheDay(get: Get, clientId: number): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [name, id] of Object.entries(SEEDED_CAMPAIGNS)) {
    const { campaignName } = (await get(`/api/clients/${clientId}/campaigns/${id}`)).data as { campaignName?: string };
    if (typeof campaignName !== 'string') throw new Error(`campaign ${id} (${name}) has no name today`);
    names.set(name, campaignName);
  }
  return names;
}

/** What puts a question (its texts and what its answer is computed from) under each campaign's name of the day. */
export function asOfToday(names: Map<string, string>): <T>(question: T) => T {
  const said = [...names.keys()].filter((name) => names.get(name) !== name);
  if (said.length === 0) return (question) => question;
  // One pass, longest name first: a name of the day that is another campaign's name in the set stays as it is.
  const pattern = new RegExp(
    said
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const rename = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, (name) => names.get(name)!);
    if (Array.isArray(item)) return item.map(rename);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, rename(inner)]));
    return item;
  };
  return <T>(question: T) => rename(question) as T;
}
