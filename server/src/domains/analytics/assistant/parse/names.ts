import { advertiserSummaries } from '../../../advertisers/queries';
import { campaignNames } from '../../../campaigns/queries';
import { audiencesWithCounts } from '../../../audiences/queries';
import { clientName } from '../../../clients/queries';
import { listCategories, listProducts } from '../../../products/queries';
import { narrowed, type ToolContext } from '../tool-kit';
import { isVocabulary, KNOWN_WORDS } from './words';

/**
 * The advertisers and campaigns a question names, matched against the ones the user can see (the same scoped
 * lists the hub answers with): case-insensitive, partial ("Trailhead" for Trailhead Gear, "Summit Black Friday"),
 * forgiving one typo in a long word. Equal best matches make an ambiguity the engine asks about.
 */
export interface Named {
  kind: 'advertiser' | 'campaign';
  id: number;
  name: string;
  advertiserId: number;
  status?: string;
}

/** An audience (segment) the user can see: its name is a name, never an unknown word. */
export interface AudienceName {
  id: number;
  name: string;
  advertiserId: number;
}

export interface Visible {
  advertisers: Named[];
  campaigns: Named[];
  /** The audiences of the advertisers the user can see (their names are said as people say an advertiser's). */
  audiences?: AudienceName[];
  /** The agency's services and their categories (the Services page's names, the same for every client). */
  catalogue?: string[];
  /** The client the conversation is about: its name means "we", never an advertiser or an unknown name. */
  client?: string;
}

export async function visibleNames(ctx: ToolContext): Promise<Visible> {
  const [advertisers, campaigns, client, services, categories] = await Promise.all([
    advertiserSummaries(ctx.db, ctx.scope, { limit: 1000, offset: 0 }),
    campaignNames(ctx.db, ctx.scope),
    clientName(ctx.db, ctx.scope),
    listProducts(ctx.db, {}),
    listCategories(ctx.db),
  ]);
  // The Audiences page's own lists, one per advertiser the user can see.
  const audiences = await Promise.all(advertisers.map((a) => audiencesWithCounts(ctx.db, narrowed(ctx, a.id), a.id)));
  return {
    ...(client ? { client } : {}),
    catalogue: [...services.map((s) => s.name), ...categories.map((c) => c.name)],
    audiences: audiences.flat().map((a) => ({ id: a.id, name: a.name, advertiserId: a.advertiserId })),
    advertisers: advertisers.map((a) => ({ kind: 'advertiser', id: a.id, name: a.name, advertiserId: a.id })),
    campaigns: campaigns.map((c) => ({
      kind: 'campaign',
      id: c.id,
      name: c.name,
      advertiserId: c.advertiserId,
      status: c.status,
    })),
  };
}

export const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Words of a name that say nothing on their own (a year, "co", a campaign type shared by many). */
export const WEAK = new Set(['co', 'the', 'and', 'of', 'inc', 'llc', '2025', '2026', '2027', '2028']);

