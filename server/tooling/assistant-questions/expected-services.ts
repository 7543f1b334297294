import { formatCurrency, formatInteger } from '@beacon/shared/format';
import type { Expected } from './expected-sums';
import type { ServicesExpectation } from './question';

/**
 * What a right answer about the agency's services says, from the Services API's own list (GET /products): a named
 * service's name and starting price, or how many services the catalogue (or one category) holds.
 */

interface Service {
  name: string;
  startingPrice: number | null;
  category: { name: string };
}

export async function servicesExpected(
  e: ServicesExpectation,
  hub: (method: 'GET', url: string) => Promise<{ data: unknown }>,
): Promise<Expected> {
  const all = (await hub('GET', '/api/products')).data as Service[];
  if (e.service) {
    const one = all.find((s) => s.name === e.service)!;
    return { says: [one.name, formatCurrency(one.startingPrice ?? 0).replace(/\.00$/, '')], matches: [] };
  }
  const listed = e.category ? all.filter((s) => s.category.name === e.category) : all;
  return {
    says: e.category ? listed.map((s) => s.name) : [`${formatInteger(listed.length)} services`],
    matches: [],
  };
}
