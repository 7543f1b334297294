import { type HubData } from '@beacon/shared/api';
import { formatCurrency, formatDecimal } from '@beacon/shared/format';

/** A category of services, as `GET /api/product-categories` sends it. */
export type ProductCategory = HubData<'/product-categories'>[number];

/** A service the agency sells, as `GET /api/products` sends it. */
export type Product = HubData<'/products'>[number];

/** The price line of a product card: 'From $6.50 CPM', '15% of spend', 'From $750 a month', 'From $1,200 flat fee'. */
export function productPrice({ pricing, startingPrice }: Pick<Product, 'pricing' | 'startingPrice'>): string {
  if (startingPrice === null) return pricing;
  switch (pricing.toLowerCase()) {
    case 'cpm':
      return `From ${formatCurrency(startingPrice)} CPM`;
    case 'percent of spend':
      return `${formatDecimal(startingPrice)}% of media spend`;
    case 'monthly':
      return `From ${formatCurrency(startingPrice)} a month`;
    case 'flat fee':
      return `From ${formatCurrency(startingPrice)} flat fee`;
    default:
      return `From ${formatCurrency(startingPrice)} (${pricing})`;
  }
}
