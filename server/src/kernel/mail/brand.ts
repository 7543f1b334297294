import { sql } from 'kysely';
import { acrossClients } from '../access/scoped';
import type { Database } from '../db/database';
import { clientBrandOf } from '../brand/client-brands';
import { rememberClientBrand } from '../brand/served-brands';

/** A client's brand as set in Administration › Brands (`client-<id>`) when there is one, else its `clients.brand`. */
async function brandKeyOf(db: Database, clientId: number, fallback: string | null): Promise<string | null> {
  const set = await clientBrandOf(db, clientId);
  return set ? rememberClientBrand(set) : fallback;
}

/** The brand of a person's mail: their client's; null for agency staff and unknown addresses. */
export async function brandOfPerson(db: Database, email: string): Promise<string | null> {
  const row = await acrossClients(db)
    .selectFrom('users as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .select(['c.id', 'c.brand'])
    .where(sql<boolean>`lower(u.email) = lower(${email})`)
    .executeTakeFirst();
  return row ? brandKeyOf(db, row.id, row.brand) : null;
}

/** The brand of mail sent for a client (its scheduled reports, its notifications). */
export async function brandOfClient(db: Database, clientId: number): Promise<string | null> {
  const row = await acrossClients(db)
    .selectFrom('clients as c')
    .select('c.brand')
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  return row ? brandKeyOf(db, clientId, row.brand) : null;
}
