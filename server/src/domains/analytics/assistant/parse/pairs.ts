import { namesIn, type Named, type Visible } from './names';
import { PAIR_WORDS } from './words';

/**
 * Names said together: two of one kind on the two sides of a joint ("A vs B", "compare A and B", "A or B"), or a
 * list of them ("A, B and C").
 */
/** Two names of one kind said on the two sides of a joint (a comparison, or a list). */
function pairSaid(t: string, visible: Visible): [Named, Named] | null {
  for (const joint of t.matchAll(PAIR_WORDS)) {
    const a = namesIn(t.slice(0, joint.index), visible).best;
    let b = namesIn(t.slice(joint.index + joint[0].length), visible).best;
    // "The Black Friday campaign vs the Loyalty Drive": the second of the first one's advertiser, when that is one.
    const same = a.length === 1 && b.length > 1 ? b.filter((n) => n.advertiserId === a[0]!.advertiserId) : [];
    if (same.length === 1 && same[0]!.kind === a[0]!.kind) b = same;
    if (a.length === 1 && b.length === 1 && a[0]!.kind === b[0]!.kind && a[0]!.id !== b[0]!.id) return [a[0]!, b[0]!];
  }
  return null;
}

/** Every name of one kind said in a list ("A, B and C"), when at least two are: in the order said. */
export function namesSaid(t: string, visible: Visible): Named[] | null {
  const pair = pairSaid(t, visible);
  if (!pair) return null;
  const listed: Named[] = [];
  for (const segment of t.split(/,| (?:and|or|plus|minus|vs\.?|versus|against|than|with) /)) {
    const [one, ...others] = namesIn(segment, visible).best;
    if (one && !others.length && one.kind === pair[0].kind && !listed.some((n) => n.id === one.id)) listed.push(one);
  }
  return listed.length > 2 && pair.every((p) => listed.some((n) => n.id === p.id)) ? listed : pair;
}
