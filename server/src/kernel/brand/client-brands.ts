import type { ServedBrand } from '@beacon/shared/brand';
import { sql } from 'kysely';
import { acrossClients } from '../access/scoped';
import type { Database } from '../db/database';

/** How the sign-in panel's background is made: one colour, a gradient of the palette's colours, or an uploaded image. */
export type LoginBackground =
  { kind: 'colour'; colour: string } | { kind: 'gradient'; angle: number; stops: number[] } | { kind: 'image' };

/** A client's brand as Administration › Brands keeps it (table client_brands and its host names). */
export interface ClientBrand {
  clientId: number;
  name: string;
  palette: ServedBrand['palette'];
  ink: string;
  loginBackground: LoginBackground;
  hosts: string[];
  logo: { storageKey: string; mimeType: string } | null;
  background: { storageKey: string; mimeType: string } | null;
  /** Milliseconds since the epoch of the last change: the images' addresses carry it, so a new one is fetched. */
  version: number;
  updatedBy: string | null;
  updatedAt: string;
}

/** A host name as the table keeps it: lower case, without port. */
export const normalHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/** The address of a brand's uploaded image, public like the logo service's (the sign-in page shows it). */
export const brandImageUrl = (brand: ClientBrand, kind: 'logo' | 'background') =>
  `/brand-images/${brand.clientId}/${kind}?v=${brand.version}`;

/** The CSS background of the sign-in panel; an image sits under the ink, so its white text reads on any picture. */
export function loginBackgroundCss(brand: ClientBrand): string {
  const background = brand.loginBackground;
  if (background.kind === 'colour') return background.colour;
  if (background.kind === 'gradient')
    return `linear-gradient(${background.angle}deg, ${background.stops.map((i) => brand.palette[i]).join(', ')})`;
  if (!brand.background) return brand.ink;
  return `linear-gradient(${brand.ink}c7, ${brand.ink}c7), url("${brandImageUrl(brand, 'background')}") center / cover no-repeat, ${brand.ink}`;
}

/** The brand as the host uses it (the site answer's `theme`). */
export function servedBrandOf(brand: ClientBrand): ServedBrand {
  return {
    key: `client-${brand.clientId}`,
    name: brand.name,
    palette: brand.palette,
    ink: brand.ink,
    loginBackground: loginBackgroundCss(brand),
    logoUrl: brand.logo ? brandImageUrl(brand, 'logo') : null,
  };
}

/** The brands of these clients (all when `clientIds` is omitted), read across clients: host names are public. */
export async function clientBrands(db: Database, clientIds?: number[]): Promise<ClientBrand[]> {
  if (clientIds?.length === 0) return [];
  const rows = await acrossClients(db)
    .selectFrom('client_brands as b')
    .select([
      'b.client_id',
      'b.name',
      'b.palette',
      'b.ink',
      'b.login_background',
      'b.logo_storage_key',
      'b.logo_mime_type',
      'b.background_storage_key',
      'b.background_mime_type',
      'b.updated_by',
      sql<string>`(extract(epoch from b.updated_at) * 1000)::bigint::text`.as('version'),
      sql<string>`to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('updated_at'),
      sql<string[]>`coalesce((SELECT array_agg(h.host ORDER BY h.host) FROM client_brand_hosts h
        WHERE h.client_id = b.client_id), '{}')`.as('hosts'),
    ])
    .$if(clientIds !== undefined, (q) => q.where('b.client_id', 'in', clientIds!))
    .orderBy('b.client_id')
    .execute();
  return rows.map((row) => ({
    clientId: row.client_id,
    name: row.name,
    palette: row.palette as unknown as ServedBrand['palette'],
    ink: row.ink,
    loginBackground: row.login_background as unknown as LoginBackground,
    hosts: row.hosts,
    logo: row.logo_storage_key ? { storageKey: row.logo_storage_key, mimeType: row.logo_mime_type! } : null,
    background: row.background_storage_key
      ? { storageKey: row.background_storage_key, mimeType: row.background_mime_type! }
      : null,
    version: Number(row.version),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }));
}

export async function clientBrandOf(db: Database, clientId: number): Promise<ClientBrand | null> {
  return (await clientBrands(db, [clientId]))[0] ?? null;
}

/** The brand a host name shows, when a BeaconAdmin set one for it. */
export async function clientBrandOfHost(db: Database, hostname: string): Promise<ClientBrand | null> {
  const row = await acrossClients(db)
    .selectFrom('client_brand_hosts')
    .select('client_id')
    .where('host', '=', normalHost(hostname))
    .executeTakeFirst();
  return row ? clientBrandOf(db, row.client_id) : null;
}
