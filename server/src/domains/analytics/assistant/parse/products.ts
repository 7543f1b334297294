import { matchOf, tokensOf, type Visible } from './names';
import { BILLING_WORDS, CHANGE_REQUEST, KNOWN_WORDS } from './words';

/**
 * The agency's catalogue as the Services page shows it: its services (products) and their categories, named as
 * people name them ("Connected TV", "the brand lift study", "paid search services"). A question about it asks what is
 * offered or what a service costs: "what do you offer", "how much does Connected TV cost", "price of video production".
 */
export const CATALOGUE_WORDS =
  /\b(products?|services?|catalog(ue)?|offer\w*|sell|packages?|pricing|prices?|priced|starting price|rates? card|categor(y|ies)|charge|cheap\w*|(most|least) expensive|pricie\w*|costs?(?! per))\b|\bhow much (does|do|is|are|would|will|for)\b|\bdo you (do|have|run|provide|handle)\b/;
/** Words that ask of the catalogue even without a service's name. */
const CATALOGUE_ALONE = /\b(products?|services?|catalog(ue)?|offer\w*|sell|packages?|rates? card|categor(y|ies))\b/;
/** Words of price: with them a metric's name ("priced by CPM") is the pricing model, not a figure of delivery. */
const PRICE_WORDS = /\b(pric\w*|cheap\w*|expensive|charge\w*|costs?(?! per)|rates? card)\b/;
/** Words of the catalogue's names too common in it to name one thing alone. */
const COMMON = new Set(['and', 'of', 'the', 'ads', 'services', 'service', 'management', 'package']);

export interface CatalogueSaid {
  /** Services or categories named (their names as the catalogue writes them). */
  names: string[];
  used: Set<number>;
}

const distinctive = (word: string) => !KNOWN_WORDS.has(word) && !/^\d+$/.test(word);

export function catalogueIn(question: string, visible: Visible): CatalogueSaid {
  const words = tokensOf(question);
  const used = new Set<number>();
  let best: { names: string[]; rank: number } = { names: [], rank: 0 };
  for (const name of visible.catalogue ?? []) {
    const tokens = tokensOf(name).filter((w) => w !== 'and');
    const m = matchOf(words, tokens);
    const whole = m.run === tokens.length;
    const said = words.slice(m.start, m.end);
    if (m.run === 0 || !(whole || (m.run >= 2 && said.some(distinctive)))) continue;
    const rank = m.run * 2 + (whole ? 1 : 0);
    for (let i = m.start; i < m.end; i += 1) used.add(i);
    if (rank > best.rank) best = { names: [name], rank };
    else if (rank === best.rank) best.names.push(name);
  }
  if (!best.names.length && CATALOGUE_WORDS.test(` ${words.join(' ')} `))
    return { names: partly(words, visible), used };
  return { names: best.names, used };
}

/**
 * In a question about the catalogue, the names one of whose rarer words is said ("services for social", "video
 * services", "price of DOOH") or whose initials are ("CTV" is Connected TV): the most words said win.
 */
function partly(words: string[], visible: Visible): string[] {
  const names = (visible.catalogue ?? []).map((name) => ({
    name,
    tokens: tokensOf(name).filter((w) => !COMMON.has(w)),
  }));
  const often = (w: string) => names.filter((n) => n.tokens.includes(w)).length;
  const initials = (tokens: string[]) => [
    tokens.map((w) => w[0]).join(''),
    `${tokens
      .slice(0, -1)
      .map((w) => w[0])
      .join('')}${tokens.at(-1)}`,
  ];
  let best: { names: string[]; said: number } = { names: [], said: 0 };
  for (const { name, tokens } of names) {
    const said =
      words.filter((w) => w.length >= 3 && tokens.includes(w) && often(w) <= 2).length +
      (tokens.length > 1 && words.some((w) => w.length >= 3 && initials(tokens).includes(w)) ? 1 : 0);
    if (said > best.said) best = { names: [name], said };
    else if (said && said === best.said) best.names.push(name);
  }
  return best.names;
}

/** Whether the question asks of the catalogue: its words, with a service named or a word that is the catalogue's own. */
export function asksCatalogue(t: string, said: CatalogueSaid, delivery: boolean): boolean {
  if (!CATALOGUE_WORDS.test(t) || /\b(did|spent|spend|last|this|yesterday|since)\b/.test(t)) return false;
  if (CHANGE_REQUEST.test(t) || BILLING_WORDS.test(t)) return false;
  return said.names.length > 0 || (CATALOGUE_ALONE.test(t) && (!delivery || PRICE_WORDS.test(t)));
}

/** "Tell me about the brand lift study": a service named and asked about, no figure of delivery in it. */
export function describesService(t: string, said: CatalogueSaid, delivery: boolean): boolean {
  return (
    said.names.length > 0 &&
    !delivery &&
    /\b(tell me about|describe|what is|what'?s|what are|details?|info)\b/.test(t) &&
    !/\b(spen[dt]|spending|campaigns?|last|this|since)\b/.test(t)
  );
}
