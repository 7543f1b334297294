import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { sql } from 'kysely';
import { tables } from '../../src/kernel/access/scoped';
import type { Database } from '../../src/kernel/db/database';
import { decrypt, encrypt } from '../../src/domains/analytics/crypto';

/**
 * oidc-provider's storage in the database instead of its development-only memory: a restart keeps sign-ins under
 * way and issued tokens, and several server processes share them.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  private get payloads() {
    return tables(this.db);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const seconds = Math.round(expiresIn || 0);
    await this.payloads
      .insertInto('oauth_provider_payloads')
      .values({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: seconds > 0 ? sql<Date>`now() + make_interval(secs => ${seconds}::int)` : null,
      })
      .onConflict((oc) =>
        oc.columns(['model', 'id']).doUpdateSet((eb) => ({
          payload: eb.ref('excluded.payload'),
          grant_id: eb.ref('excluded.grant_id'),
          user_code: eb.ref('excluded.user_code'),
          uid: eb.ref('excluded.uid'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.payloads
      .selectFrom('oauth_provider_payloads')
      .select(['payload', sql<boolean>`consumed_at IS NOT NULL`.as('consumed')])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed ? { ...payload, consumed: true } : payload;
  }

  find(id: string) {
    return this.findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.payloads
      .updateTable('oauth_provider_payloads')
      .set({ consumed_at: sql`now()` })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.payloads
      .deleteFrom('oauth_provider_payloads')
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.payloads.deleteFrom('oauth_provider_payloads').where('grant_id', '=', grantId).execute();
  }
}

/** Forgets what expired a day ago: called now and then, not on every write. */
export async function sweepProvider(db: Database): Promise<void> {
  await tables(db)
    .deleteFrom('oauth_provider_payloads')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

const STAND_IN = 'stand-in';
const storedKey = (db: Database) =>
  tables(db).selectFrom('oauth_provider_keys').select('jwk').where('id', '=', STAND_IN).executeTakeFirst();

/** The stand-in's signing key: made once, kept encrypted, the same for every process. */
export async function providerSigningKey(db: Database, key: Buffer): Promise<JWK> {
  const existing = await storedKey(db);
  if (existing) return JSON.parse(decrypt(key, existing.jwk)) as JWK;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: `stand-in-${Date.now().toString(36)}`,
    alg: 'RS256',
    use: 'sig',
  };
  await tables(db)
    .insertInto('oauth_provider_keys')
    .values({ id: STAND_IN, jwk: encrypt(key, JSON.stringify(jwk)) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Another process may have made its key first: everyone uses the stored one.
  const stored = await storedKey(db);
  return JSON.parse(decrypt(key, stored!.jwk)) as JWK;
}
