/**
 * The brands, chosen by host name (the server tells the host which one): each with a seven-colour palette that
 * feeds the antd theme and the chart palette, and its login background.
 */
export type BrandKey = 'beacon' | 'northwind';
/** A client's brand as a BeaconAdmin set it in Administration › Brands (served by the site answer). */
export type ClientBrandKey = `client-${number}`;

export interface Brand {
  key: BrandKey | ClientBrandKey;
  name: string;
  /** Seven colours; the first is the primary colour. */
  palette: readonly [string, string, string, string, string, string, string];
  /** The drawer's and the sign-in panel's deep colour. */
  ink: string;
  loginBackground: string;
  /** An uploaded logo's address (a served brand's); the built-in brands' come from the logo service. */
  logoUrl?: string | null;
}

export const BRANDS: Record<BrandKey, Brand> = {
  beacon: {
    key: 'beacon',
    name: 'Beacon',
    palette: ['#0e9fb8', '#1f4e79', '#f2a541', '#6c5ce7', '#2ecc71', '#e4572e', '#8d99ae'],
    ink: '#0b2533',
    loginBackground:
      'radial-gradient(circle at 80% 20%, rgba(14,159,184,0.55), transparent 45%), linear-gradient(160deg, #0b2533 0%, #0e5f73 60%, #0e9fb8 100%)',
  },
  northwind: {
    key: 'northwind',
    name: 'Northwind Fitness',
    palette: ['#1d7a4f', '#f28c28', '#1b3a4b', '#6fbf73', '#c0392b', '#8e7cc3', '#95a5a6'],
    ink: '#12281d',
    loginBackground:
      'radial-gradient(circle at 20% 80%, rgba(242,140,40,0.45), transparent 40%), linear-gradient(150deg, #12281d 0%, #1d7a4f 65%, #6fbf73 100%)',
  },
};

export function brandOf(key: string | undefined): Brand {
  return BRANDS[key as BrandKey] ?? BRANDS.beacon;
}
