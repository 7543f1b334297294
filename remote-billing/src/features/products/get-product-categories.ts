import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/product-categories`: the agency's catalogue is the same for every client. */
export const productCategoriesQuery = () => hubQueryOptions('/product-categories', {});

export const useProductCategories = () => useQuery(productCategoriesQuery());
