import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tokenTimesProblem } from './kernel/auth/token-times';
import { createTokenVerifier, ExpiredTokenError, InvalidTokenError, type VerifyToken } from './kernel/auth/verifier';
import { dbDir, type ServerConfig } from './kernel/config/config';
import { openDatabase, type Database } from './kernel/db/database';
import { LOCKS, withLock } from './kernel/db/locks';
import { brandOfPerson } from './kernel/mail/brand';
import { CognitoError } from '../stand-ins/identity/errors';
import { createIdentity, type Identity } from '../stand-ins/identity/identity';
import { sharedSigningKeys } from '../stand-ins/identity/keys';
import { verifyIdToken } from '../stand-ins/identity/tokens';
import { sharedSecrets, type Secrets } from './kernel/config/secrets';
import { createSeededSignIns } from '../tooling/seed/accounts';
import { portalUrlOf } from './kernel/config/sites';
import { seedIfEmpty } from '../tooling/seed/index';

/** What the server runs on: the database, the identity service (when local) and the token check. */
export interface Product {
  db: Database;
  /** Where campaign reports read: a standby (BEACON_READ_DATABASE_URL), else `db` itself. */
  reportsDb: Database;
  identity: Identity | null;
  verifyToken: VerifyToken;
  secrets: Secrets;
  issuer: string;
}

function issuerOf(config: ServerConfig): string {
  const { identity } = config;
  if (identity.issuer) return identity.issuer;
  // Every instance behind one address issues and accepts the same issuer: the public address, not its own port.
  if (identity.local) return `${config.publicUrl}/identity/${identity.poolId}`;
  return `https://cognito-idp.us-east-1.amazonaws.com/${identity.poolId}`;
}

/** Opens the database (migrating and seeding an empty one) and the identity side, once, at start. */
export async function openProduct(config: ServerConfig): Promise<Product> {
  mkdirSync(config.dataDir, { recursive: true });
  if (!config.databaseUrl) mkdirSync(dbDir(config), { recursive: true });
  const db = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: config.dbPoolSize } : { dataDir: dbDir(config) },
  );
  // Instances starting together on an empty PostgreSQL: one migrates and seeds, the others wait and find it seeded.
  await withLock(db, LOCKS.seed, 'wait', async () => {
    const fresh = await seedIfEmpty(db, { scale: config.seedScale });
    if (fresh && config.identity.local) await createSeededSignIns(db, { poolId: config.identity.poolId });
    return fresh;
  });
  const reportsDb = config.readDatabaseUrl
    ? await openDatabase({ url: config.readDatabaseUrl, poolSize: config.dbPoolSize })
    : db;
  const secrets = await sharedSecrets(db, config.dataDir, config.secrets);
  const issuer = issuerOf(config);
  if (!config.identity.local) {
    const jwks = `${issuer}/.well-known/jwks.json`;
    return {
      db,
      reportsDb,
      identity: null,
      secrets,
      issuer,
      verifyToken: createTokenVerifier({ jwks, issuer, audience: config.identity.clientId }),
    };
  }
  const identity = createIdentity(db, {
    poolId: config.identity.poolId,
    clientId: config.identity.clientId,
    issuer,
    idTokenSeconds: config.identity.idTokenSeconds,
    refreshTokenDays: config.identity.refreshTokenDays,
    keys: await sharedSigningKeys(db, join(config.dataDir, 'identity')),
    production: config.production,
    adminSecret: secrets.identityAdminSecret,
    appUrl: config.publicUrl,
    appUrlOf: (brand) => portalUrlOf(brand, config.sites, config.publicUrl),
    mailBrand: (email) => brandOfPerson(db, email),
  });
  return { db, reportsDb, identity, secrets, issuer, verifyToken: localVerifier(identity) };
}

/**
 * The hub's token check against the local identity service, which also refuses tokens of a session that signed
 * out. A token that ran out (or whose sign-in ended) is an expired session; anything else is an invalid token.
 */
export function localVerifier(identity: Identity): VerifyToken {
  return async (token) => {
    const claims = await verifyIdToken(identity, token).catch((error: unknown) => {
      // Only the identity service's verdict is one on the token; anything else (the database away) goes on as is.
      if (!(error instanceof CognitoError)) throw error;
      const message = error.message;
      throw /has expired|has been revoked/.test(message)
        ? new ExpiredTokenError(message)
        : new InvalidTokenError(message);
    });
    const badTimes = tokenTimesProblem(claims);
    if (badTimes) throw new InvalidTokenError(badTimes);
    if (typeof claims.email !== 'string') throw new InvalidTokenError('The token carries no email');
    return { ...claims, email: claims.email, token_use: 'id' as const };
  };
}
