import { Type, type Static } from '@fastify/type-provider-typebox';
import { Data, errors, SearchText, likeText } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { Category, Product } from './schemas';

/** The agency's catalogue of services: the same for every client, so it is not client-scoped. */
export async function productRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Products'];
  api.get(
    '/product-categories',
    {
      schema: { tags, operationId: 'listProductCategories', response: { 200: Data(Type.Array(Category)), ...errors } },
    },
    async () => ({
      data: await db.query<
        Static<typeof Category>
      >(`SELECT pc.id, pc.slug, pc.name, pc.description, (SELECT count(*)::int FROM products p WHERE p.category_id = pc.id) AS "productCount"
      FROM product_categories pc ORDER BY pc.position, pc.id`),
    }),
  );

  api.get(
    '/products',
    {
      schema: {
        tags,
        operationId: 'listProducts',
        querystring: Type.Object({
          category: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$' })),
          search: Type.Optional(SearchText),
        }),
        response: { 200: Data(Type.Array(Product)), ...errors },
      },
    },
    async (request) => ({
      data: await db.query<Static<typeof Product>>(
        `
      SELECT p.id, p.name, p.description, p.pricing, p.starting_price::float8 AS "startingPrice",
        json_build_object('id', pc.id, 'slug', pc.slug, 'name', pc.name) AS category
      FROM products p JOIN product_categories pc ON pc.id = p.category_id
      WHERE ($1::text IS NULL OR pc.slug = $1) AND ($2::text IS NULL OR concat_ws(' ', p.name, p.description, pc.name) ILIKE '%' || $2 || '%')
      ORDER BY pc.position, p.name`,
        [request.query.category ?? null, likeText(request.query.search)],
      ),
    }),
  );
}
