import { formatDate, formatInteger } from '@beacon/shared/format';
import type { Named, Visible } from './parse/names';
import type { Pieces } from './parse/question';
import { resolved } from './parse/ranges';
import { possessive, type Call } from './reply';
import { pickedAudienceText, size, type Audience } from './reply-picks';

/**
 * The answers about audiences, from the Audiences page's own counts: how many and how big (of an advertiser or all
 * the user sees), one named ("how big is Cart Abandoners?") with its latest counts or its counts history, the
 * largest or smallest one, and the advertisers ranked by how many audiences they have.
 */
const num = (n: unknown) => formatInteger(Number(n ?? 0));

export async function audiencesText(p: Pieces, call: Call, visible: Visible, today: string): Promise<string> {
  const s = p.subject?.kind === 'advertiser' ? p.subject : undefined;
  if (p.growth && !p.audiences) return growthText(s, call);
  const r = await call('audience_counts', {
    ...(s ? { advertiserId: s.id } : {}),
    ...(p.pick ? { order: p.pick } : {}),
  });
  if (r.error) return `I could not read your audiences: ${r.error}.`;
  const audiences = r.data as Audience[];
  const advertiserOf = (a: Audience) => visible.advertisers.find((v) => v.id === a.advertiserId)?.name ?? '';
  if (p.audiences) {
    const named = audiences.filter((a) => p.audiences!.includes(a.name));
    if (!named.length)
      return `${s ? s.name : 'You'} ${s ? 'has' : 'have'} no audience named ${p.audiences.join(' or ')}.`;
    if (p.growth) return historyText(p, named, advertiserOf, call, today);
    return named
      .map(
        (a) =>
          `${a.name} (${advertiserOf(a)}) has ${size(a)}${a.counts.asOf ? `, as of ${formatDate(a.counts.asOf)}` : ''}.`,
      )
      .join(' ');
  }
  const picked = pickedAudienceText(p, audiences, advertiserOf);
  if (picked) return picked;
  if (p.group === 'advertiser') return perAdvertiserText(p, audiences, visible);
  const list = audiences.slice(0, 6);
  const advertisers = new Set(audiences.map((a) => a.advertiserId)).size;
  const across = s || advertisers < 2 ? '' : ` across ${num(advertisers)} advertisers`;
  return `${s ? s.name : 'You'} ${s ? 'has' : 'have'} ${num(r.figures.audiences)} audiences${across}, with ${num(r.figures.devices)} devices and ${num(r.figures.households)} households in all${list.length ? `: ${list.map((a) => `${a.name} (${num(a.counts.deviceCount)} devices)`).join(', ')}${audiences.length > 6 ? ', …' : ''}` : ''}.`;
}

/** Each advertiser's number of audiences, most first (or fewest, as asked). */
function perAdvertiserText(p: Pieces, audiences: Audience[], visible: Visible): string {
  const counts = visible.advertisers
    .map((a) => ({ name: a.name, count: audiences.filter((x) => x.advertiserId === a.id).length }))
    .sort((a, b) => (p.order === 'least' ? a.count - b.count : b.count - a.count) || a.name.localeCompare(b.name));
  if (!counts.length) return 'You have no advertisers with audiences.';
  const top = counts[0]!;
  const ties = counts.filter((c) => c.count === top.count).map((c) => c.name);
  const all = counts.map((c) => `${c.name} ${num(c.count)}`).join(', ');
  const lead =
    ties.length > 1
      ? `${ties.join(' and ')} have the ${p.order === 'least' ? 'fewest' : 'most'} audiences, ${num(top.count)} each`
      : `${top.name} has the ${p.order === 'least' ? 'fewest' : 'most'} audiences: ${num(top.count)}`;
  return `${lead}. Audiences by advertiser: ${all} (${num(audiences.length)} in all).`;
}

/** One named audience's counts history over the range asked (the last 30 days by default). */
async function historyText(
  p: Pieces,
  named: Audience[],
  advertiserOf: (a: Audience) => string,
  call: Call,
  today: string,
): Promise<string> {
  const range = p.range ? resolved(p.range, today) : null;
  const said: string[] = [];
  for (const a of named.slice(0, 4)) {
    const h = await call('audience_history', { audienceId: a.id, ...(range ?? {}) });
    const f = h.figures;
    if (h.error || !f.lastDay) {
      said.push(
        `${a.name} (${advertiserOf(a)}) has no counts between ${formatDate(String(f.startDate))} and ${formatDate(String(f.endDate))}.`,
      );
      continue;
    }
    const change = Number(f.changePercent);
    said.push(
      `${a.name} (${advertiserOf(a)}) went from ${num(f.devicesFirst)} devices on ${formatDate(String(f.firstDay))} to ${num(f.devicesLast)} on ${formatDate(String(f.lastDay))} (${change >= 0 ? '+' : ''}${change}%, ${num(f.days)} daily counts).`,
    );
  }
  return said.join(' ');
}

/** Audience sizes now against N days ago, and the fastest growing. */
async function growthText(s: Named | undefined, call: Call): Promise<string> {
  const growth = await call('audience_growth', { ...(s ? { advertiserId: s.id } : {}), days: 30 });
  if (growth.error) return `I could not read your audiences: ${growth.error}.`;
  const f = growth.figures;
  if (!Number(f.audiences))
    return 'None of your audiences has count history for that period, so I cannot tell their growth.';
  const top = (growth.data as { name: string; growthPercent: number }[])
    .map((a) => `${a.name} (${a.growthPercent}%)`)
    .join(', ');
  return `Over the last ${f.days} days ${s ? possessive(s.name) : 'your'} ${f.audiences} audiences went from ${num(f.devicesBefore)} to ${num(f.devicesNow)} devices, ${Number(f.growthPercent) >= 0 ? 'a growth' : 'a change'} of ${f.growthPercent}%. Fastest growing: ${top}.`;
}
