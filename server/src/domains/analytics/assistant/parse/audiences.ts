import { matchOf, tokensOf, type Visible } from './names';
import { KNOWN_WORDS } from './words';

/**
 * Audience names said in a question ("how big is Cart Abandoners?", "the crm loyalty members count"), matched
 * against the audiences the user can see as advertisers' names are: case-insensitive, partial, one typo forgiven in
 * a long word. A name said in full, or two of its words in a row with one that is not the question's grammar, names
 * the audience; one long word of it alone ("lookalike") only keeps it from being read as an unknown name.
 */
export interface AudiencesSaid {
  /** The names said (several advertisers may each have an audience of that name). */
  names: string[];
  /** Question words (tokens) the names take. */
  used: Set<number>;
  /** Names one long word of which is said ("the lookalike audience"): the audience, in a question about audiences. */
  partly: string[];
}

/** Words that ask how audiences changed over a range: their counts history, growth, or shrinking. */
export const AUDIENCE_GROWTH =
  /\b(gr[eo]w\w*|growth|change\w*|trend\w*|history|over time|day by day|daily|shr[ai]nk\w*|shrunk|declin\w*|increas\w*|decreas\w*)\b/;

const distinctive = (word: string) => !KNOWN_WORDS.has(word) && !/^\d+$/.test(word);

export function audiencesIn(question: string, visible: Visible): AudiencesSaid {
  const words = tokensOf(question);
  const used = new Set<number>();
  const partly: string[] = [];
  let best: { names: string[]; rank: number } = { names: [], rank: 0 };
  for (const name of new Set((visible.audiences ?? []).map((a) => a.name))) {
    const tokens = tokensOf(name);
    const m = matchOf(words, tokens);
    const said = words.slice(m.start, m.end);
    const own = said.filter(distinctive);
    if (!own.length) continue;
    const whole = m.run === tokens.length;
    const named = whole || (m.run >= 2 && own.length >= 1);
    if (!named && !(m.run === 1 && said[0]!.length >= 6)) continue;
    for (let i = m.start; i < m.end; i += 1) used.add(i);
    if (!named) {
      partly.push(name);
      continue;
    }
    // More of its words said wins; a name said whole over part of one.
    const rank = m.run * 2 + (whole ? 1 : 0);
    if (rank > best.rank) best = { names: [name], rank };
    else if (rank === best.rank) best.names.push(name);
  }
  return { names: best.names, used, partly };
}

/** The question without the audience names it says ("Site Visitors - Last 30 Days" says no range). */
export function withoutAudienceNames(t: string, names: string[]): string {
  return names.reduce(
    (text, name) => text.replace(new RegExp(`\\b${tokensOf(name).join('\\W+')}\\b`, 'g'), ' audience '),
    t,
  );
}
