import { matchOf, tokensOf, type Visible } from './names';
import { BILLING_WORDS, CHANGE_REQUEST, KNOWN_WORDS } from './words';

/**
 * The agency's catalogue as the Services page shows it: its services (products) and their categories, named as
 * people name them ("Connected TV", "the brand lift study", "paid search services"). A question about it asks what is
 * offered or what a service costs: "what do you offer", "how much does Connected TV cost", "price of video production".
 */
export const CATALOGUE_WORDS =
  /\b(products?|services?|catalog(ue)?|offer\w*|sell|packages?|pricing|prices?|priced|starting price|rates? card)\b|\bhow much (does|do|is|are|would|will) .+ cost\b/;
/** Words that ask of the catalogue even without a service's name. */
const CATALOGUE_ALONE = /\b(products?|services?|catalog(ue)?|offer\w*|sell|packages?)\b/;

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
  return { names: best.names, used };
}

/** Whether the question asks of the catalogue: its words, with a service named or a word that is the catalogue's own. */
export function asksCatalogue(t: string, said: CatalogueSaid, delivery: boolean): boolean {
  if (!CATALOGUE_WORDS.test(t) || /\b(did|spent|spend|last|this|yesterday|since)\b/.test(t)) return false;
  if (CHANGE_REQUEST.test(t) || BILLING_WORDS.test(t)) return false;
  return said.names.length > 0 || (CATALOGUE_ALONE.test(t) && !delivery);
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
