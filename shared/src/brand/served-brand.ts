import { brandOf, type Brand, type ClientBrandKey } from './brands';

/** A brand set in Administration › Brands, as the site answer (/config.json) serves it for a host name. */
export interface ServedBrand {
  key: ClientBrandKey;
  name: string;
  palette: Brand['palette'];
  ink: string;
  /** A CSS background the server made from checked parts (colours, a gradient of the palette, an uploaded image). */
  loginBackground: string;
  logoUrl: string | null;
}

/** The brand of a site: the one served for its host name when there is one, else the built-in one of its key. */
export function brandOfSite(site: { brand: string; theme?: ServedBrand | null }): Brand {
  return site.theme ? { ...site.theme } : brandOf(site.brand);
}
