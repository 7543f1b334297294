import { apiGet, useApiQuery } from '@beacon/shared';
import type { Product } from './product';

/** `GET /api/products`, of one category (by slug) or of all when `category` is null. */
export function getProducts(category: string | null, signal: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>('/products', { params: category ? { category } : undefined, signal });
}

export function useProducts(category: string | null) {
  return useApiQuery(`products:${category ?? 'all'}`, (signal) => getProducts(category, signal));
}
