import { paths } from '@beacon/shared/paths';
import { listCategories, listProducts } from '../../products/queries';
import type { Tool } from './tool-kit';

/** The tool over the agency's catalogue: the Services page's own list, the same for every client. */
export const PRODUCT_TOOLS: Record<string, Tool> = {
  services: {
    description:
      'The agency’s services (products) as the Services page lists them, by category: each one’s description, pricing model and starting price; optionally only those whose name, description or category says the words given.',
    parameters: { type: 'object', properties: { search: { type: 'string', maxLength: 80 } } },
    async run(ctx, args) {
      const search = typeof args.search === 'string' && args.search.trim() ? args.search.trim() : undefined;
      const [categories, products] = await Promise.all([
        listCategories(ctx.db),
        listProducts(ctx.db, search ? { search } : {}),
      ]);
      return {
        figures: { services: products.length, categories: categories.length },
        data: products.map((p) => ({
          name: p.name,
          description: p.description,
          pricing: p.pricing,
          startingPrice: p.startingPrice,
          category: p.category.name,
        })),
        view: { links: [{ label: 'Services', href: paths.services(ctx.scope.clientId) }] },
      };
    },
  },
};
