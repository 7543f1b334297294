import { DEFAULT_SITES, portalUrlOf, type SiteDefinition } from '../config/sites';

/** The public address when BEACON_PUBLIC_URL and PORT are not set. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The portal's public address and the brands' host names (BEACON_PUBLIC_URL, BEACON_SITES), set once at start. */
const portal: { publicUrl: string; sites: SiteDefinition[] } = {
  publicUrl: DEFAULT_PUBLIC_URL,
  sites: DEFAULT_SITES,
};

/**
 * Called by the composition root with the server's configuration, before anything is sent (and by the test API,
 * with the defaults, for each test file's app).
 */
export function setPortalAddress(publicUrl: string, sites: SiteDefinition[]): void {
  portal.publicUrl = publicUrl;
  portal.sites = sites;
}

/**
 * A page of the portal as a link that leaves the browser (a mail's button, a webhook's): on the brand's own host
 * name (Northwind's on northwind.localhost), else on the public address. An absolute address stays as it is.
 */
export function portalLink(brand: string | null, path: string): string {
  return new URL(path, portalUrlOf(brand, portal.sites, portal.publicUrl)).toString();
}
