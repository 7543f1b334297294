import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/products`, of one category (by slug) or of all when `category` is null. */
export const productsQuery = (category: string | null) =>
  hubQueryOptions('/products', { query: category ? { category } : {} });

export const useProducts = (category: string | null) => useQuery(productsQuery(category));
