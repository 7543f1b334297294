import type { Named } from './names';

/**
 * What a question asks of one campaign's own record rather than its delivery: its status ("what is the status of
 * X", "is X live?"), why it is blocked, its line items, its objective, its flight dates.
 */
export type CampaignFact = 'status' | 'blocker' | 'line-items' | 'objective' | 'dates' | 'advertiser';

/** "Who is the advertiser of campaign 9?", "which brand does X belong to", "whose campaign is X". */
const OWNER =
  /\b(belongs?|whose|owns?|owner)\b|\b(advertiser|brand|client) (of|for|behind|on|running)\b|\b(which|what) (advertiser|brand)( is| does| runs| has)?\b/;

const FACTS: [RegExp, CampaignFact][] = [
  [/\b(line ?items?|placements?|tactics?)\b/, 'line-items'],
  [
    /\bwhy\b.*\b(blocked|stuck|on hold)\b|\bblock(er|ers|ing|age)\b|\bholding (.+ )?up\b|\bheld up\b|\bhold ?up\b/,
    'blocker',
  ],
  [/\b(objective|goal|aim)\b/, 'objective'],
  [/\b(start|starts|started|begin\w*|flight|flights|dates?|run from|running from|when does .+ run)\b/, 'dates'],
  [/\b(status|state|stage)\b/, 'status'],
  // "Tell me about campaign 14": its record, as its page's header shows it.
  [/\b(tell me about|details?|overview|summary|summari[sz]e|info|information|rundown|lowdown|update on)\b/, 'status'],
];

/** What the parser read of a question, as far as a campaign's fact needs it. */
interface Said {
  kind?: string;
  subject?: Named;
  subjects?: Named[];
  group?: string;
  metrics?: string[];
  status?: string;
}

/** A question about one campaign's record: its kind, the campaign, the fact, and the status a yes-or-no one names. */
export interface CampaignAsk {
  kind: 'campaign';
  subject: Named;
  fact: CampaignFact;
  expected?: string;
  /** "Is X live? If not, why?": the reason it is not, when it is not. */
  whyNot?: boolean;
}

/** Kinds whose own words win: a campaign's documents, days left, a change, a refusal, a name to clarify. */
const OWN_WORDS = new Set([
  'documents',
  'days-left',
  'billing',
  'audiences',
  'change',
  'refuse',
  'clarify',
  'not-found',
]);

/**
 * The question as one campaign's fact, when it names one campaign and asks for a fact of its record; null
 * otherwise. "Is X live?" (a status said in a yes-or-no question about one campaign) asks its status, expecting one.
 */
export function campaignFactOf(t: string, pieces: Said): CampaignAsk | null {
  const owner = pieces.subject?.kind === 'campaign' && !pieces.subjects && !pieces.metrics?.length && OWNER.test(t);
  if (owner && (!pieces.group || pieces.group === 'advertiser') && !(pieces.kind && OWN_WORDS.has(pieces.kind)))
    return { kind: 'campaign', subject: pieces.subject!, fact: 'advertiser' };
  const campaign = pieces.subject?.kind === 'campaign' && !pieces.subjects && !pieces.group;
  if (!campaign || (pieces.kind && OWN_WORDS.has(pieces.kind)) || pieces.metrics?.length) return null;
  const fact = FACTS.find(([pattern]) => pattern.test(t))?.[1];
  const yesOrNo = pieces.status && /^ (is|was|has|are|did) /.test(t) && !/\b(how many|which|list|campaigns)\b/.test(t);
  if (fact) return { kind: 'campaign', subject: pieces.subject!, fact };
  if (yesOrNo) {
    const whyNot = /\b(why|how come|if not|what'?s wrong)\b/.test(t);
    return {
      kind: 'campaign',
      subject: pieces.subject!,
      fact: 'status',
      expected: pieces.status!,
      ...(whyNot ? { whyNot } : {}),
    };
  }
  return null;
}
