import type { ServedBrand } from '@beacon/shared/brand';
import { acrossClients } from '../access/scoped';
import { clientBrandOfHost, normalHost, servedBrandOf } from '../brand/client-brands';
import { hostOfServedBrand } from '../brand/served-brands';
import type { Database } from '../db/database';

/** A site other than the default domain: its host names, its brand, and the client it is bound to. */
export interface SiteDefinition {
  hosts: string[];
  brand: string;
  clientName: string;
}

/** The host-name map; BEACON_SITES (the same shape, as JSON) replaces it in a deployment. */
export const DEFAULT_SITES: SiteDefinition[] = [
  {
    hosts: ['northwind.localhost', 'northwind-test.localhost', 'northwind-uat.localhost'],
    brand: 'northwind',
    clientName: 'Northwind Fitness',
  },
];

export interface Site {
  brand: string;
  isDefaultDomain: boolean;
  boundClientId: number | null;
  /** The brand a BeaconAdmin set for this host name in Administration › Brands; null for the built-in ones. */
  theme: ServedBrand | null;
}

/**
 * What a host name means: first the brand a BeaconAdmin set for it (bound to its client), then BEACON_SITES (a
 * built-in brand bound to the client it names), else the default brand.
 */
export async function siteFor(db: Database, hostname: string, sites: SiteDefinition[]): Promise<Site> {
  const host = normalHost(hostname);
  const set = await clientBrandOfHost(db, host);
  if (set) {
    const theme = servedBrandOf(set);
    return { brand: theme.key, isDefaultDomain: false, boundClientId: set.clientId, theme };
  }
  const site = sites.find((candidate) => candidate.hosts.includes(host));
  if (!site) return { brand: 'beacon', isDefaultDomain: true, boundClientId: null, theme: null };
  // Before sign-in, across clients: which client a brand's host names.
  const client = await acrossClients(db)
    .selectFrom('clients')
    .select('id')
    .where('name', '=', site.clientName)
    .executeTakeFirst();
  return { brand: site.brand, isDefaultDomain: false, boundClientId: client?.id ?? null, theme: null };
}

/**
 * The portal's address for a brand, for links that leave the browser (mails): the brand's first host name in place
 * of the public address's, keeping its scheme and port; the public address for the default brand. A client's brand
 * set in Administration (`client-<id>`, as `brandOfClient` read it) names its own host names.
 */
export function portalUrlOf(brand: string | null, sites: SiteDefinition[], publicUrl: string): string {
  const host = hostOfServedBrand(brand) ?? sites.find((site) => site.brand === brand)?.hosts[0];
  if (!host) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = host;
  return url.origin;
}
