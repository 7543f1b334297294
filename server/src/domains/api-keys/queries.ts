import { sql } from 'kysely';
import { acrossClients, tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { inServiceFirst, issuedSecretColumns, revokeSecret, type IssuedSecretRow } from './issued-secrets';
import { hashOf, newKey } from './keys';

export interface ApiKeyRow extends IssuedSecretRow {
  id: number;
  name: string;
  clientId: number | null;
  clientName: string | null;
}

/** The agency's keys with their clients' names: Administration lists every client's keys (BeaconAdmin only). */
function keys(db: Database) {
  return acrossClients(db)
    .selectFrom('api_keys as k')
    .leftJoin('clients as c', 'c.id', 'k.client_id')
    .select(['k.id', 'k.name', 'k.client_id as clientId', 'c.name as clientName', ...issuedSecretColumns('k')]);
}

export function listApiKeys(db: Database): Promise<ApiKeyRow[]> {
  return inServiceFirst(keys(db), 'k').execute();
}

export function apiKeyById(db: Database, id: number): Promise<ApiKeyRow | undefined> {
  return keys(db).where('k.id', '=', id).executeTakeFirst();
}

/** Whether a client exists, for a key made for it (agency staff name any client). */
export async function clientExists(db: Database, clientId: number): Promise<boolean> {
  const row = await acrossClients(db).selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  return row !== undefined;
}

/** Stores a new key's hash and answers the key itself, which is never read back. */
export async function createApiKey(
  db: Database,
  values: { name: string; clientId: number | null; createdBy: string },
): Promise<ApiKeyRow & { key: string }> {
  const made = newKey();
  const { id } = await tables(db)
    .insertInto('api_keys')
    .values({
      name: values.name,
      client_id: values.clientId,
      prefix: made.prefix,
      key_hash: made.hash,
      created_by_email: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...(await apiKeyById(db, id))!, key: made.key };
}

/** Refuses the key from now on: its row as the list shows it. */
export const revokeApiKey = (db: Database, id: number) => revokeSecret(db, 'api_keys', id, apiKeyById);

export interface KeyHolder {
  id: number;
  name: string;
  prefix: string;
  /** null: the agency's key, which reaches every client. */
  clientId: number | null;
  revoked: boolean;
}

/** The key behind a presented secret, by its hash. */
export function keyHolder(db: Database, key: string): Promise<KeyHolder | undefined> {
  return tables(db)
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'client_id as clientId', sql<boolean>`revoked_at IS NOT NULL`.as('revoked')])
    .where('key_hash', '=', hashOf(key))
    .executeTakeFirst();
}
