import { Type } from 'typebox';
import { sql, type SelectQueryBuilder } from 'kysely';
import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { Nullable } from '../../kernel/http/schemas';

/**
 * What API keys and deploy tokens have alike: secrets issued to a machine, listed by their first characters, used
 * until revoked. Each kind keeps its own table; these serve both.
 */
type SecretTable = 'api_keys' | 'deploy_tokens';

/** What the list shows of every issued secret beyond what it is for; `createdBy` says who issued it. */
export const issuedSecretFields = (createdBy: string) => ({
  /** The secret's first characters (its kind's prefix and four more): enough to recognise it, never to use it. */
  prefix: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String({ description: createdBy }),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});

/** What the list shows of every issued secret, as its queries read it. */
export interface IssuedSecretRow {
  prefix: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The columns of an IssuedSecretRow, of the secret's table under `alias`. */
export const issuedSecretColumns = <A extends 'k' | 't'>(alias: A) =>
  [
    `${alias}.prefix`,
    isoText(`${alias}.created_at`).as('createdAt'),
    `${alias}.created_by_email as createdBy`,
    isoText<string | null>(`${alias}.last_used_at`).as('lastUsedAt'),
    isoText<string | null>(`${alias}.revoked_at`).as('revokedAt'),
  ] as const;

/** The order of both lists: secrets in service first, then newest first (`alias` names the secret's table). */
export function inServiceFirst<DB, TB extends keyof DB, O>(secrets: SelectQueryBuilder<DB, TB, O>, alias: 'k' | 't') {
  return secrets
    .orderBy(sql`${sql.ref(`${alias}.revoked_at`)} IS NOT NULL`)
    .orderBy(sql.ref(`${alias}.created_at`), 'desc')
    .orderBy(sql.ref(`${alias}.id`), 'desc');
}

/**
 * Refuses the secret from now on (one revoked already keeps the moment it was first revoked), and answers its row as
 * the list shows it, read by `byId` (none for an id its table lacks).
 */
export async function revokeSecret<Row>(
  db: Database,
  table: SecretTable,
  id: number,
  byId: (db: Database, id: number) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  await tables(db)
    .updateTable(table)
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return byId(db, id);
}

/** The list shows when each secret was last used. */
export async function markSecretUsed(db: Database, table: SecretTable, id: number): Promise<void> {
  await tables(db)
    .updateTable(table)
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
