import { distance, tokensOf, type Visible } from './names';
import { isVocabulary, KNOWN_WORDS } from './words';

/**
 * The words a typo is corrected to: the figures, things, channels and months people ask about, 5 letters or more.
 * Never grammar or ordering words: "fewest" is not a typo of "newest", nor "date" of "rate", nor "past" of "last".
 */
const WORDS = `impressions impression clicks conversions conversion spend spent spending budget budgets pacing invoice
  invoices balance audience audiences households documents campaign campaigns advertiser advertisers completions
  completion viewability viewable engagement engagements january february march april august september october
  november december display video native audio social search connected streaming channel channels platform platforms
  region regions overdue remaining yesterday quarter weekly monthly daily breakdown lifetime proposals paused blocked
  completed cancelled document spreadsheet spreadsheets images uploaded uploads history segments expected unpaid
  outstanding invoiced billed month months weeks weekend average total percent percentage monday tuesday wednesday
  thursday friday saturday sunday thanksgiving between through first second third fourth google facebook
  instagram tradedesk`.split(/\s+/);

/**
 * Words said with a typo ("impresions", "clikcs", "Novmber") read as the vocabulary word they meant, when exactly
 * one is a single edit away. The names the user can see are left to the name matcher, which forgives their typos.
 */
/** Question words as often mistyped or shortened in chat, read as the word meant ("r" and "u" only in lower case). */
const CHAT: Record<string, string> = {
  wich: 'which',
  whcih: 'which',
  shoud: 'should',
  shuold: 'should',
  shold: 'should',
  waht: 'what',
  wat: 'what',
  wats: 'what is',
  whats: 'what is',
  lst: 'last',
  lsat: 'last',
  mnth: 'month',
  mnths: 'months',
  wek: 'week',
  weke: 'week',
  qtr: 'quarter',
  thsi: 'this',
  ths: 'this',
  tis: 'this',
  yr: 'year',
  ytd: 'ytd',
  abt: 'about',
  btwn: 'between',
  vs: 'vs',
  hw: 'how',
  hwo: 'how',
  teh: 'the',
  thru: 'through',
  trak: 'track',
  pase: 'pace',
  owd: 'owed',
  u: 'you',
  r: 'are',
  ur: 'your',
  pls: 'please',
  plz: 'please',
};

export function spelledOut(asked: string, visible: Visible): string {
  const nameWords = new Set([...visible.advertisers, ...visible.campaigns].flatMap((n) => tokensOf(n.name)));
  const question = spacedNames(asked, visible);
  const chat = question.replace(/\b[A-Za-z]{1,6}\b/g, (word) =>
    nameWords.has(word.toLowerCase()) ? word : (CHAT[word.length > 1 ? word.toLowerCase() : word] ?? word),
  );
  return chat.replace(/[A-Za-z]{5,}/g, (word) => {
    const w = word.toLowerCase();
    if (KNOWN_WORDS.has(w) || nameWords.has(w) || isVocabulary(w)) return word;
    const near = WORDS.filter((v) => Math.abs(v.length - w.length) <= 1 && distance(w, v) === 1);
    return near.length === 1 ? near[0]! : word;
  });
}

/** A run of two or more of a name's words, as said without its spaces, and as the name matcher reads it. */
interface SpacedRun {
  joined: string;
  pattern: RegExp;
  spaced: string;
}

/** Each visible name's runs, built once per list of names (a question and its suggestions read the same list). */
const runsOfNames = new WeakMap<Visible, SpacedRun[]>();

function spacedRuns(visible: Visible): SpacedRun[] {
  const known = runsOfNames.get(visible);
  if (known) return known;
  const runs: SpacedRun[] = [];
  for (const { name } of [...visible.advertisers, ...visible.campaigns]) {
    const words = name.split(/\s+/).filter((w) => /^[\w&'’-]+$/.test(w));
    for (let i = 0; i + 1 < words.length; i += 1)
      for (let j = words.length; j > i + 1; j -= 1) {
        const run = words.slice(i, j);
        const joined = run.join('');
        const escaped = joined.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        runs.push({
          joined: joined.toLowerCase(),
          pattern: new RegExp(`\\b${escaped}\\b`, 'gi'),
          spaced: run.join(' '),
        });
      }
  }
  runsOfNames.set(visible, runs);
  return runs;
}

/** A name said without its spaces ("TrailheadGear", "BlueRidge Kayaks"): its words apart, as the name matcher reads them. */
function spacedNames(question: string, visible: Visible): string {
  let q = question;
  let lower = q.toLowerCase();
  for (const { joined, pattern, spaced } of spacedRuns(visible)) {
    // Only a run the question holds, in any case, can match (the names' words are ASCII, as \b and /i read them).
    if (!lower.includes(joined)) continue;
    q = q.replace(pattern, spaced);
    lower = q.toLowerCase();
  }
  return q;
}
