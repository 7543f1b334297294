import type { Static } from 'typebox';
import { sql } from 'kysely';
import { tables } from '../../kernel/access/scoped';
import { likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { asFloat, asInt, contains } from '../../kernel/db/sql';
import type { Category, Product } from './schemas';

/** The catalogue's categories in menu order, each with how many services it holds. */
export function listCategories(db: Database): Promise<Static<typeof Category>[]> {
  return tables(db)
    .selectFrom('product_categories as pc')
    .select([
      'pc.id',
      'pc.slug',
      'pc.name',
      'pc.description',
      asInt(sql`(SELECT count(*) FROM products p WHERE p.category_id = pc.id)`).as('productCount'),
    ])
    .orderBy('pc.position')
    .orderBy('pc.id')
    .execute();
}

/** Services of one category (by slug) or of all, optionally searched over name, description and category. */
export async function listProducts(
  db: Database,
  filter: { category?: string; search?: string },
): Promise<Static<typeof Product>[]> {
  const search = likeText(filter.search);
  const rows = await tables(db)
    .selectFrom('products as p')
    .innerJoin('product_categories as pc', 'pc.id', 'p.category_id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.pricing',
      asFloat('p.starting_price').as('startingPrice'),
      sql<Static<typeof Product>['category']>`json_build_object('id', pc.id, 'slug', pc.slug, 'name', pc.name)`.as(
        'category',
      ),
    ])
    .$if(filter.category !== undefined, (q) => q.where('pc.slug', '=', filter.category!))
    .$if(search !== null, (q) => q.where(contains(sql`concat_ws(' ', p.name, p.description, pc.name)`, search!)))
    .orderBy('pc.position')
    .orderBy('p.name')
    .execute();
  return rows as Static<typeof Product>[];
}
