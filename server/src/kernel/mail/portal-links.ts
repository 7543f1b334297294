import { DEFAULT_SITES, portalUrlOf, type SiteDefinition } from '../config/sites';

/** The portal's public address and the brands' host names (BEACON_PUBLIC_URL, BEACON_SITES), set once at start. */
const portal: { publicUrl: string; sites: SiteDefinition[] } = {
  publicUrl: 'http://localhost:3000',
  sites: DEFAULT_SITES,
};

/** Called by the composition root with the server's configuration, before anything is sent. */
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
