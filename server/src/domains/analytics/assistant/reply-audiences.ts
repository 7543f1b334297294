import { formatDate, formatInteger } from '@beacon/shared/format';
import type { AudienceGrowth } from './audience-tools';
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
  if (p.growth && !p.audiences) return growthText(p, s, call, visible, today);
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
    if (p.growth || p.range) return historyText(p, named, advertiserOf, call, today);
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
  const range = rangeOf(p, today);
  const said: string[] = [];
  for (const a of named.slice(0, 8)) {
    const h = await call('audience_history', { audienceId: a.id, ...(range ?? {}) });
    const f = h.figures;
    if (h.error || !f.lastDay) {
      said.push(
        `${a.name} (${advertiserOf(a)}) has no counts between ${formatDate(String(f.startDate))} and ${formatDate(String(f.endDate))}.`,
      );
      continue;
    }
    if (f.firstDay === f.lastDay) {
      said.push(
        `${a.name} (${advertiserOf(a)}) had ${num(f.devicesLast)} devices and ${num(f.householdsLast)} households on ${formatDate(String(f.lastDay))}.`,
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

/** A change downwards asked for: "which audience shrank", "lost the most devices". */
const FALLING = /\b(shr[ai]nk\w*|shrunk|f[ae]ll\w*|drop\w*|declin\w*|decreas\w*|lost|los[et]s?)\b/;
/** One audience asked for by its growth: "which audience grew the most", "the fastest growing segment". */
const LEADER = /\b(which|what|who|most|fastest|quickest|best|top|biggest|largest|least|slowest)\b/;

type Growth = AudienceGrowth;

/** Audience sizes at the start and end of the range asked (the last 30 days when none is said), fastest growing first. */
async function growthText(
  p: Pieces,
  s: Named | undefined,
  call: Call,
  visible: Visible,
  today: string,
): Promise<string> {
  const range = rangeOf(p, today);
  const growth = await call('audience_growth', { ...(s ? { advertiserId: s.id } : {}), ...(range ?? { days: 30 }) });
  if (growth.error) return `I could not read your audiences: ${growth.error}.`;
  const f = growth.figures;
  const when = range
    ? `From ${formatDate(String(f.startDate))} to ${formatDate(String(f.endDate))}`
    : `Over the last ${f.days} days`;
  const assumed = range ? '' : ' No range was said: this is the last 30 days.';
  if (!Number(f.audiences))
    return 'None of your audiences has count history for that period, so I cannot tell their growth.';
  const rows = growth.data as Growth[];
  const advertiserOf = (a: Growth) => visible.advertisers.find((v) => v.id === a.advertiserId)?.name ?? '';
  const change = (a: Growth) =>
    `from ${num(a.before)} to ${num(a.now)} devices (${a.growthPercent >= 0 ? '+' : ''}${a.growthPercent}%)`;
  const one = (a: Growth) => `${a.name} (${advertiserOf(a)}), ${change(a)}`;
  const said = p.said ?? '';
  const total = `${when} ${s ? possessive(s.name) : 'your'} ${f.audiences} audiences went from ${num(f.devicesBefore)} to ${num(f.devicesNow)} devices, ${Number(f.growthPercent) >= 0 ? 'a growth' : 'a change'} of ${f.growthPercent}%.`;
  if (FALLING.test(said)) {
    const fell = rows.filter((a) => a.now < a.before).sort((a, b) => a.growthPercent - b.growthPercent);
    const lead = fell.length
      ? `${fell.length === 1 ? 'One audience' : `${num(fell.length)} audiences`} shrank: ${fell.slice(0, 5).map(one).join('; ')}.`
      : 'None of them shrank.';
    return `${lead} ${total}${assumed}`;
  }
  if (LEADER.test(said) && rows.length) {
    const slowest = /\b(least|slowest)\b/.test(said);
    const first = slowest ? rows.at(-1)! : rows[0]!;
    return `${first.name} (${advertiserOf(first)}) grew the ${slowest ? 'least' : 'most'}: ${change(first)}. ${total}${assumed}`;
  }
  const top = rows
    .slice(0, 5)
    .map((a) => `${a.name} (${advertiserOf(a)}, ${a.growthPercent}%)`)
    .join(', ');
  return `${total} Fastest growing: ${top}.${assumed}`;
}

/** The range said, as days: a range compared with an earlier one ("from September to November") runs from the first. */
function rangeOf(p: Pieces, today: string): { startDate: string; endDate: string } | null {
  const range = p.range ? resolved(p.range, today) : null;
  if (!range) return null;
  const before = p.compare && p.compare !== 'previous period' ? resolved(p.compare, today) : null;
  return before && before.startDate < range.startDate ? { ...range, startDate: before.startDate } : range;
}
