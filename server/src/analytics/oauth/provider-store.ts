import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database';
import { decrypt, encrypt } from '../crypto';

/**
 * oidc-provider's storage in the database instead of its development-only memory: a restart keeps sign-ins under
 * way and issued tokens, and several server processes share them.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await this.db.query(
      `INSERT INTO oauth_provider_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
      ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
        user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        Math.round(expiresIn || 0),
      ],
    );
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<{ payload: AdapterPayload; consumed: boolean }>(
      `SELECT payload, consumed_at IS NOT NULL AS consumed FROM oauth_provider_payloads
      WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    if (!row) return undefined;
    return row.consumed ? { ...row.payload, consumed: true } : row.payload;
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
    await this.db.query('UPDATE oauth_provider_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oauth_provider_payloads WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oauth_provider_payloads WHERE grant_id = $1', [grantId]);
  }
}

/** Forgets what expired a day ago: called now and then, not on every write. */
export async function sweepProvider(db: Database): Promise<void> {
  await db.query(`DELETE FROM oauth_provider_payloads WHERE expires_at < now() - interval '1 day'`);
}

/** The stand-in's signing key: made once, kept encrypted, the same for every process. */
export async function providerSigningKey(db: Database, key: Buffer): Promise<JWK> {
  const [existing] = await db.query<{ jwk: Uint8Array }>("SELECT jwk FROM oauth_provider_keys WHERE id = 'stand-in'");
  if (existing) return JSON.parse(decrypt(key, existing.jwk)) as JWK;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: `stand-in-${Date.now().toString(36)}`,
    alg: 'RS256',
    use: 'sig',
  };
  await db.query("INSERT INTO oauth_provider_keys (id, jwk) VALUES ('stand-in', $1) ON CONFLICT (id) DO NOTHING", [
    encrypt(key, JSON.stringify(jwk)),
  ]);
  // Another process may have made its key first: everyone uses the stored one.
  const [stored] = await db.query<{ jwk: Uint8Array }>("SELECT jwk FROM oauth_provider_keys WHERE id = 'stand-in'");
  return JSON.parse(decrypt(key, stored!.jwk)) as JWK;
}
