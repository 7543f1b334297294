import type { Database } from '../db/database';

/** The brand of a person's mail: their client's (`clients.brand`); null for agency staff and unknown addresses. */
export async function brandOfPerson(db: Database, email: string): Promise<string | null> {
  const [row] = await db.query<{ brand: string }>(
    'SELECT c.brand FROM users u JOIN clients c ON c.id = u.client_id WHERE lower(u.email) = lower($1)',
    [email],
  );
  return row?.brand ?? null;
}

/** The brand of mail sent for a client (its scheduled reports, its notifications). */
export async function brandOfClient(db: Database, clientId: number): Promise<string | null> {
  const [row] = await db.query<{ brand: string }>('SELECT brand FROM clients WHERE id = $1', [clientId]);
  return row?.brand ?? null;
}
