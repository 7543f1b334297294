import { brandOf, type Brand } from '@beacon/shared/brand';
import { servedBrandOf, type ClientBrand } from './client-brands';

/**
 * The clients' brands last read for a mail or a link (`brandOfClient`, `brandOfPerson` read them from the database
 * and keep them here under their key, `client-<id>`): the mail's colours and name and the link's host name follow
 * the brand a BeaconAdmin set, without every sender reading it again.
 */
const served = new Map<string, { brand: Brand; host: string | null }>();

export function rememberClientBrand(brand: ClientBrand): string {
  const key = `client-${brand.clientId}`;
  served.set(key, { brand: servedBrandOf(brand), host: brand.hosts[0] ?? null });
  return key;
}

/** A brand by its key: a client's as last read, else a built-in one (Beacon's for anything else). */
export function brandByKey(key: string | null | undefined): Brand {
  return (key && served.get(key)?.brand) || brandOf(key ?? undefined);
}

/** The first host name of a client's brand, when its key is one and it has host names. */
export function hostOfServedBrand(key: string | null): string | null {
  return (key && served.get(key)?.host) || null;
}