/** Edit distance, with two neighbouring letters swapped counted as one edit ("clikcs"). */
export function distance(a: string, b: string): number {
  if (a.length === b.length && a !== b) {
    const i = [...a].findIndex((c, k) => c !== b[k]);
    if (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) return 1;
  }
  if (Math.abs(a.length - b.length) > 1) return 2;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
export const same = (said: string, name: string) =>
  said === name || (said.length >= 5 && name.length >= 5 && distance(said, name) <= 1);

/** Each visible name's words, read once per list of names (a question and its suggestions read the same list). */
const tokensOfNames = new WeakMap<Visible, Map<Named, string[]>>();
function nameTokens(visible: Visible): Map<Named, string[]> {
  let tokens = tokensOfNames.get(visible);
  if (!tokens) {
    tokens = new Map([...visible.advertisers, ...visible.campaigns].map((named) => [named, tokensOf(named.name)]));
    tokensOfNames.set(visible, tokens);
  }
  return tokens;
}

/** The longest run of a name's words said in a row in the question, and how much of the name it covers. */
export function matchOf(
  question: string[],
  name: string[],
): { run: number; strong: number; start: number; end: number } {
  let best = { run: 0, strong: 0, start: -1, end: -1 };
  for (let i = 0; i < question.length; i += 1)
    for (let j = 0; j < name.length; j += 1) {
      let k = 0;
      while (i + k < question.length && j + k < name.length && same(question[i + k]!, name[j + k]!)) k += 1;
      if (k === 0) continue;
      const strong = name.slice(j, j + k).filter((w) => !WEAK.has(w)).length;
      if (strong > best.strong || (strong === best.strong && k > best.run))
        best = { run: k, strong, start: i, end: i + k };
    }
  return best;
}

export interface NameMatch {
  /** The best matches (more than one: ambiguous). */
  best: Named[];
  /** Question words taken by the match. */
  used: Set<number>;
}

/**
 * Best matching names in a question. A single word only names an advertiser (and only a word that is not the
 * question's grammar); a campaign needs two of its words in a row, or the whole name.
 */
export function namesIn(questionText: string, visible: Visible): NameMatch {
  const question = tokensOf(questionText);
  const used = new Set<number>();
  let best: { named: Named; rank: number[] }[] = [];
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]! ? 1 : -1;
    return 0;
  };
  for (const [named, name] of nameTokens(visible)) {
    const m = matchOf(question, name);
    if (m.strong === 0) continue;
    const single = m.strong === 1 && m.run === 1;
    if (single && (named.kind === 'campaign' || KNOWN_WORDS.has(question[m.start]!) || question[m.start]!.length < 4))
      continue;
    if (named.kind === 'campaign' && m.strong < 2 && m.run < name.length) continue;
    for (let i = m.start; i < m.end; i += 1) used.add(i);
    // More of its words said wins; then a whole name over part of one; then an advertiser over its campaigns.
    const whole = m.run === name.length ? 1 : 0;
    const rank = [m.strong, whole, whole ? 0 : named.kind === 'advertiser' ? 1 : 0];
    const top = best[0];
    const order = top ? better(rank, top.rank) : 1;
    if (order > 0) best = [{ named, rank }];
    else if (order === 0) best.push({ named, rank });
  }
  return { best: best.map((b) => b.named), used };
}

/** Words after which the next one is the question's subject: "did X spend", "does X have", "the pacing of X". */
const SUBJECT_BEFORE = new Set(['did', 'does', 'do', 'has', 'have', 'of', 'for']);

/**
 * Words the question says that are neither grammar nor a name the user can see: unknown names. A capitalised word
 * anywhere but first, or a word in a subject's place however it is written ("how much did globex spend").
 */
export function unknownNames(questionText: string, used: Set<number>): string[] {
  const words = questionText.split(/[^A-Za-z0-9&'’-]+/).filter(Boolean);
  const unknown: string[] = [];
  let index = 0;
  for (const [i, word] of words.entries()) {
    const parts = tokensOf(word);
    const taken = parts.some((_, p) => used.has(index + p));
    index += parts.length;
    const subject = i > 0 && SUBJECT_BEFORE.has(words[i - 1]!.toLowerCase());
    if (i === 0 || taken || !(/^[A-Z]/.test(word) || subject)) continue;
    if (parts.every((p) => KNOWN_WORDS.has(p) || /^\d+$/.test(p))) continue;
    // A document number (INV-100001, PO-42) is an identifier, not a name.
    if (/^[A-Za-z]{1,6}-?\d[\w-]*$/.test(word)) continue;
    // A figure's or channel's word, capitalised or in the plural ("CTRs", "CPMs"), is the question's vocabulary.
    if (isVocabulary(word.toLowerCase())) continue;
    unknown.push(word);
  }
  return unknown;
}

/** The question with the client's own name said as "we" ("how much did Acme Outdoor spend": how much did we spend). */
export function clientSaidAsWe(question: string, visible: Visible): string {
  const client = visible.client?.toLowerCase();
  // A client named as one of its advertisers: the name is the advertiser's.
  if (!client || visible.advertisers.some((a) => a.name.toLowerCase() === client)) return question;
  const name = client.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return question
    .replace(new RegExp(`\\b${name}(['’]s)?\\b`, 'gi'), (_, s: string | undefined) => (s ? 'our' : 'we'))
    .replace(/\b(for|of|at|to|by) we\b/gi, '$1 us');
}
