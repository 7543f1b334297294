import { formatCurrency } from '@beacon/shared/format';
import type { Pieces } from './parse/question';
import type { Call } from './reply';

/**
 * The agency's services as the Services page shows them: one named service with its description and price, the
 * services of a category, or the whole catalogue by category.
 */
interface Service {
  name: string;
  description: string;
  pricing: string;
  startingPrice: number | null;
  category: string;
}

/** A service's price in words: "$32 CPM", "15% of spend", "$750 a month", "$1,200 flat fee". */
export function priceText(s: Service): string {
  if (s.startingPrice === null) return s.pricing;
  const usd = formatCurrency(s.startingPrice);
  if (/^percent/i.test(s.pricing)) return `${s.startingPrice}% of spend`;
  if (/^monthly$/i.test(s.pricing)) return `from ${usd} a month`;
  if (/^flat fee$/i.test(s.pricing)) return `${usd} flat fee`;
  return `from ${usd} ${s.pricing}`;
}

/** "The cheapest", "the most expensive": one service picked by its starting price. */
const CHEAPEST = /\b(cheap\w*|least expensive|lowest( price\w*)?|most affordable|budget)\b/;
const DEAREST = /\b(most expensive|(priciest|pricier|dearest)|highest( price\w*)?|top price)\b/;
/** A pricing model said: only the services priced that way. */
const MODELS: [RegExp, RegExp][] = [
  [/\bcpm\b/, /^cpm$/i],
  [/\b(monthly|per month|a month|retainer)\b/, /^monthly$/i],
  [/\bflat( fee)?\b|\bone-?off\b/, /^flat fee$/i],
  [/\b(percent|percentage|%)( of)?( media)?( spend)?\b/, /^percent/i],
];

export async function servicesText(p: Pieces, call: Call): Promise<string> {
  const r = await call('services', {});
  if (r.error) return `I could not read the services: ${r.error}.`;
  const all = r.data as Service[];
  const t = p.said ?? '';
  const named = (p.catalogue ?? []).map((n) => n.toLowerCase());
  const categories = [...new Set(all.map((s) => s.category))];
  const asked = categories.filter((c) => named.includes(c.toLowerCase()));
  const model = MODELS.find(([said]) => said.test(t))?.[1];
  // The services named, and those of the categories named; a pricing model said keeps those priced that way.
  const services = all.filter(
    (s) =>
      (!named.length || named.includes(s.name.toLowerCase()) || asked.includes(s.category)) &&
      (!model || model.test(s.pricing)),
  );
  const pick = CHEAPEST.test(t) ? 'cheapest' : DEAREST.test(t) ? 'most expensive' : null;
  if (pick) return pickedText(services, pick, asked);
  if (/\b(categor(y|ies))\b/.test(t) && !named.length) return categoriesText(all, categories, t);
  if (!services.length)
    return `None of the agency’s ${all.length} services is priced that way. ${catalogueText(all, categories)}`;
  const servicesNamed = services.filter((s) => named.includes(s.name.toLowerCase()));
  if (servicesNamed.length && !asked.length)
    return servicesNamed.map((s) => `${s.name} (${s.category}): ${s.description} Pricing: ${priceText(s)}.`).join(' ');
  if (!named.length && !model) return catalogueText(all, categories);
  const shown = categories.filter((c) => services.some((s) => s.category === c));
  const how = /\b(how many|number of|count)\b/.test(t)
    ? `${asked.length === 1 ? asked[0] : 'That'} is ${services.length} service${services.length === 1 ? '' : 's'}. `
    : '';
  return `${how}${shown.map((c) => `${c}: ${listOf(services.filter((s) => s.category === c))}`).join('. ')}.`;
}

const listOf = (services: Service[]) => services.map((s) => `${s.name} (${priceText(s)})`).join(', ');

/** The whole catalogue, by category. */
function catalogueText(all: Service[], categories: string[]): string {
  const lines = categories.map((c) => `${c}: ${listOf(all.filter((s) => s.category === c))}`);
  return `The agency offers ${all.length} services in ${categories.length} categories. ${lines.join('. ')}.`;
}

/** The categories, with how many services each holds; the one with most first when asked. */
function categoriesText(all: Service[], categories: string[], t: string): string {
  const counted = categories
    .map((c) => ({ c, n: all.filter((s) => s.category === c).length }))
    .sort((a, b) => b.n - a.n || a.c.localeCompare(b.c));
  const list = counted.map(({ c, n }) => `${c} (${n})`).join(', ');
  const top = counted.filter((c) => c.n === counted[0]!.n).map((c) => c.c);
  const lead = /\bmost\b/.test(t)
    ? `${top.join(' and ')} ${top.length > 1 ? 'have' : 'has'} the most services, ${counted[0]!.n}${top.length > 1 ? ' each' : ''}. `
    : '';
  return `${lead}The agency’s ${all.length} services are in ${categories.length} categories: ${list}.`;
}

/**
 * The cheapest or most expensive service: prices compare only within one pricing model (a CPM is not a flat fee),
 * so with several models in the list each model's is given, and that is said.
 */
function pickedText(services: Service[], pick: 'cheapest' | 'most expensive', asked: string[]): string {
  const priced = services.filter((s) => s.startingPrice !== null);
  if (!priced.length) return 'None of those services has a starting price.';
  const models = [...new Set(priced.map((s) => s.pricing))];
  const firstOf = (model: string) => {
    const same = priced.filter((s) => s.pricing === model).map((s) => s.startingPrice!);
    const price = pick === 'cheapest' ? Math.min(...same) : Math.max(...same);
    return priced.filter((s) => s.pricing === model && s.startingPrice === price);
  };
  const where = asked.length ? ` in ${asked.join(' and ')}` : '';
  const each = models.map((m) => firstOf(m));
  if (each.length === 1)
    return `The ${pick} service${where} is ${each[0]!.map((s) => `${s.name} (${priceText(s)})`).join(' and ')}.`;
  return `The services${where} are priced in ${models.length} ways that do not compare (${models.join(', ')}), so here is the ${pick} of each: ${each
    .map((list) => `${list[0]!.pricing}: ${list.map((s) => `${s.name} (${priceText(s)})`).join(' and ')}`)
    .join('; ')}.`;
}
