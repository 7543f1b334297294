import type { Named, Visible } from './names';
import type { Pieces } from './pieces';

/** "What about the other one?", "and the other advertiser?": the one name left beside the one just asked about. */
const OTHER = /\bthe other (one|advertiser|brand|account|campaign)\b|\bthe other\W*$/i;

/**
 * The other of two: of the pair the answer before compared, the one it did not end on; of the user's advertisers
 * (or one advertiser's campaigns), the only one beside the subject. Null when "the other" picks out no single name.
 */
export function otherOne(said: Pieces, question: string, previous: Pieces | null, visible: Visible): Pieces {
  const s = previous?.subject;
  if (!OTHER.test(question) || said.subject || said.subjects || !s) return said;
  const among: Named[] =
    s.kind === 'advertiser'
      ? visible.advertisers
      : visible.campaigns.filter((c) => c.advertiserId === s.advertiserId && c.name !== s.name);
  const others = among.filter((n) => n.id !== s.id);
  const only = s.kind === 'advertiser' ? others : others.filter((c) => c.status === s.status);
  return only.length === 1
    ? { ...said, subject: only[0]! }
    : others.length === 1
      ? { ...said, subject: others[0]! }
      : said;
}
