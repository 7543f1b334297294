import { sql } from 'kysely';
import { acrossClients } from '../access/scoped';
import type { Database } from '../db/database';

/** The brand of a person's mail: their client's (`clients.brand`); null for agency staff and unknown addresses. */
export async function brandOfPerson(db: Database, email: string): Promise<string | null> {
  const row = await acrossClients(db)
    .selectFrom('users as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .select('c.brand')
    .where(sql<boolean>`lower(u.email) = lower(${email})`)
    .executeTakeFirst();
  return row?.brand ?? null;
}

/** The brand of mail sent for a client (its scheduled reports, its notifications). */
export async function brandOfClient(db: Database, clientId: number): Promise<string | null> {
  const row = await acrossClients(db)
    .selectFrom('clients as c')
    .select('c.brand')
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  return row?.brand ?? null;
}
