import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../src/kernel/db/database';
import { sharedValue } from '../../src/kernel/db/server-keys';

/** The RSA key tokens are signed with, and a secret for values that must look stable but reveal nothing. */
export interface SigningKeys {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Keys the fake salts given for unknown usernames, so asking twice gives the same salt, as for a real user. */
  secret: Buffer;
}

interface StoredKeys {
  kid: string;
  privateJwk: Record<string, unknown>;
  secret: string;
}

/**
 * Loads `<dir>/keys.json`, creating it on first use, so tokens stay valid across restarts of one data directory
 * and differ between directories. Without a directory the keys live only as long as the process.
 */
export function loadSigningKeys(dir?: string): SigningKeys {
  return fromStored(storedKeys(dir));
}

/**
 * Several server processes over one PostgreSQL sign and check tokens with one key: the first process's key
 * (from its data directory) is stored in the database, and every process signs with the stored one.
 */
export async function sharedSigningKeys(db: Database, dir?: string): Promise<SigningKeys> {
  if (db.kind !== 'postgres') return loadSigningKeys(dir);
  const stored = await sharedValue(db, 'identity-signing-keys', JSON.stringify(storedKeys(dir)));
  return fromStored(JSON.parse(stored) as StoredKeys);
}

function storedKeys(dir?: string): StoredKeys {
  const file = dir ? join(dir, 'keys.json') : null;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stored: StoredKeys = {
    kid: randomUUID(),
    privateJwk: privateKey.export({ format: 'jwk' }) as Record<string, unknown>,
    secret: randomBytes(32).toString('base64'),
  };
  if (dir && file) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return stored;
}

function fromStored(stored: StoredKeys): SigningKeys {
  const privateKey = createPrivateKey({ key: stored.privateJwk as never, format: 'jwk' });
  return {
    kid: stored.kid,
    privateKey,
    publicKey: createPublicKey(privateKey),
    secret: Buffer.from(stored.secret, 'base64'),
  };
}

/** The public half as a JWKS document, the way Cognito publishes its keys. */
export function jwks(keys: SigningKeys): { keys: Record<string, unknown>[] } {
  const { n, e, kty } = keys.publicKey.export({ format: 'jwk' });
  return { keys: [{ kty, n, e, kid: keys.kid, alg: 'RS256', use: 'sig' }] };
}
