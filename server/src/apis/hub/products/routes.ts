import { Type } from 'typebox';
import { Data, SearchText } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { listCategories, listProducts } from '../../../domains/products/queries';
import { Category, Product } from '../../../domains/products/schemas';
import { SIGNED_IN } from '../../../kernel/access/requirements';

/** The agency's catalogue of services: the same for every client, so it is not client-scoped. */
export async function productRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Products']);
  operation.get(
    '/product-categories',
    { operationId: 'listProductCategories', requires: SIGNED_IN, returns: Data(Type.Array(Category)) },
    async () => ({ data: await listCategories(db) }),
  );

  operation.read(
    '/products',
    {
      operationId: 'listProducts',
      requires: SIGNED_IN,
      querystring: Type.Object({
        category: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$' })),
        search: Type.Optional(SearchText),
      }),
      returns: Type.Array(Product),
    },
    (request) => listProducts(db, request.query),
  );
}
