import { randomUUID } from 'node:crypto';
import { acrossClients } from '../../kernel/access/scoped';
import { clientBrandOf, type ClientBrand } from '../../kernel/brand/client-brands';
import type { SiteDefinition } from '../../kernel/config/sites';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';
import { HttpError } from '../../kernel/http/errors';
import type { FileStore } from '../../kernel/storage/file-store';
import type { CheckedBrand } from './checks';
import type { BrandImageKind, CheckedImage } from './images';

/** Host names BEACON_SITES gives another client, by their place in the list. */
async function sitesOfOthers(db: Database, clientId: number, hosts: string[], sites: SiteDefinition[]) {
  const client = await acrossClients(db)
    .selectFrom('clients')
    .select('name')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return hosts.flatMap((host, index) => {
    const site = sites.find((candidate) => candidate.hosts.includes(host) && candidate.clientName !== client?.name);
    return site
      ? [{ field: `hosts.${index}`, message: `${host} is the host name of ${site.clientName} (BEACON_SITES)` }]
      : [];
  });
}

/** Host names of this brand another client's brand already shows, by their place in the list. */
async function hostsTaken(db: Database, clientId: number, hosts: string[]) {
  if (hosts.length === 0) return [];
  const taken = await acrossClients(db)
    .selectFrom('client_brand_hosts as h')
    .innerJoin('clients as c', 'c.id', 'h.client_id')
    .select(['h.host', 'c.name'])
    .where(isAnyOf('h.host', hosts))
    .where('h.client_id', '<>', clientId)
    .execute();
  return taken.map(({ host, name }) => ({
    field: `hosts.${hosts.indexOf(host)}`,
    message: `${host} already shows the brand of ${name}`,
  }));
}

const hostTakenError = (fields: { field: string; message: string }[]) =>
  new HttpError(400, 'A host name belongs to another client', fields);

/**
 * Saves a client's brand and its host names at once; a host name of another client's brand, or that BEACON_SITES
 * gives another client, is refused.
 */
export async function saveBrand(
  db: Database,
  clientId: number,
  brand: CheckedBrand,
  by: string,
  sites: SiteDefinition[],
): Promise<void> {
  const taken = [
    ...(await sitesOfOthers(db, clientId, brand.hosts, sites)),
    ...(await hostsTaken(db, clientId, brand.hosts)),
  ];
  if (taken.length) throw hostTakenError(taken);
  const values = {
    name: brand.name,
    palette: JSON.stringify(brand.palette),
    ink: brand.ink,
    login_background: JSON.stringify(brand.loginBackground),
    updated_by: by,
  };
  try {
    await db.transaction(async (tx) => {
      await acrossClients(tx)
        .insertInto('client_brands')
        .values({ client_id: clientId, ...values })
        .onConflict((c) => c.column('client_id').doUpdateSet({ ...values, updated_at: new Date().toISOString() }))
        .execute();
      await acrossClients(tx).deleteFrom('client_brand_hosts').where('client_id', '=', clientId).execute();
      if (brand.hosts.length)
        await acrossClients(tx)
          .insertInto('client_brand_hosts')
          .values(brand.hosts.map((host) => ({ host, client_id: clientId })))
          .execute();
    });
  } catch (error) {
    // Another client's brand took one of the host names meanwhile.
    if ((error as { code?: unknown }).code !== '23505') throw error;
    throw hostTakenError(await hostsTaken(db, clientId, brand.hosts));
  }
}

/** Removes a client's brand, its host names and its images: its host names fall back to BEACON_SITES. */
export async function deleteBrand(db: Database, store: FileStore, clientId: number): Promise<ClientBrand | null> {
  const brand = await clientBrandOf(db, clientId);
  if (!brand) return null;
  await acrossClients(db).deleteFrom('client_brands').where('client_id', '=', clientId).execute();
  await store.remove([brand.logo?.storageKey, brand.background?.storageKey].filter((key): key is string => !!key));
  return brand;
}

/** Stores a brand's new logo or login background in place of the old one (removed once the new one is kept). */
export async function setBrandImage(
  db: Database,
  store: FileStore,
  brand: ClientBrand,
  kind: BrandImageKind,
  image: CheckedImage & { content: Buffer },
  by: string,
): Promise<void> {
  const storageKey = `brands/${brand.clientId}/${randomUUID()}.${image.extension}`;
  await store.write(storageKey, image.content);
  const columns =
    kind === 'logo'
      ? { logo_storage_key: storageKey, logo_mime_type: image.mimeType }
      : { background_storage_key: storageKey, background_mime_type: image.mimeType };
  await acrossClients(db)
    .updateTable('client_brands')
    .set({ ...columns, updated_by: by, updated_at: new Date().toISOString() })
    .where('client_id', '=', brand.clientId)
    .execute();
  const old = kind === 'logo' ? brand.logo : brand.background;
  if (old) await store.remove([old.storageKey]);
}
