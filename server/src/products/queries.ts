import type { Static } from '@fastify/type-provider-typebox';
import { likeText } from '../api/schemas';
import type { Database } from '../db/database';
import type { Category, Product } from './schemas';

/** The catalogue's categories in menu order, each with how many services it holds. */
export function listCategories(db: Database) {
  return db.query<Static<typeof Category>>(`
    SELECT pc.id, pc.slug, pc.name, pc.description,
      (SELECT count(*)::int FROM products p WHERE p.category_id = pc.id) AS "productCount"
    FROM product_categories pc ORDER BY pc.position, pc.id`);
}

/** Services of one category (by slug) or of all, optionally searched over name, description and category. */
export function listProducts(db: Database, filter: { category?: string; search?: string }) {
  return db.query<Static<typeof Product>>(
    `
    SELECT p.id, p.name, p.description, p.pricing, p.starting_price::float8 AS "startingPrice",
      json_build_object('id', pc.id, 'slug', pc.slug, 'name', pc.name) AS category
    FROM products p JOIN product_categories pc ON pc.id = p.category_id
    WHERE ($1::text IS NULL OR pc.slug = $1)
      AND ($2::text IS NULL OR concat_ws(' ', p.name, p.description, pc.name) ILIKE '%' || $2 || '%')
    ORDER BY pc.position, p.name`,
    [filter.category ?? null, likeText(filter.search)],
  );
}
