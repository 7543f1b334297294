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

export async function servicesText(p: Pieces, call: Call): Promise<string> {
  const r = await call('services', {});
  if (r.error) return `I could not read the services: ${r.error}.`;
  const all = r.data as Service[];
  const named = (p.catalogue ?? []).map((n) => n.toLowerCase());
  const services = all.filter((s) => named.includes(s.name.toLowerCase()));
  if (services.length)
    return services.map((s) => `${s.name} (${s.category}): ${s.description} Pricing: ${priceText(s)}.`).join(' ');
  const categories = [...new Set(all.map((s) => s.category))];
  const asked = categories.filter((c) => named.includes(c.toLowerCase()));
  const shown = asked.length ? asked : categories;
  const lines = shown.map(
    (c) =>
      `${c}: ${all
        .filter((s) => s.category === c)
        .map((s) => `${s.name} (${priceText(s)})`)
        .join(', ')}`,
  );
  const count = all.filter((s) => shown.includes(s.category)).length;
  return asked.length
    ? `${lines.join('. ')}.`
    : `The agency offers ${count} services in ${shown.length} categories. ${lines.join('. ')}.`;
}
