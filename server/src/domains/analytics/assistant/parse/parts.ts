/**
 * The asks of one question: "What did we spend last month, and how many campaigns are live?" is two. A question
 * is cut where a second ask begins: after a question mark, or at "and", "also", "plus" or a semicolon followed by
 * a question word ("…and how many…", "; which…"). Lists inside one ask ("spend and clicks", "Acme and Globex") are
 * never cut: no question word follows their "and".
 */
const ASK_WORDS =
  'what|what\\W?s|how|which|who|when|where|is|are|was|were|do|does|did|can|could|has|have|show|list|give|tell|compare|break';
const CUT = new RegExp(`(?:[?]\\s+|[;]\\s*|,?\\s+(?:and(?: also)?|also|plus)\\s+)(?=(?:${ASK_WORDS})\\b)`, 'gi');
/** Shorter than this, a piece is not an ask of its own ("and how?"): it stays with the one before. */
const SHORTEST = 3;

export function partsOf(question: string): string[] {
  // Each part as [where it starts, where the cut before it begins]; a part too short to ask anything stays with
  // the one before, cut and all.
  const parts: { from: number; cutAt: number }[] = [{ from: 0, cutAt: 0 }];
  for (const cut of question.matchAll(CUT)) {
    const from = cut.index + cut[0].length;
    const next = question.slice(from).search(CUT);
    const words = question
      .slice(from, next < 0 ? undefined : from + next)
      .trim()
      .split(/\s+/).length;
    if (words >= SHORTEST) parts.push({ from, cutAt: cut.index + (cut[0].startsWith('?') ? 1 : 0) });
  }
  return parts.map((p, i) => question.slice(p.from, parts[i + 1]?.cutAt ?? question.length).trim()).filter(Boolean);
}
