import { Type } from '@fastify/type-provider-typebox';
import { Data, errors, SearchText } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { listCategories, listProducts } from '../../../domains/products/queries';
import { Category, Product } from '../../../domains/products/schemas';
import { SIGNED_IN } from '../../../kernel/access/requirements';

/** The agency's catalogue of services: the same for every client, so it is not client-scoped. */
export async function productRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Products'];
  api.get(
    '/product-categories',
    {
      config: { requires: SIGNED_IN },
      schema: { tags, operationId: 'listProductCategories', response: { 200: Data(Type.Array(Category)), ...errors } },
    },
    async () => ({ data: await listCategories(db) }),
  );

  api.get(
    '/products',
    {
      config: { requires: SIGNED_IN },
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
    async (request) => ({ data: await listProducts(db, request.query) }),
  );
}
