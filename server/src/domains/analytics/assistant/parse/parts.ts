/**
 * The asks of one question: "What did we spend last month, and how many campaigns are live?" is two. A question
 * is cut where a second ask begins: after a question mark, or at "and", "also", "plus" or a semicolon followed by
 * a question word ("…and how many…", "; which…"). Lists inside one ask ("spend and clicks", "Acme and Globex") are
 * never cut: no question word follows their "and".
 *
 * A joint without a question word ("spend last month and impressions this month", "…, plus our overdue
 * balance", "CPC for the last 7 days, then the CPM…") cuts only where `separate` says both sides are asks of their
 * own (the parser judges it by what each side says: see clauses.ts).
 */
const ASK_WORDS =
  'what|what\\W?s|how|which|who|when|where|is|are|was|were|do|does|did|can|could|has|have|show|list|give|tell|compare|break';
const CUT = new RegExp(`(?:[?]\\s+|[;]\\s*|,?\\s+(?:and(?: also)?|also,?|plus|then)\\s+)(?=(?:${ASK_WORDS})\\b)`, 'gi');
/** Where a second ask may begin without a question word. */
const JOINT = /(?:[?]\s+|;\s*|,\s+(?:and\s+|also,?\s+|plus\s+|then\s+)?|\s+(?:and|also|plus|then|as well as)\s+)/gi;
/** Shorter than this, a piece is not an ask of its own ("and how?"): it stays with the one before. */
const SHORTEST = 3;

export type Separate = (before: string, after: string) => boolean;

interface Cut {
  at: number;
  from: number;
  hard: boolean;
}

export function partsOf(question: string, separate?: Separate): string[] {
  const hard = [...question.matchAll(CUT)].map((c) => ({ at: c.index, from: c.index + c[0].length, hard: true }));
  const soft = separate
    ? [...question.matchAll(JOINT)]
        .map((c) => ({ at: c.index, from: c.index + c[0].length, hard: false }))
        .filter((c) => !hard.some((h) => c.at < h.from && h.at < c.from))
    : [];
  const cuts: Cut[] = [...hard, ...soft].sort((a, b) => a.at - b.at);
  // Each part as [where it starts, where the cut before it begins]; a part too short to ask anything stays with
  // the one before, cut and all.
  const parts: { from: number; cutAt: number }[] = [{ from: 0, cutAt: 0 }];
  for (const [i, cut] of cuts.entries()) {
    const end = cuts[i + 1]?.at ?? question.length;
    const after = question.slice(cut.from, end).trim();
    if (after.split(/\s+/).length < SHORTEST) continue;
    const before = question.slice(parts.at(-1)!.from, cut.at).trim();
    if (!cut.hard && !separate!(before, after)) continue;
    parts.push({ from: cut.from, cutAt: cut.at + (question[cut.at] === '?' ? 1 : 0) });
  }
  return parts.map((p, i) => question.slice(p.from, parts[i + 1]?.cutAt ?? question.length).trim()).filter(Boolean);
}
