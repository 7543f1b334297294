import { formatCurrency, formatDecimal } from '@beacon/shared';

/** A category of services, as `GET /api/product-categories` sends it. */
export interface ProductCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  productCount: number;
}

/** A service the agency sells, as `GET /api/products` sends it. */
export interface Product {
  id: number;
  name: string;
  description: string;
  /** How it is priced: 'CPM', 'Percent of spend', 'Monthly', 'Flat fee', or other words. */
  pricing: string;
  startingPrice: number | null;
  category: { id: number; slug: string; name: string };
}

/** The price line of a product card: 'From $6.5 CPM', '15% of spend', 'From $750 a month', 'From $1,200 flat fee'. */
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
