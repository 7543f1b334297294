import { KNOWN_WORDS } from './words';
import { same, tokensOf, WEAK, type Named, type Visible } from './names';

/**
 * A campaign named in part around its advertiser's name: "the Evergreen retargeting campaign", "Peak Performance
 * Retargeting 2026" (the campaign is Peak Performance Apparel Retargeting 2026). When the best name said is an
 * advertiser, its campaigns whose own words (beyond the advertiser's) the question says too are what it names: two
 * such words, or one with the word "campaign" or written capitalised. A year said picks among campaigns alike; equal
 * ones stay several (a question back). Words already taken (an audience's name) are not counted.
 */
export function campaignsAround(question: string, best: Named[], visible: Visible, taken: Set<number>): Named[] | null {
  const advertiser = best.length === 1 && best[0]!.kind === 'advertiser' ? best[0]! : null;
  if (!advertiser) return mostSaid(question, best);
  const words = tokensOf(question);
  const capitalised = new Set(
    question
      .split(/[^A-Za-z0-9&'’-]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .flatMap(tokensOf),
  );
  const own = new Set(tokensOf(advertiser.name));
  const free = words.map((w, i) => (taken.has(i) || own.has(w) || KNOWN_WORDS.has(w) ? null : w));
  const campaignSaid = /\b(campaigns?|flights?)\b/i.test(question);
  let found: { named: Named; score: number }[] = [];
  for (const c of visible.campaigns.filter((x) => x.advertiserId === advertiser.id)) {
    const name = tokensOf(c.name).filter((w) => !own.has(w));
    const strong = name.filter((w) => !WEAK.has(w) && free.some((f) => f !== null && same(f, w)));
    const enough =
      strong.length >= 2 || (strong.length === 1 && (campaignSaid || strong.some((w) => capitalised.has(w))));
    if (!enough) continue;
    const year = name.some((w) => WEAK.has(w) && /^\d{4}$/.test(w) && words.includes(w)) ? 0.5 : 0;
    const score = strong.length + year;
    if (!found.length || score > found[0]!.score) found = [{ named: c, score }];
    else if (score === found[0]!.score) found.push({ named: c, score });
  }
  return found.length ? found.map((f) => f.named) : null;
}

/**
 * Several campaigns the question names alike ("summit loyalty drive": every advertiser's Loyalty Drive), narrowed to
 * those of which it says the most words, wherever it says them: its advertiser's ("summit") pick it out. Null when
 * that narrows nothing (names said equally stay several: a question back).
 */
function mostSaid(question: string, best: Named[]): Named[] | null {
  if (best.length < 2 || best.some((n) => n.kind !== 'campaign')) return null;
  const words = tokensOf(question);
  const said = (n: Named) => tokensOf(n.name).filter((w) => !WEAK.has(w) && words.some((q) => same(q, w))).length;
  const most = Math.max(...best.map(said));
  const kept = best.filter((n) => said(n) === most);
  return kept.length < best.length ? kept : null;
}

/** Statuses of a campaign that has not begun to deliver. */
const NOT_BEGUN = ['Draft', 'Pending', 'Proposal', 'Deal'];

/**
 * Campaigns of one name, one Live and the others not begun ("Summit Coffee Roasters Brand Awareness 2026", Live and
 * Pre-Launch): asked of its delivery or pacing, the Live one is meant, the only one with any. Null otherwise (a Live
 * and a Cancelled one of a name are asked about).
 */
export function delivering(options: Named[], kind: string | undefined): Named | null {
  if (!['metrics', 'pacing'].includes(kind ?? '')) return null;
  if (options.some((o) => o.kind !== 'campaign' || o.name !== options[0]!.name)) return null;
  const live = options.filter((o) => o.status === 'Live');
  const others = options.filter((o) => o.status !== 'Live');
  return live.length === 1 && others.every((o) => NOT_BEGUN.includes(o.status ?? '')) ? live[0]! : null;
}
