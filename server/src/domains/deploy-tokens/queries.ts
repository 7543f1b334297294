import { sql } from 'kysely';
import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { inServiceFirst, issuedSecretColumns, revokeSecret, type IssuedSecretRow } from '../api-keys/issued-secrets';
import { hashOf, newSecret } from '../api-keys/keys';

/** What every deploy token starts with: told apart from an API key (bk_live_) by people and by secret scanners. */
export const DEPLOY_TOKEN_PREFIX = 'bd_live_';

export interface DeployTokenRow extends IssuedSecretRow {
  id: number;
  remote: string;
}

function deployTokens(db: Database) {
  return tables(db)
    .selectFrom('deploy_tokens as t')
    .select(['t.id', 't.remote', ...issuedSecretColumns('t')]);
}

export function listDeployTokens(db: Database): Promise<DeployTokenRow[]> {
  return inServiceFirst(deployTokens(db), 't').execute();
}

export function deployTokenById(db: Database, id: number): Promise<DeployTokenRow | undefined> {
  return deployTokens(db).where('t.id', '=', id).executeTakeFirst();
}

/** Stores a new token's hash (hashed as API keys are) and answers the token itself, which is never read back. */
export async function createDeployToken(
  db: Database,
  values: { remote: string; createdBy: string },
): Promise<DeployTokenRow & { token: string }> {
  const made = newSecret(DEPLOY_TOKEN_PREFIX);
  const { id } = await tables(db)
    .insertInto('deploy_tokens')
    .values({ remote: values.remote, prefix: made.prefix, token_hash: made.hash, created_by_email: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...(await deployTokenById(db, id))!, token: made.key };
}

/** Refuses the token from now on: its row as the list shows it. */
export const revokeDeployToken = (db: Database, id: number) => revokeSecret(db, 'deploy_tokens', id, deployTokenById);

/** The token behind a presented secret, by its hash. */
export function deployTokenHolder(db: Database, token: string) {
  return tables(db)
    .selectFrom('deploy_tokens')
    .select(['id', 'remote', 'prefix', sql<boolean>`revoked_at IS NOT NULL`.as('revoked')])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
}
