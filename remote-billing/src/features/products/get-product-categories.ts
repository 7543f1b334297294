import { apiGet, useApiQuery } from '@beacon/shared';
import type { ProductCategory } from './product';

/** `GET /api/product-categories`: the agency's catalogue is the same for every client. */
export function getProductCategories(signal: AbortSignal): Promise<ProductCategory[]> {
  return apiGet<ProductCategory[]>('/product-categories', { signal });
}

export function useProductCategories() {
  return useApiQuery('product-categories', getProductCategories);
}
