import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { sharedValue } from '../db/server-keys';

export interface Secrets {
  notificationSecret: string;
  identityAdminSecret: string;
  /** 32 bytes, base64url: the analytics API encrypts OAuth tokens with it (AES-256-GCM). */
  analyticsTokenKey: string;
}

/**
 * The secrets a local product needs, made once per data directory and kept there (mode 600); the
 * environment overrides them, as a deployment would.
 */
export function loadSecrets(dataDir: string, configured: Partial<Secrets> = {}): Secrets {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    notificationSecret: stored.notificationSecret ?? randomBytes(32).toString('base64url'),
    identityAdminSecret: stored.identityAdminSecret ?? randomBytes(32).toString('base64url'),
    analyticsTokenKey: stored.analyticsTokenKey ?? randomBytes(32).toString('base64url'),
  };
  if (
    stored.notificationSecret !== secrets.notificationSecret ||
    stored.identityAdminSecret !== secrets.identityAdminSecret ||
    stored.analyticsTokenKey !== secrets.analyticsTokenKey
  ) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    notificationSecret: configured.notificationSecret ?? secrets.notificationSecret,
    identityAdminSecret: configured.identityAdminSecret ?? secrets.identityAdminSecret,
    analyticsTokenKey: configured.analyticsTokenKey ?? secrets.analyticsTokenKey,
  };
}

/**
 * The secrets of a server process over `db`: on PostgreSQL, those the first process stored there (from its data
 * directory), so that every process signs stream tokens and notification hashes alike; the environment still wins.
 */
export async function sharedSecrets(db: Database, dataDir: string, configured: Partial<Secrets>) {
  if (db.kind !== 'postgres') return loadSecrets(dataDir, configured);
  const mine = loadSecrets(dataDir);
  const shared = async (name: keyof Secrets) => sharedValue(db, name, mine[name]);
  return {
    notificationSecret: configured.notificationSecret ?? (await shared('notificationSecret')),
    identityAdminSecret: configured.identityAdminSecret ?? (await shared('identityAdminSecret')),
    analyticsTokenKey: configured.analyticsTokenKey ?? (await shared('analyticsTokenKey')),
  } satisfies Secrets;
}
